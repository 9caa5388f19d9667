import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright';
import { createHttpClient } from '@childhood-memories/api-client';
import { expect, inject } from 'vitest';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const siteUrl = () => inject('siteUrl');
export const apiUrl = () => inject('apiUrl');

/**
 * Debian's Chromium by default; `CHROMIUM_PATH` for other machines. Nothing is downloaded.
 * `backForwardCache`: Playwright turns Chromium's back-forward cache off; a member's browser has it on.
 */
export function launchBrowser({
  backForwardCache = false,
}: { backForwardCache?: boolean } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    ...(backForwardCache ? { ignoreDefaultArgs: ['--disable-back-forward-cache'] } : {}),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** A page that records every CSP violation and every uncaught error it meets. */
export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  violations: string[];
  errors: string[];
}

export async function openPage(
  browser: Browser,
  options: { width?: number; height?: number; hasTouch?: boolean } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    reducedMotion: 'reduce',
    hasTouch: options.hasTouch ?? false,
  });
  const page = await context.newPage();
  const violations: string[] = [];
  const errors: string[] = [];
  await page.exposeFunction('__cspViolation', (text: string) => violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __cspViolation: (text: string) => void }).__cspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push(message.text());
  });
  return { page, context, violations, errors };
}

/** axe-core's violations on the page as it is now (WCAG 2.2 A and AA). */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, which a page's CSP does not govern.
  await page.evaluate(axeSource);
  const results = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }
    ).axe;
    return (await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    })) as { violations: { id: string; help: string; nodes: { target: string[] }[] }[] };
  });
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

let counter = 0;

/** A new member's details, unique within the run. */
export function newMember() {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${counter}`;
  return { username: `e2e_${stamp}`, email: `e2e_${stamp}@example.org`, password: 'a quiet river at dawn' };
}

/** The session cookies the browser holds for the site. */
export async function sessionCookies(context: BrowserContext) {
  const cookies = await context.cookies(siteUrl());
  const byName = new Map(cookies.map((cookie) => [cookie.name, cookie]));
  return {
    access: byName.get('access_token'),
    refresh: byName.get('refresh_token'),
    username: byName.get('username'),
  };
}

/** Signs a member up through the Sign Up overlay on the landing page. */
export async function signUpThroughOverlay(page: Page, member: ReturnType<typeof newMember>) {
  await page.goto(`${siteUrl()}/?routeAction=signup`);
  const dialog = page.getByRole('dialog', { name: 'Join the community' });
  await dialog.getByLabel('Username').fill(member.username);
  await dialog.getByLabel('E-mail address').fill(member.email);
  await dialog.getByLabel('Password', { exact: true }).fill(member.password);
  await dialog.getByRole('button', { name: 'Sign Up' }).click();
}

/** Signs the browser in as a member whose session the test made through the API. */
export async function addSessionCookies(
  context: BrowserContext,
  session: { access: string; refresh: string },
  username: string,
) {
  await context.addCookies(
    [
      ['access_token', session.access],
      ['refresh_token', session.refresh],
      ['username', username],
    ].map(([name, value]) => ({
      name: name ?? '',
      value: value ?? '',
      url: siteUrl(),
      sameSite: 'Strict' as const,
    })),
  );
}

/**
 * Presses a trigger until what it opens is visible. A press that lands before the page has
 * hydrated does nothing (the server's HTML has no handlers), which a loaded CI machine makes
 * likely; a person would press again, and so does this.
 */
export async function pressUntilVisible(trigger: Locator, target: Locator, timeout = 30_000) {
  await expect
    .poll(
      async () => {
        if (await target.isVisible()) return true;
        await trigger.click({ timeout: 2_000 }).catch(() => undefined);
        return target.isVisible();
      },
      { timeout, interval: 500 },
    )
    .toBe(true);
}

/** The API client of a test, as a member with `token` or as a visitor (reached on 127.0.0.1). */
export const api = (token: string | null = null) =>
  createHttpClient({ baseUrl: apiUrl().replace('localhost', '127.0.0.1'), getAccessToken: () => token });

/** A member signed up through the API, with their session and their own client. */
export async function member(details = newMember()) {
  const session = await api().signUp(details);
  return { ...details, session, client: api(session.access) };
}
export type Member = Awaited<ReturnType<typeof member>>;
