import { describe, expect, it } from 'vitest';

describe('@childhood-memories/ui public exports', () => {
  it('exports exactly the documented runtime names', async () => {
    const exports = Object.keys(await import('./index.ts')).sort();
    expect(exports).toEqual([]);
  });
});
