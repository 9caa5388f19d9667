import type { MemoryAudience } from '@childhood-memories/api-client';
import { buttonVariants } from '@childhood-memories/ui';
import type { ReactNode } from 'react';
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

/**
 * The member's own memories that are not shared with the community, each audience under a heading
 * that says what it is, in this order (api-client's `memoryAudience`); a list that is empty is
 * not shown.
 */
const OWN_LISTS: { audience: Exclude<MemoryAudience, 'community'>; heading: string; lead: ReactNode }[] = [
  {
    audience: 'unposted',
    heading: 'Not posted yet',
    lead: 'Only you can see these. Nobody else can until you press Post.',
  },
  {
    audience: 'only_me',
    heading: 'Only you can see these',
    lead: 'Set to Only me, or hidden by a moderator: they are not shared with anyone.',
  },
  {
    audience: 'link',
    heading: 'Shared with a link',
    lead: 'Anyone you give the link to can read these. They are not listed for anyone else.',
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  requireMember(request);
  const [feed, ...own] = await Promise.all([
    readFirstPage(request, async (client) => feedMemories(await client.getFeed({ page: 1 }))),
    ...OWN_LISTS.map(({ audience }) =>
      readFirstPage(request, (client) => client.listMemories({ audience, page: 1 })),
    ),
  ]);
  return { ...feed, own };
}

/**
 * /home: the member's own memories that are not shared yet or not with everyone, each under a
 * heading that says what it is (not posted yet, only them, a link), then the feed, 'Shared with
 * the community' (memory-writing §2: it shows a new memory after a save, under the heading of who
 * can read it).
 */
export default function Home() {
  const { auth, client } = useSession();
  const { firstPage, readAt, own } = useLoaderData<typeof loader>();
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
      {OWN_LISTS.map(({ audience, heading, lead }, index) => (
        <MemoryList
          key={audience}
          listKey={['own', audience]}
          fetchPage={(page, signal) => client.listMemories({ audience, page }, { signal })}
          firstPage={own[index]?.firstPage ?? null}
          readAt={own[index]?.readAt ?? 0}
          heading={heading}
          lead={lead}
          empty={null}
        />
      ))}
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
