import { forwardRef, useId, type ReactNode } from 'react';

import { Checkbox } from './Checkbox.tsx';
import { cx } from './cx.ts';
import { uiMessages, UI_MESSAGES_NAMESPACE } from './messages.ts';
import { useMessages } from './use-messages.ts';

/** One choice of a {@link CheckboxGroup}. */
export interface CheckboxGroupOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
  description?: ReactNode;
}

/** Props of {@link CheckboxGroup}. */
export interface CheckboxGroupProps {
  /** The question, rendered as the fieldset's legend. */
  legend: ReactNode;
  /** The checked values, in the order they were chosen. */
  value: string[];
  onChange: (value: string[]) => void;
  options: CheckboxGroupOption[];
  /** At most this many; at the maximum every unchecked option is disabled and a hint says why. */
  max?: number;
  /** A line under the legend, linked as the fieldset's description. */
  description?: ReactNode;
  /** Hide the legend visually (it stays the group's accessible name). */
  hideLegend?: boolean;
  /** Form field name for every checkbox. */
  name?: string;
  className?: string;
  /** Override the ui strings used here (`maxSelected`). */
  messages?: Partial<Pick<typeof uiMessages, 'maxSelected'>>;
}

/**
 * Several checkboxes answering one question, in a `fieldset` with a `legend`. With `max`,
 * reaching the maximum disables the remaining options (spec: tagging categories) and says so.
 * Exposes `data-state="max"` when full.
 *
 * @example
 * <CheckboxGroup
 *   legend="Feelings"
 *   value={feelings}
 *   onChange={setFeelings}
 *   max={15}
 *   options={[{ value: '12', label: 'Afraid' }, { value: '13', label: 'Alone' }]}
 * />
 */
export const CheckboxGroup = forwardRef<HTMLFieldSetElement, CheckboxGroupProps>(function CheckboxGroup(
  { legend, value, onChange, options, max, description, hideLegend = false, name, className, messages },
  ref,
) {
  const t = useMessages(UI_MESSAGES_NAMESPACE, uiMessages, messages);
  const id = useId();
  const descriptionId = description ? `cm-checkbox-group-${id}-description` : undefined;
  const hintId = `cm-checkbox-group-${id}-hint`;
  const atMax = max !== undefined && value.length >= max;

  const toggle = (optionValue: string, checked: boolean) => {
    if (checked) {
      if (value.includes(optionValue) || atMax) return;
      onChange([...value, optionValue]);
    } else {
      onChange(value.filter((v) => v !== optionValue));
    }
  };

  return (
    <fieldset
      ref={ref}
      className={cx('cm-checkbox-group', className)}
      aria-describedby={[descriptionId, atMax ? hintId : undefined].filter(Boolean).join(' ') || undefined}
      data-state={atMax ? 'max' : undefined}
    >
      <legend className={hideLegend ? 'cm-visually-hidden' : 'cm-checkbox-group-legend'}>{legend}</legend>
      {description ? (
        <p className="cm-field-description" id={descriptionId}>
          {description}
        </p>
      ) : null}
      <div className="cm-checkbox-group-options">
        {options.map((option) => {
          const checked = value.includes(option.value);
          return (
            <Checkbox
              key={option.value}
              label={option.label}
              description={option.description}
              checked={checked}
              disabled={option.disabled || (atMax && !checked)}
              onCheckedChange={(next) => toggle(option.value, next)}
              name={name}
              value={option.value}
            />
          );
        })}
      </div>
      <p className={atMax ? 'cm-field-description' : 'cm-visually-hidden'} id={hintId} aria-live="polite">
        {atMax && max !== undefined ? t.maxSelected(max) : null}
      </p>
    </fieldset>
  );
});
