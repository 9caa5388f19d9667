import {
  forwardRef,
  useId,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';

import type { CounterKind } from './counter.ts';
import { cx } from './cx.ts';
import { describedBy, FieldFrame, fieldIds } from './field-parts.tsx';
import { uiMessages, UI_MESSAGES_NAMESPACE } from './messages.ts';
import { useCharacterCounter } from './use-character-counter.tsx';
import { useMessages } from './use-messages.ts';

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
  const t = useMessages(UI_MESSAGES_NAMESPACE, uiMessages, messages);
  const generatedId = useId();
  const controlId = id ?? `cm-text-field-${generatedId}`;
  const ids = fieldIds(controlId);
  const [uncontrolledLength, setUncontrolledLength] = useState(() => String(defaultValue ?? '').length);
  const length = value !== undefined && value !== null ? String(value).length : uncontrolledLength;
  const {
    counter: counterNode,
    announcer,
    describedById,
  } = useCharacterCounter(controlId, length, maxLength, counter, t.characterCount);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setUncontrolledLength(event.target.value.length);
    onChange?.(event);
  };

  const hasDescription = description !== undefined && description !== null && description !== false;
  return (
    <FieldFrame
      controlId={controlId}
      label={label}
      hideLabel={hideLabel}
      description={description}
      error={error}
      counter={counterNode}
      announcer={announcer}
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
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(
          hasDescription ? ids.description : undefined,
          error ? ids.error : undefined,
          describedById,
          ariaDescribedBy,
        )}
      />
    </FieldFrame>
  );
});
