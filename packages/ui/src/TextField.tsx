import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';

import type { CounterKind } from './counter.ts';
import { cx } from './cx.ts';
import { FieldFrame } from './field-parts.tsx';
import type { uiMessages } from './messages.ts';
import { useTextControl } from './use-text-control.ts';

/** Props of {@link TextField}: native input props plus the field's parts. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  /** The visible label (required: it is the input's accessible name). */
  label: ReactNode;
  /** A hint under the label, linked with `aria-describedby`. */
  description?: ReactNode;
  /** An error under the input; sets `aria-invalid` and is linked with `aria-describedby`. */
  error?: string;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  /**
   * The counter rule when `maxLength` is set: 'description' (default; above 80 %, red above 90 %),
   * 'details' (from the first character, red above 450 of 500) or 'none'.
   */
  counter?: CounterKind;
  /** Class of the field wrapper. */
  className?: string;
  /** Class of the input itself. */
  inputClassName?: string;
  /** Override the ui strings used here (`characterCount`). */
  messages?: Partial<Pick<typeof uiMessages, 'characterCount'>>;
}

/**
 * A labelled one-line text input with optional description, error and character counter.
 * Controlled (`value` + `onChange`) or uncontrolled (`defaultValue`). The ref is the input.
 *
 * @example
 * <TextField label="Title" maxLength={100} value={title} onChange={(e) => setTitle(e.target.value)} />
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    description,
    error,
    hideLabel = false,
    counter = 'description',
    className,
    inputClassName,
    messages,
    id,
    value,
    defaultValue,
    onChange,
    maxLength,
    type = 'text',
    'aria-describedby': ariaDescribedBy,
    ...props
  },
  ref,
) {
  const { controlId, frame, handleChange, aria } = useTextControl<HTMLInputElement>({
    idPrefix: 'cm-text-field',
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

  return (
    <FieldFrame
      {...frame}
      label={label}
      hideLabel={hideLabel}
      className={className}
      blockClass="cm-text-field"
    >
      <input
        {...props}
        ref={ref}
        id={controlId}
        type={type}
        className={cx('cm-input', inputClassName)}
        value={value}
        defaultValue={defaultValue}
        onChange={handleChange}
        maxLength={maxLength}
        {...aria}
      />
    </FieldFrame>
  );
});
