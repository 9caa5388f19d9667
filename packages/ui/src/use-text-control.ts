import { useId, useState, type ChangeEvent, type ReactNode } from 'react';

import type { CounterKind } from './counter.ts';
import { describedBy, fieldIds } from './field-parts.tsx';
import { uiMessages, UI_MESSAGES_NAMESPACE } from './messages.ts';
import { useCharacterCounter } from './use-character-counter.tsx';
import { useMessages } from './use-messages.ts';

interface TextControlOptions<Element extends HTMLInputElement | HTMLTextAreaElement> {
  /** Prefix of the generated id ('cm-text-field', 'cm-text-area'). */
  idPrefix: string;
  id: string | undefined;
  value: unknown;
  defaultValue: unknown;
  maxLength: number | undefined;
  counter: CounterKind;
  description: ReactNode;
  error: string | undefined;
  ariaDescribedBy: string | undefined;
  onChange: ((event: ChangeEvent<Element>) => void) | undefined;
  messages: Partial<Pick<typeof uiMessages, 'characterCount'>> | undefined;
}

/**
 * What `TextField` and `TextArea` share: the control's id, its length (controlled or not), the
 * frame's parts (description, error, character counter and its announcer), the change handler that keeps the length, and the ARIA
 * attributes tying the control to its description, error and counter.
 */
export function useTextControl<Element extends HTMLInputElement | HTMLTextAreaElement>({
  idPrefix,
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
}: TextControlOptions<Element>) {
  const t = useMessages(UI_MESSAGES_NAMESPACE, uiMessages, messages);
  const generatedId = useId();
  const controlId = id ?? `${idPrefix}-${generatedId}`;
  const ids = fieldIds(controlId);
  const [uncontrolledLength, setUncontrolledLength] = useState(() => String(defaultValue ?? '').length);
  const length = value !== undefined && value !== null ? String(value).length : uncontrolledLength;
  const {
    counter: counterNode,
    announcer,
    describedById,
  } = useCharacterCounter(controlId, length, maxLength, counter, t.characterCount);
  const hasDescription = description !== undefined && description !== null && description !== false;
  return {
    controlId,
    length,
    /** What `FieldFrame` takes from the control: its id, description, error, counter and announcer. */
    frame: { controlId, description, error, counter: counterNode, announcer },
    handleChange: (event: ChangeEvent<Element>) => {
      setUncontrolledLength(event.target.value.length);
      onChange?.(event);
    },
    aria: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(
        hasDescription ? ids.description : undefined,
        error ? ids.error : undefined,
        describedById,
        ariaDescribedBy,
      ),
    },
  };
}
