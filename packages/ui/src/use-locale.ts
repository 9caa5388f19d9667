import { useContext } from 'react';

import { WidgetsContext } from './widgets-context.ts';

/**
 * The BCP 47 locale given to `WidgetsProvider` (`'en'` without a provider), for `Intl` formatting.
 *
 * @example
 * const locale = useLocale();
 * const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(created);
 */
export function useLocale(): string {
  return useContext(WidgetsContext).locale;
}
