import type {
  ModerationAction,
  ModerationClient,
  ModerationQueueItem,
  ModerationQueueSort,
  ModerationReason,
} from '@childhood-memories/api-client';
import { Button, RadioGroup, useToast } from '@childhood-memories/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { failureMessage } from '../overlays/form-errors.ts';
import { Pager } from './AuditLog.tsx';
import { MODERATION_KEY } from './keys.ts';
import { QueueItem } from './QueueItem.tsx';
import { actionWords } from './words.ts';

const SORTS: { value: ModerationQueueSort; label: string }[] = [
  { value: 'newest', label: 'Newest reports first' },
  { value: 'most_reported', label: 'Most reported first' },
];

interface ActInput {
  item: ModerationQueueItem;
  action: ModerationAction;
  reason?: ModerationReason;
  note: string;
}

/**
 * The queue: reported memories and comments, and hidden ones whose writer asked for a review,
 * newest or most reported first, 20 a page. An action refreshes the queue and the audit log.
 */
export function Queue({
  client,
  viewer,
  locale,
}: {
  client: ModerationClient;
  viewer: string | null;
  locale: string;
}) {
  const [sort, setSort] = useState<ModerationQueueSort>('newest');
  const [page, setPage] = useState(1);
  const queryClient = useQueryClient();
  const toast = useToast();
  const queue = useQuery({
    queryKey: [...MODERATION_KEY, 'queue', sort, page],
    queryFn: ({ signal }) => client.listModerationQueue({ sort, page }, { signal }),
    placeholderData: keepPreviousData,
  });
  const act = useMutation({
    mutationFn: ({ item, action, reason, note }: ActInput) =>
      client.moderate({
        action,
        memory: item.memory.shareable_link,
        comment: item.comment?.id ?? null,
        ...(reason === undefined ? {} : { reason }),
        note,
      }),
    onSuccess: (_entry, { item, action }) =>
      toast.toast({ tone: 'success', title: actionWords(action, item).done }),
    onError: (error) =>
      toast.toast({ tone: 'error', title: failureMessage(error, 'That did not work. Please try again.') }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MODERATION_KEY }),
  });

  return (
    <>
      <RadioGroup
        name="moderation-sort"
        legend="Order"
        value={sort}
        onValueChange={(value) => {
          setSort(value);
          setPage(1);
        }}
        options={SORTS}
        className="site-moderation-sort"
      />
      {queue.isPending ? (
        <p role="status">Loading the reports…</p>
      ) : queue.isError ? (
        <div role="alert" className="site-form-alert">
          <p>We could not load the reports just now.</p>
          <Button variant="secondary" onClick={() => void queue.refetch()}>
            Try again
          </Button>
        </div>
      ) : queue.data.results.length === 0 ? (
        <p>Nothing is waiting. Thank you for looking after the community.</p>
      ) : (
        <>
          <p role="status" className="site-moderation-meta">
            {queue.data.count === 1 ? '1 item is waiting.' : `${queue.data.count} items are waiting.`}
          </p>
          <div className="site-moderation-list">
            {queue.data.results.map((item) => (
              <QueueItem
                key={item.key}
                item={item}
                viewer={viewer}
                locale={locale}
                act={async (target, action, input) => {
                  await act.mutateAsync({ item: target, action, ...input });
                }}
              />
            ))}
          </div>
          <Pager page={page} totalPages={queue.data.total_pages} onPage={setPage} label="Queue pages" />
        </>
      )}
    </>
  );
}
