import { expect, test } from 'vitest';

import { crisisCountries } from './crisis-countries.ts';
import { parseCrisisLine } from './phone-links.ts';

// The spec, community-and-interaction.md "Crisis resources", written the way it writes them.
const SPEC = {
  Australia: ['13 11 14', '1800 737 732', '1300 22 4636', '1800 55 1800'],
  USA: ['988', '800-656-HOPE', 'text HOME to 741741', '1-800-422-4453'],
  Canada: ['1-833-456-4566', '1-800-668-6868', 'text TALK to 686868', '1-866-887-0015'],
  UK: ['116 123', '0800 1111', '0808 802 9999', '0300 123 3393'],
  'New Zealand': ['0800 543 354', '0800 376 633', '0800 623 1700', '0800 111 757'],
};

function asSpecWritesIt(line: { number: string; kind?: 'call' | 'text'; textKeyword?: string }) {
  return line.kind === 'text' ? `text ${line.textKeyword} to ${line.number}` : line.number;
}

test('holds exactly the spec’s countries, in its order, with their ISO codes', () => {
  expect(crisisCountries.map((country) => [country.code, country.name])).toEqual([
    ['AU', 'Australia'],
    ['US', 'USA'],
    ['CA', 'Canada'],
    ['GB', 'UK'],
    ['NZ', 'New Zealand'],
  ]);
});

test('holds exactly the spec’s numbers, written as the spec writes them', () => {
  const asWritten = Object.fromEntries(
    crisisCountries.map((country) => [country.name, country.lines.map(asSpecWritesIt)]),
  );
  expect(asWritten).toEqual(SPEC);
});

test('builds the right link for every spec number', () => {
  const links = Object.fromEntries(
    crisisCountries.map((country) => [
      country.code,
      country.lines.map((line) => parseCrisisLine(line, country.code).href),
    ]),
  );
  expect(links).toEqual({
    AU: ['tel:131114', 'tel:1800737732', 'tel:1300224636', 'tel:1800551800'],
    US: ['tel:988', 'tel:+18006564673', 'sms:741741?&body=HOME', 'tel:+18004224453'],
    CA: ['tel:+18334564566', 'tel:+18006686868', 'sms:686868?&body=TALK', 'tel:+18668870015'],
    GB: ['tel:116123', 'tel:+448001111', 'tel:+448088029999', 'tel:+443001233393'],
    NZ: ['tel:+64800543354', 'tel:+64800376633', 'tel:+648006231700', 'tel:+64800111757'],
  });
});

// Each name and audience is confirmed by the public source cited next to it in
// crisis-countries.ts; a line no source names has neither (the widget titles it 'Support line').
test('names a service, and who it is for, only where a source confirms them', () => {
  const titled = Object.fromEntries(
    crisisCountries.map((country) => [
      country.code,
      country.lines.map((line) => (line.name ? [line.name, line.audience] : null)),
    ]),
  );
  expect(titled).toEqual({
    AU: [
      ['Lifeline Australia', 'For anyone in Australia going through a personal crisis'],
      ['1800RESPECT', 'For people affected by sexual, domestic or family violence'],
      ['Beyond Blue', 'For people living with depression or anxiety'],
      ['Kids Helpline', 'For young people aged 5 to 25'],
    ],
    US: [
      ['988 Suicide & Crisis Lifeline', 'For anyone in emotional distress or thinking about suicide'],
      ['RAINN National Sexual Assault Hotline', 'For survivors of sexual violence'],
      ['Crisis Text Line', 'For anyone in any kind of crisis, by text'],
      ['Childhelp National Child Abuse Hotline', 'For anyone affected by or worried about child abuse'],
    ],
    CA: [
      ['Talk Suicide Canada', 'For anyone thinking about suicide or in distress'],
      ['Kids Help Phone', 'For young people'],
      ['Kids Help Phone', 'For young people, by text'],
      null,
    ],
    GB: [
      ['Samaritans', 'For anyone who is struggling to cope, day or night'],
      ['Childline', 'For children and young people under 19'],
      [
        'Rape and Sexual Abuse Support Centre',
        'For women who have experienced sexual violence, and those close to them',
      ],
      ['Mind Infoline', 'For information and advice about mental health'],
    ],
    NZ: [
      ['Lifeline Aotearoa', 'For anyone in New Zealand who needs to talk'],
      ['Youthline', 'For young people aged 12 to 24'],
      ['Auckland Sexual Abuse HELP', 'For anyone affected by sexual abuse or assault'],
      ['Depression Helpline', 'For anyone who may be going through depression'],
    ],
  });
});

test('gives an unnamed line no audience, and no line a host-only description or age range', () => {
  const lines = crisisCountries.flatMap((country) => country.lines);
  expect(lines.filter((line) => !line.name && line.audience !== undefined)).toEqual([]);
  expect(lines.filter((line) => line.description !== undefined || line.ageRange !== undefined)).toEqual([]);
});

test('cites a public source next to every line', async () => {
  const { readFileSync } = await import('node:fs');
  const { fileURLToPath } = await import('node:url');
  // happy-dom gives the module an http: URL; the file's path is after its origin.
  const file = new URL(import.meta.url).pathname.replace(
    /crisis-countries\.test\.ts$/,
    'crisis-countries.ts',
  );
  const source = readFileSync(fileURLToPath(`file://${file}`), 'utf8');
  for (const line of crisisCountries.flatMap((country) => country.lines)) {
    const at = source.indexOf(`number: '${line.number}'`);
    const comment = source.slice(
      Math.max(source.lastIndexOf('},', at), source.lastIndexOf('lines: [', at)),
      at,
    );
    expect(comment, line.number).toMatch(line.name ? /https?:\/\// : /Not confirmed/);
  }
});
