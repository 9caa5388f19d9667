import { QUICK_EXIT_RETURN_SCRIPT } from '@childhood-memories/crisis-resources/return-guard';
import { Button, WidgetsProvider } from '@childhood-memories/ui';
import type { ReactNode } from 'react';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  redirectDocument,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
  type LoaderFunctionArgs,
} from 'react-router';

import { loadConfig, publicConfig, type PublicConfig } from './config.server.ts';
import { useNonce } from './nonce.ts';
import { SessionProvider, useOptionalSession } from './session/SessionProvider.tsx';
import { resolveSession, VISITOR, type AuthState } from './session/session.server.ts';
import { PageTitle } from './shell/PageTitle.tsx';
import { signedOutAddress } from './shell/route-action.ts';
import { Shell } from './shell/Shell.tsx';
import siteStyles from './styles.css?url';

export interface RootData {
  config: PublicConfig;
  auth: AuthState;
}

const config = loadConfig();

export async function loader({ request }: LoaderFunctionArgs) {
  const outcome = await resolveSession(request, config);
  const url = new URL(request.url);
  if (outcome.kind === 'refreshed' || outcome.kind === 'ended') {
    const headers = new Headers();
    for (const cookie of outcome.setCookies) headers.append('Set-Cookie', cookie);
    // Refreshed: the page reloads with the new cookies.
    if (outcome.kind === 'refreshed') throw redirect(`${url.pathname}${url.search}`, { headers });
    // Ended: logged out (the cookies cleared), then the same address as a visitor with the login
    // overlay and the gentle word that they were signed out. A page that needs a member sends on
    // to / with `next` (community §4: "sent to /"); one open to visitors stays, under the overlay.
    // A whole-document load, so nothing of the member stays in the page's memory.
    throw redirectDocument(signedOutAddress(url), { headers });
  }
  const auth = outcome.kind === 'member' ? outcome.auth : VISITOR;
  return data<RootData>(
    { config: publicConfig(config), auth },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export function links() {
  return [
    // `precedence` makes React emit the stylesheet first in <head> (see styles.css).
    { rel: 'stylesheet', href: siteStyles, precedence: 'site' },
    { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  ];
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const root = useRouteLoaderData<RootData>('root');
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        {/* Before anything is painted: after a quick exit, Back never shows this page (crisis-resources' return guard). */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: QUICK_EXIT_RETURN_SCRIPT }}
        />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <Meta />
        <Links />
      </head>
      <body>
        {root ? (
          <SessionProvider auth={root.auth} config={root.config}>
            <Providers>{children}</Providers>
          </SessionProvider>
        ) : (
          <Providers>{children}</Providers>
        )}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function Providers({ children }: { children: ReactNode }) {
  const session = useOptionalSession();
  return (
    <WidgetsProvider locale="en" {...(session ? { client: session.client } : {})}>
      <Shell>{children}</Shell>
    </WidgetsProvider>
  );
}

export default function App() {
  return <Outlet />;
}

/** A calm error that keeps the frame, the quick exit and the crisis lines. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        <PageTitle>We could not find this page</PageTitle>
        <p>The address may be mistyped, or the page may have moved. Nothing you wrote is lost.</p>
        <p>
          <a href="/">Go to the start page</a>
        </p>
      </>
    );
  }
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <>
      <PageTitle>Something went wrong on our side</PageTitle>
      <p>
        This page could not be shown just now. Please try again in a moment. Nothing you wrote is lost, and
        the crisis lines and the quick exit still work.
      </p>
      <p>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          Try again
        </Button>
      </p>
    </>
  );
}
