import type {
  FeedbackOption,
  FeedbackTarget,
  MemoryModalClient,
  UserFeedback,
} from '@childhood-memories/api-client';
import { Button, Checkbox, quietFailure, Spinner } from '@childhood-memories/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';

import { FEEDBACK_MAX, FEEDBACK_STEP_MS } from './constants.ts';
import { useModalClient, useModalStrings } from './modal-context.tsx';
import { modalQueryKeys } from './query-keys.ts';
import { earlierPraise, usePraiseSend } from './use-praise.ts';
import { useUnsentWords } from './use-unsent-words.tsx';

/** Props of {@link PraisePanel}. */
export interface PraisePanelProps {
  target: FeedbackTarget;
  /** The memory's link (the comment's memory, for praise on a comment). */
  shareableLink: string;
  /** Notification mode (`feedback` deep link): these labels shown chosen, nothing changeable. */
  notificationLabels?: string[] | null;
  /** Called when the success steps are over (about 2 s): the modal steps back. */
  onDone: () => void;
  /** The client; in the modal, the modal's. */
  client?: Pick<
    MemoryModalClient,
    'listFeedbackOptions' | 'getUserFeedback' | 'createFeedback' | 'updateFeedback'
  >;
}

const NO_EARLIER_PRAISE: UserFeedback = { feedback_list: [] };

/**
 * Whether a notification's `feedback` names this option (community §2.3: "feedback={labels or
 * id}"): by its label (lowercase) or by its option id, as the praise's `feedbackIds` carry it.
 */
export function notificationPicks(option: { id: number; label: string }, wanted: readonly string[]): boolean {
  return wanted.includes(option.label.toLowerCase()) || wanted.includes(String(option.id));
}

/** The praise labels as boxes, 3 at most ('Maximum of 3 options selected' with Reset). */
function PraiseOptions({
  options,
  chosen,
  readOnly,
  legend,
  onChange,
}: {
  options: readonly FeedbackOption[];
  chosen: readonly string[];
  readOnly: boolean;
  legend: string;
  onChange: (labels: string[]) => void;
}) {
  const t = useModalStrings();
  const legendId = useId();
  const atLimit = chosen.length >= FEEDBACK_MAX;
  const sorted = [...options].sort((a, b) => a.ui_sort_order - b.ui_sort_order);
  const toggle = (label: string, on: boolean) => {
    const next = on ? [...chosen, label] : chosen.filter((item) => item !== label);
    onChange(next.slice(0, FEEDBACK_MAX));
  };
  return (
    <>
      <fieldset className="cm-praise-options" aria-labelledby={legendId}>
        <legend id={legendId} className="cm-visually-hidden">
          {legend}
        </legend>
        {sorted.map((option) => {
          const checked = chosen.includes(option.label);
          return (
            <Checkbox
              key={option.id}
              label={option.label}
              checked={checked}
              disabled={readOnly || (atLimit && !checked)}
              onCheckedChange={(on) => toggle(option.label, on)}
            />
          );
        })}
      </fieldset>
      {!readOnly && atLimit ? (
        <p className="cm-praise-limit" role="status">
          {t.feedbackLimit}
          <Button variant="link" size="sm" onClick={() => onChange([])}>
            {t.feedbackReset}
          </Button>
        </p>
      ) : null}
    </>
  );
}

/**
 * Praise (community §3, §4, §5): up to 3 labels ('Maximum of 3 options selected' with Reset),
 * Send disabled with none; earlier praise is preselected and updated; after success the view
 * steps after about 1 s and goes back after 2 s. In notification mode the labels are preselected,
 * read-only and disabled. Loaded only when a member opens Praise.
 */
