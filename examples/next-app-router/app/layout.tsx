import { CrisisResources, QuickExit } from '@childhood-memories/crisis-resources';
import { QUICK_EXIT_RETURN_SCRIPT } from '@childhood-memories/crisis-resources/return-guard';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';

// Our stylesheets, once for the whole app: ui first, then each widget's (the editor opens the tag
// wizard and the writing help, which have stylesheets of their own). Next.js serves them as files,
// so `style-src 'self'` allows them.
import '@childhood-memories/ui/styles.css';
import '@childhood-memories/crisis-resources/styles.css';
import '@childhood-memories/quiz-help/styles.css';
import '@childhood-memories/tag-wizard/styles.css';
import '@childhood-memories/memory-editor/styles.css';
import '@childhood-memories/memory-modal/styles.css';
import '@childhood-memories/notifications-bell/styles.css';
import './site.css';

import { apiBaseUrl } from './api-url';
import { Bell } from './bell';
import { Providers } from './providers';

export const metadata: Metadata = { title: 'A support community', icons: { icon: 'data:,' } };

// Every page is rendered for its request: each needs its own nonce (proxy.ts).
export const dynamic = 'force-dynamic';

/**
 * The frame of every page, rendered on the server: the quick exit and the bell in the header,
 * the crisis lines at the bottom, and first in the head the quick exit's return guard (a string
 * from the framework-free `return-guard` entry, with the request's nonce). Our React entries are
 * client components ("use client"), so a server component renders them as it is; what takes a
 * function (the bell's `onOpenNotification`) sits in a small client component of yours (bell.tsx).
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  return (
    <html lang="en-GB">
      <head>
        {/* First thing: after a quick exit, a page reached by Back hides itself and leaves again. */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: QUICK_EXIT_RETURN_SCRIPT }}
        />
      </head>
      <body>
        <Providers apiBaseUrl={apiBaseUrl()}>
          <header className="site-header">
            <QuickExit placement="inline" />
            <Bell />
          </header>
          {children}
          <footer className="site-footer">
            <CrisisResources defaultCountry="GB" />
          </footer>
        </Providers>
      </body>
    </html>
  );
}
