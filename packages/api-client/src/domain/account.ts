import { refuse } from './refusals.ts';

/** Wrong codes an e-mail change allows before it must be asked for again. */
export const EMAIL_CODE_ATTEMPTS = 5;

/**
 * What a confirmation code does to a member's pending e-mail change: none pending (or expired,
 * or for another address, or out of attempts) is refused as expired; a code that does not match
 * is `'wrong'` (the backend counts the attempt, then refuses with `refuse('wrongCode')`); else
 * `'changed'`.
 *
 * @example
 * if (emailChangeOutcome(pending, newEmail, codeMatches) === 'wrong') { countAttempt(); throw refuse('wrongCode'); }
 */
export function emailChangeOutcome(
  pending: { readonly email: string; readonly attempts: number } | null,
  newEmail: string,
  codeMatches: boolean,
): 'changed' | 'wrong' {
  if (pending === null || pending.email !== newEmail || pending.attempts >= EMAIL_CODE_ATTEMPTS)
    throw refuse('codeExpired');
  return codeMatches ? 'changed' : 'wrong';
}
