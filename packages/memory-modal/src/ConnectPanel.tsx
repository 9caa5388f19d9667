import { coverMode, FIRST_PAGE } from '@childhood-memories/api-client';
import { Button, quietFailure, Spinner } from '@childhood-memories/ui';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useId } from 'react';

import { useMemoryModal, useShownMemory } from './modal-context.tsx';
import { modalQueryKeys } from './query-keys.ts';
import { AuthorName, RelativeTime } from './ReadView.tsx';
import { useMemory, useSafetyPreferences } from './use-modal-data.ts';

/**
 * One linked memory, by its title in the design system's link style. Its title follows the same
 * rule as the modal's heading: a memory covered for this reader is named by its writer only, and
 * one their safety filters hide is left out (as a feed leaves it out).
 */
function LinkedMemory({ link }: { link: string }) {
  const { t, client, memoryHref } = useMemoryModal();
  const memory = useMemory(client, link, undefined, true);
  const filters = useSafetyPreferences(client, true);
  if (memory.data === undefined) {
    return <li className="cm-text-muted">{memory.isError ? t.notAvailableTitle : t.feedbackLoading}</li>;
  }
  const mode = coverMode(memory.data, filters, true);
  if (mode === 'hide') return null;
  const name =
    mode === 'open' ? memory.data.title.trim() || t.untitled : t.coveredTitle(memory.data.author.username);
  return (
    <li>
      {memoryHref ? (
        <a className="cm-link" href={memoryHref(link)}>
          {name}
        </a>
      ) : (
        name
      )}
    </li>
  );
}

/**
 * Connect Memories (the spec shows its data, not its screen; our design, see the README): whether
 * the reader's memories are connected to this one and which are linked, whether the reader voted
 * for it, and the 'me too' comments members wrote on it, paged. Loading failures are only
 * logged (§8: vote failures) and read as empty.
 */
export function ConnectPanel() {
  const { t, client, memoryHref } = useMemoryModal();
  const { memory } = useShownMemory();
  const link = memory.shareable_link;
  const linkedId = useId();
  const meTooId = useId();
  const connect = useQuery({
    queryKey: modalQueryKeys.connectStatus(link),
    queryFn: () => client.getConnectStatus(link),
    meta: quietFailure('[memory-modal] Loading the connect status failed; it reads as not connected.'),
    refetchOnWindowFocus: true,
  });
  const votes = useQuery({
    queryKey: modalQueryKeys.votes,
    queryFn: () => client.listVotes(),
    meta: quietFailure('[memory-modal] Loading votes failed; they read as none.'),
    refetchOnWindowFocus: true,
  });
  const meToo = useInfiniteQuery({
    queryKey: modalQueryKeys.meToo(link),
    queryFn: ({ pageParam }) => client.listMeTooComments({ shareable_link: link, page: pageParam }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => (last.page < last.total_pages ? last.page + 1 : undefined),
    refetchOnWindowFocus: true,
  });
  const voted = (votes.data ?? []).some((vote) => vote.shareable_link === link);
  const linked = connect.data?.linked_memories ?? [];
  const seen = new Set<number>();
  const meTooComments = (meToo.data?.pages ?? []).flatMap((page) =>
    page.results.filter((comment) => !seen.has(comment.id) && seen.add(comment.id)),
  );

  return (
    <div className="cm-memory-connect">
      <p className="cm-prose">{t.connectIntro}</p>
      {connect.data?.connected ? <p>{t.connectConnected}</p> : null}
      {voted ? <p>{t.connectVoted}</p> : null}
      <section aria-labelledby={linkedId}>
        <h3 id={linkedId} className="cm-heading-part">
          {t.connectLinked}
        </h3>
        {connect.isPending ? (
          <Spinner />
        ) : linked.length === 0 ? (
          <p className="cm-text-muted">{t.connectNoLinks}</p>
        ) : (
          <ul className="cm-memory-linked">
            {linked.map((other) => (
              <LinkedMemory key={other} link={other} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby={meTooId}>
        <h3 id={meTooId} className="cm-heading-part">
          {t.connectMeToo}
        </h3>
        {meToo.isPending ? (
          <Spinner />
        ) : meTooComments.length === 0 ? (
          <p className="cm-text-muted">{t.connectMeTooEmpty}</p>
        ) : (
          <ul className="cm-memory-comment-list">
            {meTooComments.map((comment) => (
              <li key={comment.id} className="cm-memory-comment">
                <div className="cm-memory-comment-meta">
                  <AuthorName username={comment.author.username} isYou={false} />
                  <RelativeTime iso={comment.created_at} />
                </div>
                <p className="cm-memory-comment-text cm-prose">{comment.content}</p>
                {comment.memory_title ? (
                  <p className="cm-text-muted">
                    {memoryHref && comment.memory ? (
                      <a className="cm-link" href={memoryHref(comment.memory)}>
                        {t.connectMeTooOn(comment.memory_title)}
                      </a>
                    ) : (
                      t.connectMeTooOn(comment.memory_title)
                    )}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {meToo.hasNextPage ? (
          <Button
            variant="secondary"
            loading={meToo.isFetchingNextPage}
            onClick={() => void meToo.fetchNextPage()}
          >
            {t.loadMoreComments}
          </Button>
        ) : null}
      </section>
    </div>
  );
}
