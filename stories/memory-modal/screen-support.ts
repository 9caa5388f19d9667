import { expect } from 'storybook/test';

/**
 * What a person sees, not the accessibility tree: the element is inside the viewport, and it is
 * what a finger landing on its middle would touch.
 */
export async function expectOnScreen(element: Element) {
  const box = element.getBoundingClientRect();
  await expect(box.width).toBeGreaterThan(0);
  await expect(box.height).toBeGreaterThan(0);
  await expect(box.left).toBeGreaterThanOrEqual(0);
  await expect(box.top).toBeGreaterThanOrEqual(0);
  await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  await expect(hit !== null && (hit === element || element.contains(hit))).toBe(true);
}

/**
 * None of these words of the memory are anywhere in the dialog: not in its text, its names
 * (aria-label, alt, title) nor a field's value; and no photo is loaded.
 */
export async function expectNothingOf(dialog: HTMLElement, words: readonly RegExp[]) {
  const names = [...dialog.querySelectorAll('[aria-label], [alt], [title]')].map((node) =>
    ['aria-label', 'alt', 'title'].map((name) => node.getAttribute(name) ?? '').join(' '),
  );
  const values = [...dialog.querySelectorAll('textarea, input')].map(
    (node) => (node as HTMLInputElement).value,
  );
  const everything = [dialog.textContent ?? '', ...names, ...values].join('\n');
  for (const word of words) await expect(everything).not.toMatch(word);
  await expect(dialog.querySelectorAll('img')).toHaveLength(0);
}
