/*
 * The plain HTML example in Chromium: a page with no build step and a strict policy (no inline
 * script or style anywhere) embeds the elements with one script tag, against the reference server
 * on a fresh PGlite (another origin: CORS and the policy's connect-src both matter). The host's
 * most aggressive CSS reaches nothing inside the widgets, its `--cm-accent` does, no policy is
 * violated, events reach the page, a member writes and posts a memory through
 * `<cm-memory-editor>`, a dialog inside a shadow root keeps the keyboard in, and a page whose
 * widget code cannot load keeps its own fallback.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { createHttpClient, emptySavePayload, type Memory } from '@childhood-memories/api-client';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { build } from '../../packages/elements/scripts/build.mjs';
import { startServer, type RunningServer } from '../../packages/reference-server/src/server.ts';
import { testConfig } from '../../packages/reference-server/src/test-support.ts';
import { launchChromium } from '../../scripts/browser-bench.mjs';
import { serveExample } from './serve.mjs';

vi.setConfig({ testTimeout: 60_000 });

const ACCENT = 'rgb(109, 40, 217)';
/** The two builds of the elements: every test runs on each. */
const BUILDS = [
  { name: 'React', preact: false },
  { name: 'Preact, the experimental light build', preact: true },
] as const;
const examples = new Map<string, { dir: string; origin: string; close(): Promise<void> }>();
let example: { origin: string };
let browser: Browser;
let api: RunningServer;

beforeAll(async () => {
  for (const { name, preact } of BUILDS) {
    const dir = mkdtempSync(path.join(tmpdir(), 'cm-elements-'));
    await build({ outdir: dir, preact });
    examples.set(name, { dir, ...(await serveExample({ elementsDir: dir, apiOrigin: () => api.url })) });
  }
  // The reference server on a fresh PGlite, letting the example's origins in.
  api = await startServer(testConfig({ corsOrigins: [...examples.values()].map(({ origin }) => origin) }));
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await api?.close();
  for (const { dir, close } of examples.values()) {
    await close();
    rmSync(dir, { recursive: true, force: true });
  }
});

/** A page of the example that records policy violations and the elements' events. */
async function open(route?: (page: Page) => Promise<void>, pathname = '/'): Promise<Page> {
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
    for (const name of ['cm-exit', 'cm-load-error', 'cm-require-sign-in'])
      document.addEventListener(name, () => record('events', name));
    document.addEventListener('cm-saved', (event) =>
      record('saved', JSON.stringify((event as CustomEvent<unknown>).detail)),
    );
  });
  await route?.(page);
  await page.goto(`${example.origin}${pathname}`);
  return page;
}

/** The element that really has focus (into shadow roots), and whether it is inside a dialog. */
function deepFocus(page: Page) {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    const dialog = active?.closest('[role="alertdialog"], [role="dialog"]');
    return { text: active?.textContent?.trim() ?? '', inDialog: dialog !== null && dialog !== undefined };
  });
}

/** Tab and Shift+Tab around: focus must stay in the open dialog. */
async function expectFocusKeptInDialog(page: Page) {
  await expect.poll(async () => (await deepFocus(page)).inDialog).toBe(true);
  for (let press = 0; press < 6; press += 1) {
    await page.keyboard.press(press % 2 === 0 ? 'Tab' : 'Shift+Tab');
    expect((await deepFocus(page)).inDialog).toBe(true);
    await page.keyboard.press('Tab');
    expect((await deepFocus(page)).inDialog).toBe(true);
  }
}

const stored = (page: Page, key: string) =>
  page.evaluate((name) => JSON.parse(sessionStorage.getItem(name) ?? '[]') as string[], key);

const member = { username: 'ada', email: 'ada@example.org', password: 'a quiet morning by the sea' };
let signedUp = false;

/** Signs in with the page's own form (the member is created once). */
async function signIn(page: Page) {
  if (!signedUp) {
    await createHttpClient({ baseUrl: api.url, getAccessToken: () => null }).signUp(member);
    signedUp = true;
  }
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByText('Signed in as ada.').waitFor();
}

