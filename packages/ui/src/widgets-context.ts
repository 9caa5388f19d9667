import { createContext } from 'react';

/** A message value: a string, or a function for strings that carry numbers or names (plurals). */
export type MessageValue = string | ((...args: never[]) => string);

/**
 * String overrides by namespace, each a partial record of that namespace's messages.
 * Function values receive what the string talks about (counts, names), so a translation
 * can pick the right plural.
 *
 * @example
 * const messages: MessageOverrides = {
 *   ui: { close: 'Close window' },
 *   crisisResources: { title: 'Need help now?' },
 * };
 */
export type MessageOverrides = {
  [namespace: string]: Record<string, MessageValue | undefined> | undefined;
};

/**
 * Internal plumbing that `WidgetsProvider` fills. Kept free of TanStack Query so that a widget
 * which only reads strings stays small after tree-shaking.
 */
export interface WidgetsContextValue {
  messages: MessageOverrides;
  locale: string;
  portalContainer: HTMLElement | null | undefined;
  client: object | undefined;
  /** An outer provider already renders the toast area (a nested provider reuses it). */
  hasToaster: boolean;
}

export const DEFAULT_LOCALE = 'en';

export const defaultWidgetsContext: WidgetsContextValue = {
  messages: {},
  locale: DEFAULT_LOCALE,
  portalContainer: undefined,
  client: undefined,
  hasToaster: false,
};

export const WidgetsContext = createContext<WidgetsContextValue>(defaultWidgetsContext);
WidgetsContext.displayName = 'WidgetsContext';
