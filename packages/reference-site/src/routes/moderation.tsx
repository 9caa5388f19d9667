import { isApiError } from '@childhood-memories/api-client';
import { useLocale } from '@childhood-memories/ui';
import { data, Link, useSearchParams, type LoaderFunctionArgs } from 'react-router';

import { loadConfig } from '../config.server.ts';
import { AuditLog } from '../moderation/AuditLog.tsx';
import { Queue } from '../moderation/Queue.tsx';
import { requireMember } from '../session/guard.server.ts';
import { asReader } from '../session/session.server.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { PageTitle } from '../shell/PageTitle.tsx';
import { pageMeta } from '../site-meta.ts';

const config = loadConfig();

export const meta = pageMeta({
  title: 'Moderation',
  description: 'Reports from members, and what moderators did about them.',
  noindex: true,
});

/**
 * Moderators only (ours: the spec stops at the report). A visitor logs in first; a member who is
 * not a moderator meets the same 404 as an address that does not exist: the page is not theirs to
 * know about. The server checks again on every call.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  requireMember(request);
  const user = await asReader(request, config, (client) => client.getCurrentUser()).catch(
    (error: unknown) => {
      if (isApiError(error) && (error.status === 401 || error.status === 403)) return null;
      throw error;
    },
  );
  if (user?.is_moderator !== true) throw data(null, { status: 404 });
  return null;
}

/**
 * The moderation page: the queue of reports and review requests, or the audit log
 * (`?view=log`). Two links rather than tabs: each view has its own address, works before the
 * script loads, and Radix Tabs would write an inline style the CSP refuses.
 */
export default function Moderation() {
  const { client, auth } = useSession();
  const locale = useLocale();
  const [search] = useSearchParams();
  const log = search.get('view') === 'log';
  return (
    <>
      <PageTitle>Moderation</PageTitle>
      <div className="site-prose">
        <p className="site-lead">
          What members reported, and hidden items whose writer asked for another look. Reporters stay
          anonymous. Please read with care: these words can hurt you too. Take a break whenever you need one.
        </p>
        <nav aria-label="Moderation" className="site-moderation-views">
          <Link to="/moderation" aria-current={log ? undefined : 'page'}>
            Reports
          </Link>
          <Link to="/moderation?view=log" aria-current={log ? 'page' : undefined}>
            Audit log
          </Link>
        </nav>
        <h2>{log ? 'Audit log' : 'Reports'}</h2>
        {log ? (
          <AuditLog client={client} locale={locale} />
        ) : (
          <Queue client={client} viewer={auth.username} locale={locale} />
        )}
      </div>
    </>
  );
}
