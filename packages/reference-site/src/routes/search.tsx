import { Button, TextField } from '@childhood-memories/ui';
import { Form, Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';

import { hashtagPath } from '../community/links.ts';
import { ListPage } from '../community/ListPage.tsx';
import { readFirstPage } from '../community/lists.server.ts';
import { PageTitle } from '../shell/PageTitle.tsx';
import { pageMeta } from '../site-meta.ts';

/** A hashtag as typed ('#Summer', 'summer ') → 'Summer'; only word characters, as hashtags are indexed. */
export function searchedTag(value: string | null): string {
  return (value ?? '').trim().replace(/^#+/, '').replace(/\W+/g, '');
}

export const meta = pageMeta(({ location }) => {
  const tag = searchedTag(new URLSearchParams(location.search).get('q'));
  return {
    title: tag ? `Search: #${tag}` : 'Search',
    description: 'Find memories by the hashtags members wrote in them.',
    noindex: tag !== '',
  };
});

export async function loader({ request }: LoaderFunctionArgs) {
  const tag = searchedTag(new URL(request.url).searchParams.get('q'));
  if (tag === '') return { tag, first: null };
  return { tag, first: await readFirstPage(request, (client) => client.searchByHashtag({ tag, page: 1 })) };
}

/**
 * /search: find memories by hashtag. The API searches hashtags (and tags and members, which have
 * their own pages), not free text, so the box says so. A plain GET form: it works before the
 * page's script has loaded, and the address can be shared.
 */
export default function Search() {
  const { tag, first } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const form = (
    <Form method="get" role="search" className="site-search-form">
      <TextField
        label="Hashtag"
        name="q"
        defaultValue={params.get('q') ?? ''}
        description="A word members wrote with # in front of it, such as #summer."
        autoComplete="off"
      />
      <Button type="submit">Search</Button>
    </Form>
  );
  if (!first) {
    return (
      <>
        <PageTitle>Search</PageTitle>
        {form}
      </>
    );
  }
  return (
    <>
      <ListPage
        title="Search"
        lead={form}
        listKey={['hashtag', tag.toLowerCase()]}
        fetchPage={(client, page, signal) => client.searchByHashtag({ tag, page }, { signal })}
        first={first}
        heading={`Memories with #${tag}`}
        empty={<p>No memory you can read carries #{tag} yet. Try another word.</p>}
      />
      <p>
        <Link to={hashtagPath(tag)}>Open #{tag} on its own page</Link>
      </p>
    </>
  );
}
