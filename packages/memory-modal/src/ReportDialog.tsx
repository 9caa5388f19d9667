import { ReportType, type MemoryModalClient, type ReportReason } from '@childhood-memories/api-client';
import { Button, Dialog, RadioGroup, Spinner, TextArea, useToast } from '@childhood-memories/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';

import { REMARK_MAX } from './constants.ts';
import type { MemoryModalMessages } from './messages.ts';
import { useModalClient, useModalStrings } from './modal-context.tsx';
import { modalQueryKeys } from './query-keys.ts';
import { useUnsentWords } from './use-unsent-words.tsx';

/** Props of {@link ReportDialog}. */
export interface ReportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  shareableLink: string;
  /** The reported comment, or null to report the memory. */
  commentId: number | null;
  /** The client; in the modal, the modal's. */
  client?: Pick<MemoryModalClient, 'listReportReasons' | 'sendReport'>;
}

/** Whether a reason is 'Other', the one that needs the member's own words. */
export function isOtherReason(reason: Pick<ReportReason, 'reason'> | undefined): boolean {
  return reason !== undefined && reason.reason.trim().toLowerCase() === 'other';
}

/** What is wrong with a report before it can go, per field (community §5), or null. */
export function reportProblems(
  reason: ReportReason | undefined,
  remark: string,
  t: Pick<MemoryModalMessages, 'reportReasonRequired' | 'reportRemarkRequired'>,
): { reason?: string; remark?: string } | null {
  if (!reason) return { reason: t.reportReasonRequired };
  if (isOtherReason(reason) && remark.trim() === '') return { remark: t.reportRemarkRequired };
  return null;
}

/**
 * The report dialog (community §2.5, §5, §8): the reasons for a memory (type 1) or a comment
 * (type 2); one is required; 'Other' requires its own words (non-blank, at most 250 characters,
 * with a counter), sent only for 'Other'. 'Report has been sent' closes it; on failure it stays
 * open with everything kept. Loaded only when a member opens it.
 */
export default function ReportDialog({
  open,
  onOpenChange,
  shareableLink,
  commentId,
  client: ownClient,
}: ReportDialogProps) {
  const t = useModalStrings();
  const client = useModalClient(ownClient);
  const type = commentId === null ? ReportType.Memory : ReportType.Comment;
  const { toast } = useToast();
  const name = useId();
  const reasonErrorId = useId();
  // The reason and 'Other' words are unsent words: closing the report or the modal keeps them.
  const reportKey = commentId === null ? 'memory' : `comment:${commentId}`;
  const [unsentReport, updateWords] = useUnsentWords((words) => words.reports[reportKey]);
  const { reasonId, remark } = unsentReport ?? { reasonId: null, remark: '' };
  const setReport = (next: { reasonId: number | null; remark: string } | null) =>
    updateWords((unsent) => {
      const { [reportKey]: _dropped, ...others } = unsent.reports;
      return { ...unsent, reports: next === null ? others : { ...others, [reportKey]: next } };
    });
  const setReasonId = (value: number) => setReport({ reasonId: value, remark });
  const setRemark = (value: string) => setReport({ reasonId, remark: value });
  const [problems, setProblems] = useState<{ reason?: string; remark?: string } | null>(null);
  const reasons = useQuery({
    queryKey: modalQueryKeys.reportReasons(type),
    queryFn: ({ signal }) => client.listReportReasons(type, { signal }),
    staleTime: 10 * 60_000,
  });
  const chosen = reasons.data?.find((reason) => reason.id === reasonId);
  const other = isOtherReason(chosen);
  const send = useMutation({
    mutationFn: (payload: { reason: number; remark?: string }) =>
      client.sendReport({ memory: shareableLink, metoo: commentId, ...payload }),
    onSuccess: () => {
      setReport(null);
      toast({ tone: 'success', title: t.reportSent });
      onOpenChange(false);
    },
    onError: () => toast({ tone: 'error', title: t.reportFailed }),
  });

  const submit = () => {
    if (send.isPending) return;
    const found = reportProblems(chosen, remark, t);
    setProblems(found);
    if (found || !chosen) return;
    send.mutate(other ? { reason: chosen.id, remark: remark.trim() } : { reason: chosen.id });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={commentId === null ? t.reportTitleMemory : t.reportTitleComment}
      description={t.reportIntro}
      closeLabel={t.close}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t.reportCancel}
          </Button>
          <Button onClick={submit} loading={send.isPending} disabled={!reasons.data}>
            {t.reportSend}
          </Button>
        </>
      }
    >
      {reasons.isPending ? (
        <p className="cm-memory-loading">
          <Spinner /> {t.feedbackLoading}
        </p>
      ) : reasons.isError ? (
        <div className="cm-memory-failed" role="alert">
          <p>{t.reportReasonsFailed}</p>
          <Button variant="secondary" onClick={() => void reasons.refetch()}>
            {t.retry}
          </Button>
        </div>
      ) : (
        <form
          className="cm-report-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <div>
            <RadioGroup
              legend={t.reportReasons}
              name={name}
              value={reasonId}
              onValueChange={(value) => {
                setReasonId(value);
                setProblems(null);
              }}
              options={reasons.data.map((reason) => ({ value: reason.id, label: reason.reason }))}
            />
            {problems?.reason ? (
              <p className="cm-field-error" id={reasonErrorId} role="alert">
                {problems.reason}
              </p>
            ) : null}
          </div>
          {other ? (
            <TextArea
              label={t.reportRemarkLabel}
              value={remark}
              onChange={(event) => {
                setRemark(event.currentTarget.value);
                if (problems?.remark) setProblems(null);
              }}
              maxLength={REMARK_MAX}
              counter="details"
              minRows={3}
              required
              error={problems?.remark}
            />
          ) : null}
        </form>
      )}
    </Dialog>
  );
}
