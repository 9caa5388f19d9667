import { useComposedRefs } from '@radix-ui/react-compose-refs';
import type { MemoryEditorClient } from '@childhood-memories/api-client';
import { useQuery } from '@tanstack/react-query';
import {
  forwardRef,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
} from 'react';
import getCaretCoordinates from 'textarea-caret';

import { AUTOCOMPLETE_DEBOUNCE_MS, HASHTAG_LENGTH_MIN } from './constants.ts';
import { hashtagAt, insertHashtag, type HashtagQuery } from './hashtags.ts';
import { uiMessages, UI_MESSAGES_NAMESPACE, type UiMessages } from './messages.ts';
import { memoryQueryKeys } from './query-keys.ts';
import { quietFailure } from './query-client.tsx';
import { TextArea, type TextAreaProps } from './TextArea.tsx';
import { useApiClient } from './use-api-client.ts';
import { useEscapeClaim } from './use-escape-claim.ts';
import { useIsomorphicLayoutEffect } from './use-isomorphic-layout-effect.ts';
import { useMessages } from './use-messages.ts';

/** The one call hashtag suggestions need. */
export type HashtagClient = Pick<MemoryEditorClient, 'autocompleteHashtags'>;

/** Props of {@link HashtagTextArea}: a {@link TextArea} with hashtag suggestions. */
export interface HashtagTextAreaProps extends Omit<
  TextAreaProps,
  'value' | 'onChange' | 'defaultValue' | 'messages'
> {
  value: string;
  onValueChange: (value: string) => void;
  /** The API client; the `WidgetsProvider`'s by default. */
  client?: HashtagClient;
  /** Suggestions open for a hashtag longer than this (2 in memory texts, 1 in detail fields). */
  minLength?: number;
  /** Override the ui strings used here. */
  messages?: Partial<
    Pick<UiMessages, 'suggestionsLabel' | 'noSuggestions' | 'suggestionsCount' | 'characterCount'>
  >;
}

const GAP = 4;
const LIST_HEIGHT_MAX = 224;
const LIST_HEIGHT_MIN = 96;

/** The part of the screen a list inside `node` can use: its nearest clipping ancestor, or the window. */
function clippingRect(node: HTMLElement): { top: number; bottom: number } {
  const view = node.ownerDocument.defaultView;
  for (let parent = node.parentElement; parent !== null; parent = parent.parentElement) {
    const overflow = view?.getComputedStyle(parent).overflowY ?? 'visible';
    if (overflow !== 'visible' && overflow !== 'clip') {
      const rect = parent.getBoundingClientRect();
      return { top: rect.top, bottom: rect.bottom };
    }
  }
  return { top: 0, bottom: view?.innerHeight ?? Number.POSITIVE_INFINITY };
}

/**
 * Hangs the list from the caret: under the line being typed, above it when there is no room
 * below inside the scroller (a dialog's body) or the window, and never past the field's sides.
 * The list is positioned inside the field's wrapper, so it scrolls with the text.
 */
function placeAtCaret(list: HTMLElement, textarea: HTMLTextAreaElement, position: number) {
  const caret = getCaretCoordinates(textarea, position);
  const lineHeight = Number.isFinite(caret.height)
    ? caret.height
    : Number.parseFloat(getComputedStyle(textarea).fontSize) * 1.5;
  const lineTop = textarea.offsetTop + caret.top - textarea.scrollTop;
  const lineBottom = lineTop + lineHeight;
  const onScreen = textarea.getBoundingClientRect().top - textarea.offsetTop;
  const clip = clippingRect(textarea);
  const below = clip.bottom - (onScreen + lineBottom) - GAP;
  const above = onScreen + lineTop - clip.top - GAP;
  const room = below >= Math.min(LIST_HEIGHT_MAX, list.scrollHeight) || below >= above ? below : above;
  const height = Math.max(LIST_HEIGHT_MIN, Math.min(LIST_HEIGHT_MAX, room));
  list.style.maxHeight = `${height}px`;
  const listHeight = Math.min(list.scrollHeight, height);
  list.style.top = `${room === below ? lineBottom + GAP : lineTop - GAP - listHeight}px`;
  const wrapperWidth = list.offsetParent instanceof HTMLElement ? list.offsetParent.clientWidth : Infinity;
  const left = textarea.offsetLeft + caret.left - textarea.scrollLeft;
  list.style.left = `${Math.max(0, Math.min(left, wrapperWidth - list.offsetWidth))}px`;
}

