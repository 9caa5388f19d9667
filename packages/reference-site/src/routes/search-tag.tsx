import { data, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';

import { ListPage } from '../community/ListPage.tsx';
import { readFirstPage } from '../community/lists.server.ts';
import { isTagType, slugWords, TAG_TYPE_NAMES } from '../community/tag-types.ts';
import { pageMeta } from '../site-meta.ts';

function describe(tagType: string | undefined, slug: string | undefined) {
  const category = isTagType(tagType) ? TAG_TYPE_NAMES[tagType] : 'Tag';
  return { category, words: slugWords(slug ?? '') };
}

export const meta = pageMeta(({ params }) => {
  const { category, words } = describe(params.tagType, params.slug);
  return {
    title: `${category}: ${words}`,
    description: `Memories members tagged with "${words}" (${category}).`,
    noindex: true,
  };
});

export function loader({ request, params }: LoaderFunctionArgs) {
  const { tagType, slug = '' } = params;
  if (!isTagType(tagType)) throw data(null, { status: 404 });
  return readFirstPage(request, (client) => client.searchByTag({ tag_type: tagType, slug, page: 1 }));
}

/**
 * /memories/search/{tagType}/{slug}: memories tagged with one tag (memory-writing §2); people's
 * actions use their own tag types, `person_involved` and `person_action`.
 */
export default function TagSearch() {
  const first = useLoaderData<typeof loader>();
  const params = useParams();
  const tagType = isTagType(params.tagType) ? params.tagType : 'feelings';
  const slug = params.slug ?? '';
  const { category, words } = describe(tagType, slug);
  return (
    <ListPage
      title={words}
      lead={`Memories members tagged with "${words}" under ${category}.`}
      listKey={['tag', tagType, slug]}
      fetchPage={(client, page, signal) => client.searchByTag({ tag_type: tagType, slug, page }, { signal })}
      first={first}
      empty={<p>No memory you can read is tagged with this yet.</p>}
    />
  );
}