describe.each(BUILDS)('the plain HTML example ($name)', ({ name, preact }) => {
  beforeAll(() => {
    const served = examples.get(name);
    if (served === undefined) throw new Error(`the ${name} build is not served`);
    example = served;
  });

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

  it('lets a member write and post a memory through <cm-memory-editor>, telling the page', async () => {
    const page = await open();

    // A visitor: the editor asks to sign in, and the page's own script takes them there.
    await page.getByRole('radio', { name: 'Happy', exact: true }).click();
    await expect.poll(() => stored(page, 'events')).toContain('cm-require-sign-in');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('email');

    await signIn(page);
    await page.getByRole('radio', { name: 'Happy', exact: true }).click();
    await page.getByRole('textbox', { name: 'Your memory' }).fill('Bread on Sunday mornings. #bread');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Post' }).click();
    await page.locator('.cm-toast-title', { hasText: 'Your Memory Added Successfully!' }).waitFor();

    await expect.poll(async () => (await stored(page, 'saved')).length).toBe(1);
    const [saved] = await stored(page, 'saved');
    const { memory, kind } = JSON.parse(saved ?? '{}') as { memory: Memory; kind: string };
    expect(kind).toBe('created');
    expect(memory.description).toBe('Bread on Sunday mornings. #bread');
    // The page linked it from the event's parts; the server holds it.
    expect(await page.locator('#saved-status a').getAttribute('href')).toBe(
      `/memory/${encodeURIComponent(memory.shareable_link)}`,
    );
    const session = await createHttpClient({ baseUrl: api.url, getAccessToken: () => null }).logIn(member);
    const mine = await createHttpClient({ baseUrl: api.url, getAccessToken: () => session.access }).getMemory(
      memory.hashId,
    );
    expect(mine.description).toBe('Bread on Sunday mornings. #bread');

    expect(await stored(page, 'violations')).toEqual([]);
    await page.close();
  });

  it('keeps the keyboard inside a dialog drawn in a shadow root, and gives focus back', async () => {
    const page = await open();
    await signIn(page);
    await page.getByRole('radio', { name: 'Happy', exact: true }).click();
    await page.getByRole('textbox', { name: 'Your memory' }).fill('Not ready to share this yet.');
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page
      .getByRole('alertdialog', { name: 'Cancel this memory?' })
      .or(page.getByRole('dialog', { name: 'Cancel this memory?' }))
      .waitFor();
    await expectFocusKeptInDialog(page);
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await deepFocus(page)).text).toBe('Cancel');
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

  it('reads a memory in <cm-memory-modal>: the keyboard kept inside, focus given back', async () => {
    const writer = {
      username: preact ? 'bea-preact' : 'bea',
      email: preact ? 'bea-preact@example.org' : 'bea@example.org',
      password: 'paper boats on the canal',
    };
    const session = await createHttpClient({ baseUrl: api.url, getAccessToken: () => null }).signUp(writer);
    const memory = await createHttpClient({
      baseUrl: api.url,
      getAccessToken: () => session.access,
    }).createMemory(
      emptySavePayload({
        title: 'Paper boats',
        description: 'We raced paper boats on the canal. #boats',
        privacy: 0,
      }),
    );
    const page = await open(undefined, '/community.html');
    await page
      .locator('cm-memory-modal')
      .evaluate((element, link) => element.setAttribute('shareable-link', link), memory.shareable_link);
    await page.getByRole('button', { name: 'Read this memory' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'We raced paper boats on the canal.' });
    await dialog.waitFor();
    await expectFocusKeptInDialog(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await deepFocus(page)).text).toBe('Read this memory');
    expect(await stored(page, 'violations')).toEqual([]);
    await page.close();
  });

  it('leaves from inside <cm-memory-modal>’s dialog, by a click and by the keyboard, over its overlay', async () => {
    const writer = {
      username: preact ? 'cai-preact' : 'cai',
      email: preact ? 'cai-preact@example.org' : 'cai@example.org',
      password: 'the swing by the river',
    };
    const session = await createHttpClient({ baseUrl: api.url, getAccessToken: () => null }).signUp(writer);
    const memory = await createHttpClient({
      baseUrl: api.url,
      getAccessToken: () => session.access,
    }).createMemory(
      emptySavePayload({ title: 'The swing', description: 'The swing by the river.', privacy: 0 }),
    );
    for (const how of ['click', 'keyboard'] as const) {
      const page = await open(undefined, '/community.html');
      await page
        .locator('cm-memory-modal')
        .evaluate((element, link) => element.setAttribute('shareable-link', link), memory.shareable_link);
      await page.getByRole('button', { name: 'Read this memory' }).click();
      const dialog = page.getByRole('dialog').filter({ hasText: 'The swing by the river.' });
      await dialog.waitFor();
      // The page's exit (<cm-quick-exit>, another element) lent itself to the modal's dialog.
      const exit = dialog.getByRole('link', { name: 'Exit this page' });
      await exit.waitFor();
      // On top where a pointer lands: the deepest element at its centre, through the shadow roots.
      const onTop = await exit.evaluate((link) => {
        const box = link.getBoundingClientRect();
        const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
        let hit = document.elementFromPoint(x, y);
        while (hit?.shadowRoot) {
          const inner = hit.shadowRoot.elementFromPoint(x, y);
          if (inner === null || inner === hit) break;
          hit = inner;
        }
        return hit === link || link.contains(hit);
      });
      expect(onTop).toBe(true);
      if (how === 'click') {
        await exit.click();
      } else {
        await expect.poll(async () => (await deepFocus(page)).inDialog).toBe(true);
        for (let press = 0; press < 12 && (await deepFocus(page)).text !== 'Exit this page'; press += 1)
          await page.keyboard.press('Shift+Tab');
        expect((await deepFocus(page)).text).toBe('Exit this page');
        await page.keyboard.press('Enter');
      }
      await page.waitForURL(`${example.origin}/elsewhere.html`);
      expect(await stored(page, 'events')).toEqual(['cm-exit']);
      expect(await stored(page, 'violations')).toEqual([]);
      await page.close();
    }
  });

  it('shows the help tiles, and the bell once the member signs in', async () => {
    const page = await open(undefined, '/community.html');
    await page.getByRole('heading', { name: 'Need help?' }).waitFor();
    await page.getByRole('button', { name: 'Memory Writing Tips' }).click();
    await page.getByRole('dialog', { name: 'Memory Writing Tips' }).waitFor();
    await expectFocusKeptInDialog(page);
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await deepFocus(page)).text).toContain('Memory Writing Tips');

    expect(await page.getByRole('button', { name: /Notifications/ }).count()).toBe(0);
    await signIn(page);
    await page.getByRole('button', { name: /Notifications/ }).waitFor();
    expect(await stored(page, 'violations')).toEqual([]);
    await page.close();
  });
});
