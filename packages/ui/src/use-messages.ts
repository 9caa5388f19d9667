import { useContext, useMemo } from 'react';

import { WidgetsContext } from './widgets-context.ts';

function assignDefined(target: Record<string, unknown>, source: Record<string, unknown> | undefined) {
  if (!source) return;
  for (const key of Object.keys(source)) {
    const value = source[key];
    if (value !== undefined) target[key] = value;
  }
}

/**
 * A component's strings: its `defaults`, overridden by the provider's `messages[namespace]`,
 * overridden by the component's own `messages` prop. Undefined values never erase a default.
 *
 * @example
 * const t = useMessages('crisisResources', crisisResourcesMessages, props.messages);
 * return <h2>{t.title}</h2>;
 */
export function useMessages<T extends Record<string, unknown>>(
  namespace: string,
  defaults: T,
  overrides?: Partial<T>,
): T {
  const fromProvider = useContext(WidgetsContext).messages[namespace];
  return useMemo(() => {
    const merged: Record<string, unknown> = { ...defaults };
    assignDefined(merged, fromProvider);
    assignDefined(merged, overrides);
    return merged as T;
  }, [defaults, fromProvider, overrides]);
}
