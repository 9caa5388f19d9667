/*
 * A partner's bundler puts the packages' stylesheets in whatever order its imports come in (a
 * widget's `index` imports its CSS before the `ui` it builds on). Every rule of ours is inside
 * `:where()`, so two rules for one element weigh the same and the later one wins: a widget that
 * restyles a `ui` part over ui's own rule looks different when ui's stylesheet comes last. This
 * test renders every widget twice in Chromium, ui's stylesheet first and last, and compares the
 * computed style and box of every element.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Browser } from 'playwright';
import { afterAll, beforeAll, expect, test } from 'vitest';

import { launchChromium, serveBenchPage, type ServedBenchPage } from '../../scripts/browser-bench.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const WIDGETS = [
  'crisis-resources',
  'quiz-help',
  'memory-editor',
  'tag-wizard',
  'memory-modal',
  'notifications-bell',
];
const link = (name: string) => `<link rel="stylesheet" href="${name}.css">`;
const PROPERTIES = [
  'display',
  'position',
  'grid-template-columns',
  'flex-direction',
  'justify-content',
  'align-items',
  'gap',
  'padding',
  'margin',
  'border-width',
  'border-radius',
  'font-size',
  'font-weight',
  'line-height',
  'color',
  'background-color',
  'text-decoration-line',
  'visibility',
  'opacity',
];

let served: ServedBenchPage;
let browser: Browser;

beforeAll(async () => {
  served = await serveBenchPage({
    entry: path.join(here, 'page.tsx'),
    name: 'css-order',
    stylesheets: Object.fromEntries(
      ['ui', ...WIDGETS].map((name) => [`${name}.css`, `@childhood-memories/${name}/styles.css`]),
    ),
    pages: {
      'ui-first.html': `${link('ui')}${WIDGETS.map(link).join('')}<div id="root"></div>`,
      'ui-last.html': `${WIDGETS.map(link).join('')}${link('ui')}<div id="root"></div>`,
    },
  });
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  served?.close();
});

/** Every element's computed style and box, keyed by widget and position in the tree. */
async function styles(file: string, width: number): Promise<Record<string, string>> {
  const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  try {
    await page.goto(served.url.replace('index.html', file));
    await page.locator('[data-widget="memory-editor"] .cm-memory-editor-body').waitFor();
    // Lazy parts loaded on idle have arrived, and nothing moves any more.
    await page.waitForTimeout(1000);
    return await page.evaluate((properties) => {
      const out: Record<string, string> = {};
      for (const section of document.querySelectorAll<HTMLElement>('[data-widget]')) {
        const walk = (element: Element, key: string) => {
          const style = window.getComputedStyle(element);
          const box = element.getBoundingClientRect();
          out[key] =
            properties.map((property) => `${property}: ${style.getPropertyValue(property)}`).join('; ') +
            `; box: ${Math.round(box.width)} × ${Math.round(box.height)}`;
          [...element.children].forEach((child, index) => {
            walk(child, `${key} > ${child.tagName.toLowerCase()}.${child.classList[0] ?? ''}[${index}]`);
          });
        };
        walk(section, section.dataset.widget ?? '');
      }
      return out;
    }, PROPERTIES);
  } finally {
    await page.close();
  }
}

for (const width of [1280, 390]) {
  test(`every widget looks the same whichever stylesheet comes first, at ${width} px`, async () => {
    const first = await styles('ui-first.html', width);
    const last = await styles('ui-last.html', width);
    expect(Object.keys(first).length).toBeGreaterThan(300);
    const differences = Object.keys(first)
      .filter((key) => first[key] !== last[key])
      .map((key) => {
        const before = (first[key] ?? '').split('; ');
        const after = (last[key] ?? '').split('; ');
        const changed = before.flatMap((value, index) =>
          value === after[index] ? [] : [`${value} → ${after[index]}`],
        );
        return `${key}: ${changed.join(', ')}`;
      });
    expect(differences).toEqual([]);
  }, 120_000);
}
