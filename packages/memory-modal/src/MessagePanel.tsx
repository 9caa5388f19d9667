import type { Memory } from '@childhood-memories/api-client';
import { useToast } from '@childhood-memories/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { CommentComposer } from './CommentComposer.tsx';
import { appendCachedComment } from './comments-cache.ts';
import { useModalClient, useModalStrings } from './modal-context.tsx';
import type { MemoryModalApi } from './use-modal-data.ts';
import { useUnsentWords } from './use-unsent-words.tsx';

/** Props of {@link MessagePanel}. */
export interface MessagePanelProps {
  memory: Memory;
  /** The client; in the modal, the modal's. */
  client?: MemoryModalApi;
}

/**
 * Send Message (the `validate` tab; the spec shows its data, not its screen): a private comment
 * to the writer, seen by the two of them only, with the comment box's bounds and §8 texts.
 */
export function MessagePanel({ memory, client: ownClient }: MessagePanelProps) {
  const t = useModalStrings();
  const client = useModalClient(ownClient);
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const link = memory.shareable_link;
  const [sent, setSent] = useState(false);
  const [unsentMessage, updateWords] = useUnsentWords((words) => words.message);
  const send = useMutation({
    mutationFn: (content: string) =>
      client.createPrivateComment({ shareable_link: link, comment_content: content }),
    onSuccess: (created) => {
      appendCachedComment(queryClient, link, created);
      // `counts.comments` counts public comments only (both reference backends): a private
      // message leaves it as it is.
      setSent(true);
    },
  });
  return (
    <>
      <p className="cm-prose">{t.validateIntro(memory.author.username)}</p>
      {sent ? (
        <p role="status" className="cm-memory-sent">
          {t.validateSent}
        </p>
      ) : null}
      <CommentComposer
        label={t.validateLabel}
        submitLabel={t.validateSend}
        value={unsentMessage}
        onValueChange={(message) => updateWords((unsent) => ({ ...unsent, message }))}
        pending={send.isPending}
        focusOnMount
        onSubmit={async (content) => {
          try {
            await send.mutateAsync(content);
            return true;
          } catch {
            toast({ tone: 'error', title: t.commentSendFailedTitle, description: t.commentSendFailed });
            return false;
          }
        }}
      />
    </>
  );
}
