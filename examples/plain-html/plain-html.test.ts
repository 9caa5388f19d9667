/*
 * The plain HTML example in Chromium: a page with no build step and a strict policy (no inline
 * script or style anywhere) embeds the elements with one script tag. The host's most aggressive
 * CSS reaches nothing inside the widgets, its `--cm-accent` does, no policy is violated, events
 * reach the page, and a page whose widget code cannot load keeps its own fallback.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { build } from '../../packages/elements/scripts/build.mjs';
import { launchChromium } from '../../scripts/browser-bench.mjs';
import { serveExample } from './serve.mjs';

const ACCENT = 'rgb(109, 40, 217)';
let elementsDir: string;
let example: Awaited<ReturnType<typeof serveExample>>;
let browser: Browser;

beforeAll(async () => {
  elementsDir = mkdtempSync(path.join(tmpdir(), 'cm-elements-'));
  await build({ outdir: elementsDir });
  example = await serveExample({ elementsDir });
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await example?.close();
  rmSync(elementsDir, { recursive: true, force: true });
});

/** A page of the example that records policy violations and the elements' events. */
async function open(route?: (page: Page) => Promise<void>): Promise<Page> {
  const page = await browser.newPage();
  await page.addInitScript(() => {
    const record = (key: string, value: string) =>
      sessionStorage.setItem(
        key,
        JSON.stringify([...JSON.parse(sessionStorage.getItem(key) ?? '[]'), value]),
      );
    document.addEventListener('securitypolicyviolation', (event) =>
      record('violations', `${event.violatedDirective} ${event.blockedURI}`),
    );
    for (const name of ['cm-exit', 'cm-load-error'])
      document.addEventListener(name, () => record('events', name));
  });
  await route?.(page);
  await page.goto(`${example.origin}/`);
  return page;
}

const stored = (page: Page, key: string) =>
  page.evaluate((name) => JSON.parse(sessionStorage.getItem(name) ?? '[]') as string[], key);

describe('the plain HTML example', () => {
  it('shows the crisis lines, untouched by the host’s CSS, in the host’s accent, with no policy violation', async () => {
    const page = await open();
    const call = page.getByRole('link', { name: /116 123/ }).first();
    await call.waitFor();
    expect(await call.isVisible()).toBe(true);

    const looks = await page.evaluate(() => {
      const shadow = document.querySelector('cm-crisis-resources')?.shadowRoot;
      const root = shadow?.querySelector<HTMLElement>('.cm-root');
      if (!shadow || !root) return null;
      const style = (element: Element) => getComputedStyle(element);
      const texts = [...shadow.querySelectorAll('h2, p, a, li')];
      const colours = [...shadow.querySelectorAll('*')].flatMap((element) => {
        const s = style(element);
        return [s.color, s.backgroundColor, s.borderTopColor, s.borderLeftColor];
      });
      return {
        rootFontSize: style(root).fontSize,
        fontFamilies: [...new Set(texts.map((element) => style(element).fontFamily))],
        fontSizes: [...new Set(texts.map((element) => style(element).fontSize))],
        textColours: [...new Set(texts.map((element) => style(element).color))],
        accent: style(root).getPropertyValue('--cm-accent').trim(),
        colours,
      };
    });
    expect(looks).not.toBeNull();
    expect(looks?.rootFontSize).toBe('16px');
    expect(looks?.fontFamilies.every((family) => family.startsWith('system-ui'))).toBe(true);
    expect(looks?.fontSizes).not.toContain('40px');
    expect(looks?.textColours).not.toContain('rgb(255, 0, 0)');
    expect(looks?.accent).toBe(ACCENT);
    expect(looks?.colours).toContain(ACCENT);
    // The host's text is red and 40 px, as its CSS says: the example's CSS is really applied.
    expect(await page.locator('h1').evaluate((h1) => getComputedStyle(h1).color)).toBe('rgb(255, 0, 0)');

    // The dark theme, from the element's attribute.
    const background = () =>
      page.evaluate(() => {
        const root = document.querySelector('cm-crisis-resources')?.shadowRoot?.querySelector('.cm-root');
        return root ? getComputedStyle(root).backgroundColor : '';
      });
    expect(await background()).toBe('rgb(255, 255, 255)');
    await page
      .locator('cm-crisis-resources')
      .evaluate((element) => element.setAttribute('data-theme', 'dark'));
    await expect.poll(background).toBe('rgb(22, 26, 33)');

    expect(await stored(page, 'violations')).toEqual([]);
    await page.close();
  });

  it('leaves the page from the quick exit, telling the page first', async () => {
    const page = await open();
    await page.getByRole('link', { name: 'Exit this page' }).click();
    await page.waitForURL(`${example.origin}/elsewhere.html`);
    expect(await stored(page, 'events')).toEqual(['cm-exit']);
    expect(await stored(page, 'violations')).toEqual([]);
    await page.close();
  });

  it('keeps the host’s fallback when a widget’s code cannot load', async () => {
    const page = await open(async (p) => {
      await p.route(/crisis-resources-[^/]*\.js$/, (request) => request.abort());
    });
    await page.getByRole('link', { name: 'Exit this page' }).waitFor();
    await expect.poll(() => stored(page, 'events')).toContain('cm-load-error');
    expect(await page.getByText('If you are in danger, call 999.').isVisible()).toBe(true);
    await page.close();
  });
});
