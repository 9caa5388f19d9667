import type { ModerationAction, ModerationQueueItem, ModerationReason } from '@childhood-memories/api-client';
import { formatDateTime } from '@childhood-memories/ui';
import { Link } from 'react-router';

import { ActionDialog } from './ActionDialog.tsx';
import { membersCount, REASON_LABELS } from './labels.ts';

export interface QueueItemProps {
  item: ModerationQueueItem;
  /** The moderator's own username: their own words are for another moderator to judge. */
  viewer: string | null;
  locale: string;
  act: (
    item: ModerationQueueItem,
    action: ModerationAction,
    input: { reason?: ModerationReason; note: string },
  ) => Promise<void>;
}

function headingOf(item: ModerationQueueItem): string {
  const title = item.memory.readable && item.memory.title.trim() ? `“${item.memory.title}”` : null;
  if (item.kind === 'comment') return title ? `Comment on ${title}` : 'Comment on a memory';
  return title ? `Memory ${title}` : 'A memory its writer has made private';
}

/**
 * One reported (or hidden and appealed) memory or comment: what was reported and why, by how many
 * members (never who), the item itself with the memory around a comment, and the actions. A report
 * that says someone may be in danger comes with the way to the crisis lines.
 */
export function QueueItem({ item, viewer, locale, act }: QueueItemProps) {
  const author = item.comment?.author ?? item.memory.author;
  const own = viewer !== null && author === viewer;
  const open = item.reporters > 0;
  const actions: ModerationAction[] = item.hidden ? ['restore'] : ['hide'];
  if (open || item.review_request) actions.push('dismiss');
  const headingId = `moderation-${item.key.replace(/[^\w-]/g, '-')}`;
  return (
    <article className="site-moderation-item" aria-labelledby={headingId}>
      <h3 id={headingId}>{headingOf(item)}</h3>
      {item.at_risk ? (
        <div className="site-moderation-risk" role="note">
          <p>
            A reporter thinks the writer may be in danger. Please look at this first, reach out with care, and
            share the crisis lines.
          </p>
          <Link to="/safety#crisis-lines">Crisis lines</Link>
        </div>
      ) : null}
      <p className="site-moderation-meta">
        {open ? `Reported by ${membersCount(item.reporters, locale)}` : 'No open reports'}
        {item.last_reported_at ? `, last on ${formatDateTime(item.last_reported_at, locale)}` : ''}
      </p>
      {item.reasons.length > 0 ? (
        <ul className="site-moderation-reasons" aria-label="Reasons given">
          {item.reasons.map((reason) => (
            <li key={reason.reason_id}>
              {reason.reason} ({reason.count})
            </li>
          ))}
        </ul>
      ) : null}
      {item.remarks.length > 0 ? (
        <div className="site-moderation-remarks">
          <p>What reporters added:</p>
          <ul>
            {item.remarks.map((remark, index) => (
              <li key={index}>
                <q>{remark}</q>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {item.hidden ? (
        <p className="site-moderation-status">
          Hidden on {formatDateTime(item.hidden.hidden_at, locale)}: {REASON_LABELS[item.hidden.reason]}.
          {item.hidden.note ? ` Note: ${item.hidden.note}` : ''}
        </p>
      ) : null}
      {item.review_request ? (
        <div className="site-moderation-appeal">
          <p>The writer asked for a review on {formatDateTime(item.review_request.created_at, locale)}:</p>
          <blockquote>{item.review_request.message}</blockquote>
        </div>
      ) : null}
      {item.comment ? (
        <figure className="site-moderation-content">
          <blockquote>{item.comment.content}</blockquote>
          <figcaption>
            Comment by {item.comment.author}, {formatDateTime(item.comment.created_at, locale)}
          </figcaption>
        </figure>
      ) : null}
      {item.memory.readable ? (
        <details
          className="site-moderation-memory"
          open={item.kind === 'memory' && item.memory.sensitive_topics.length === 0}
        >
          <summary>
            {item.kind === 'comment' ? 'The memory around it' : 'The memory'}
            {item.memory.sensitive_topics.length > 0 ? ' (it carries content warnings)' : ''}
          </summary>
          <p className="site-moderation-byline">
            By {item.memory.author}, {formatDateTime(item.memory.created, locale)}
          </p>
          {item.memory.title.trim() ? <p className="site-moderation-title">{item.memory.title}</p> : null}
          <p className="site-moderation-words">{item.memory.description}</p>
        </details>
      ) : (
        <p className="site-moderation-meta">
          Its writer has made the memory Only me: its words are theirs alone now.
        </p>
      )}
      {own ? (
        <p className="site-moderation-meta">You wrote this: another moderator needs to look at it.</p>
      ) : null}
      <div className="site-moderation-actions">
        {actions.map((action) => (
          <ActionDialog
            key={action}
            action={action}
            item={item}
            disabled={own}
            onConfirm={(input) => act(item, action, input)}
          />
        ))}
      </div>
    </article>
  );
}
