'use client';

import { createHttpClient, type HttpClient } from '@childhood-memories/api-client';
import { WidgetsProvider } from '@childhood-memories/ui';
import { createContext, useContext, useState, type ReactNode } from 'react';

import { readSession } from './session';

const ClientContext = createContext<HttpClient | null>(null);

/** The page's API client (the one the widgets use), for the host's own calls such as signing in. */
export function useClient(): HttpClient {
  const client = useContext(ClientContext);
  if (client === null) throw new Error('useClient() outside <Providers>');
  return client;
}

/**
 * The client-component wrapper every App Router app needs around the widgets: the provider holds
 * a client and a query cache, which cannot cross from a server component. One client per
 * browser tab (and per request on the server, where it is never called: widgets fetch in effects).
 */
export function Providers({ apiBaseUrl, children }: { apiBaseUrl: string; children: ReactNode }) {
  const [client] = useState(() =>
    createHttpClient({ baseUrl: apiBaseUrl, getAccessToken: () => readSession()?.access ?? null }),
  );
  return (
    <ClientContext.Provider value={client}>
      <WidgetsProvider client={client} locale="en-GB">
        {children}
      </WidgetsProvider>
    </ClientContext.Provider>
  );
}
