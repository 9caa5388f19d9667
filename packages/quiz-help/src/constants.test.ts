import { describe, expect, it } from 'vitest';

import {
  COMMUNITY_GUIDELINES_MODAL_WIDTH,
  MEMORY_PHOTOS_MAX,
  MEMORY_WRITING_SUPPORT_MODAL_WIDTH,
} from './constants.ts';

describe('constants of the spec', () => {
  it('Community Guidelines modal: width 600', () => {
    expect(COMMUNITY_GUIDELINES_MODAL_WIDTH).toBe(600);
  });

  it('Memory Writing Support modal: the editor modal width, 600', () => {
    expect(MEMORY_WRITING_SUPPORT_MODAL_WIDTH).toBe(600);
  });

  it('photos per memory: at most 3', () => {
    expect(MEMORY_PHOTOS_MAX).toBe(3);
  });
});
