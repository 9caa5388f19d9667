import { describe, expect, it } from 'vitest';

import {
  DESCRIPTION_MODAL_WIDTH,
  DESCRIPTION_ROWS,
  DRAFT_AUTOSAVE_MS,
  FORM_STEPS,
  GUIDELINES_MODAL_WIDTH,
  LAYOUT_BREAKPOINT_PX,
  MODAL_EDITOR_ROWS,
  PHOTO_ACCEPT,
} from './constants.ts';
import { MEMORY_EDITOR_NAMESPACE, memoryEditorMessages as t } from './messages.ts';

/*
 * The spec's words are checked where a person reads them: MemoryEditor.test.tsx, the flow tests
 * and the editor's stories find each one on screen (a copy of the strings here could only ever
 * agree with itself). What stays here is what the strings must do beyond being themselves.
 */
describe('memory editor strings', () => {
  it('counts the added content warnings in the words of memory-writing §2', () => {
    expect([t.warningsAdded(1), t.warningsAdded(3)]).toEqual(['(1 Added)', '(3 Added)']);
  });

  it('uses its own namespace, so a host can override it apart from the other widgets', () => {
    expect(MEMORY_EDITOR_NAMESPACE).toBe('memoryEditor');
  });

  it("keeps the reassurance after a failed save apart from the spec's failure texts", () => {
    expect(t.savedKeptText).toBe('Everything you wrote is still here.');
    expect(t.createFailedText).not.toContain(t.savedKeptText);
    expect(t.updateFailedText).not.toContain(t.savedKeptText);
  });

  it('keeps the constants of memory-writing §2 and §9', () => {
    expect(DRAFT_AUTOSAVE_MS).toBe(3000);
    expect(FORM_STEPS).toBe(2);
    expect(GUIDELINES_MODAL_WIDTH).toBe(600);
    expect(DESCRIPTION_MODAL_WIDTH).toBe(660);
    expect(DESCRIPTION_ROWS).toEqual({ desktop: { min: 6, max: 18 }, mobile: { min: 7, max: 10 } });
    expect(MODAL_EDITOR_ROWS).toEqual({ min: 10, maxMobile: 15, maxDesktop: 18 });
    expect(LAYOUT_BREAKPOINT_PX).toBe(640);
    expect(PHOTO_ACCEPT).toBe('image/*,video/*');
  });
});
