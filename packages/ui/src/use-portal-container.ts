import { useContext } from 'react';

import { WidgetsContext } from './widgets-context.ts';

/**
 * Where dialogs, popovers and toasts portal to: the provider's `portalContainer`, or
 * `undefined` (meaning `document.body`, chosen in an effect, never at import).
 *
 * @example
 * const container = usePortalContainer();
 * return <RadixDialog.Portal container={container ?? undefined}>…</RadixDialog.Portal>;
 */
export function usePortalContainer(): HTMLElement | null | undefined {
  return useContext(WidgetsContext).portalContainer;
}
