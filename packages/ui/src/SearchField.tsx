import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { useComposedRefs } from '@radix-ui/react-compose-refs';
import { forwardRef, useId, useRef, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from 'react';

import { cx } from './cx.ts';
import { IconButton } from './IconButton.tsx';
import { CloseIcon, SearchIcon } from './icons.tsx';
import { uiMessages, UI_MESSAGES_NAMESPACE } from './messages.ts';
import { useEscapeClaim } from './use-escape-claim.ts';
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
 * A search box: a labelled native `searchbox`, a clear button while it has text (focus stays in
 * the field), Escape empties a filled field, Enter calls `onSubmit`. Escape in a filled field is
 * claimed before a surrounding Radix dialog sees it, so it clears the search instead of closing
 * the dialog; Escape in an empty field goes on to the dialog as usual.
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
  const descriptionId = `${inputId}-description`;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [currentValue, setValue] = useControllableState({
    prop: value,
    defaultProp: defaultValue ?? '',
    onChange,
    caller: 'SearchField',
  });
  const clear = () => {
    setValue('');
    onClear?.();
  };

  const setRef = useComposedRefs(inputRef, forwardedRef);

  // Escape in a filled field empties it instead of closing a surrounding dialog.
  useEscapeClaim(inputRef, () => inputRef.current?.value !== '');

  const handleKeyDown = (event: ReactKeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      onSubmit?.(currentValue);
    } else if (event.key === 'Escape' && currentValue !== '') {
      event.stopPropagation();
      clear();
    }
  };

  const hasDescription = description !== undefined && description !== null && description !== false;
  return (
    <div
      className={cx('cm-field', 'cm-search-field', className)}
      data-state={currentValue ? 'filled' : 'empty'}
    >
      <label htmlFor={inputId} className={hideLabel ? 'cm-visually-hidden' : 'cm-field-label'}>
        {label}
      </label>
      <div className="cm-search-field-control">
        <span className="cm-search-field-icon" aria-hidden="true">
          <SearchIcon />
        </span>
        <input
          ref={setRef}
          id={inputId}
          type="search"
          className="cm-input cm-search-field-input"
          value={currentValue}
          onChange={(event) => setValue(event.currentTarget.value)}
          onKeyDown={handleKeyDown}
          placeholder={placeholder}
          disabled={disabled}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- only when the host asks for it
          autoFocus={autoFocus}
          autoComplete="off"
          enterKeyHint="search"
          aria-describedby={hasDescription ? descriptionId : undefined}
        />
        {currentValue ? (
          <IconButton
            label={t.clearSearch}
            variant="ghost"
            size="sm"
            className="cm-search-field-clear"
            disabled={disabled}
            onClick={() => {
              clear();
              inputRef.current?.focus();
            }}
          >
            <CloseIcon />
          </IconButton>
        ) : null}
      </div>
      {hasDescription ? (
        <p id={descriptionId} className="cm-field-description">
          {description}
        </p>
      ) : null}
    </div>
  );
});
