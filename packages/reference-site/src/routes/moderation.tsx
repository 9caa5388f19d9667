import { isApiError } from '@childhood-memories/api-client';
import { Tabs, TabsContent, TabsList, TabsTrigger, useLocale } from '@childhood-memories/ui';
import { data, type LoaderFunctionArgs } from 'react-router';

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

/** The moderation page: the queue of reports and review requests, and the audit log. */
export default function Moderation() {
  const { client, auth } = useSession();
  const locale = useLocale();
  return (
    <>
      <PageTitle>Moderation</PageTitle>
      <div className="site-prose">
        <p className="site-lead">
          What members reported, and hidden items whose writer asked for another look. Reporters stay
          anonymous. Please read with care: these words can hurt you too. Take a break whenever you need one.
        </p>
        <Tabs defaultValue="queue" className="site-moderation-tabs">
          <TabsList aria-label="Moderation">
            <TabsTrigger value="queue">Reports</TabsTrigger>
            <TabsTrigger value="log">Audit log</TabsTrigger>
          </TabsList>
          <TabsContent value="queue">
            <Queue client={client} viewer={auth.username} locale={locale} />
          </TabsContent>
          <TabsContent value="log">
            <AuditLog client={client} locale={locale} />
          </TabsContent>
        </Tabs>
      </div>
    </>
  );
}
