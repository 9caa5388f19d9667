import type { ApiClient } from '@childhood-memories/api-client';

/** What `CMWidgets.configure()` (or `<cm-config>`) takes: one configuration for every element. */
export interface ElementsConfig {
  /** The API's origin, e.g. `https://api.example.org`. */
  baseUrl?: string;
  /** The member's access token (or a promise of it); `null` for a visitor. */
  getAccessToken?: () => string | null | undefined | Promise<string | null | undefined>;
  /** BCP 47 locale of dates and plurals (default `'en'`). */
  locale?: string;
  /** String overrides by namespace, as `WidgetsProvider` takes them: `{ crisisResources: { title: '…' } }`. */
  messages?: Record<string, Record<string, string>>;
  /** A client of your own (tests, a proxy): used instead of one made from `baseUrl`. */
  client?: Partial<ApiClient>;
}

let config: Readonly<ElementsConfig> = {};
const listeners = new Set<() => void>();

/**
 * Configures every element on the page (merged into what was configured before); the elements
 * already on the page render again with it.
 *
 * @example
 * CMWidgets.configure({ baseUrl: 'https://api.example.org', getAccessToken: () => session.token });
 */
export function configure(next: ElementsConfig): void {
  config = { ...config, ...next };
  for (const listener of listeners) listener();
}

/**
 * The current configuration (a new object after each `configure()`). The client is made from it
 * in the widgets' code (mount.tsx), so the loader carries no HTTP client.
 */
export function currentConfig(): Readonly<ElementsConfig> {
  return config;
}

/** Calls `listener` after each `configure()`; returns the unsubscribe function. */
export function onConfigure(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
