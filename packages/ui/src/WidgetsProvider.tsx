import type { ApiClient } from '@childhood-memories/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { useContext, useMemo, type ReactNode } from 'react';

import { WidgetsQueryProvider } from './query-client.tsx';

import { Toaster, ToastProvider } from './Toast.tsx';
import { WidgetsContext, type MessageOverrides, type WidgetsContextValue } from './widgets-context.ts';

/**
 * The API client the provider passes down: the whole `ApiClient` of
 * `@childhood-memories/api-client`, or any part of it (a fake with only the calls one widget
 * makes). Each widget's `useApiClient` narrows it to the interface that widget needs.
 */
export type WidgetsClient = Partial<ApiClient>;

/** Props of {@link WidgetsProvider}. */
export interface WidgetsProviderProps {
  /** The API client (from `createHttpClient()` of `@childhood-memories/api-client`, or a fake). */
  client?: WidgetsClient;
  /** String overrides by namespace: `{ ui: { close: 'Close' }, crisisResources: { … } }`. */
  messages?: MessageOverrides;
  /** BCP 47 locale for dates and numbers; default 'en'. */
  locale?: string;
  /** Where dialogs, popovers and toasts portal to; default `document.body`. */
  portalContainer?: HTMLElement | null;
  /**
   * A TanStack Query client to share with the host (`createWidgetsQueryClient()` makes one with the
   * widgets' defaults). Otherwise the surrounding one (an outer provider's, or the host's
   * `QueryClientProvider`) is shared, and only the outermost provider creates one.
   */
  queryClient?: QueryClient;
  children?: ReactNode;
}

function mergeMessages(outer: MessageOverrides, inner: MessageOverrides | undefined): MessageOverrides {
  if (!inner) return outer;
  const merged: MessageOverrides = { ...outer };
  for (const namespace of Object.keys(inner)) {
    merged[namespace] = { ...outer[namespace], ...inner[namespace] };
  }
  return merged;
}

/**
 * Gives every widget inside it the API client, strings, locale, portal container, a TanStack
 * Query cache and a toast area. Providers nest: an inner one overrides only what it is given,
 * and its toasts go to the outer toast area (one a page).
 * Renders no element of its own and touches no browser global while rendering (SSR-safe).
 *
 * @example
 * const client = createHttpClient({ baseUrl: 'https://api.example.org' });
 *
 * <WidgetsProvider client={client} locale="en-GB" messages={{ crisisResources: { title: 'Need help now?' } }}>
 *   <CrisisResources />
 * </WidgetsProvider>
 */
export function WidgetsProvider({
  client,
  messages,
  locale,
  portalContainer,
  queryClient,
  children,
}: WidgetsProviderProps) {
  const outer = useContext(WidgetsContext);

  const value = useMemo<WidgetsContextValue>(
    () => ({
      messages: mergeMessages(outer.messages, messages),
      locale: locale ?? outer.locale,
      portalContainer: portalContainer !== undefined ? portalContainer : outer.portalContainer,
      client: client ?? outer.client,
      hasToaster: true,
    }),
    [outer, messages, locale, portalContainer, client],
  );

  return (
    <WidgetsContext.Provider value={value}>
      <WidgetsQueryProvider queryClient={queryClient}>
        {/* One toast area a page: a nested provider's toasts go to the outer one's. */}
        {outer.hasToaster ? (
          children
        ) : (
          <ToastProvider>
            {children}
            <Toaster />
          </ToastProvider>
        )}
      </WidgetsQueryProvider>
    </WidgetsContext.Provider>
  );
}
