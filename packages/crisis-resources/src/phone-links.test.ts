import { describe, expect, test } from 'vitest';

import { parseCrisisLine, smsHref, telHref } from './phone-links.ts';

describe('telHref', () => {
  test('maps keypad letters to digits and gives a ten-digit US number +1', () => {
    expect(telHref('800-656-HOPE', 'US')).toBe('tel:+18006564673');
  });

  test('maps every keypad letter to its key', () => {
    expect(telHref('1-800-ABC-DEFG', 'US')).toBe('tel:+18002223334');
    expect(telHref('1-800-HIJ-KLMN', 'US')).toBe('tel:+18004455566');
    expect(telHref('1-800-OPQ-RSTU', 'US')).toBe('tel:+18006777788');
    expect(telHref('1-800-VWX-YZ00', 'US')).toBe('tel:+18008999900');
  });

  test('gives an eleven-digit North American number starting with 1 its +', () => {
    expect(telHref('1-800-422-4453', 'US')).toBe('tel:+18004224453');
    expect(telHref('1-833-456-4566', 'CA')).toBe('tel:+18334564566');
  });

  test('keeps North American three-digit and short codes national', () => {
    expect(telHref('988', 'US')).toBe('tel:988');
    expect(telHref('911', 'CA')).toBe('tel:911');
    expect(telHref('741741', 'US')).toBe('tel:741741');
  });

  test('drops the trunk 0 after the calling code for full 0-prefixed numbers in AU, GB and NZ', () => {
    expect(telHref('(02) 9876 5432', 'AU')).toBe('tel:+61298765432');
    expect(telHref('0800 1111', 'GB')).toBe('tel:+448001111');
    expect(telHref('0300 123 3393', 'GB')).toBe('tel:+443001233393');
    expect(telHref('0800 543 354', 'NZ')).toBe('tel:+64800543354');
  });

  test('keeps Australian 13, 1300 and 1800 numbers, UK 116 numbers and emergency codes national', () => {
    expect(telHref('13 11 14', 'AU')).toBe('tel:131114');
    expect(telHref('1300 22 4636', 'AU')).toBe('tel:1300224636');
    expect(telHref('1800 737 732', 'AU')).toBe('tel:1800737732');
    expect(telHref('000', 'AU')).toBe('tel:000');
    expect(telHref('116 123', 'GB')).toBe('tel:116123');
    expect(telHref('111', 'NZ')).toBe('tel:111');
  });

  test('keeps a number written with + international, whatever the country', () => {
    expect(telHref('+353 1 234 5678', 'GB')).toBe('tel:+35312345678');
  });

  test('dials numbers of countries without a calling plan nationally', () => {
    expect(telHref('01 234 5678', 'IE')).toBe('tel:012345678');
  });

  test('accepts lower-case country codes', () => {
    expect(telHref('0800 1111', 'gb')).toBe('tel:+448001111');
  });

  test('makes no link from text that is not a number', () => {
    expect(telHref('Call 111', 'NZ')).toBeUndefined();
    expect(telHref('ask for Sam', 'GB')).toBeUndefined();
    expect(telHref('0800 help me', 'GB')).toBeUndefined();
    expect(telHref('0800 1111 ext. 2', 'GB')).toBeUndefined();
    expect(telHref('*123#', 'GB')).toBeUndefined();
    expect(telHref('javascript:alert(1)', 'US')).toBeUndefined();
    expect(telHref('', 'US')).toBeUndefined();
  });

  test('makes no link from fewer than 3 or more than 15 digits', () => {
    expect(telHref('12', 'US')).toBeUndefined();
    expect(telHref('1234 5678 9012 3456', 'US')).toBeUndefined();
  });
});

describe('smsHref', () => {
  test('fills in the body after ?&body=, which Android and iOS both read', () => {
    expect(smsHref('741741', 'HOME')).toBe('sms:741741?&body=HOME');
  });

  test('encodes the body', () => {
    expect(smsHref('741741', 'HELLO & bye?')).toBe('sms:741741?&body=HELLO%20%26%20bye%3F');
  });

  test('leaves the body out when there is none', () => {
    expect(smsHref('686868')).toBe('sms:686868');
    expect(smsHref('686868', '  ')).toBe('sms:686868');
  });

  test('makes no link from text that is not a number', () => {
    expect(smsHref('HOME', 'HOME')).toBeUndefined();
  });
});

describe('parseCrisisLine', () => {
  test('reads the spec form "text HOME to 741741" as a text line', () => {
    expect(parseCrisisLine({ number: 'text HOME to 741741' }, 'US')).toEqual({
      kind: 'text',
      number: '741741',
      keyword: 'HOME',
      href: 'sms:741741?&body=HOME',
    });
  });

  test('reads a text line written as kind and keyword', () => {
    expect(parseCrisisLine({ number: '686868', kind: 'text', textKeyword: 'TALK' }, 'CA')).toEqual({
      kind: 'text',
      number: '686868',
      keyword: 'TALK',
      href: 'sms:686868?&body=TALK',
    });
  });

  test('reads a call line and keeps the number as written', () => {
    expect(parseCrisisLine({ number: ' 13 11 14 ', name: 'Lifeline Australia' }, 'AU')).toEqual({
      kind: 'call',
      number: '13 11 14',
      href: 'tel:131114',
      name: 'Lifeline Australia',
    });
  });

  test('keeps a host’s description and age range', () => {
    expect(
      parseCrisisLine({ number: '0800 1111', description: 'Free and private', ageRange: 'under 19' }, 'GB'),
    ).toEqual({
      kind: 'call',
      number: '0800 1111',
      href: 'tel:+448001111',
      description: 'Free and private',
      ageRange: 'under 19',
    });
  });

  test('gives an unparsable number no link', () => {
    expect(parseCrisisLine({ number: 'Ask your doctor' }, 'GB')).toEqual({
      kind: 'call',
      number: 'Ask your doctor',
    });
    expect(parseCrisisLine({ number: 'text HOME to a friend' }, 'US')).toEqual({
      kind: 'text',
      number: 'a friend',
      keyword: 'HOME',
    });
  });

  test('does not read the text form in a line marked as a call', () => {
    expect(parseCrisisLine({ number: 'text HOME to 741741', kind: 'call' }, 'US')).toEqual({
      kind: 'call',
      number: 'text HOME to 741741',
    });
  });
});
