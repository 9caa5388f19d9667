import { IconButton } from '@childhood-memories/ui';
import { useEffect, useId, useRef } from 'react';

/** Props of {@link OptionSearch}. */
export interface OptionSearchProps {
  /** The accessible name ('Search Feelings'); visually hidden. */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** The clear button's name. */
  clearLabel: string;
}

/**
 * The search box of a category: a native search input with a hidden label, Escape and the
 * clear button empty it (focus stays in the box; Escape closes the wizard only once it is empty). The same markup and classes as ui's
 * `SearchField`, without react-aria: that field's press and locale machinery would be a third
 * of the wizard's download (see the README's bundle notes).
 */
export function OptionSearch({ label, placeholder, value, onChange, clearLabel }: OptionSearchProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement | null>(null);
  // Escape in a filled search box empties it and must not close the wizard: the dialog listens
  // for Escape on the document in the capture phase, so mark the event handled before that (on
  // the window, capture phase); the dialog leaves a handled Escape alone.
  useEffect(() => {
    const input = inputRef.current;
    const view = input?.ownerDocument.defaultView;
    if (!input || !view) return;
    const claimEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && event.target === input && input.value !== '') event.preventDefault();
    };
    view.addEventListener('keydown', claimEscape, true);
    return () => view.removeEventListener('keydown', claimEscape, true);
  }, []);
  return (
    <div className="cm-field cm-search-field cm-tag-wizard-search" data-state={value ? 'filled' : 'empty'}>
      <label htmlFor={inputId} className="cm-visually-hidden">
        {label}
      </label>
      <div className="cm-search-field-control">
        <span className="cm-search-field-icon" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" focusable="false">
            <circle cx="11" cy="11" r="6.5" stroke="currentColor" strokeWidth="2" />
            <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </span>
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          className="cm-input cm-search-field-input"
          placeholder={placeholder}
          value={value}
          autoComplete="off"
          onChange={(event) => onChange(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && value !== '') onChange('');
          }}
        />
        {value ? (
          <IconButton
            label={clearLabel}
            variant="ghost"
            size="sm"
            className="cm-search-field-clear"
            onClick={() => {
              onChange('');
              inputRef.current?.focus();
            }}
          >
            <svg
              viewBox="0 0 24 24"
              width="1em"
              height="1em"
              fill="none"
              aria-hidden="true"
              focusable="false"
            >
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </IconButton>
        ) : null}
      </div>
    </div>
  );
}
