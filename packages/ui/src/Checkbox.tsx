import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { forwardRef, useId, type ReactNode } from 'react';

import { cx } from './cx.ts';
import { CheckIcon } from './icons.tsx';

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
  /** Form field name: a hidden input carries `value` when checked. */
  name?: string;
  value?: string;
  required?: boolean;
  /** Extra class on the row. */
  className?: string;
}

/**
 * A checkbox with its label (Radix Checkbox). The row exposes `data-state` ('checked' |
 * 'unchecked') and `data-disabled`; the ref points at the checkbox button.
 *
 * @example
 * <Checkbox label="Don't show this again" checked={hide} onCheckedChange={setHide} />
 */
export const Checkbox = forwardRef<HTMLButtonElement, CheckboxProps>(function Checkbox(
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
  const generatedId = useId();
  const checkboxId = id ?? `cm-checkbox-${generatedId}`;
  const descriptionId = description ? `${checkboxId}-description` : undefined;
  return (
    <div
      className={cx('cm-checkbox', className)}
      data-state={checked === undefined ? undefined : checked ? 'checked' : 'unchecked'}
      data-disabled={disabled ? '' : undefined}
    >
      <RadixCheckbox.Root
        ref={ref}
        id={checkboxId}
        className="cm-checkbox-box"
        checked={checked}
        defaultChecked={defaultChecked}
        onCheckedChange={onCheckedChange ? (state) => onCheckedChange(state === true) : undefined}
        disabled={disabled}
        name={name}
        value={value}
        required={required}
        aria-describedby={descriptionId}
      >
        <RadixCheckbox.Indicator className="cm-checkbox-indicator">
          <CheckIcon />
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <span className="cm-checkbox-text">
        <label className="cm-checkbox-label" htmlFor={checkboxId}>
          {label}
        </label>
        {description ? (
          <span className="cm-checkbox-description" id={descriptionId}>
            {description}
          </span>
        ) : null}
      </span>
    </div>
  );
});
