import { describe, expect, it } from 'vitest';

import { postedAtAfterSave } from './domain/posting.ts';
import { memoryListedAt, memoryPostedAt } from './posting.ts';

describe('when a memory was posted', () => {
  it('is posted_at, null while not posted yet, and the creation time for a memory that has none', () => {
    const created = '2024-05-01T09:00:00.000Z';
    expect(memoryPostedAt({ created, posted_at: '2024-05-01T09:07:00.000Z' })).toBe(
      '2024-05-01T09:07:00.000Z',
    );
    expect(memoryPostedAt({ created, posted_at: null })).toBeNull();
    expect(memoryPostedAt({ created })).toBe(created);
  });

  it('lists a memory by when it was posted, and one not posted yet by when it was first saved', () => {
    const drafted = { created: '2024-05-01T09:00:00.000Z', posted_at: '2024-05-01T09:30:00.000Z' };
    const other = { created: '2024-05-01T09:10:00.000Z', posted_at: '2024-05-01T09:10:00.000Z' };
    const unposted = { created: '2024-05-01T09:20:00.000Z', posted_at: null };
    expect(memoryListedAt(drafted)).toBe('2024-05-01T09:30:00.000Z');
    expect(memoryListedAt(unposted)).toBe('2024-05-01T09:20:00.000Z');
    const newestFirst = [other, unposted, drafted].sort((a, b) =>
      memoryListedAt(b).localeCompare(memoryListedAt(a)),
    );
    expect(newestFirst).toEqual([drafted, unposted, other]);
  });
});

describe('the posted time after a save', () => {
  it('is the moment of the first save that is not an autosave, and stays through later saves', () => {
    // The tag wizard's saves before Post post nothing.
    expect(postedAtAfterSave(null, { autosave: true }, 'first tag')).toBeNull();
    // Post (a create, or the update of the memory the wizard created).
    expect(postedAtAfterSave(null, {}, 'Post')).toBe('Post');
    expect(postedAtAfterSave(null, { autosave: false }, 'Post')).toBe('Post');
    // Edits and tag saves after Post keep it.
    expect(postedAtAfterSave('Post', {}, 'an edit')).toBe('Post');
    expect(postedAtAfterSave('Post', { autosave: true }, 'a tag')).toBe('Post');
  });
});
