import { forwardRef, useEffect, useId, useState, type ReactNode } from 'react';

import { cx } from './cx.ts';
import { useLocale } from './use-locale.ts';

/** How long after mounting the bar starts to animate changes. */
const SETTLE_MS = 400;

/** Props of {@link ProgressBar}. */
export interface ProgressBarProps {
  /** Current value, between 0 and `max`. */
  value: number;
  /** Default 100. */
  max?: number;
  /** The accessible name, also shown above the bar unless `hideLabel`. */
  label: ReactNode;
  /** How the value is read and shown, e.g. 'Step 1 of 2'; default a percentage in the locale. */
  valueText?: string;
  /** Keep the label and value text for screen readers only. */
  hideLabel?: boolean;
  className?: string;
}

/**
 * A progress bar (`role="progressbar"` named by its label, the value text as `aria-valuetext`). `data-state` is
 * 'complete' at `max`, else 'progress'. The fill is a native `<progress>` (hidden from assistive
 * technology, which reads the labelled outer element): it draws its own width from its value, so
 * server-rendered HTML carries no `style` attribute, which a strict Content-Security-Policy refuses.
 *
 * @example
 * <ProgressBar label="Your progress" value={step} max={2} valueText={`Step ${step} of 2`} />
 */
export const ProgressBar = forwardRef<HTMLDivElement, ProgressBarProps>(function ProgressBar(
  { value, max = 100, label, valueText, hideLabel = false, className },
  ref,
) {
  const locale = useLocale();
  const clamped = Math.min(Math.max(value, 0), max);
  const percent = max > 0 ? (clamped / max) * 100 : 0;
  const shownValue =
    valueText ??
    new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);
  const labelId = useId();
  // The bar shows its true value from the start (a restored draft, a memory half tagged): only
  // changes made once it is on screen move.
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(true), SETTLE_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div
      ref={ref}
      role="progressbar"
      aria-labelledby={labelId}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={clamped}
      aria-valuetext={shownValue}
      className={cx('cm-progress', className)}
      data-state={clamped >= max ? 'complete' : 'progress'}
      data-animate={settled ? '' : undefined}
    >
      <div className={hideLabel ? 'cm-visually-hidden' : 'cm-progress-header'}>
        <span id={labelId} className="cm-progress-label">
          {label}
        </span>
        <span className="cm-progress-value" aria-hidden="true">
          {shownValue}
        </span>
      </div>
      <div className="cm-progress-track" aria-hidden="true">
        <progress className="cm-progress-fill" value={clamped} max={max > 0 ? max : 1} />
      </div>
    </div>
  );
});
