import { useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';

import { ListPage } from '../community/ListPage.tsx';
import { readFirstPage } from '../community/lists.server.ts';
import { pageMeta } from '../site-meta.ts';

const tagOf = (value: string | undefined) => (value ?? '').replace(/^#+/, '').trim();

export const meta = pageMeta(({ params }) => ({
  title: `Memories with #${tagOf(params.tag)}`,
  description: `Memories members shared with the hashtag #${tagOf(params.tag)}.`,
  noindex: true,
}));

export function loader({ request, params }: LoaderFunctionArgs) {
  const tag = tagOf(params.tag);
  return readFirstPage(request, (client) => client.searchByHashtag({ tag, page: 1 }));
}

/** /memories/search/hashtag/{tag}: the memories whose words carry the hashtag (community §2.1). */
export default function HashtagSearch() {
  const first = useLoaderData<typeof loader>();
  const tag = tagOf(useParams().tag);
  return (
    <ListPage
      title={`#${tag}`}
      lead={`Memories members shared with the hashtag #${tag}.`}
      listKey={['hashtag', tag.toLowerCase()]}
      fetchPage={(client, page, signal) => client.searchByHashtag({ tag, page }, { signal })}
      first={first}
      empty={<p>No memory you can read carries #{tag} yet.</p>}
    />
  );
}
