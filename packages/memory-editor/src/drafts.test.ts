import { MemoryType } from '@childhood-memories/api-client';
import { describe, expect, it, vi } from 'vitest';

import {
  areDraftsOff,
  clearDraft,
  draftKey,
  draftScope,
  draftsOffKey,
  readDraft,
  setDraftsOff,
  writeDraft,
  type DraftStorage,
} from './drafts.ts';
import { emptyMemoryForm } from './form.ts';

function memoryStorage(): DraftStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

const draft = {
  form: { ...emptyMemoryForm(), desc: 'The lake', memoryType: MemoryType.Happy },
  step: 2,
  idempotencyKey: 'key-1',
};

describe('draft storage', () => {
  it('namespaces the key per member without spelling out who', () => {
    const ada = draftScope('ada');
    expect(ada).not.toContain('ada');
    expect(ada).toBe(draftScope('ada'));
    expect(ada).not.toBe(draftScope('grace'));
    expect(draftKey(ada)).toBe(`cm:memory-editor:draft:${ada}`);
    expect(draftsOffKey(ada)).toBe(`cm:memory-editor:drafts-off:${ada}`);
    expect(draftScope(null)).toBe('visitor');
  });

  it('writes and reads back a draft, restored with flavour "memory"', () => {
    const storage = memoryStorage();
    expect(writeDraft(storage, 's', draft)).toBe(true);
    const restored = readDraft(storage, 's');
    expect(restored?.form.desc).toBe('The lake');
    expect(restored?.form.memoryType).toBe(1);
    expect(restored?.form.memoryFlavor).toBe('memory');
    expect(restored?.step).toBe(2);
    expect(restored?.idempotencyKey).toBe('key-1');
  });

  it('stamps the draft with the time it was saved', () => {
    const storage = memoryStorage();
    writeDraft(storage, 's', draft, new Date('2024-05-01T09:00:00.000Z'));
    expect(readDraft(storage, 's')?.savedAt).toBe('2024-05-01T09:00:00.000Z');
  });

  it('keeps drafts of different members apart', () => {
    const storage = memoryStorage();
    writeDraft(storage, draftScope('ada'), draft);
    expect(readDraft(storage, draftScope('grace'))).toBeNull();
  });

  it('clears a draft', () => {
    const storage = memoryStorage();
    writeDraft(storage, 's', draft);
    clearDraft(storage, 's');
    expect(readDraft(storage, 's')).toBeNull();
  });

  it('ignores a damaged draft and wrong field kinds without throwing', () => {
    const storage = memoryStorage();
    storage.setItem(draftKey('s'), '{not json');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readDraft(storage, 's')).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
    storage.setItem(
      draftKey('s'),
      JSON.stringify({ version: 1, form: { desc: 42, title: 'Kept' }, step: 9 }),
    );
    const restored = readDraft(storage, 's');
    expect(restored?.form.desc).toBe('');
    expect(restored?.form.title).toBe('Kept');
    expect(restored?.step).toBe(1);
  });

  it('stays silent when the storage refuses to save (logged only)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const full: DraftStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(writeDraft(full, 's', draft)).toBe(false);
    expect(warn).toHaveBeenCalledWith('[memory-editor] draft save failed', expect.any(Error));
    warn.mockRestore();
  });

  it('keeps the finished photos with their temporary ids, so no save after a reload drops one', () => {
    const storage = memoryStorage();
    const photo = { uid: '1', name: 'a.jpg', status: 'done' as const, url: 'u', thumbUrl: 'u', tempId: 't1' };
    const uploading = { ...photo, uid: '2', name: 'b.jpg', status: 'uploading' as const, tempId: null };
    writeDraft(storage, 's', {
      ...draft,
      form: { ...draft.form, memoryPhoto: [photo, uploading], image_list: ['t1'], image_data: ['u'] },
    });
    expect(readDraft(storage, 's')?.form.memoryPhoto).toEqual([photo]);
    expect(readDraft(storage, 's')?.form.image_list).toEqual(['t1']);
    expect(readDraft(storage, 's')?.form.image_data).toEqual(['u']);
  });

  it('leaves out a stored photo that is malformed, has no temporary id or repeats one', () => {
    const storage = memoryStorage();
    const photo = { uid: '1', name: 'a.jpg', status: 'done', url: 'u', thumbUrl: 'u', tempId: 't1' };
    storage.setItem(
      draftKey('s'),
      JSON.stringify({
        version: 1,
        step: 1,
        idempotencyKey: 'k',
        form: {
          ...draft.form,
          memoryPhoto: [photo, { ...photo, uid: '2' }, { ...photo, tempId: '' }, { uid: 3 }, 'photo'],
          image_list: ['t1', 'forged'],
        },
      }),
    );
    expect(readDraft(storage, 's')?.form.memoryPhoto).toEqual([photo]);
    expect(readDraft(storage, 's')?.form.image_list).toEqual(['t1']);
  });

  it('"Don\'t keep drafts on this device" deletes the draft and is remembered', () => {
    const storage = memoryStorage();
    writeDraft(storage, 's', draft);
    setDraftsOff(storage, 's', true);
    expect(areDraftsOff(storage, 's')).toBe(true);
    expect(readDraft(storage, 's')).toBeNull();
    setDraftsOff(storage, 's', false);
    expect(areDraftsOff(storage, 's')).toBe(false);
  });
});
