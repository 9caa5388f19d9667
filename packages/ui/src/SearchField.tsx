import { forwardRef, useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { useButton, useSearchField } from 'react-aria';

import { cx } from './cx.ts';
import { IconButton } from './IconButton.tsx';
import { CloseIcon, SearchIcon } from './icons.tsx';
import { uiMessages, UI_MESSAGES_NAMESPACE } from './messages.ts';
import { useMessages } from './use-messages.ts';

/** Props of {@link SearchField}. */
export interface SearchFieldProps {
  /** The label (the input's accessible name). */
  label: ReactNode;
  /** Keep the label for screen readers only (a search box whose purpose is obvious from the page). */
  hideLabel?: boolean;
  /** Controlled value; pair with `onChange`. */
  value?: string;
  /** Initial value when uncontrolled. */
  defaultValue?: string;
  /** Called with the new text on every change, and with '' when cleared. */
  onChange?: (value: string) => void;
  /** Called when Enter is pressed. */
  onSubmit?: (value: string) => void;
  /** Called after the clear button or Escape emptied the field. */
  onClear?: () => void;
  placeholder?: string;
  /** A hint under the field. */
  description?: ReactNode;
  disabled?: boolean;
  autoFocus?: boolean;
  id?: string;
  className?: string;
  /** Override the ui strings used here (`clearSearch`). */
  messages?: Partial<Pick<typeof uiMessages, 'clearSearch'>>;
}

/**
 * A search box (react-aria `useSearchField`): a `searchbox` with a label, a clear button while it
 * has text, Escape clears it, Enter calls `onSubmit`.
 *
 * @example
 * <SearchField label="Search feelings" hideLabel value={query} onChange={setQuery} />
 */
export const SearchField = forwardRef<HTMLInputElement, SearchFieldProps>(function SearchField(
  {
    label,
    hideLabel = false,
    value,
    defaultValue,
    onChange,
    onSubmit,
    onClear,
    placeholder,
    description,
    disabled = false,
    autoFocus,
    id,
    className,
    messages,
  },
  forwardedRef,
) {
  const t = useMessages(UI_MESSAGES_NAMESPACE, uiMessages, messages);
  const generatedId = useId();
  const inputId = id ?? `cm-search-field-${generatedId}`;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const clearRef = useRef<HTMLButtonElement | null>(null);
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue ?? '');
  const currentValue = value ?? uncontrolledValue;

  const setValue = useCallback(
    (next: string) => {
      if (value === undefined) setUncontrolledValue(next);
      onChange?.(next);
    },
    [value, onChange],
  );

  const setRef = useCallback(
    (node: HTMLInputElement | null) => {
      inputRef.current = node;
      if (typeof forwardedRef === 'function') forwardedRef(node);
      else if (forwardedRef) forwardedRef.current = node;
    },
    [forwardedRef],
  );

  const { labelProps, inputProps, clearButtonProps, descriptionProps } = useSearchField(
    {
      label,
      id: inputId,
      value: currentValue,
      onChange: setValue,
      onSubmit,
      onClear,
      placeholder,
      description,
      isDisabled: disabled,
      autoFocus,
    },
    { value: currentValue, setValue },
    inputRef,
  );
  const { buttonProps } = useButton({ ...clearButtonProps, isDisabled: disabled }, clearRef);

  return (
    <div
      className={cx('cm-field', 'cm-search-field', className)}
      data-state={currentValue ? 'filled' : 'empty'}
    >
      <label {...labelProps} className={hideLabel ? 'cm-visually-hidden' : 'cm-field-label'}>
        {label}
      </label>
      <div className="cm-search-field-control">
        <span className="cm-search-field-icon" aria-hidden="true">
          <SearchIcon />
        </span>
        <input {...inputProps} ref={setRef} className="cm-input cm-search-field-input" />
        {currentValue ? (
          <IconButton
            {...buttonProps}
            ref={clearRef}
            label={t.clearSearch}
            variant="ghost"
            size="sm"
            className="cm-search-field-clear"
          >
            <CloseIcon />
          </IconButton>
        ) : null}
      </div>
      {description ? (
        <p {...descriptionProps} className="cm-field-description">
          {description}
        </p>
      ) : null}
    </div>
  );
});
