/*
 * The bell itself: polling, the dropdown and its rows. Loaded by `NotificationsBell` when the
 * browser is idle after first paint, or at once when the member points at the bell.
 */
import { ModerationOutcome, type NotificationsBellClient } from '@childhood-memories/api-client';
import {
  Button,
  cx,
  formatDateTime,
  formatRelativeTime,
  Spinner,
  useApiClient,
  useLocale,
  useMessages,
  VisuallyHidden,
  WidgetRoot,
  WidgetsQueryProvider,
} from '@childhood-memories/ui';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';

import { BADGE_MAX, DEFAULT_CHANNEL } from './constants.ts';
import { BellIcon, type NotificationsBellProps } from './NotificationsBell.tsx';
import { bellItems, headerUnread, labelList, snippet, targetOf, type BellItem } from './items.ts';
import {
  NOTIFICATIONS_BELL_NAMESPACE,
  notificationsBellMessages,
  type NotificationsBellMessages,
} from './messages.ts';
import { useDropdownPlacement } from './placement.ts';
import {
  newestShownId,
  useMarkAllRead,
  useMarkAllSeen,
  useMarkRead,
  useNotificationPages,
  useNotificationPoll,
} from './use-bell.ts';

/** The bell as its light placeholder hands it over: already asked to open, or holding focus. */
export interface LoadedBellProps extends NotificationsBellProps {
  defaultOpen?: boolean;
  focusOnMount?: boolean;
  /** The route key 1 s after its last change (null before): the poll follows it. */
  readyFor?: string | null;
}

