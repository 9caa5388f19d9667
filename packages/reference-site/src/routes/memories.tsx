import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';

import { writePath } from '../community/links.ts';
import { ListPage } from '../community/ListPage.tsx';
import { readFirstPage } from '../community/lists.server.ts';
import { parseCookies, sessionFromCookies } from '../session/cookies.ts';
import { pageMeta } from '../site-meta.ts';

export const meta = pageMeta({
  title: 'Shared experiences',
  description: 'Memories members chose to share with the community, newest first.',
});

export function loader({ request }: LoaderFunctionArgs) {
  const signedIn = sessionFromCookies(parseCookies(request.headers.get('cookie'))).access !== null;
  return readFirstPage(request, (client) =>
    client.listMemories({ page: 1, logged_in: signedIn, audience: 'community' }),
  );
}

/**
 * /memories: the memories shared with the community, newest first (community §7 memory lists):
 * the reader's own that are not (not posted yet, Only me, with a link) are on /home, under
 * headings that say what they are, never under 'Shared experiences'.
 */
export default function Memories() {
  const first = useLoaderData<typeof loader>();
  return (
    <ListPage
      title="Shared experiences"
      lead="Memories members chose to share, newest first. Each one asks before it shows what its warnings name."
      listKey={['all']}
      fetchPage={(client, page, signal) =>
        client.listMemories({ page, logged_in: true, audience: 'community' }, { signal })
      }
      first={first}
      empty={
        <p>
          No memories are shared yet. <Link to={writePath()}>Write the first one</Link>.
        </p>
      }
    />
  );
}
