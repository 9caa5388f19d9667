import { useComposedRefs } from '@radix-ui/react-compose-refs';
import {
  forwardRef,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

import { addChips, duplicateChips, hasChipSeparator, splitByLength } from './chips.ts';
import { cx } from './cx.ts';
import { describedBy } from './field-parts.tsx';
import { IconButton } from './IconButton.tsx';
import { CloseIcon } from './icons.tsx';
import { uiMessages, UI_MESSAGES_NAMESPACE } from './messages.ts';
import { useMessages } from './use-messages.ts';

/** Props of {@link ChipInput}. */
export interface ChipInputProps {
  /** The visible label of the text input. */
  label: ReactNode;
  /** The chips, in order. */
  value: string[];
  onChange: (value: string[]) => void;
  placeholder?: string;
  /** At most this many chips; further entries are kept in the input with a hint. */
  maxChips?: number;
  /** At most this many characters per chip; a longer entry stays in the input with a hint. */
  maxChipLength?: number;
  /** A hint under the label. */
  description?: ReactNode;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  disabled?: boolean;
  id?: string;
  className?: string;
  /** Override the ui strings used here. */
  messages?: Partial<
    Pick<
      typeof uiMessages,
      'removeChip' | 'chipAdded' | 'chipRemoved' | 'duplicateChip' | 'maxChips' | 'chipTooLong'
    >
  >;
}

/**
 * A text input that turns entries into chips (spec: memory-writing §5 "Subjects"): trimmed; added
 * on Enter, comma or semicolon, or when leaving the field; a pasted list is split; empty entries
 * and case-insensitive duplicates are not added (a gentle hint says so); Backspace in the empty
 * input removes the last chip. Each chip has a "Remove …" button; chips form a list.
 *
 * @example
 * <ChipInput label="Who is this memory about?" value={subjects} onChange={setSubjects} placeholder="Mum, Dad…" />
 */
export const ChipInput = forwardRef<HTMLInputElement, ChipInputProps>(function ChipInput(
  {
    label,
    value,
    onChange,
    placeholder,
    maxChips,
    maxChipLength,
    description,
    hideLabel = false,
    disabled = false,
    id,
    className,
    messages,
  },
  forwardedRef,
) {
  const t = useMessages(UI_MESSAGES_NAMESPACE, uiMessages, messages);
  const generatedId = useId();
  const inputId = id ?? `cm-chip-input-${generatedId}`;
  const descriptionId = `${inputId}-description`;
  const hintId = `${inputId}-hint`;
  const [text, setText] = useState('');
  const [hint, setHint] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const inputRef = useRef<HTMLInputElement | null>(null);
  const setRef = useComposedRefs(inputRef, forwardedRef);

  /** Adds the entries of `raw`; returns what could not be added and should stay in the input. */
  const commit = (input: string): string => {
    const { fitting: raw, tooLong } = splitByLength(input, maxChipLength);
    const duplicates = duplicateChips(value, raw);
    let next = addChips(value, raw);
    let leftOver = '';
    if (maxChips !== undefined && next.length > maxChips) {
      leftOver = next.slice(maxChips).join(', ');
      next = next.slice(0, maxChips);
    }
    if (tooLong.length > 0) leftOver = [leftOver, ...tooLong].filter(Boolean).join(', ');
    const added = next.slice(value.length);
    if (added.length > 0) {
      onChange(next);
      setAnnouncement(added.map((chip) => t.chipAdded(chip)).join('. '));
    }
    if (tooLong.length > 0 && maxChipLength !== undefined) setHint(t.chipTooLong(maxChipLength));
    else if (leftOver && maxChips !== undefined) setHint(t.maxChips(maxChips));
    else if (duplicates[0] !== undefined) setHint(t.duplicateChip(duplicates[0]));
    else setHint('');
    return leftOver;
  };

  const remove = (index: number) => {
    const chip = value[index];
    if (chip === undefined) return;
    onChange(value.filter((_, i) => i !== index));
    setHint('');
    setAnnouncement(t.chipRemoved(chip));
    inputRef.current?.focus();
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    if (hasChipSeparator(next)) {
      // Typed or pasted separators (mobile keyboards send no usable key events): commit everything
      // before the last separator, keep what follows it in the input.
      const lastSeparator = Math.max(next.lastIndexOf(','), next.lastIndexOf(';'));
      const leftOver = commit(next.slice(0, lastSeparator));
      const rest = next.slice(lastSeparator + 1);
      setText(leftOver ? `${leftOver}${rest ? `, ${rest}` : ''}` : rest.trimStart());
      return;
    }
    setText(next);
    if (hint) setHint('');
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      if (!text.trim()) {
        if (text) setText('');
        return;
      }
      event.preventDefault();
      setText(commit(text));
      return;
    }
    if (event.key === 'Backspace' && text === '' && value.length > 0) {
      event.preventDefault();
      remove(value.length - 1);
    }
  };

  const handleBlur = () => {
    if (text.trim()) setText(commit(text));
  };

  const hasDescription = description !== undefined && description !== null && description !== false;
  return (
    <div className={cx('cm-field', 'cm-chip-field', className)} data-disabled={disabled ? '' : undefined}>
      <label className={hideLabel ? 'cm-visually-hidden' : 'cm-field-label'} htmlFor={inputId}>
        {label}
      </label>
      {hasDescription ? (
        <p className="cm-field-description" id={descriptionId}>
          {description}
        </p>
      ) : null}
      {/* Clicking the box's padding focuses the input, as with a native text field. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div
        className="cm-chip-input"
        onClick={(event) => {
          if (event.target === event.currentTarget) inputRef.current?.focus();
        }}
      >
        {value.length > 0 ? (
          // An explicit role: Safari drops list semantics from unstyled and display: contents lists.
          // eslint-disable-next-line jsx-a11y/no-redundant-roles
          <ul className="cm-chip-input-list" role="list">
            {value.map((chip, index) => (
              <li key={chip} className="cm-chip">
                <span className="cm-chip-text">{chip}</span>
                <IconButton
                  label={t.removeChip(chip)}
                  variant="ghost"
                  size="sm"
                  className="cm-chip-remove"
                  disabled={disabled}
                  onClick={() => remove(index)}
                >
                  <CloseIcon />
                </IconButton>
              </li>
            ))}
          </ul>
        ) : null}
        <input
          ref={setRef}
          id={inputId}
          type="text"
          className="cm-chip-input-input"
          value={text}
          placeholder={placeholder}
          disabled={disabled}
          autoComplete="off"
          enterKeyHint="enter"
          onChange={handleChange}
          onKeyDown={handleKeyDown}
          onBlur={handleBlur}
          aria-describedby={describedBy(
            hasDescription ? descriptionId : undefined,
            hint ? hintId : undefined,
          )}
        />
      </div>
      <p className={hint ? 'cm-field-description' : 'cm-visually-hidden'} id={hintId} aria-live="polite">
        {hint}
      </p>
      <span className="cm-visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </span>
    </div>
  );
});
