import { PASSWORD_MAX, PASSWORD_MIN } from './constants.ts';

/**
 * Why a new password (at sign-up, on a change or a reset) is refused, in the words a member
 * reads (a 400's `detail`), or null when it is accepted: at least `PASSWORD_MIN` (8) and at most
 * `PASSWORD_MAX` (256) characters. The reference backends' policy, not the specification's.
 *
 * @example
 * newPasswordProblem('short'); // 'Please choose a password of at least 8 characters.'
 * newPasswordProblem('a-long-password'); // null
 */
export function newPasswordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN)
    return `Please choose a password of at least ${PASSWORD_MIN} characters.`;
  if (password.length > PASSWORD_MAX)
    return `Please choose a password of at most ${PASSWORD_MAX} characters.`;
  return null;
}
