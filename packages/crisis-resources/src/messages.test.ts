import { expect, test } from 'vitest';

import { crisisResourcesMessages as messages } from './messages.ts';

test('quotes the spec’s help tile name as the title', () => {
  expect(messages.title).toBe('Crisis Resources');
});

test('holds the default English strings', () => {
  expect(messages.emergency).toBe(
    'If you are in danger right now, please call your local emergency number. You deserve to be safe.',
  );
  expect(messages.countryLabel).toBe('Country');
  expect(messages.linesLabel('UK')).toBe('Support lines in UK');
  expect(messages.call('116 123')).toBe('Call 116 123');
  expect(messages.text('HOME', '741741')).toBe('Text HOME to 741741');
  expect(messages.textOnly('1737')).toBe('Text 1737');
  expect(messages.ageRange('5 to 25')).toBe('For ages 5 to 25');
  expect(messages.quickExit).toBe('Exit this page');
  expect(messages.quickExitHint).toBe('or press Shift 3 times');
});

test('titles lines no source names plainly, never with a guess', () => {
  expect(messages.unnamedCall).toBe('Support line');
  expect(messages.unnamedText).toBe('Text line');
});
