import { describe, expect, it } from 'vitest';

import { coveredMode } from './CoverView.tsx';

describe('coveredMode: what covers the memory now', () => {
  it("lifts a 'warn' once the reader chose 'Show memory', never a hidden one or filters still loading", () => {
    expect(coveredMode('open', false)).toBeNull();
    expect(coveredMode('warn', false)).toBe('warn');
    expect(coveredMode('warn', true)).toBeNull();
    expect(coveredMode('hide', true)).toBe('hide');
    expect(coveredMode('pending', true)).toBe('pending');
  });
});
