import {
  isApiError,
  REVIEW_REQUEST_MAX,
  type Comment,
  type ModerationState,
} from '@childhood-memories/api-client';
import { Button, memoryQueryKeys, TextArea, VisuallyHidden } from '@childhood-memories/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';

import { commentKey, updateCachedComment } from './comments-cache.ts';
import { updateCachedMemory } from './memory-cache.ts';
import { useMemoryModal, useShownMemory } from './modal-context.tsx';
import { modalQueryKeys } from './query-keys.ts';
import { useUnsentWords } from './use-unsent-words.tsx';

/** Props of {@link ModerationNotice}. */
export interface ModerationNoticeProps {
  /** What the moderator hid and the writer sees it on. */
  moderation: ModerationState;
  /** The writer's own hidden comment; null for their hidden memory. */
  comment: Comment | null;
}

/**
 * The writer's request for a review: 'Ask for a review' opens a small form whose words are
 * unsent words (a tab switch, a remount or a reopening keeps them). A 409 means a request is
 * already open: it reads as sent. A failure keeps the words and says so.
 */
function useReviewRequest(comment: Comment | null) {
  const { client } = useMemoryModal();
  const { memory } = useShownMemory();
  const queryClient = useQueryClient();
  const link = memory.shareable_link;
  const key = comment === null ? 'memory' : commentKey(comment);
  const [draft, updateWords] = useUnsentWords((words) => words.reviews[key]);
  const setDraft = (text: string | null) =>
    updateWords((unsent) => {
      const { [key]: _ended, ...others } = unsent.reviews;
      return { ...unsent, reviews: text === null ? others : { ...others, [key]: text } };
    });
  const markRequested = () => {
    const requested = (state: ModerationState | null | undefined) =>
      state ? { ...state, review_requested: true } : state;
    if (comment === null) {
      updateCachedMemory(queryClient, link, (shown) => ({
        ...shown,
        moderation: requested(shown.moderation),
      }));
    } else {
      updateCachedComment(queryClient, link, comment, (shown) => ({
        ...shown,
        moderation: requested(shown.moderation),
      }));
    }
  };
  const send = useMutation({
    mutationFn: (message: string) =>
      client.requestReview({ memory: link, comment: comment?.id ?? null, message }),
    // The words are let go once the notice says the request was sent (see `ModerationNotice`).
    onSuccess: markRequested,
    onError: (error) => {
      if (isApiError(error) && error.status === 409) {
        markRequested();
        return;
      }
      // Not found: the item may be shown again, or gone; the screen ends on what the server holds.
      if (isApiError(error) && error.status === 404) {
        void queryClient.invalidateQueries({
          queryKey: comment === null ? memoryQueryKeys.memoryIdByLink(link) : modalQueryKeys.comments(link),
        });
      }
    },
  });
  return { draft, setDraft, send };
}

function ReviewForm({
  review,
  onCancel,
  field,
}: {
  review: ReturnType<typeof useReviewRequest>;
  onCancel: () => void;
  field: RefObject<HTMLTextAreaElement | null>;
}) {
  const { t } = useMemoryModal();
  const { draft = '', setDraft, send } = review;
  const [blank, setBlank] = useState(false);
  const sending = useRef(false);
  const failedId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A double press never sends twice: `isPending` only arrives with the next render.
    if (send.isPending || sending.current) return;
    if (draft.trim() === '') {
      setBlank(true);
      field.current?.focus();
      return;
    }
    // Stays set once sent: a second press landing before the notice changes sends nothing.
    sending.current = true;
    try {
      await send.mutateAsync(draft.trim());
    } catch {
      // Said under the form; the words stay for another try.
      sending.current = false;
    }
  };
  const failed = send.isError && !(isApiError(send.error) && send.error.status === 409);
  return (
    <form
      className="cm-memory-composer cm-memory-review"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-describedby={failed ? failedId : undefined}
    >
      <TextArea
        label={t.reviewLabel}
        value={draft}
        onChange={(event) => {
          setDraft(event.currentTarget.value);
          if (blank) setBlank(false);
        }}
        maxLength={REVIEW_REQUEST_MAX}
        counter="description"
        minRows={3}
        maxRows={8}
        error={blank ? t.reviewBlank : undefined}
        ref={field}
      />
      {failed ? (
        <p id={failedId} className="cm-memory-review-failed" role="alert">
          {t.reviewFailed}
        </p>
      ) : null}
      <div className="cm-memory-composer-actions">
        <Button variant="secondary" onClick={onCancel} disabled={send.isPending}>
          {t.reviewCancel}
        </Button>
        <Button type="submit" loading={send.isPending}>
          {send.isPending ? t.sending : t.reviewSend}
        </Button>
      </div>
    </form>
  );
}

/**
 * What the writer of a hidden memory or comment sees on it (ours; the spec stops at the report):
 * that a moderator hid it and only they can see it, the reason, the Community Guidelines (where
 * the host gives `guidelinesHref`), and one request for a review. No moderator's name, no note.
 */
export function ModerationNotice({ moderation, comment }: ModerationNoticeProps) {
  const { t, guidelinesHref } = useMemoryModal();
  const review = useReviewRequest(comment);
  const headingId = useId();
  const askRef = useRef<HTMLButtonElement | null>(null);
  const fieldRef = useRef<HTMLTextAreaElement | null>(null);
  const doneRef = useRef<HTMLParagraphElement | null>(null);
  const writing = review.draft !== undefined;
  const requested = moderation.review_requested;
  // Focus follows the writer's own steps: into the box when they ask, to the words that say it
  // was sent, back to 'Ask for a review' after Cancel. A form brought back by a tab switch or a
  // reopening leaves focus where it is.
  const was = useRef({ writing, requested });
  const { setDraft } = review;
  useEffect(() => {
    if (requested && !was.current.requested && was.current.writing) doneRef.current?.focus();
    else if (writing && !was.current.writing && !requested) fieldRef.current?.focus();
    else if (!writing && was.current.writing && !requested) askRef.current?.focus();
    was.current = { writing, requested };
    // Sent (or sent before, elsewhere): the words went with it; nothing is left unsent.
    if (requested && writing) setDraft(null);
  }, [writing, requested, setDraft]);
  const reason = t.moderationReasons[moderation.reason] ?? t.moderationReasons.other;

  return (
    <section
      className="cm-memory-moderation"
      data-kind={comment === null ? 'memory' : 'comment'}
      aria-labelledby={headingId}
    >
      <p id={headingId} className="cm-memory-moderation-title">
        {comment === null ? t.moderationHiddenMemory : t.moderationHiddenComment}
      </p>
      <p>{t.moderationReason(reason)}</p>
      {guidelinesHref ? (
        <a className="cm-link" href={guidelinesHref} target="_blank" rel="noopener noreferrer">
          {t.moderationGuidelines}
          <VisuallyHidden> {t.opensInNewTab}</VisuallyHidden>
        </a>
      ) : null}
      {requested ? (
        <p ref={doneRef} tabIndex={-1} className="cm-memory-moderation-done">
          {t.reviewRequested}
        </p>
      ) : writing ? (
        <ReviewForm review={review} onCancel={() => review.setDraft(null)} field={fieldRef} />
      ) : (
        <Button ref={askRef} variant="secondary" size="sm" onClick={() => review.setDraft('')}>
          {t.reviewAsk}
        </Button>
      )}
    </section>
  );
}

export default ModerationNotice;
