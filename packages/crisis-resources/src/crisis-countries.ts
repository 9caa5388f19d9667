import type { CrisisCountry } from './types.ts';

/**
 * The spec's crisis resources, numbers written exactly as the spec writes them, in its order.
 * A line carries a `name` only where the number itself makes the service certain; the reason
 * for every line's decision is in the package README ("The data"). No descriptions or age
 * ranges: the spec does not show them.
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
      { number: '13 11 14', name: 'Lifeline Australia' },
      { number: '1800 737 732', name: '1800RESPECT' },
      { number: '1300 22 4636', name: 'Beyond Blue' },
      { number: '1800 55 1800', name: 'Kids Helpline' },
    ],
  },
  {
    code: 'US',
    name: 'USA',
    lines: [
      { number: '988', name: '988 Suicide & Crisis Lifeline' },
      { number: '800-656-HOPE', name: 'RAINN National Sexual Assault Hotline' },
      { number: '741741', kind: 'text', textKeyword: 'HOME', name: 'Crisis Text Line' },
      { number: '1-800-422-4453', name: 'Childhelp National Child Abuse Hotline' },
    ],
  },
  {
    code: 'CA',
    name: 'Canada',
    lines: [
      { number: '1-833-456-4566' },
      { number: '1-800-668-6868', name: 'Kids Help Phone' },
      { number: '686868', kind: 'text', textKeyword: 'TALK' },
      { number: '1-866-887-0015' },
    ],
  },
  {
    code: 'GB',
    name: 'UK',
    lines: [
      { number: '116 123', name: 'Samaritans' },
      { number: '0800 1111', name: 'Childline' },
      { number: '0808 802 9999' },
      { number: '0300 123 3393', name: 'Mind Infoline' },
    ],
  },
  {
    code: 'NZ',
    name: 'New Zealand',
    lines: [
      { number: '0800 543 354', name: 'Lifeline Aotearoa' },
      { number: '0800 376 633', name: 'Youthline' },
      { number: '0800 623 1700' },
      { number: '0800 111 757', name: 'Depression Helpline' },
    ],
  },
];
