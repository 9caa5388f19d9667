import { describe, expect, it, vi } from 'vitest';

import { REVEAL_GAP_PX, revealDelta, revealTarget } from './reveal.ts';

describe('revealDelta: where a deep link lands (issue 35)', () => {
  it('centres a target that fits in the room below the stuck tab strip', () => {
    // A 600 px view, its top 90 px under the tab strip: the room is 90 + 12 … 600 − 12.
    const delta = revealDelta({ targetTop: 900, targetHeight: 120, viewHeight: 600, coveredTop: 90 });
    const landsAt = 900 - delta;
    expect(landsAt).toBeGreaterThanOrEqual(90 + REVEAL_GAP_PX);
    expect(landsAt + 120).toBeLessThanOrEqual(600 - REVEAL_GAP_PX);
    // Centred in the room, not in the whole view (where its top would be under the strip less often).
    expect(landsAt - (90 + REVEAL_GAP_PX)).toBeCloseTo(600 - REVEAL_GAP_PX - (landsAt + 120));
  });

  it('puts a target taller than the room with its top just below the strip, never under it', () => {
    const delta = revealDelta({ targetTop: 1400, targetHeight: 700, viewHeight: 600, coveredTop: 90 });
    expect(1400 - delta).toBe(90 + REVEAL_GAP_PX);
  });

  it('scrolls up to a target above the view, below the strip again', () => {
    const delta = revealDelta({ targetTop: -300, targetHeight: 80, viewHeight: 500, coveredTop: 60 });
    expect(delta).toBeLessThan(0);
    expect(-300 - delta).toBeGreaterThanOrEqual(60 + REVEAL_GAP_PX);
  });

  it('uses the whole view when nothing is stuck at its top', () => {
    const delta = revealDelta({ targetTop: 1000, targetHeight: 100, viewHeight: 500, coveredTop: 0 });
    expect(1000 - delta).toBe(200);
  });
});

describe('revealTarget', () => {
  it('leaves a target in a dialog with nothing to scroll where it is (no page scroll)', () => {
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    const target = document.createElement('p');
    target.scrollIntoView = vi.fn();
    dialog.append(target);
    document.body.append(dialog);
    revealTarget(target, null, false);
    expect(target.scrollIntoView).not.toHaveBeenCalled();
    dialog.remove();
  });

  it('scrolls only the target’s own scroller, by the landing rule', () => {
    const scroller = document.createElement('div');
    scroller.style.overflowY = 'auto';
    const strip = document.createElement('div');
    strip.style.position = 'sticky';
    strip.style.top = '0px';
    const target = document.createElement('p');
    target.scrollIntoView = vi.fn();
    scroller.append(strip, target);
    document.body.append(scroller);
    Object.defineProperties(scroller, {
      scrollHeight: { value: 3000 },
      clientHeight: { value: 600 },
      scrollTop: { value: 100, writable: true },
    });
    scroller.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 50, width: 300, height: 600 });
    strip.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 50, width: 300, height: 90 });
    target.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 950, width: 300, height: 120 });
    const scrollTo = vi.fn();
    scroller.scrollTo = scrollTo as typeof scroller.scrollTo;

    revealTarget(target, strip, false);
    const expected =
      100 + revealDelta({ targetTop: 900, targetHeight: 120, viewHeight: 600, coveredTop: 90 });
    expect(scrollTo).toHaveBeenCalledWith({ top: expected, behavior: 'auto' });
    expect(target.scrollIntoView).not.toHaveBeenCalled();
    scroller.remove();
  });
});
