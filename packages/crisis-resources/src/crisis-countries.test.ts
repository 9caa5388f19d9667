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

test('names a service only where the number makes it certain, and shows no other detail', () => {
  const names = Object.fromEntries(
    crisisCountries.map((country) => [country.code, country.lines.map((line) => line.name ?? null)]),
  );
  expect(names).toEqual({
    AU: ['Lifeline Australia', '1800RESPECT', 'Beyond Blue', 'Kids Helpline'],
    US: [
      '988 Suicide & Crisis Lifeline',
      'RAINN National Sexual Assault Hotline',
      'Crisis Text Line',
      'Childhelp National Child Abuse Hotline',
    ],
    CA: [null, 'Kids Help Phone', null, null],
    GB: ['Samaritans', 'Childline', null, 'Mind Infoline'],
    NZ: ['Lifeline Aotearoa', 'Youthline', null, 'Depression Helpline'],
  });
  const details = crisisCountries.flatMap((country) =>
    country.lines.filter((line) => line.description !== undefined || line.ageRange !== undefined),
  );
  expect(details).toEqual([]);
});
