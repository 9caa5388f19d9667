import { buttonVariants } from '@childhood-memories/ui';
import { Link, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';

import { feedMemories } from '../community/feed.ts';
import { writePath } from '../community/links.ts';
import { readFirstPage } from '../community/lists.server.ts';
import { MemoryList } from '../community/MemoryList.tsx';
import { requireMember } from '../session/guard.server.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { PageTitle } from '../shell/PageTitle.tsx';
import { withRouteAction } from '../shell/route-action.ts';
import { pageMeta } from '../site-meta.ts';

export const meta = pageMeta({
  title: 'Home',
  description:
    'Your place in the community: memories members shared, what you can do next, and the support that is always within reach.',
});

export async function loader({ request }: LoaderFunctionArgs) {
  requireMember(request);
  return readFirstPage(request, async (client) => feedMemories(await client.getFeed({ page: 1 })));
}

/** /home: the member's feed (memory-writing §2: it shows a new memory after a save). */
export default function Home() {
  const { auth, client } = useSession();
  const { firstPage, readAt } = useLoaderData<typeof loader>();
  const location = useLocation();
  return (
    <>
      <PageTitle back={false}>{auth.username ? `Welcome, ${auth.username}` : 'Welcome'}</PageTitle>
      <p className="site-lead">This is your space. Take your time; nothing here has to happen today.</p>
      <nav aria-label="Start here" className="site-home-actions">
        <Link to={writePath()} className={buttonVariants({ variant: 'primary' })}>
          Write a memory
        </Link>
        <Link
          to={withRouteAction(location, 'step1')}
          state={{ overlay: true }}
          className={buttonVariants({ variant: 'secondary' })}
        >
          Memory writing tips
        </Link>
        <Link to="/safety-filters" className={buttonVariants({ variant: 'secondary' })}>
          Safety Filters
        </Link>
        <Link to="/childhood-trauma-empathy-guide" className={buttonVariants({ variant: 'secondary' })}>
          Empathy guide
        </Link>
      </nav>
      <MemoryList
        listKey={['feed']}
        fetchPage={async (page, signal) => feedMemories(await client.getFeed({ page }, { signal }))}
        firstPage={firstPage}
        readAt={readAt}
        heading="Shared with the community"
        empty={
          <p>
            No memories are shared yet. When members share theirs, they appear here.{' '}
            <Link to={writePath()}>Write the first one</Link>.
          </p>
        }
      />
    </>
  );
}
