import {
  COUNTER_DANGER_RATIO,
  COUNTER_VISIBLE_RATIO,
  DETAILS_LENGTH_MAX,
  DETAILS_WARNING_AT,
} from './constants.ts';

/**
 * Which counter rule a text field follows (spec: memory-writing §5):
 * - 'description': shown above 80 % of the limit, red above 90 % (descriptions, comments);
 * - 'details': shown as soon as there is text, red above 450 of 500 (additional details);
 * - 'none': no counter.
 */
export type CounterKind = 'description' | 'details' | 'none';

/** What a counter shows for a length. */
export interface CounterState {
  visible: boolean;
  danger: boolean;
}

/**
 * The counter rule as a pure function: whether the `n/max` counter shows, and whether it is red.
 *
 * @example
 * counterState(4001, 5000, 'description'); // { visible: true, danger: false }
 * counterState(451, 500, 'details');       // { visible: true, danger: true }
 */
export function counterState(length: number, max: number, kind: CounterKind): CounterState {
  switch (kind) {
    case 'description':
      return { visible: length > max * COUNTER_VISIBLE_RATIO, danger: length > max * COUNTER_DANGER_RATIO };
    case 'details': {
      // 450 of 500 in the spec; the same share of any other limit.
      const warningAt = (max * DETAILS_WARNING_AT) / DETAILS_LENGTH_MAX;
      return { visible: length > 0, danger: length > warningAt };
    }
    case 'none':
      return { visible: false, danger: false };
  }
}