/**
 * A text area that suggests hashtags (GET autocomplete) while a word starting with '#' is typed
 * (memory-writing §5). The suggestions are a listbox owned by the text area
 * (`aria-autocomplete="list"`, `aria-controls`, `aria-activedescendant`): arrow keys move, Enter
 * or Tab inserts at the caret, Escape closes the list (and only the list, inside a dialog too),
 * the count is announced, and nothing fires while an input method is composing. The list sits
 * under the caret, flips above it when there is no room below, and stays inside a scrolling
 * dialog.
 *
 * @example
 * <HashtagTextArea label="Your memory" value={text} onValueChange={setText} maxLength={5000} />
 */
export const HashtagTextArea = forwardRef<HTMLTextAreaElement, HashtagTextAreaProps>(function HashtagTextArea(
  {
    value,
    onValueChange,
    client: clientProp,
    minLength = HASHTAG_LENGTH_MIN,
    messages,
    onKeyDown,
    readOnly,
    ...props
  },
  forwardedRef,
) {
  const t = useMessages(UI_MESSAGES_NAMESPACE, uiMessages, messages);
  const client = useApiClient<HashtagClient>(clientProp);
  const listId = useId();
  const inner = useRef<HTMLTextAreaElement | null>(null);
  const textAreaRef = useComposedRefs(inner, forwardedRef);
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
    queryKey: memoryQueryKeys.autocomplete(query ?? ''),
    queryFn: ({ signal }) => client.autocompleteHashtags(query ?? '', { signal }),
    enabled: query !== null && !readOnly,
    staleTime: 60_000,
    retry: false,
    // memory-writing §8: a failed autocomplete is logged only.
    meta: quietFailure('[childhood-memories] autocomplete failed'),
  });

  const items = suggestions.data ?? [];
  const open =
    range !== null &&
    query === range.query &&
    dismissed !== range.query &&
    suggestions.isSuccess &&
    !composing.current;

  useEffect(() => setActive(0), [query]);

  // Escape on an open list closes the list, never a surrounding dialog.
  useEscapeClaim(inner, () => open);

  const listRef = useRef<HTMLElement | null>(null);
  // Measured before paint, each time the list opens, changes or the text moves under it.
  useIsomorphicLayoutEffect(() => {
    const node = inner.current;
    const list = listRef.current;
    if (!open || node === null || list === null || range === null) return;
    placeAtCaret(list, node, range.end);
  }, [open, range, items, value]);

  useIsomorphicLayoutEffect(() => {
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
    if (!open || event.nativeEvent.isComposing) return;
    if (event.key === 'Escape') {
      setDismissed(range.query);
      return;
    }
    if (event.defaultPrevented || items.length === 0) return;
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
    <div className="cm-hashtag-field">
      <TextArea
        {...props}
        messages={messages}
        ref={textAreaRef}
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
          <div
            ref={(node) => {
              listRef.current = node;
            }}
            id={listId}
            className="cm-hashtag-suggestions"
            data-state="empty"
          >
            {t.noSuggestions}
          </div>
        ) : (
          <ul
            ref={(node) => {
              listRef.current = node;
            }}
            id={listId}
            role="listbox"
            aria-label={t.suggestionsLabel}
            className="cm-hashtag-suggestions"
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
                className="cm-hashtag-suggestion"
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
