import { forwardRef, useId, type ReactNode } from 'react';

import { Radio } from './Checkbox.tsx';
import { cx } from './cx.ts';

/** One answer of a {@link RadioGroup}. */
export interface RadioGroupOption<Value extends string | number> {
  value: Value;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

/** Props of {@link RadioGroup}. */
export interface RadioGroupProps<Value extends string | number> {
  /** The question, the fieldset's legend. */
  legend: ReactNode;
  /** A line under the legend, linked as the group's description. */
  description?: ReactNode;
  hideLegend?: boolean;
  /** The chosen value, or null while nothing is chosen. */
  value: Value | null;
  onValueChange: (value: Value) => void;
  options: readonly RadioGroupOption<Value>[];
  /** The radios' shared name. */
  name: string;
  /** 'cards': each answer a bordered card (a few weighty choices such as the memory type). */
  variant?: 'list' | 'cards';
  /** Shown but not changeable (a visitor): choosing calls nothing. */
  readOnly?: boolean;
  className?: string;
}

function RadioGroupInner<Value extends string | number>(
  {
    legend,
    description,
    hideLegend = false,
    value,
    onValueChange,
    options,
    name,
    variant = 'list',
    readOnly = false,
    className,
  }: RadioGroupProps<Value>,
  ref: React.ForwardedRef<HTMLFieldSetElement>,
) {
  const id = useId();
  const descriptionId = description ? `cm-radio-group-${id}-description` : undefined;
  return (
    <fieldset
      ref={ref}
      tabIndex={-1}
      className={cx('cm-radio-group', className)}
      data-variant={variant}
      aria-describedby={descriptionId}
    >
      <legend className={hideLegend ? 'cm-visually-hidden' : 'cm-radio-group-legend'}>{legend}</legend>
      {description ? (
        <p className="cm-field-description" id={descriptionId}>
          {description}
        </p>
      ) : null}
      <div className="cm-radio-group-options">
        {options.map((option) => (
          <Radio
            key={String(option.value)}
            name={name}
            value={String(option.value)}
            label={option.label}
            description={option.description}
            disabled={option.disabled}
            checked={value === option.value}
            variant={variant === 'cards' ? 'card' : 'plain'}
            onSelect={() => {
              if (!readOnly) onValueChange(option.value);
            }}
          />
        ))}
      </div>
    </fieldset>
  );
}

/**
 * A single-choice question: radios (or radio cards) in a `fieldset` with a `legend`. A single
 * choice is always a radio group, never checkboxes limited to one. The ref is the fieldset (focus
 * it to bring the question into view).
 *
 * @example
 * <RadioGroup legend="Who can see this memory?" name="privacy" value={privacy} onValueChange={setPrivacy}
 *   options={[{ value: 0, label: 'Public' }, { value: 2, label: 'Private with a link' }, { value: 1, label: 'Only me' }]} />
 */
export const RadioGroup = forwardRef(RadioGroupInner) as <Value extends string | number>(
  props: RadioGroupProps<Value> & { ref?: React.Ref<HTMLFieldSetElement> },
) => ReturnType<typeof RadioGroupInner>;
