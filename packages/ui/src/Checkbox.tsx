import { forwardRef, useId, type ReactNode } from 'react';

import { cx } from './cx.ts';

/** Props of {@link Checkbox}. */
export interface CheckboxProps {
  /** Controlled state; pair with `onCheckedChange`. */
  checked?: boolean;
  /** Initial state when uncontrolled. */
  defaultChecked?: boolean;
  /** Called with the new state. */
  onCheckedChange?: (checked: boolean) => void;
  /** The visible label; clicking it toggles the box. */
  label: ReactNode;
  /** A smaller line under the label, linked as the accessible description. */
  description?: ReactNode;
  disabled?: boolean;
  /** Id of the checkbox; generated when absent. */
  id?: string;
  /** Form field name; the checkbox is a real input, so forms see it as usual. */
  name?: string;
  value?: string;
  required?: boolean;
  /** Extra class on the row. */
  className?: string;
}

/**
 * A checkbox with its label: a real `<input type="checkbox">` (forms, keyboard and screen
 * readers work as the platform does; a list of 300 stays light) drawn by the ui's one checkbox
 * look. The row exposes `data-state` ('checked' | 'unchecked') and `data-disabled`; the ref
 * points at the input.
 *
 * @example
 * <Checkbox label="Don't show this again" checked={hide} onCheckedChange={setHide} />
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  {
    checked,
    defaultChecked,
    onCheckedChange,
    label,
    description,
    disabled,
    id,
    name,
    value,
    required,
    className,
  },
  ref,
) {
  return (
    <ChoiceRow
      ref={ref}
      type="checkbox"
      id={id}
      checked={checked}
      defaultChecked={defaultChecked}
      onChange={onCheckedChange}
      label={label}
      description={description}
      disabled={disabled}
      name={name}
      value={value}
      required={required}
      className={cx('cm-checkbox', className)}
    />
  );
});

/** Props of {@link Radio}. */
export interface RadioProps {
  /** Whether this choice is the chosen one. */
  checked?: boolean;
  /** Called when the person chooses this option. */
  onSelect?: () => void;
  label: ReactNode;
  /** A smaller line under the label, linked as the accessible description. */
  description?: ReactNode;
  /** The group's name: radios with one name are one question. */
  name: string;
  value: string;
  disabled?: boolean;
  id?: string;
  /** 'card': the whole row is a bordered, clickable card (a short list of weighty choices). */
  variant?: 'plain' | 'card';
  className?: string;
}

/**
 * One answer of a single-choice question: a real `<input type="radio">` in the ui's one radio
 * look (arrow keys move between the answers, as the platform does). Use {@link RadioGroup} for
 * the question around it.
 *
 * @example
 * <Radio name="privacy" value="0" label="Public" checked={privacy === 0} onSelect={() => setPrivacy(0)} />
 */
export const Radio = forwardRef<HTMLInputElement, RadioProps>(function Radio(
  { checked, onSelect, label, description, name, value, disabled, id, variant = 'plain', className },
  ref,
) {
  return (
    <ChoiceRow
      ref={ref}
      type="radio"
      id={id}
      checked={checked}
      onChange={(next) => {
        if (next) onSelect?.();
      }}
      label={label}
      description={description}
      disabled={disabled}
      name={name}
      value={value}
      className={cx('cm-radio', className)}
      variant={variant}
    />
  );
});

interface ChoiceRowProps {
  type: 'checkbox' | 'radio';
  id: string | undefined;
  checked: boolean | undefined;
  defaultChecked?: boolean | undefined;
  onChange: ((checked: boolean) => void) | undefined;
  label: ReactNode;
  description: ReactNode;
  disabled: boolean | undefined;
  name: string | undefined;
  value: string | undefined;
  required?: boolean | undefined;
  className: string;
  variant?: 'plain' | 'card';
}

/** The shared row of a checkbox or radio: the input over its drawn box, the label, the description. */
const ChoiceRow = forwardRef<HTMLInputElement, ChoiceRowProps>(function ChoiceRow(
  {
    type,
    id,
    checked,
    defaultChecked,
    onChange,
    label,
    description,
    disabled,
    name,
    value,
    required,
    className,
    variant = 'plain',
  },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? `cm-${type}-${generatedId}`;
  const descriptionId = description ? `${inputId}-description` : undefined;
  return (
    <div
      className={cx('cm-choice', className)}
      data-variant={variant === 'card' ? 'card' : undefined}
      data-state={checked === undefined ? undefined : checked ? 'checked' : 'unchecked'}
      data-disabled={disabled ? '' : undefined}
    >
      <span className="cm-control" data-type={type}>
        <input
          ref={ref}
          id={inputId}
          type={type}
          className="cm-control-input"
          checked={checked}
          defaultChecked={defaultChecked}
          onChange={onChange ? (event) => onChange(event.currentTarget.checked) : undefined}
          disabled={disabled}
          name={name}
          value={value}
          required={required}
          aria-describedby={descriptionId}
        />
        <span className="cm-control-visual" aria-hidden="true" />
      </span>
      <span className="cm-choice-text">
        <label className="cm-choice-label" htmlFor={inputId}>
          {label}
        </label>
        {description ? (
          <span className="cm-choice-description" id={descriptionId}>
            {description}
          </span>
        ) : null}
      </span>
    </div>
  );
});
