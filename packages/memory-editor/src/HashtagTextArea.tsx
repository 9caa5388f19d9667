import type { MemoryEditorClient } from '@childhood-memories/api-client';
import { TextArea, type TextAreaProps } from '@childhood-memories/ui';
import { useQuery } from '@tanstack/react-query';
import {
  forwardRef,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
} from 'react';

import { AUTOCOMPLETE_DEBOUNCE_MS, HASHTAG_MIN_LENGTH } from './constants.ts';
import { logSilently } from './drafts.ts';
import { hashtagAt, insertHashtag, type HashtagQuery } from './hashtags.ts';
import type { MemoryEditorMessages } from './messages.ts';
import { memoryEditorKeys } from './use-memory-editor.ts';

/** Props of {@link HashtagTextArea}: a ui `TextArea` with hashtag suggestions. */
export interface HashtagTextAreaProps extends Omit<TextAreaProps, 'value' | 'onChange' | 'defaultValue'> {
  value: string;
  onValueChange: (value: string) => void;
  client: Pick<MemoryEditorClient, 'autocompleteHashtags'>;
  t: Pick<MemoryEditorMessages, 'suggestionsLabel' | 'noSuggestions' | 'suggestionsCount'>;
  /** Suggestions open for a hashtag longer than this (2 in memory texts, 1 in detail fields). */
  minLength?: number;
}

function setRefs<T>(node: T | null, ...refs: (React.Ref<T> | undefined)[]) {
  for (const ref of refs) {
    if (typeof ref === 'function') ref(node);
    else if (ref) (ref as React.RefObject<T | null>).current = node;
  }
}

/**
 * A text area that suggests hashtags (GET autocomplete) while a word starting with '#' is typed
 * (memory-writing §5). The suggestions are a listbox owned by the text area
 * (`aria-autocomplete="list"`, `aria-controls`, `aria-activedescendant`): arrow keys move, Enter
 * or Tab inserts at the caret, Escape closes, the count is announced, and nothing fires while an
 * input method is composing.
 *
 * @example
 * <HashtagTextArea label="Your memory" value={text} onValueChange={setText} client={client} t={t} />
 */
export const HashtagTextArea = forwardRef<HTMLTextAreaElement, HashtagTextAreaProps>(function HashtagTextArea(
  { value, onValueChange, client, t, minLength = HASHTAG_MIN_LENGTH, onKeyDown, readOnly, ...props },
  forwardedRef,
) {
  const listId = useId();
  const inner = useRef<HTMLTextAreaElement | null>(null);
  const composing = useRef(false);
  const pendingCaret = useRef<number | null>(null);
  const [range, setRange] = useState<HashtagQuery | null>(null);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState<string | null>(null);

  useEffect(() => {
    const next = range?.query ?? null;
    if (next === null) {
      setQuery(null);
      return;
    }
    const timer = setTimeout(() => setQuery(next), AUTOCOMPLETE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [range?.query]);

  const suggestions = useQuery({
    queryKey: memoryEditorKeys.autocomplete(query ?? ''),
    queryFn: ({ signal }) => client.autocompleteHashtags(query ?? '', { signal }),
    enabled: query !== null && !readOnly,
    staleTime: 60_000,
    retry: false,
  });
  useEffect(() => {
    if (suggestions.error) logSilently('autocomplete', suggestions.error);
  }, [suggestions.error]);

  const items = suggestions.data ?? [];
  const open =
    range !== null &&
    query === range.query &&
    dismissed !== range.query &&
    suggestions.isSuccess &&
    !composing.current;

  useEffect(() => setActive(0), [query]);

  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    const node = inner.current;
    if (caret === null || node === null) return;
    pendingCaret.current = null;
    node.setSelectionRange(caret, caret);
  }, [value]);

  const look = useCallback(
    (node: HTMLTextAreaElement) => {
      if (composing.current || node.selectionStart !== node.selectionEnd) {
        setRange(null);
        return;
      }
      setRange(hashtagAt(node.value, node.selectionStart, minLength));
    },
    [minLength],
  );

  const choose = (hashtag: string) => {
    if (range === null) return;
    const next = insertHashtag(value, range, hashtag);
    pendingCaret.current = next.caret;
    setRange(null);
    onValueChange(next.text);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || !open || event.nativeEvent.isComposing) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation(); // close the list, not a surrounding dialog
      setDismissed(range.query);
      return;
    }
    if (items.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((index) => (index + 1) % items.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => (index - 1 + items.length) % items.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      const chosen = items[active];
      if (chosen === undefined) return;
      event.preventDefault();
      choose(chosen);
    }
  };

  const activeId = open && items.length > 0 ? `${listId}-option-${active}` : undefined;

  return (
    <div className="cm-memory-editor-hashtag">
      <TextArea
        {...props}
        ref={(node) => {
          inner.current = node;
          setRefs(node, forwardedRef);
        }}
        value={value}
        readOnly={readOnly}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
          onValueChange(event.target.value);
          look(event.target);
        }}
        onSelect={(event) => look(event.currentTarget)}
        onCompositionStart={() => {
          composing.current = true;
          setRange(null);
        }}
        onCompositionEnd={(event) => {
          composing.current = false;
          look(event.currentTarget);
        }}
        onBlur={(event) => {
          props.onBlur?.(event);
          setRange(null);
        }}
        onKeyDown={handleKeyDown}
        aria-autocomplete="list"
        aria-controls={open ? listId : undefined}
        aria-activedescendant={activeId}
      />
      {open ? (
        items.length === 0 ? (
          <div id={listId} className="cm-memory-editor-suggestions" data-state="empty">
            {t.noSuggestions}
          </div>
        ) : (
          <ul
            id={listId}
            role="listbox"
            aria-label={t.suggestionsLabel}
            className="cm-memory-editor-suggestions"
          >
            {items.map((item, index) => (
              // The keyboard works from the text area (aria-activedescendant); a click is the pointer path.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={item}
                id={`${listId}-option-${index}`}
                role="option"
                aria-selected={index === active}
                data-state={index === active ? 'active' : undefined}
                className="cm-memory-editor-suggestion"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(item)}
              >
                {item}
              </li>
            ))}
          </ul>
        )
      ) : null}
      <div role="status" className="cm-visually-hidden">
        {open ? (items.length === 0 ? t.noSuggestions : t.suggestionsCount(items.length)) : ''}
      </div>
    </div>
  );
});
