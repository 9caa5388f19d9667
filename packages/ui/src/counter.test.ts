import { describe, expect, it } from 'vitest';

import {
  COUNTER_DANGER_RATIO,
  COUNTER_VISIBLE_RATIO,
  DETAILS_LENGTH_MAX,
  DETAILS_WARNING_AT,
} from './constants.ts';
import { counterState } from './counter.ts';

describe('counter constants (spec: memory-writing §5, §9)', () => {
  it('are 80 %, 90 %, 500 and 450', () => {
    expect(COUNTER_VISIBLE_RATIO).toBe(0.8);
    expect(COUNTER_DANGER_RATIO).toBe(0.9);
    expect(DETAILS_LENGTH_MAX).toBe(500);
    expect(DETAILS_WARNING_AT).toBe(450);
  });
});

describe("counterState 'description'", () => {
  it('is hidden up to exactly 80 % and shows above it', () => {
    expect(counterState(0, 5000, 'description')).toEqual({ visible: false, danger: false });
    expect(counterState(4000, 5000, 'description')).toEqual({ visible: false, danger: false });
    expect(counterState(4001, 5000, 'description')).toEqual({ visible: true, danger: false });
  });

  it('turns red above 90 %', () => {
    expect(counterState(4500, 5000, 'description')).toEqual({ visible: true, danger: false });
    expect(counterState(4501, 5000, 'description')).toEqual({ visible: true, danger: true });
    expect(counterState(5000, 5000, 'description')).toEqual({ visible: true, danger: true });
  });

  it('follows the same shares for the 1000-character comment box (800 and 900)', () => {
    expect(counterState(800, 1000, 'description').visible).toBe(false);
    expect(counterState(801, 1000, 'description').visible).toBe(true);
    expect(counterState(900, 1000, 'description').danger).toBe(false);
    expect(counterState(901, 1000, 'description').danger).toBe(true);
  });
});

describe("counterState 'details'", () => {
  it('shows from the first character', () => {
    expect(counterState(0, 500, 'details')).toEqual({ visible: false, danger: false });
    expect(counterState(1, 500, 'details')).toEqual({ visible: true, danger: false });
  });

  it('turns red above 450 of 500', () => {
    expect(counterState(450, 500, 'details')).toEqual({ visible: true, danger: false });
    expect(counterState(451, 500, 'details')).toEqual({ visible: true, danger: true });
  });
});

describe("counterState 'none'", () => {
  it('never shows', () => {
    expect(counterState(5000, 5000, 'none')).toEqual({ visible: false, danger: false });
  });
});
