import { data, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';

import { ListPage } from '../community/ListPage.tsx';
import { readFirstPage, readTagLabel, type TagLabel } from '../community/lists.server.ts';
import { isTagType, TAG_TYPE_NAMES } from '../community/tag-types.ts';
import { pageMeta } from '../site-meta.ts';

/**
 * What the page says: the tag's own label when the reference data knows it ('6-8', never the
 * slug's '6 8'); else calm words that guess no label, saying there is no such tag when that is known.
 */
function describe(tagType: string | undefined, tag: TagLabel | undefined) {
  const category = isTagType(tagType) ? TAG_TYPE_NAMES[tagType] : 'Tag';
  if (tag?.label) {
    const { label } = tag;
    return { category, title: label, lead: `Memories members tagged with "${label}" under ${category}.` };
  }
  return {
    category,
    title: `Memories tagged under ${category}`,
    lead:
      tag !== undefined && 'known' in tag && tag.known === false
        ? `There is no tag by this name under ${category}, so no memory is listed for it.`
        : `Memories members tagged with this tag under ${category}.`,
  };
}

export const meta = pageMeta(({ params, loaderData }) => {
  const tag = (loaderData as { tag?: TagLabel } | undefined)?.tag;
  const { category, title } = describe(params.tagType, tag);
  return {
    title: tag?.label ? `${category}: ${tag.label}` : title,
    description: tag?.label
      ? `Memories members tagged with "${tag.label}" (${category}).`
      : `Memories members tagged under ${category}.`,
    noindex: true,
  };
});

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { tagType, slug = '' } = params;
  if (!isTagType(tagType)) throw data(null, { status: 404 });
  const [first, tag] = await Promise.all([
    readFirstPage(request, (client) => client.searchByTag({ tag_type: tagType, slug, page: 1 })),
    readTagLabel(request, tagType, slug),
  ]);
  return { ...first, tag };
}

/**
 * /memories/search/{tagType}/{slug}: memories tagged with one tag (memory-writing §2); people's
 * actions use their own tag types, `person_involved` and `person_action`. Headed by the tag's own
 * label from the reference data.
 */
export default function TagSearch() {
  const first = useLoaderData<typeof loader>();
  const params = useParams();
  const tagType = isTagType(params.tagType) ? params.tagType : 'feelings';
  const slug = params.slug ?? '';
  const { title, lead } = describe(tagType, first.tag);
  return (
    <ListPage
      title={title}
      lead={lead}
      listKey={['tag', tagType, slug]}
      fetchPage={(client, page, signal) => client.searchByTag({ tag_type: tagType, slug, page }, { signal })}
      first={first}
      empty={<p>No memory you can read is tagged with this yet.</p>}
    />
  );
}
