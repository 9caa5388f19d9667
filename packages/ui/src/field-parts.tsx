import type { ReactNode } from 'react';

import { cx } from './cx.ts';

/** Joins ids for `aria-describedby`, skipping empty ones; undefined when none is left. */
export function describedBy(...ids: (string | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

/** Ids of the parts of a field, derived from the control's id. */
export function fieldIds(controlId: string) {
  return {
    label: `${controlId}-label`,
    description: `${controlId}-description`,
    error: `${controlId}-error`,
  };
}

interface FieldFrameProps {
  controlId: string;
  label: ReactNode;
  hideLabel: boolean;
  description: ReactNode;
  error: string | undefined;
  counter?: ReactNode;
  announcer?: ReactNode;
  className: string | undefined;
  blockClass: string;
  children: ReactNode;
}

/** Label, control, then a footer row with the error or description on the left and the counter on the right. */
export function FieldFrame({
  controlId,
  label,
  hideLabel,
  description,
  error,
  counter,
  announcer,
  className,
  blockClass,
  children,
}: FieldFrameProps) {
  const ids = fieldIds(controlId);
  const hasDescription = description !== undefined && description !== null && description !== false;
  return (
    <div className={cx('cm-field', blockClass, className)} data-state={error ? 'invalid' : undefined}>
      <label
        className={hideLabel ? 'cm-visually-hidden' : 'cm-field-label'}
        htmlFor={controlId}
        id={ids.label}
      >
        {label}
      </label>
      {hasDescription ? (
        <p className="cm-field-description" id={ids.description}>
          {description}
        </p>
      ) : null}
      {children}
      {error || counter ? (
        <div className="cm-field-footer">
          {error ? (
            <p className="cm-field-error" id={ids.error}>
              {error}
            </p>
          ) : null}
          {counter}
        </div>
      ) : null}
      {announcer}
    </div>
  );
}
