import { MemoryType } from '@childhood-memories/api-client';
import { describe, expect, it } from 'vitest';

import { CATEGORIES, categoriesFor, categoryForTab, movesOnAfterChoice, neighbours } from './categories.ts';
import {
  AUTOSAVE_RETRY_DELAYS_MS,
  DETAILS_MAX,
  DETAILS_PREVIEW_MAX,
  POINTS_PER_CATEGORY,
  PROGRESS_MAX,
  SAVED_CHECK_MS,
  SEARCH_SCROLL_DELAY_MS,
  SELECTION_MAX,
  STORAGE_KEYS,
} from './constants.ts';

describe('categories', () => {
  it('move on after a choice only where the question has one answer (Age); several answers stay', () => {
    expect(CATEGORIES.filter(movesOnAfterChoice).map((c) => c.key)).toEqual(['age']);
    // People's Actions (up to 15 actions after its one person), Siblings, Risk Factors, Feelings… stay.
    for (const key of ['siblings', 'peoplesActions', 'riskFactors', 'feelings', 'shocks'])
      expect(movesOnAfterChoice(CATEGORIES.find((c) => c.key === key)!)).toBe(false);
  });

  it('come in the specification’s order with its numbers', () => {
    expect(CATEGORIES.map((c) => [c.key, c.number])).toEqual([
      ['age', 1],
      ['siblings', 2],
      ['peoplesActions', 4],
      ['riskFactors', 3],
      ['challenges', 5],
      ['shocks', 6],
      ['feelings', 7],
      ['needs', 8],
      ['thoughts', 9],
      ['changes', 10],
      ['school', 11],
      ['health', 12],
    ]);
  });

  it('map to the save payload lists and text fields', () => {
    expect(CATEGORIES.map((c) => [c.list, c.textField])).toEqual([
      ['age_ranges', 'age_ranges_text'],
      ['sibling', 'sibling_text'],
      ['persons_actions', 'persons_actions_text'],
      ['risk_factor', 'risk_factor_text'],
      ['chronic_adverse_events', 'chronic_adverse_events_text'],
      ['sudden_adverse_events', 'sudden_adverse_events_text'],
      ['feelings', 'feelings_text'],
      ['needs', 'needs_text'],
      ['thoughts', 'thoughts_text'],
      ['childhood_effects_emotions', 'childhood_effects_emotions_text'],
      ['childhood_effects_social', 'childhood_effects_social_text'],
      ['childhood_effects_health', 'childhood_effects_health_text'],
    ]);
  });

  it('show happy memories the first ten only, other types all twelve', () => {
    expect(categoriesFor(MemoryType.Happy).map((c) => c.key)).not.toContain('school');
    expect(categoriesFor(MemoryType.Happy).map((c) => c.key)).not.toContain('health');
    expect(categoriesFor(MemoryType.Happy)).toHaveLength(10);
    expect(categoriesFor(MemoryType.Bittersweet)).toHaveLength(12);
    expect(categoriesFor(MemoryType.Unhappy)).toHaveLength(12);
  });

  it('open from a tab deep link by number, only when the type shows it', () => {
    expect(categoryForTab(MemoryType.Unhappy, 4)?.key).toBe('peoplesActions');
    expect(categoryForTab(MemoryType.Unhappy, '3')?.key).toBe('riskFactors');
    expect(categoryForTab(MemoryType.Happy, 12)).toBeNull();
    expect(categoryForTab(MemoryType.Unhappy, 13)).toBeNull();
    expect(categoryForTab(MemoryType.Unhappy, 'feelings')).toBeNull();
    expect(categoryForTab(MemoryType.Unhappy, undefined)).toBeNull();
  });

  it('move Previous and Next in the wizard order', () => {
    expect(neighbours(MemoryType.Unhappy, 'siblings')).toMatchObject({
      previous: { key: 'age' },
      next: { key: 'peoplesActions' },
    });
    expect(neighbours(MemoryType.Unhappy, 'age').previous).toBeNull();
    expect(neighbours(MemoryType.Unhappy, 'health').next).toBeNull();
    expect(neighbours(MemoryType.Happy, 'changes').next).toBeNull();
  });
});

describe('constants', () => {
  it('keep the maximum selections of §5', () => {
    expect(SELECTION_MAX).toEqual({
      age: 1,
      siblings: 15,
      riskFactors: 15,
      person: 1,
      personActions: 15,
      challenges: 15,
      shocks: 10,
      feelings: 15,
      needs: 15,
      thoughts: 15,
      changes: 15,
      health: 15,
      school: 15,
    });
    expect(CATEGORIES.map((c) => c.max)).toEqual([1, 15, 15, 15, 15, 10, 15, 15, 15, 15, 15, 15]);
  });

  it('keep the numbers of §9', () => {
    expect(POINTS_PER_CATEGORY).toBe(10);
    expect(PROGRESS_MAX).toBe(100);
    expect(SAVED_CHECK_MS).toBe(1500);
    expect(SEARCH_SCROLL_DELAY_MS).toBe(100);
    expect(DETAILS_MAX).toBe(500);
    expect(DETAILS_PREVIEW_MAX).toBe(100);
    expect(AUTOSAVE_RETRY_DELAYS_MS).toEqual([1000, 2000, 4000, 8000, 16000, 30000]);
    expect(STORAGE_KEYS).toEqual({
      yourGuide: 'yourGuideFormData',
      hideIntroduction: 'hideIntroductionScreen',
    });
  });
});
