import { describe, expect, it } from 'vitest';

import { coverMode } from './safety.ts';
import { memorySchema } from './schemas/memory.ts';

const memory = (warningIds: number[], isOwner = false) =>
  memorySchema.parse({
    hashId: 'h',
    shareable_link: 'l',
    created: '2024-01-01T00:00:00Z',
    author: 'sam',
    title: 'A memory',
    is_owner: isOwner,
    sensitive_topics: warningIds.map((id) => ({ id, description: `Warning ${id}` })),
  });

const filters = (hidden: number[], shown: number[]) => ({
  hidden_content_warning_ids: hidden,
  shown_content_warning_ids: shown,
});

describe('whether a memory is covered for its reader', () => {
  it('never covers the writer’s own words or a memory without warnings', () => {
    expect(coverMode(memory([2], true), filters([2], []), true)).toBe('open');
    expect(coverMode(memory([]), filters([], []), true)).toBe('open');
  });

  it('asks first by default, and for a visitor, who has no filters', () => {
    expect(coverMode(memory([2]), filters([], []), true)).toBe('warn');
    expect(coverMode(memory([2]), undefined, false)).toBe('warn');
  });

  it('stays covered while the filters load', () => {
    expect(coverMode(memory([2]), undefined, true)).toBe('pending');
  });

  it('hides when any warning is hidden, even one the reader also sees', () => {
    expect(coverMode(memory([2, 3]), filters([3], [2]), true)).toBe('hide');
  });

  it('opens without a notice only when every warning is one the reader sees', () => {
    expect(coverMode(memory([2, 3]), filters([], [2, 3]), true)).toBe('open');
    expect(coverMode(memory([2, 3]), filters([], [2]), true)).toBe('warn');
  });
});
