import { isApiError, newPasswordProblem, PASSWORD_MIN } from '@childhood-memories/api-client';

/** A calm sentence for a failed account call: the server's own words when it gave them. */
export function failureMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) {
    if (error.code === 'network' || error.status === 0)
      return 'We could not reach the community just now. Please check your connection and try again.';
    if (error.detail) return error.detail;
    if (error.status === 429) return 'Too many tries in a short time. Please wait a minute and try again.';
  }
  return fallback;
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The message next to an e-mail field, or undefined when it looks like an address. */
export function emailError(value: string): string | undefined {
  if (value.trim() === '') return 'Please enter your e-mail address.';
  if (!EMAIL_SHAPE.test(value.trim())) return 'Please enter an e-mail address like name@example.org.';
  return undefined;
}

/** The reference backends' password rule (api-client's), told before the member sends anything. */
export { PASSWORD_MIN };

export function newPasswordError(value: string): string | undefined {
  if (value === '') return 'Please choose a password.';
  return newPasswordProblem(value) ?? undefined;
}
