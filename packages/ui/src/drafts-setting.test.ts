import { describe, expect, it, vi } from 'vitest';

import { areDraftsOff, draftScope, draftsOffKey } from './drafts-setting.ts';

describe("the 'Don't keep drafts on this device' choice, shared by the widgets", () => {
  it('is read under the key the memory editor has always written', () => {
    const scope = draftScope('ada');
    expect(scope).toMatch(/^m[0-9a-f]{8}$/);
    expect(scope).not.toContain('ada');
    expect(draftScope(null)).toBe('visitor');
    expect(draftsOffKey(scope)).toBe(`cm:memory-editor:drafts-off:${scope}`);
    const stored = new Map([[draftsOffKey(scope), '1']]);
    const storage = { getItem: (key: string) => stored.get(key) ?? null };
    expect(areDraftsOff(storage, scope)).toBe(true);
    expect(areDraftsOff(storage, draftScope('ben'))).toBe(false);
  });

  it('reads as drafts kept, and logs, when the storage cannot be read', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
    };
    expect(areDraftsOff(blocked, 'visitor')).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
