import { describe, expect, it } from 'vitest';

import { EMAIL_CODE_ATTEMPTS, emailChangeOutcome } from './account.ts';
import { Refusal } from './refusals.ts';

describe('an e-mail change’s code', () => {
  it('changes the address for the right code, counts a wrong one, and has expired otherwise', () => {
    const pending = { email: 'ada.new@example.com', attempts: 0 };
    expect(emailChangeOutcome(pending, 'ada.new@example.com', true)).toBe('changed');
    expect(emailChangeOutcome(pending, 'ada.new@example.com', false)).toBe('wrong');
    const expired = (run: () => unknown) => {
      try {
        run();
        return null;
      } catch (error) {
        return error instanceof Refusal ? error.message : error;
      }
    };
    const text = 'This code has expired. Please ask for a new one.';
    expect(expired(() => emailChangeOutcome(null, 'ada.new@example.com', true))).toBe(text);
    expect(expired(() => emailChangeOutcome(pending, 'other@example.com', true))).toBe(text);
    expect(
      expired(() =>
        emailChangeOutcome({ ...pending, attempts: EMAIL_CODE_ATTEMPTS }, 'ada.new@example.com', true),
      ),
    ).toBe(text);
    expect(EMAIL_CODE_ATTEMPTS).toBe(5);
  });
});
