import { CrisisResources, QuickExit } from '@childhood-memories/crisis-resources';
import type { Metadata } from 'next';
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
 * the crisis lines at the bottom. Our React entries are client components ("use client"), so a
 * server component renders them as it is; what takes a function (the bell's `onOpenNotification`)
 * sits in a small client component of yours (bell.tsx).
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB">
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