export default function PraisePanel({
  target,
  shareableLink,
  notificationLabels = null,
  onDone,
  client: ownClient,
}: PraisePanelProps) {
  const t = useModalStrings();
  const client = useModalClient(ownClient);
  const readOnly = notificationLabels !== null;
  const options = useQuery({
    queryKey: modalQueryKeys.feedbackOptions,
    queryFn: ({ signal }) => client.listFeedbackOptions({ signal }),
    staleTime: 10 * 60_000,
  });
  const userFeedbackKey = modalQueryKeys.userFeedback(target);
  const earlier = useQuery({
    queryKey: userFeedbackKey,
    queryFn: ({ signal }) => client.getUserFeedback(target, { signal }),
    meta: quietFailure('[memory-modal] Loading your earlier praise failed; it reads as none.'),
    enabled: !readOnly,
  });
  // A failed user-feedback load resets it to empty (§8), even over an earlier answer.
  const previous = earlierPraise(earlier.isError ? NO_EARLIER_PRAISE : earlier.data, target);
  // Choices not sent yet are unsent words: a tab switch or a reopening keeps them.
  const praiseKey = target.comment_id === undefined ? 'memory' : `comment:${target.comment_id}`;
  const [unsentPicks, updateWords] = useUnsentWords((words) => words.praise[praiseKey]);
  const picked = readOnly ? null : (unsentPicks ?? null);
  const setPicked = (labels: string[] | null) =>
    updateWords((unsent) => {
      const { [praiseKey]: _dropped, ...others } = unsent.praise;
      return { ...unsent, praise: labels === null ? others : { ...others, [praiseKey]: labels } };
    });
  const chosen =
    picked ??
    (readOnly
      ? (options.data ?? [])
          .filter((option) => notificationPicks(option, notificationLabels))
          .map((option) => option.label)
      : (previous?.labels ?? []));
  const [step, setStep] = useState<'form' | 'sent' | 'summary'>('form');

  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);
  const sent = step !== 'form';
  // The moment the praise is sent starts the two steps: after about 1 s and 2 s (community §4).
  useEffect(() => {
    if (!sent) return undefined;
    const first = setTimeout(() => setStep('summary'), FEEDBACK_STEP_MS);
    const second = setTimeout(() => done.current(), FEEDBACK_STEP_MS * 2);
    return () => {
      clearTimeout(first);
      clearTimeout(second);
    };
  }, [sent]);

  const send = usePraiseSend(client, target, shareableLink);
  const sendPraise = (labels: string[]) =>
    send.mutate(labels, {
      onSuccess: () => {
        setPicked(null);
        setStep('sent');
      },
    });

  if (options.isPending || (!readOnly && earlier.isPending)) {
    return (
      <p className="cm-memory-loading">
        <Spinner /> {t.feedbackLoading}
      </p>
    );
  }
  if (options.isError) {
    return (
      <div className="cm-memory-failed" role="alert">
        <p>{t.feedbackFailed}</p>
        <Button variant="secondary" onClick={() => void options.refetch()}>
          {t.retry}
        </Button>
      </div>
    );
  }

  if (step !== 'form') {
    return (
      <div className="cm-praise">
        <p className="cm-praise-sent" role="status">
          {t.feedbackSent}
        </p>
        {step === 'summary' ? <p>{chosen.join(', ')}</p> : null}
      </div>
    );
  }

  return (
    <form
      className="cm-praise"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen.length === 0 || send.isPending || readOnly) return;
        sendPraise(chosen);
      }}
    >
      <p className="cm-prose">
        {readOnly
          ? t.feedbackNotification
          : target.comment_id === undefined
            ? t.feedbackIntro
            : t.feedbackCommentIntro}
      </p>
      <PraiseOptions
        options={options.data}
        chosen={chosen}
        readOnly={readOnly}
        legend={target.comment_id === undefined ? t.feedbackTitle : t.feedbackCommentTitle}
        onChange={setPicked}
      />
      {send.isError ? (
        <p className="cm-field-error" role="alert">
          {t.feedbackFailed}
        </p>
      ) : null}
      {readOnly ? null : (
        <div className="cm-memory-composer-actions">
          <Button type="submit" disabled={chosen.length === 0} loading={send.isPending}>
            {previous ? t.feedbackUpdate : t.feedbackSend}
          </Button>
        </div>
      )}
    </form>
  );
}
