import type { ModerationClient } from '@childhood-memories/api-client';
import { Button, formatDateTime } from '@childhood-memories/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { REASON_LABELS } from './labels.ts';
import { MODERATION_KEY } from './keys.ts';
import { logLine, reportsClosed } from './words.ts';

/** The audit log, newest first: who did what, to which item, why and when. */
export function AuditLog({ client, locale }: { client: ModerationClient; locale: string }) {
  const [page, setPage] = useState(1);
  const log = useQuery({
    queryKey: [...MODERATION_KEY, 'log', page],
    queryFn: ({ signal }) => client.listModerationLog({ page }, { signal }),
    placeholderData: keepPreviousData,
  });
  if (log.isPending) return <p role="status">Loading the audit log…</p>;
  if (log.isError)
    return (
      <div role="alert" className="site-form-alert">
        <p>We could not load the audit log just now.</p>
        <Button variant="secondary" onClick={() => void log.refetch()}>
          Try again
        </Button>
      </div>
    );
  const { results, total_pages } = log.data;
  if (results.length === 0) return <p>No moderator has acted yet.</p>;
  return (
    <>
      <ol className="site-moderation-log">
        {results.map((entry) => (
          <li key={entry.id}>
            <p>
              <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, locale)}</time>:{' '}
              {logLine(entry)}
              {entry.reason ? ` (${REASON_LABELS[entry.reason]})` : ''}.
              {entry.reports_closed > 0 ? ` ${reportsClosed(entry.reports_closed)}` : ''}
            </p>
            {entry.note ? <p className="site-moderation-meta">Note: {entry.note}</p> : null}
          </li>
        ))}
      </ol>
      <Pager page={page} totalPages={total_pages} onPage={setPage} label="Audit log pages" />
    </>
  );
}

/** Previous and next page buttons, with where the reader is. */
export function Pager({
  page,
  totalPages,
  onPage,
  label,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  label: string;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav className="site-moderation-pager" aria-label={label}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </Button>
      <span>
        Page {page} of {totalPages}
      </span>
      <Button variant="secondary" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next page
      </Button>
    </nav>
  );
}
