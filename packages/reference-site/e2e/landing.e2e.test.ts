/*
 * The first page a newcomer sees (issue 26): its first screen offers ways forward that work, at
 * 1280 and 390 px, and never a dead end saying the community has not connected a quiz.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

import type { Browser, Locator, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { apiUrl, axeViolations, launchBrowser, openPage, siteUrl } from './support.ts';

const siteDir = path.resolve(import.meta.dirname, '..');

/** What the first screen offers, by accessible name, and where each one leads. */
const READING = [
  { name: 'Learn how it works', path: '/learn', heading: 'Learn' },
  { name: 'Browse Styles', path: '/styles', heading: 'Survivor Love Styles' },
  { name: 'Safety and crisis lines', path: '/safety', heading: 'Safety' },
  { name: 'FAQ', path: '/faq', heading: 'FAQ' },
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The way in of the page's own content (the right column has its own Sign Up at 1280 px). */
function waysIn(page: Page): Locator {
  return page.getByRole('main').getByRole('navigation', { name: 'Ways in' });
}

/**
 * Whether `link` is on the first screen, unscrolled: inside the viewport, and the element under
 * its centre is the link itself (nothing covers it where a finger lands).
 */
async function onFirstScreen(page: Page, link: Locator): Promise<boolean> {
  await link.waitFor();
  return link.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const inside =
      window.scrollY === 0 &&
      box.top >= 0 &&
      box.left >= 0 &&
      box.bottom <= window.innerHeight &&
      box.right <= window.innerWidth &&
      box.width > 0;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return inside && hit !== null && element.contains(hit);
  });
}

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  describe(`the landing page at ${width} px`, () => {
    it('offers Sign Up, Login and four pages to read on its first screen, and no dead end about a quiz', async () => {
      const { page, context, violations, errors } = await openPage(browser, { width, height });
      await page.goto(`${siteUrl()}/`, { waitUntil: 'networkidle' });

      const ways = waysIn(page);
      for (const name of ['Sign Up', 'Login']) {
        expect(await onFirstScreen(page, ways.getByRole('link', { name, exact: true })), name).toBe(true);
      }
      const main = page.getByRole('main');
      for (const { name } of READING) {
        expect(await onFirstScreen(page, main.getByRole('link', { name, exact: true }).first()), name).toBe(
          true,
        );
      }
      const text = (await main.innerText()).toLowerCase();
      expect(text).not.toContain('not connected');
      expect(text).not.toContain('has not connected a quiz');
      // Without a quiz, the page says so once, below, with the way to what it is about.
      const note = main.getByText('The quiz is not offered on this site yet.');
      expect(await note.isVisible()).toBe(true);
      expect(await note.getByRole('link', { name: 'Browse Styles' }).getAttribute('href')).toBe('/styles');
      expect(await main.getByRole('link', { name: 'Take The Quiz', exact: true }).count()).toBe(0);

      expect(await axeViolations(page)).toEqual([]);
      expect(violations).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });

    it('leads each of those somewhere real: the four pages open, Sign Up and Login open their dialogs, and Back returns', async () => {
      const { page, context, errors } = await openPage(browser, { width, height });
      for (const { name, path: to, heading } of READING) {
        await page.goto(`${siteUrl()}/`, { waitUntil: 'networkidle' });
        await page.getByRole('main').getByRole('link', { name, exact: true }).first().click();
        await page.waitForURL(`${siteUrl()}${to}`);
        await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      }

      await page.goto(`${siteUrl()}/`, { waitUntil: 'networkidle' });
      await waysIn(page).getByRole('link', { name: 'Sign Up', exact: true }).click();
      await page.getByRole('dialog', { name: 'Join the community' }).waitFor();
      await page.goBack();
      await page.getByRole('dialog', { name: 'Join the community' }).waitFor({ state: 'detached' });

      // A keyboard reaches Login from the top of the page, and Enter opens it.
      await page.locator('body').focus();
      const login = waysIn(page).getByRole('link', { name: 'Login', exact: true });
      let reached = false;
      for (let presses = 0; presses < 40 && !reached; presses += 1) {
        await page.keyboard.press('Tab');
        reached = await login.evaluate((element) => element === document.activeElement);
      }
      expect(reached).toBe(true);
      await page.keyboard.press('Enter');
      await page.getByRole('dialog', { name: 'Welcome back' }).waitFor();

      expect(errors).toEqual([]);
      await context.close();
    });
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

describe('the landing page of a community that has connected its quiz (QUIZ_URL)', () => {
  const quizUrl = 'https://quiz.example.org/start';
  let site: ChildProcess | undefined;
  let quizSiteUrl = '';

  beforeAll(async () => {
    // The same build and API, served a second time with QUIZ_URL set (a setting read at start).
    const port = await freePort();
    quizSiteUrl = `http://localhost:${port}`;
    site = spawn('npx', ['react-router-serve', './build/server/index.js'], {
      cwd: siteDir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        API_BASE_URL: apiUrl(),
        API_INTERNAL_URL: apiUrl().replace('localhost', '127.0.0.1'),
        SITE_URL: quizSiteUrl,
        QUIZ_URL: quizUrl,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    });
    for (let attempt = 0; attempt < 240; attempt += 1) {
      try {
        if ((await fetch(`${quizSiteUrl}/faq`)).status < 500) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error('the second site did not start');
  }, 90_000);

  afterAll(() => {
    if (site?.pid !== undefined) process.kill(-site.pid, 'SIGTERM');
  });

  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    it(`puts Take The Quiz first among the ways in, on the first screen, at ${width} px`, async () => {
      const { page, context, errors } = await openPage(browser, { width, height });
      await page.goto(`${quizSiteUrl}/`, { waitUntil: 'networkidle' });
      const ways = waysIn(page).getByRole('link');
      expect(await ways.allInnerTexts()).toEqual(['Take The Quiz', 'Sign Up', 'Login']);
      const quiz = waysIn(page).getByRole('link', { name: 'Take The Quiz' });
      expect(await quiz.getAttribute('href')).toBe(quizUrl);
      expect(await onFirstScreen(page, quiz)).toBe(true);
      expect((await page.getByRole('main').innerText()).toLowerCase()).not.toContain('not offered');
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
