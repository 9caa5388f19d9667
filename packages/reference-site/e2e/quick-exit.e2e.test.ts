/*
 * The way out over every dialog (issue 26 §1), as a member meets it on the site: with the memory
 * modal, the tag wizard, the sign-up overlay or the menu drawer open, 'Exit this page' is inside
 * the open dialog, on top where a finger lands, reachable by Tab, and leaves at once (no
 * "Leave page?" question, no history entry back), at 1280 px by keyboard and at 390 px by tap.
 */
import { emptySavePayload, type Memory } from '@childhood-memories/api-client';
import type { Browser, Locator, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  addSessionCookies,
  launchBrowser,
  type Member,
  member,
  openPage,
  pressUntilVisible,
  siteUrl,
} from './support.ts';

let browser: Browser;
let writer: Member;
let memory: Memory;
const watchedPages: { errors: string[]; violations: string[] }[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  writer = await member();
  memory = await writer.client.createMemory(
    emptySavePayload({
      title: 'The blue bicycle',
      description: 'My brother taught me to ride it on the lane behind the farm.',
      type: 1,
      privacy: 0,
    }),
  );
});

afterAll(async () => {
  for (const watched of watchedPages) {
    expect(watched.errors.join('\n')).toBe('');
    expect(watched.violations).toEqual([]);
  }
  await browser.close();
});

type How = 'tap' | 'keyboard';
const WAYS: { how: How; width: number }[] = [
  { how: 'keyboard', width: 1280 },
  { how: 'tap', width: 390 },
];

/** A page at `width` (touch at phone width), the neutral page stubbed, dialogs recorded. */
async function visit(width: number, who: Member | null) {
  const watched = await openPage(browser, { width, height: width < 500 ? 844 : 900, hasTouch: width < 500 });
  watchedPages.push(watched);
  const { page, context } = watched;
  if (who) await addSessionCookies(context, who.session, who.username);
  await context.route('https://www.bbc.co.uk/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Weather</title><p>Weather</p>' }),
  );
  const questions: string[] = [];
  page.on('dialog', (dialog) => {
    questions.push(dialog.type());
    void dialog.dismiss();
  });
  return { page, questions };
}

/** The exit inside `dialog`: visible, inside the screen, and the element under its centre. */
async function expectExitOnTop(page: Page, dialog: Locator) {
  const exit = dialog.getByRole('link', { name: 'Exit this page' });
  await exit.waitFor();
  const box = await exit.boundingBox();
  const viewport = page.viewportSize();
  expect(box).not.toBeNull();
  expect(viewport).not.toBeNull();
  if (!box || !viewport) return exit;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(
    await exit.evaluate((link) => {
      const rect = link.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return hit === link || link.contains(hit);
    }),
  ).toBe(true);
  // The page's own exit, under the overlay, is not a second one on screen or in the keyboard's way.
  expect(await page.getByRole('link', { name: 'Exit this page' }).count()).toBe(1);
  return exit;
}

/** Leaves from inside the open dialog, by tap or by Shift+Tab through the dialog and Enter. */
async function leaveFrom(page: Page, dialog: Locator, how: How) {
  const exit = await expectExitOnTop(page, dialog);
  if (how === 'tap') {
    await exit.tap();
  } else {
    const focusedExit = () =>
      page.evaluate(() => document.activeElement?.textContent?.trim() === 'Exit this page');
    for (let press = 0; press < 15 && !(await focusedExit()); press += 1) {
      await page.keyboard.press('Shift+Tab');
      // The keyboard stays inside the dialog all the way.
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    expect(await focusedExit()).toBe(true);
    await page.keyboard.press('Enter');
  }
  await page.waitForURL('https://www.bbc.co.uk/**');
}

describe.each(WAYS)('the quick exit from inside a dialog, by $how at $width px', ({ how, width }) => {
  it('leaves from the memory modal', async () => {
    const reader = await member();
    const { page, questions } = await visit(width, reader);
    await page.goto(`${siteUrl()}/memory/${memory.shareable_link}`);
    const modal = page.getByRole('dialog').filter({ hasText: 'My brother taught me to ride it' });
    await modal.waitFor();
    await leaveFrom(page, modal, how);
    expect(questions).toEqual([]);
  });

  it('leaves from the tag wizard over unsaved words, without a question and without a new history entry', async () => {
    const { page, questions } = await visit(width, writer);
    await page.goto(`${siteUrl()}/memory/new`);
    await page.getByRole('radio', { name: 'Unhappy' }).check();
    await page.getByLabel('Your memory').fill('Something I am not ready to share yet.');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Tag Your Childhood Trauma' }).click();
    const wizard = page.getByRole('dialog', { name: 'Tag Your Childhood Trauma' });
    await wizard.waitFor();
    const entries = await page.evaluate(() => history.length);
    await leaveFrom(page, wizard, how);
    expect(questions).toEqual([]);
    // The editor's entry was replaced, not left behind one more Back away.
    expect(await page.evaluate(() => history.length)).toBe(entries);
  });

  it('leaves from the sign-up overlay', async () => {
    const { page, questions } = await visit(width, null);
    await page.goto(`${siteUrl()}/?routeAction=signup`);
    const overlay = page.getByRole('dialog', { name: 'Join the community' });
    await overlay.getByLabel('Username').fill('not-yet');
    await leaveFrom(page, overlay, how);
    expect(questions).toEqual([]);
  });
});

// The drawer is the navigation below the desktop breakpoint (1024 px): at 390 by tap, at 800 by keyboard.
describe.each([
  { how: 'tap' as const, width: 390 },
  { how: 'keyboard' as const, width: 800 },
])('the quick exit from inside the menu drawer, by $how at $width px', ({ how, width }) => {
  it('leaves from the menu drawer', async () => {
    const { page, questions } = await visit(width, null);
    await page.goto(`${siteUrl()}/faq`);
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await pressUntilVisible(page.getByRole('button', { name: 'Menu' }), drawer);
    await leaveFrom(page, drawer, how);
    expect(questions).toEqual([]);
  });
});
