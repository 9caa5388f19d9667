import { Button, TextArea } from '@childhood-memories/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { COMMENT_LENGTH_MAX } from './constants.ts';
import type { MemoryModalMessages } from './messages.ts';
import { useModalStrings } from './modal-context.tsx';

/** The comment editor's bounds (community §5): non-blank (the textarea's maxLength keeps 1000). */
export function commentError(text: string, t: MemoryModalMessages): string | null {
  return text.trim() === '' ? t.commentBlank : null;
}

/**
 * A comment box with the spec's counter (shown above 800, red above 900) and a Send button. The
 * words are the caller's (`value`, kept as unsent words), so nothing here empties them but a send.
 */
export function CommentComposer({
  label,
  submitLabel,
  value: text,
  onValueChange: setText,
  onSubmit,
  pending,
  focusOnMount = false,
}: {
  label: string;
  submitLabel: string;
  value: string;
  onValueChange: (text: string) => void;
  /** Resolves true when the words were taken (the box empties), false to keep them. */
  onSubmit: (text: string) => Promise<boolean>;
  pending: boolean;
  focusOnMount?: boolean;
}) {
  const t = useModalStrings();
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement | null>(null);
  const latest = useRef(text);
  const sending = useRef(false);
  useEffect(() => {
    latest.current = text;
  }, [text]);
  useEffect(() => {
    if (focusOnMount) field.current?.focus();
  }, [focusOnMount]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A double click never posts twice: `pending` only arrives with the next render.
    if (pending || sending.current) return;
    const problem = commentError(text, t);
    setError(problem);
    if (problem) return;
    const sent = text.trim();
    sending.current = true;
    try {
      // Words typed while it was sending stay: only the words that went are cleared.
      if ((await onSubmit(sent)) && latest.current.trim() === sent) setText('');
    } finally {
      sending.current = false;
    }
  };
  return (
    <form className="cm-memory-composer" onSubmit={(event) => void submit(event)} noValidate>
      <TextArea
        label={label}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          if (error) setError(null);
        }}
        maxLength={COMMENT_LENGTH_MAX}
        counter="description"
        minRows={3}
        maxRows={10}
        placeholder={t.commentPlaceholder}
        error={error ?? undefined}
        ref={field}
      />
      <div className="cm-memory-composer-actions">
        <Button type="submit" loading={pending}>
          {pending ? t.sending : submitLabel}
        </Button>
      </div>
    </form>
  );
}
