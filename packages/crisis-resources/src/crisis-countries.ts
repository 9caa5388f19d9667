import type { CrisisCountry } from './types.ts';

/*
 * Every line was checked against a public page (the service's own site, a government or health
 * service page; news pages only where they reprint a government statement or nothing better was
 * reachable). A `name` and an `audience` are shown only where a source ties them to the number;
 * otherwise the widget shows the plain 'Support line' / 'Text line' (messages) and no guess.
 * The audience is our short wording of what the source says. What could not be confirmed, and
 * what looks out of date, is listed in the package README ("The data"). Checked for issue 10.
 */

/**
 * The spec's crisis resources, numbers written exactly as the spec writes them, in its order,
 * with the service's name and who it is for where a public source confirms them.
 *
 * @example
 * import { crisisCountries, CrisisResources } from '@childhood-memories/crisis-resources';
 * const withoutUk = crisisCountries.filter((country) => country.code !== 'GB');
 * <CrisisResources resources={withoutUk} />;
 */
export const crisisCountries: readonly CrisisCountry[] = [
  {
    code: 'AU',
    name: 'Australia',
    lines: [
      // https://www.lifeline.org.au/About-Lifeline/Want-to-know-more-about-Lifeline-/Lifeline-Information
      // "People call Lifeline's 24 hour crisis line 13 11 14"; "a national charity providing all
      // Australians experiencing a personal crisis with access to 24 hour crisis support".
      {
        number: '13 11 14',
        name: 'Lifeline Australia',
        audience: 'For anyone in Australia going through a personal crisis',
      },
      // https://www.1800respect.org.au/terms-and-conditions: "the 1800RESPECT telephone support
      // service (1800 737 732)", for "people who are or have been experiencing domestic, family and
      // sexual violence". Also https://plan4womenssafety.dss.gov.au/initiatives/1800respect (DSS).
      {
        number: '1800 737 732',
        name: '1800RESPECT',
        audience: 'For people affected by sexual, domestic or family violence',
      },
      // https://www.health.vic.gov.au/mental-health-services/telephone-and-online-services
      // (Victorian Department of Health): "Beyond Blue | Depression, anxiety and related
      // disorders | 1300 22 4636 | 24 hours/7 days".
      {
        number: '1300 22 4636',
        name: 'Beyond Blue',
        audience: 'For people living with depression or anxiety',
      },
      // https://www.health.vic.gov.au/mental-health-services/telephone-and-online-services again:
      // "Kids Helpline | Telephone counselling service for people aged between 5 and 25 |
      // 1800 55 1800 | 24 hours/7days".
      {
        number: '1800 55 1800',
        name: 'Kids Helpline',
        audience: 'For young people aged 5 to 25',
      },
    ],
  },
  {
    code: 'US',
    name: 'USA',
    lines: [
      // https://health.wyo.gov/publichealth/prevention/wivpp/suicide-prevention/988-suicide-crisis-lifeline
      // (Wyoming Department of Health): "The 988 Suicide & Crisis Lifeline (formerly known as the
      // National Suicide Prevention Lifeline) offers 24/7 call, text and chat access", for
      // emotional distress, a mental health, substance use or suicidal crisis.
      {
        number: '988',
        name: '988 Suicide & Crisis Lifeline',
        audience: 'For anyone in emotional distress or thinking about suicide',
      },
      // https://rainn.org/get-help/national-sexual-assault-hotline: "National Sexual Assault
      // Hotline - 1.800.656.HOPE", run by RAINN for victims of rape, sexual assault and incest.
      {
        number: '800-656-HOPE',
        name: 'RAINN National Sexual Assault Hotline',
        audience: 'For survivors of sexual violence',
      },
      // http://www.sfisd.net/apps/pages/index.jsp?uREC_ID=1473130&type=d&pREC_ID=1625729 (Santa
      // Fe ISD, a public school district, quoting the service): "Crisis Text Line serves anyone,
      // in any type of crisis"; "Text HOME to 741741 from anywhere in the USA".
      {
        number: '741741',
        kind: 'text',
        textKeyword: 'HOME',
        name: 'Crisis Text Line',
        audience: 'For anyone in any kind of crisis, by text',
      },
      // https://childhelphotline.org/how-it-works: the Childhelp National Child Abuse Hotline is
      // "for those concerned about or affected by child abuse". Its number is 1-800-4-A-CHILD
      // (Childhelp, quoted by journal-news.net 2019), which the keypad spells 1-800-422-4453.
      // childcare.gov prints 1-800-422-2253 for it, which does not match the keypad: see README.
      {
        number: '1-800-422-4453',
        name: 'Childhelp National Child Abuse Hotline',
        audience: 'For anyone affected by or worried about child abuse',
      },
    ],
  },
  {
    code: 'CA',
    name: 'Canada',
    lines: [
      // Government of Canada statements: Minister of Health, 2018-09-10 ("The toll-free number
      // for the Canada Suicide Prevention Service is 1-833-456-4566", reprinted at
      // https://ihtoday.ca/message-from-the-minister-of-health-world-suicide-prevention-day-2018/)
      // and PHAC, 2022-08-31 ("people can continue to access Talk Suicide Canada by calling
      // 1-833-456-4566", reprinted at https://muskoka411.com/canada-launching-9-8-8-suicide-crisis-phone-line-by-november-2023/).
      // Since 2023-11-30 the Government of Canada points people to 9-8-8 instead: see README.
      {
        number: '1-833-456-4566',
        name: 'Talk Suicide Canada',
        audience: 'For anyone thinking about suicide or in distress',
      },
      // https://kidshelpphone.ca/get-involved/about-us/who-is-kids-help-phone/: "Canada's only
      // 24/7 national service offering ... professional counselling ... to young people". The
      // number: https://www.cbc.ca/news/health/mental-health-crisis-text-kids-help-phone-1.4894118
      // ("Kids Help Phone: Phone: 1-800-668-6868").
      {
        number: '1-800-668-6868',
        name: 'Kids Help Phone',
        audience: 'For young people',
      },
      // https://kidshelpphone.ca/text-about-it/: "Our confidential texting service is free and
      // available across Canada 24/7. Text us at 686868" (the page now suggests the word CONNECT;
      // TALK is the spec's word and the launch word, CBC 2018; any opening word starts a
      // conversation). PHAC 2022 (above): "youth can text 686868".
      {
        number: '686868',
        kind: 'text',
        textKeyword: 'TALK',
        name: 'Kids Help Phone',
        audience: 'For young people, by text',
      },
      // Not confirmed: no public page in reach ties 1-866-887-0015 to a service by name. Shown as
      // 'Support line'. See README.
      { number: '1-866-887-0015' },
    ],
  },
  {
    code: 'GB',
    name: 'UK',
    lines: [
      // https://www.samaritans.org/how-we-can-help/contact-samaritan/: "You do not need to have any
      // credit or call allowance on your plan to call 116 123"; samaritans.org branch pages:
      // "available 24 hours a day, every day of the year ... anyone who is upset or troubled".
      {
        number: '116 123',
        name: 'Samaritans',
        audience: 'For anyone who is struggling to cope, day or night',
      },
      // https://learning.nspcc.org.uk/services/childline: "Childline is the UK's free, 24-hour
      // service for children and young people ... up to the age of 19". The number: Rape Crisis
      // England & Wales, https://247sexualabusesupport.org.uk/faqs/ ("Call them free on 0800 1111").
      {
        number: '0800 1111',
        name: 'Childline',
        audience: 'For children and young people under 19',
      },
      // https://111.wales.nhs.uk/encyclopaedia/r/article/rapeandsexualassault (NHS 111 Wales):
      // "Rape and Sexual Abuse Support Centre freephone helpline: 0808 802 9999 ... providing
      // support for female survivors, partners, family and friends". Opening hours limited on
      // that page, and nhs.uk now lists 0808 500 2222 for Rape Crisis England & Wales: see README.
      {
        number: '0808 802 9999',
        name: 'Rape and Sexual Abuse Support Centre',
        audience: 'For women who have experienced sexual violence, and those close to them',
      },
      // No page of Mind's own or of the NHS in reach; two independent pages agree:
      // http://www.moneycarer.org.uk/articles/calls-to-mental-health-helpline-increase-50.html
      // ("The Mind Infoline ... can be contacted on 0300 123 3393") and
      // https://swlondoner.co.uk/news/21012025-calls-to-mind-helpline-fall-by-almost-half-in-five-years
      // ("The Infoline ... offers people information and advice on their mental health").
      {
        number: '0300 123 3393',
        name: 'Mind Infoline',
        audience: 'For information and advice about mental health',
      },
    ],
  },
  {
    code: 'NZ',
    name: 'New Zealand',
    lines: [
      // http://www.lifeline.co.nz/history-lifeline/: "a national 0800 number (0800 543 354) has
      // covered the whole country"; "free-of-charge telephone counselling service from anywhere
      // in New Zealand ... 24/7". Current name: Lifeline Aotearoa (its 2021 release,
      // https://wrightcommunications.co.nz/news/calls-and-texts-to-lifeline-almost-double-since-2019/).
      {
        number: '0800 543 354',
        name: 'Lifeline Aotearoa',
        audience: 'For anyone in New Zealand who needs to talk',
      },
      // http://youthaffairs.govt.nz/news/2012/youthline.html (Ministry of Youth Development):
      // "Youthline ... Helpline: 0800 37 66 33". Ages: Youthline's 2023 release,
      // https://livenews.co.nz/2023/11/04/social-services-youthline-moves-to-24-7-counselling-service-with-support-from-asb
      // ("young people aged 12 to 24").
      {
        number: '0800 376 633',
        name: 'Youthline',
        audience: 'For young people aged 12 to 24',
      },
      // https://www.auckland.ac.nz/en/students/student-support/personal-support/be-well/harmful-sexual-behaviours/support-available.html:
      // "HELP is a private and confidential sexual violence support service ... call them 24/7 on
      // 0800 623 1700". Name and audience: Government release 2009-12-23,
      // https://m.scoop.co.nz/stories/GE0912/S00095.htm ("operated by the Auckland Sexual Abuse
      // HELP foundation ... available 24 hours to anyone needing help with sexual abuse issues").
      {
        number: '0800 623 1700',
        name: 'Auckland Sexual Abuse HELP',
        audience: 'For anyone affected by sexual abuse or assault',
      },
      // http://www.depression.org.nz/depression: "depression helpline freephone 0800 111 757";
      // "Call the Depression Helpline (0800 111 757); they can help evaluate your situation".
      {
        number: '0800 111 757',
        name: 'Depression Helpline',
        audience: 'For anyone who may be going through depression',
      },
    ],
  },
];
