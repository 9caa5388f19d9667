import { useComposedRefs } from '@radix-ui/react-compose-refs';
import { forwardRef, useRef, type ReactNode, type TextareaHTMLAttributes } from 'react';

import type { CounterKind } from './counter.ts';
import { cx } from './cx.ts';
import { FieldFrame } from './field-parts.tsx';
import type { uiMessages } from './messages.ts';
import { useIsomorphicLayoutEffect } from './use-isomorphic-layout-effect.ts';
import { useTextControl } from './use-text-control.ts';

/** Props of {@link TextArea}: native textarea props plus the field's parts. */
export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> {
  /** The visible label (required: it is the textarea's accessible name). */
  label: ReactNode;
  /** A hint under the label, linked with `aria-describedby`. */
  description?: ReactNode;
  /** An error under the textarea; sets `aria-invalid` and is linked with `aria-describedby`. */
  error?: string;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  /**
   * The counter rule when `maxLength` is set: 'description' (default; above 80 %, red above 90 %),
   * 'details' (from the first character, red above 450 of 500) or 'none'.
   */
  counter?: CounterKind;
  /** Grow with the text from this many rows (spec: description 6 on desktop, 7 on mobile). */
  minRows?: number;
  /** Stop growing at this many rows and scroll instead (spec: 18 on desktop, 10 on mobile). */
  maxRows?: number;
  /** Class of the field wrapper. */
  className?: string;
  /** Class of the textarea itself. */
  textareaClassName?: string;
  /** Override the ui strings used here (`characterCount`). */
  messages?: Partial<Pick<typeof uiMessages, 'characterCount'>>;
}

function numeric(value: string): number {
  const parsed = Number.parseFloat(value);
  return Number.isFinite(parsed) ? parsed : 0;
}

/**
 * A labelled multi-line text field with optional description, error and character counter, that
 * grows between `minRows` and `maxRows`. Controlled or uncontrolled. The ref is the textarea.
 *
 * @example
 * <TextArea
 *   label="Description"
 *   maxLength={5000}
 *   minRows={6}
 *   maxRows={18}
 *   value={description}
 *   onChange={(e) => setDescription(e.target.value)}
 * />
 */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  {
    label,
    description,
    error,
    hideLabel = false,
    counter = 'description',
    minRows,
    maxRows,
    rows,
    className,
    textareaClassName,
    messages,
    id,
    value,
    defaultValue,
    onChange,
    maxLength,
    'aria-describedby': ariaDescribedBy,
    ...props
  },
  forwardedRef,
) {
  const innerRef = useRef<HTMLTextAreaElement | null>(null);
  const { controlId, length, frame, handleChange, aria } = useTextControl<HTMLTextAreaElement>({
    idPrefix: 'cm-text-area',
    id,
    value,
    defaultValue,
    maxLength,
    counter,
    description,
    error,
    ariaDescribedBy,
    onChange,
    messages,
  });

  const setRef = useComposedRefs(innerRef, forwardedRef);

  const autoGrow = minRows !== undefined || maxRows !== undefined;

  useIsomorphicLayoutEffect(() => {
    const node = innerRef.current;
    if (!node || !autoGrow) return;
    const style = getComputedStyle(node);
    const lineHeight = numeric(style.lineHeight) || numeric(style.fontSize) * 1.5 || 24;
    const chrome =
      numeric(style.paddingTop) +
      numeric(style.paddingBottom) +
      numeric(style.borderTopWidth) +
      numeric(style.borderBottomWidth);
    const min = (minRows ?? 1) * lineHeight + chrome;
    const max = maxRows !== undefined ? maxRows * lineHeight + chrome : Number.POSITIVE_INFINITY;
    node.style.height = 'auto';
    const wanted = Math.max(
      min,
      node.scrollHeight + numeric(style.borderTopWidth) + numeric(style.borderBottomWidth),
    );
    node.style.height = `${Math.min(wanted, max)}px`;
    node.style.overflowY = wanted > max ? 'auto' : 'hidden';
  }, [length, minRows, maxRows, autoGrow]);

  return (
    <FieldFrame
      {...frame}
      label={label}
      hideLabel={hideLabel}
      className={className}
      blockClass="cm-text-area"
    >
      <textarea
        {...props}
        ref={setRef}
        id={controlId}
        rows={rows ?? minRows ?? 4}
        className={cx('cm-input', textareaClassName)}
        value={value}
        defaultValue={defaultValue}
        onChange={handleChange}
        maxLength={maxLength}
        {...aria}
      />
    </FieldFrame>
  );
});