function Bell({
  defaultOpen = false,
  focusOnMount = false,
  onOpenNotification,
  readyFor = null,
  client: clientProp,
  messages,
  channelName = DEFAULT_CHANNEL,
  align = 'end',
}: LoadedBellProps) {
  const t = useMessages(NOTIFICATIONS_BELL_NAMESPACE, notificationsBellMessages, messages);
  const client = useApiClient<NotificationsBellClient>(clientProp);
  const locale = useLocale();
  const plural = useMemo(() => new Intl.PluralRules(locale), [locale]);
  const [open, setOpen] = useState(defaultOpen);
  const { query: poll, channel } = useNotificationPoll(client, readyFor, true, channelName);
  const pages = useNotificationPages(client, open);
  const markSeen = useMarkAllSeen(client, channel);
  const markRead = useMarkRead(client, channel);
  const markAllRead = useMarkAllRead(client, channel);
  const unseen = poll.data?.unseen_count ?? 0;
  const [announcement, setAnnouncement] = useState('');
  // New notifications while the dropdown is closed: said once, politely, at most once per poll
  // (the newest id changes only when a poll brings something new). State adjusted while
  // rendering, not in an effect.
  const top = poll.data?.results[0]?.id ?? null;
  const [lastTop, setLastTop] = useState<number | null | undefined>(undefined);
  if (poll.data !== undefined && top !== lastTop) {
    setLastTop(top);
    if (lastTop !== undefined && top !== null && !open) {
      const fresh = poll.data.results.filter((item) => !item.is_seen).length;
      if (fresh > 0) setAnnouncement(t.newArrivals(fresh, plural.select(fresh)));
    }
  }

  const rootRef = useRef<HTMLDivElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const panelRef = useRef<HTMLDivElement | null>(null);
  const panelId = useId();
  useDropdownPlacement(panelRef, open);

  // A disclosure, not a modal: the page stays usable. Escape and a click or focus outside close
  // it; opening moves focus into it, Escape brings it back to the bell.
  useEffect(() => {
    if (!open) return undefined;
    panelRef.current?.focus();
    const doc = rootRef.current?.ownerDocument;
    if (!doc) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      setOpen(false);
    };
    doc.addEventListener('pointerdown', onPointerDown);
    return () => doc.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setAnnouncement('');
      if (unseen > 0 || poll.data === undefined) markSeen.mutate();
      void pages.refetch();
    }
  };

  // Handed over by the placeholder: a press opens it (seen, list loaded), or the focus stays on it.
  const handedOver = useRef({ open: defaultOpen, focus: focusOnMount });
  useEffect(() => {
    const { open: opened, focus } = handedOver.current;
    handedOver.current = { open: false, focus: false };
    if (opened) {
      if (unseen > 0 || poll.data === undefined) markSeen.mutate();
    } else if (focus) buttonRef.current?.focus();
    // Once, on mount: what the placeholder was asked before this code arrived.
  }, [unseen, poll.data, markSeen]);

  const items = bellItems(pages.data?.pages ?? []);
  // The server's total of unread rows, the ones a member can count (older pages may not be loaded yet).
  const unread = headerUnread(pages.data?.pages ?? [], !pages.hasNextPage);
  const newest = newestShownId(pages.data?.pages ?? []);
  const anyUnread = (unread ?? 0) > 0 || items.some((item) => !item.is_read);
  const badge = unseen > BADGE_MAX ? `${BADGE_MAX}+` : String(unseen);
  const listRef = useRef<HTMLUListElement | null>(null);
  const headingId = useId();

  const nothingId = useId();
  const choose = (item: BellItem) => {
    const target = targetOf(item);
    if (target === null) {
      // A row that leads nowhere (a reporter's answer): it is read, the dropdown and focus stay.
      if (!item.is_read) {
        markRead.mutate(item.ids);
        setAnnouncement(t.markedRead);
      }
      return;
    }
    if (!item.is_read) markRead.mutate(item.ids);
    setOpen(false);
    buttonRef.current?.focus();
    onOpenNotification?.(target);
  };

  const readAll = () => {
    if (newest === null) return;
    markAllRead.mutate(newest);
    setAnnouncement(t.markedAllRead);
    // The button goes with the last unread row: focus stays in the dropdown.
    panelRef.current?.focus();
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp' && event.key !== 'Home' && event.key !== 'End')
      return;
    const buttons = [...(listRef.current?.querySelectorAll<HTMLButtonElement>('.cm-bell-item') ?? [])];
    if (buttons.length === 0) return;
    event.preventDefault();
    const index = buttons.findIndex((button) => button === event.target);
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? buttons.length - 1
          : event.key === 'ArrowDown'
            ? (index + 1) % buttons.length
            : (index - 1 + buttons.length) % buttons.length;
    buttons[next]?.focus();
  };

  return (
    <WidgetRoot
      ref={rootRef}
      className="cm-bell-root"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        setOpen(false);
        buttonRef.current?.focus();
      }}
      onBlur={(event) => {
        // Focus that leaves the bell (Tab past the last row) closes it.
        const next = event.relatedTarget;
        if (open && next instanceof Node && !rootRef.current?.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="cm-bell-button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => onOpenChange(!open)}
      >
        <BellIcon />
        <VisuallyHidden>{t.badge(unseen)}</VisuallyHidden>
        {unseen > 0 ? (
          <span className="cm-bell-badge" aria-hidden="true">
            {badge}
          </span>
        ) : null}
      </button>
      {open ? (
        <div
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-labelledby={headingId}
          tabIndex={-1}
          className="cm-bell-panel"
          data-align={align}
        >
          <div className="cm-bell-header">
            <h2 id={headingId} className="cm-heading-part">
              {t.title}
            </h2>
            {items.length > 0 && unread !== null ? (
              <span className="cm-text-muted">{t.unreadCount(unread)}</span>
            ) : null}
            {items.length > 0 && anyUnread && newest !== null ? (
              <Button variant="ghost" size="sm" className="cm-bell-read-all" onClick={readAll}>
                {t.markAllRead}
              </Button>
            ) : null}
          </div>
          {pages.isPending ? (
            <p className="cm-bell-state">
              <Spinner label={t.loading} />
            </p>
          ) : pages.isError && items.length === 0 ? (
            <div className="cm-bell-state" role="alert">
              <p>{t.loadFailed}</p>
              <Button variant="secondary" size="sm" onClick={() => void pages.refetch()}>
                {t.retry}
              </Button>
            </div>
          ) : items.length === 0 ? (
            <p className="cm-bell-state">{t.empty}</p>
          ) : (
            <ul ref={listRef} className="cm-bell-list" aria-labelledby={headingId}>
              {items.map((item) => {
                const nowhere = targetOf(item) === null;
                return (
                  <li key={item.key}>
                    <button
                      type="button"
                      className={cx('cm-bell-item', !item.is_read && 'cm-bell-item-unread')}
                      data-target={nowhere ? 'none' : undefined}
                      // Still reachable and read out; once read there is nothing left to do on it.
                      aria-disabled={nowhere && item.is_read ? true : undefined}
                      aria-describedby={nowhere && !item.is_read ? nothingId : undefined}
                      onClick={() => choose(item)}
                      onKeyDown={onListKeyDown}
                    >
                      {!item.is_read ? (
                        <>
                          <span className="cm-bell-dot" aria-hidden="true" />
                          <VisuallyHidden>{t.unread}: </VisuallyHidden>
                        </>
                      ) : null}
                      <span className="cm-bell-text">
                        <ItemText item={item} t={t} plural={plural} />
                        <time
                          className="cm-bell-time"
                          dateTime={item.created_at}
                          title={formatDateTime(item.created_at, locale)}
                        >
                          {formatRelativeTime(item.created_at, locale)}
                        </time>
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          <VisuallyHidden id={nothingId}>{t.nothingToOpen}</VisuallyHidden>
          {pages.hasNextPage ? (
            <Button
              variant="secondary"
              size="sm"
              className="cm-bell-more"
              loading={pages.isFetchingNextPage}
              onClick={() => void pages.fetchNextPage()}
            >
              {t.seePrevious}
            </Button>
          ) : null}
        </div>
      ) : null}
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </WidgetRoot>
  );
}

function ItemText({
  item,
  t,
  plural,
}: {
  item: BellItem;
  t: NotificationsBellMessages;
  plural: Intl.PluralRules;
}) {
  if (item.kind === 'resonance') {
    const { resonance } = item;
    const title = snippet(resonance.memory_title);
    return (
      <span>
        {t.resonance(resonance.originator, labelList(resonance.resonance_labels, t.andMore), title)}
      </span>
    );
  }
  if (item.kind === 'group') {
    const { group } = item;
    const who = t.people(group.last_originator, group.others, plural.select(group.others));
    const aboutComment = group.group === 'comment_feedback' || group.group === 'empathy_comments';
    const about = aboutComment ? snippet(group.comment_content) : snippet(group.memory_title);
    return (
      <span>
        {t.groups[group.group](who, about)}
        {group.group === 'memory_feedback' && group.feedback_label.length > 0 ? (
          <span className="cm-bell-detail">{t.praiseLabels(labelList(group.feedback_label, t.andMore))}</span>
        ) : null}
      </span>
    );
  }
  const { event } = item;
  const data = event.data;
  const type = event.event_type;
  // Moderation (ours): no one's name, ever; the memory's title and whether it was a comment.
  if (type === 'report_reviewed') {
    return (
      <span>
        {data.moderation_outcome === ModerationOutcome.Action
          ? t.reportReviewed.action
          : t.reportReviewed.reviewed}
      </span>
    );
  }
  if (type === 'content_hidden' || type === 'content_restored' || type === 'review_kept_hidden') {
    const on = data.comment_id === undefined ? 'memory' : 'comment';
    return <span>{t.moderation[type][on](snippet(data.memory_title ?? ''))}</span>;
  }
  const aboutComment = type === 'emphatized_a_comment';
  const about = snippet(aboutComment ? (data.comment_content ?? '') : (data.memory_title ?? ''));
  const comment = type === 'new_comment' ? snippet(data.content ?? data.comment_content ?? '') : '';
  return (
    <span>
      {t.events[type](event.originator, about)}
      {comment !== '' ? <span className="cm-bell-detail">“{comment}”</span> : null}
    </span>
  );
}

/** The bell with its query cache: the part loaded after first paint. */
export default function LoadedBell(props: LoadedBellProps) {
  return (
    <WidgetsQueryProvider>
      <Bell {...props} />
    </WidgetsQueryProvider>
  );
}
