import { useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';

import { ListPage } from '../community/ListPage.tsx';
import { readFirstPage } from '../community/lists.server.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { pageMeta } from '../site-meta.ts';

export const meta = pageMeta(({ params }) => ({
  title: `Memories by ${params.username ?? ''}`,
  description: `The memories ${params.username ?? 'this member'} shared with the community.`,
  noindex: true,
}));

export function loader({ request, params }: LoaderFunctionArgs) {
  const username = params.username ?? '';
  return readFirstPage(request, (client) => client.searchByUser({ username, page: 1 }));
}

/** /memories/search/user/{username}: what a member shared that this reader may see; 404 for no such member. */
export default function UserSearch() {
  const first = useLoaderData<typeof loader>();
  const username = useParams().username ?? '';
  const own = useSession().auth.username === username;
  return (
    <ListPage
      title={own ? 'Your memories' : `Memories by ${username}`}
      lead={
        own
          ? 'Everything you wrote, also what only you can see.'
          : `The memories ${username} shared that you can read.`
      }
      listKey={['user', username]}
      fetchPage={(client, page, signal) => client.searchByUser({ username, page }, { signal })}
      first={first}
      empty={
        <p>
          {own ? 'You have not written a memory yet.' : `${username} has not shared a memory you can read.`}
        </p>
      }
    />
  );
}
