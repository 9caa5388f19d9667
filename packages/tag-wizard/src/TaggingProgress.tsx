import { useId, type CSSProperties } from 'react';

import { PROGRESS_MAX } from './constants.ts';

/** Props of {@link TaggingProgress}. */
export interface TaggingProgressProps {
  label: string;
  /** Points, 0-100. */
  value: number;
  /** What a screen reader hears and the bar shows ('30%'). */
  valueText: string;
}

/**
 * The tagging progress bar: a `progressbar` named by its label, with the value as text. The
 * markup and classes of ui's `ProgressBar`, without react-aria (see the README's bundle notes).
 */
export function TaggingProgress({ label, value, valueText }: TaggingProgressProps) {
  const labelId = useId();
  const clamped = Math.min(Math.max(value, 0), PROGRESS_MAX);
  const style = { '--cm-progress-percent': `${(clamped / PROGRESS_MAX) * 100}%` } as CSSProperties;
  return (
    <div
      role="progressbar"
      aria-labelledby={labelId}
      aria-valuemin={0}
      aria-valuemax={PROGRESS_MAX}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
      className="cm-progress"
      data-state={clamped >= PROGRESS_MAX ? 'complete' : 'progress'}
      style={style}
    >
      <div className="cm-progress-header">
        <span id={labelId} className="cm-progress-label">
          {label}
        </span>
        <span className="cm-progress-value" aria-hidden="true">
          {valueText}
        </span>
      </div>
      <div className="cm-progress-track" aria-hidden="true">
        <div className="cm-progress-fill" />
      </div>
    </div>
  );
}
