/** A value `cx` accepts: class names, or a falsy value to skip. */
export type ClassValue = string | false | null | undefined;

/**
 * Joins class names, skipping falsy values. Tiny on purpose: widgets use it to add a
 * consumer's `className` to their own `cm-*` classes.
 *
 * @example
 * <div className={cx('cm-card', isOpen && 'cm-card-open', className)} />
 */
export function cx(...classes: ClassValue[]): string {
  let result = '';
  for (const value of classes) {
    if (!value) continue;
    result = result ? `${result} ${value}` : value;
  }
  return result;
}
