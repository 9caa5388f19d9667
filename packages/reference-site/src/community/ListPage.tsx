import type { Memory, Paged } from '@childhood-memories/api-client';
import type { ReactNode } from 'react';

import { useSession } from '../session/SessionProvider.tsx';
import { PageTitle } from '../shell/PageTitle.tsx';
import type { FirstPage } from './lists.server.ts';
import { MemoryList } from './MemoryList.tsx';

/** A search or list page: its title, a line on what it shows, and the paged memory list. */
export function ListPage({
  title,
  lead,
  listKey,
  fetchPage,
  first,
  heading = 'Memories',
  empty,
}: {
  title: string;
  lead?: ReactNode;
  listKey: readonly unknown[];
  fetchPage: (
    client: ReturnType<typeof useSession>['client'],
    page: number,
    signal: AbortSignal,
  ) => Promise<Paged<Memory>>;
  first: FirstPage;
  heading?: string;
  empty: ReactNode;
}) {
  const { client } = useSession();
  return (
    <>
      <PageTitle>{title}</PageTitle>
      {typeof lead === 'string' ? <p className="site-lead">{lead}</p> : lead}
      <MemoryList
        key={JSON.stringify(listKey)}
        listKey={listKey}
        fetchPage={(page, signal) => fetchPage(client, page, signal)}
        firstPage={first.firstPage}
        readAt={first.readAt}
        heading={heading}
        empty={empty}
      />
    </>
  );
}
