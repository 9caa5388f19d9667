import { createHttpClient, emptySavePayload, type AuthSession } from '@childhood-memories/api-client';
import type { Browser, BrowserContext, Locator, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  apiUrl,
  launchBrowser,
  newMember,
  openPage,
  sessionCookies,
  type WatchedPage,
  signUpThroughOverlay,
  siteUrl,
} from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

function api(token: string | null = null) {
  return createHttpClient({
    baseUrl: `${apiUrl().replace('localhost', '127.0.0.1')}`,
    getAccessToken: () => token,
  });
}

async function signUpByApi(): Promise<{ member: ReturnType<typeof newMember>; session: AuthSession }> {
  const member = newMember();
  const session = await api().signUp(member);
  return { member, session };
}

async function storeSession(
  context: BrowserContext,
  session: { access: string; refresh: string; username: string },
) {
  const url = siteUrl();
  await context.addCookies([
    { name: 'access_token', value: session.access, url, sameSite: 'Strict' },
    { name: 'refresh_token', value: session.refresh, url, sameSite: 'Strict' },
    { name: 'username', value: session.username, url, sameSite: 'Strict' },
  ]);
}

/** The member logs out on another device: that session ends on the server. */
async function logOutElsewhere(session: AuthSession) {
  const response = await fetch(`${apiUrl().replace('localhost', '127.0.0.1')}/logout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.access}`, 'content-type': 'application/json' },
    body: JSON.stringify({ refresh: session.refresh }),
  });
  expect(response.ok).toBe(true);
}

describe('a visitor', () => {
  it('reads the landing page and a static page, with no CSP violation', async () => {
    const { page, context, violations, errors } = await openPage(browser);
    await page.goto(siteUrl());
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'You are not alone in what you remember',
    );
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
    await page.getByRole('heading', { level: 1, name: 'FAQ' }).waitFor();
    expect(page.url()).toBe(`${siteUrl()}/faq`);
    await page.getByText('Who can read what I write?').click();
    expect(await page.getByText('You choose for each memory').isVisible()).toBe(true);
    expect(await page.title()).toBe('Frequently asked questions | Childhood Memories');
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('closes an overlay with the browser’s Back button and returns focus to the page', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${siteUrl()}/learn`);
    await page.getByRole('complementary').getByRole('link', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome back' });
    await dialog.waitFor();
    await page.waitForURL(/routeAction=login/);
    // Focus moves into the overlay.
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await page.goBack();
    await dialog.waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${siteUrl()}/learn`);
    await context.close();
  });

  it('is asked to log in before a member page, and comes back to it', async () => {
    const { member } = await signUpByApi();
    const { page, context } = await openPage(browser);
    await page.goto(`${siteUrl()}/settings`);
    const dialog = page.getByRole('dialog', { name: 'Welcome back' });
    await dialog.waitFor();
    await dialog.getByLabel('E-mail address').fill(member.email);
    await dialog.getByLabel('Password').fill('not the password');
    await dialog.getByRole('button', { name: 'Login' }).click();
    await dialog.getByText('That e-mail address and password do not match.').waitFor();
    await dialog.getByLabel('Password').fill(member.password);
    await dialog.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    expect(page.url()).toBe(`${siteUrl()}/settings`);
    await context.close();
  });
});

describe('a new member', () => {
  it('signs up through routeAction, stays signed in after a reload, logs out and sees the message', async () => {
    const member = newMember();
    const { page, context, violations, errors } = await openPage(browser);
    await page.goto(siteUrl());
    await page.getByRole('complementary').getByRole('link', { name: 'Sign Up' }).click();
    await page.waitForURL(/routeAction=signup/);
    // A field left empty is explained next to it, and nothing is sent.
    const dialog = page.getByRole('dialog', { name: 'Join the community' });
    await dialog.getByRole('button', { name: 'Sign Up' }).click();
    await dialog.getByText('Please choose a username.').waitFor();
    await signUpThroughOverlay(page, member);

    // The safety reminders before a first memory.
    const first = page.getByRole('dialog', { name: 'Before you begin' });
    await first.waitFor();
    expect(new URL(page.url()).pathname).toBe('/home');
    await first.getByRole('button', { name: 'Continue' }).click();
    const second = page.getByRole('dialog', { name: 'If it becomes too much' });
    await second.getByRole('button', { name: 'I understand' }).click();
    await second.waitFor({ state: 'detached' });

    const cookies = await sessionCookies(context);
    expect(cookies.username?.value).toBe(member.username);
    expect(cookies.access?.sameSite).toBe('Strict');
    expect(cookies.access?.secure).toBe(false);
    const days = ((cookies.refresh?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: `Welcome, ${member.username}` }).waitFor();
    // The server rendered the member's page: no logged-out flash before hydration.
    const html = await (await page.request.get(`${siteUrl()}/home`)).text();
    expect(html).toContain(`Welcome, ${member.username}`);

    await page.evaluate(() => {
      sessionStorage.setItem('privacy_accepted', 'true');
      sessionStorage.setItem('draft_hint', 'x');
    });
    await page.getByRole('button', { name: `Account: ${member.username}` }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${siteUrl()}/`);
    const message = page.locator('.cm-toast-title', { hasText: 'You have successfully logged out.' });
    await message.waitFor();
    expect(await message.isVisible()).toBe(true);
    const after = await sessionCookies(context);
    expect(after.access).toBeUndefined();
    expect(after.refresh).toBeUndefined();
    expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual(['privacy_accepted']);
    expect(await page.getByRole('complementary').getByRole('link', { name: 'Login' }).isVisible()).toBe(true);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the session', () => {
  it('refreshes an expired access token without the member noticing', async () => {
    const { member, session } = await signUpByApi();
    const { page, context } = await openPage(browser);
    await storeSession(context, {
      access: 'expired.access.token',
      refresh: session.refresh,
      username: member.username,
    });
    await page.goto(`${siteUrl()}/home`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`Welcome, ${member.username}`);
    const cookies = await sessionCookies(context);
    expect(cookies.access?.value).not.toBe('expired.access.token');
    await expect(api(cookies.access?.value ?? null).getCurrentUser()).resolves.toMatchObject({
      username: member.username,
    });
    await context.close();
  });

  it('logs out to / when the refresh token was revoked, and asks gently to log in again', async () => {
    const { member, session } = await signUpByApi();
    const { page, context } = await openPage(browser);
    await storeSession(context, { ...session, username: member.username });
    await page.goto(`${siteUrl()}/home`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`Welcome, ${member.username}`);
    await logOutElsewhere(session);
    // The open page may find the ended session first (the bell's poll) and leave for / itself,
    // which aborts this navigation: either way the member ends on /, signed out.
    await page.goto(`${siteUrl()}/account`).catch((error: unknown) => {
      if (!String(error).includes('ERR_ABORTED')) throw error;
    });
    await page.waitForURL((url) => url.pathname === '/');
    const cookies = await sessionCookies(context);
    expect(cookies.access).toBeUndefined();
    expect(cookies.refresh).toBeUndefined();
    expect(await page.getByRole('heading', { level: 1, includeHidden: true }).textContent()).toBe(
      'You are not alone in what you remember',
    );
    await page.getByRole('dialog', { name: 'Welcome back' }).getByText(SIGNED_OUT_NOTICE).waitFor();
    // Where they were going: the page they opened, or the one that found the ended session first.
    expect(new URL(page.url()).searchParams.get('next')).toMatch(/^\/(account|home)$/);
    await context.close();
  });
});

/** What the login overlay says after a session ended: that they were signed out, nothing more. */
const SIGNED_OUT_NOTICE = 'You were signed out. Please log in again to carry on.';

const SCREENS = [
  { label: '1280 px', width: 1280, height: 900, hasTouch: false },
  { label: '390 px with touch', width: 390, height: 844, hasTouch: true },
] as const;
type Screen = (typeof SCREENS)[number];

/** Whether a finger (or the pointer) at the control's centre lands on the control itself. */
async function onTopAtCentre(control: Locator): Promise<boolean> {
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  if (box === null) return false;
  return control.evaluate(
    (element, point) => {
      const hit = document.elementFromPoint(point.x, point.y);
      return hit !== null && (hit === element || element.contains(hit));
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
}

/**
 * The login overlay of an ended session: it says gently that they were signed out (also as the
 * dialog's description, what a screen reader hears on opening), sits inside the screen, and
 * shows nothing of the member: not their name, not their e-mail address.
 */
async function signedOutLogin(page: Page, screen: Screen, member: { username: string; email: string }) {
  const dialog = page.getByRole('dialog', { name: 'Welcome back' });
  await dialog.waitFor();
  expect(await dialog.getByText(SIGNED_OUT_NOTICE, { exact: true }).isVisible()).toBe(true);
  const described = await dialog.evaluate((node) =>
    (node.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
  expect(described).toContain(SIGNED_OUT_NOTICE);
  const box = await dialog.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(screen.width);
  expect(await dialog.getByLabel('E-mail address').inputValue()).toBe('');
  expect(await page.locator('body').innerText()).not.toContain(member.username);
  expect(await page.locator('body').innerText()).not.toContain(member.email);
  return dialog;
}

/** Logs in through the overlay, as a person on this screen would (a tap on a touch screen). */
async function logInThrough(dialog: Locator, screen: Screen, member: { email: string; password: string }) {
  await dialog.getByLabel('E-mail address').fill(member.email);
  await dialog.getByLabel('Password').fill(member.password);
  const button = dialog.getByRole('button', { name: 'Login' });
  expect(await onTopAtCentre(button)).toBe(true);
  if (screen.hasTouch) await button.tap();
  else await button.click();
}

/** A member whose session the browser holds, and another member who writes. */
async function memberAndWriter() {
  const { member, session } = await signUpByApi();
  const writer = await signUpByApi();
  return { member, session, writerClient: api(writer.session.access) };
}

async function signedInPage(screen: Screen, member: { username: string }, session: AuthSession) {
  const watched = await openPage(browser, screen);
  await storeSession(watched.context, { ...session, username: member.username });
  return watched;
}

function expectSignedOut(watched: WatchedPage) {
  return sessionCookies(watched.context).then((cookies) => {
    expect(cookies.access).toBeUndefined();
    expect(cookies.refresh).toBeUndefined();
    expect(cookies.username).toBeUndefined();
  });
}

describe.each(SCREENS)('a session that ended, at $label', (screen) => {
  it('opening a memory link open to visitors: the memory under the login overlay, and back at it after login', async () => {
    const { member, session, writerClient } = await memberAndWriter();
    const memory = await writerClient.createMemory(
      emptySavePayload({ title: 'The swing in the yard', description: 'It creaked every time.', privacy: 0 }),
    );
    const link = `/memory/${memory.shareable_link}?tab=comment`;
    const watched = await signedInPage(screen, member, session);
    const { page, context, violations, errors } = watched;
    await logOutElsewhere(session);

    await page.goto(`${siteUrl()}${link}`);
    const dialog = await signedOutLogin(page, screen, member);
    const url = new URL(page.url());
    expect(url.pathname).toBe(`/memory/${memory.shareable_link}`);
    expect(url.searchParams.get('tab')).toBe('comment');
    await expectSignedOut(watched);
    // The memory is open to visitors: it is the page under the overlay.
    expect(await page.getByRole('heading', { level: 1, includeHidden: true }).textContent()).toBe(
      'The swing in the yard',
    );

    await logInThrough(dialog, screen, member);
    await page.waitForURL(`${siteUrl()}${link}`);
    await dialog.waitFor({ state: 'detached' });
    // The memory, on the tab its link named, for the member again.
    await page
      .getByRole('dialog', { name: 'The swing in the yard' })
      .getByRole('tab', { name: /Comment/, selected: true })
      .waitFor();
    expect((await sessionCookies(context)).username?.value).toBe(member.username);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opening a memory link only the member may read: / with the login overlay, and the memory after login', async () => {
    const { member, session } = await signUpByApi();
    const memory = await api(session.access).createMemory(
      emptySavePayload({ title: 'Only for me', description: 'The attic smelled of rain.', privacy: 1 }),
    );
    const link = `/memory/${memory.shareable_link}`;
    const watched = await signedInPage(screen, member, session);
    const { page, context, violations, errors } = watched;
    await logOutElsewhere(session);

    await page.goto(`${siteUrl()}${link}`);
    const dialog = await signedOutLogin(page, screen, member);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/');
    expect(url.searchParams.get('next')).toBe(link);
    await expectSignedOut(watched);
    // Nothing of the memory, not even its title, and no page saying it is not there.
    expect(await page.locator('body').innerText()).not.toContain('Only for me');
    expect(await page.getByRole('heading', { level: 1, includeHidden: true }).textContent()).toBe(
      'You are not alone in what you remember',
    );

    await logInThrough(dialog, screen, member);
    await page.waitForURL(`${siteUrl()}${link}`);
    await page.getByText('The attic smelled of rain.').waitFor();
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opening /?routeAction=login: the overlay says they were signed out, and /home after login', async () => {
    const { member, session } = await signUpByApi();
    const watched = await signedInPage(screen, member, session);
    const { page, context, violations, errors } = watched;
    await logOutElsewhere(session);

    await page.goto(`${siteUrl()}/?routeAction=login`);
    const dialog = await signedOutLogin(page, screen, member);
    expect(new URL(page.url()).pathname).toBe('/');
    await expectSignedOut(watched);
    await logInThrough(dialog, screen, member);
    await page.waitForURL(`${siteUrl()}/home`);
    await page.getByRole('heading', { level: 1, name: `Welcome, ${member.username}` }).waitFor();
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a refresh refused while a memory is open: the same gentle overlay over it, and back at it after login', async () => {
    const { member, session, writerClient } = await memberAndWriter();
    const memory = await writerClient.createMemory(
      emptySavePayload({ title: 'The red bicycle', description: 'Too big for me, and mine.', privacy: 0 }),
    );
    const link = `/memory/${memory.shareable_link}`;
    const watched = await signedInPage(screen, member, session);
    const { page, context, violations, errors } = watched;
    await page.goto(`${siteUrl()}${link}`);
    const modal = page.getByRole('dialog', { name: 'The red bicycle' });
    await modal.getByText('Too big for me, and mine.').waitFor();
    await page.waitForLoadState('networkidle');

    // The session ends elsewhere while the page is open; the member's next step meets it.
    await logOutElsewhere(session);
    const entries = await page.evaluate(() => window.history.length);
    const love = modal.getByRole('group', { name: 'Reactions' }).getByRole('button', { name: /^Love/ });
    if (screen.hasTouch) await love.tap();
    else await love.click();
    await page.waitForURL((url) => url.searchParams.has('signedOut'));
    const dialog = await signedOutLogin(page, screen, member);
    expect(new URL(page.url()).pathname).toBe(link);
    await expectSignedOut(watched);
    expect(await page.getByRole('heading', { level: 1, includeHidden: true }).textContent()).toBe(
      'The red bicycle',
    );
    // Replaced, not pushed: Back does not return to the member's page.
    expect(await page.evaluate(() => window.history.length)).toBe(entries);

    await logInThrough(dialog, screen, member);
    await page.waitForURL(`${siteUrl()}${link}`);
    await modal.getByText('Too big for me, and mine.').waitFor();
    // A member again: the reaction counts now (the page is live: the login ran in it).
    if (screen.hasTouch) await love.tap();
    else await love.click();
    const reader = api((await sessionCookies(context)).access?.value ?? null);
    await expect
      .poll(async () => (await reader.getInteractionStatus(memory.shareable_link)).reaction_option_id)
      .toBe(4);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses a `next` that leads off the site, and goes to /home instead', async () => {
    const { member } = await signUpByApi();
    for (const hostile of [
      '//evil.example/home',
      '/\\evil.example',
      '/\t/evil.example',
      'https://evil.example/',
      'javascript:alert(document.cookie)',
    ]) {
      // A session of this member's that then ends elsewhere.
      const session = await api().logIn(member);
      const { page, context, errors } = await signedInPage(screen, member, session);
      await logOutElsewhere(session);
      const visited: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) visited.push(frame.url());
      });
      const next = encodeURIComponent(hostile);
      await page.goto(`${siteUrl()}/?routeAction=login&next=${next}`);
      const dialog = await signedOutLogin(page, screen, member);
      await logInThrough(dialog, screen, member);
      await page.waitForURL(`${siteUrl()}/home`);
      await page.getByRole('heading', { level: 1, name: `Welcome, ${member.username}` }).waitFor();
      expect(
        visited.filter((url) => !url.startsWith(`${siteUrl()}/`)),
        hostile,
      ).toEqual([]);
      expect(errors, hostile).toEqual([]);
      await context.close();
    }
  });
});

describe('a member’s account', () => {
  it('changes the password, sets a safety filter and deletes the account', async () => {
    const { member, session } = await signUpByApi();
    const { page, context, violations } = await openPage(browser);
    await storeSession(context, { ...session, username: member.username });

    await page.goto(`${siteUrl()}/account`);
    await page.getByText(member.email).waitFor();
    const password = page.getByRole('region', { name: 'Change password' });
    await password.getByLabel('New password', { exact: true }).fill('a new quiet phrase');
    await password.getByLabel('Confirm new password').fill('a different phrase');
    await password.getByRole('button', { name: 'Change password' }).click();
    await password.getByText('The two passwords are not the same.').waitFor();
    await password.getByLabel('Confirm new password').fill('a new quiet phrase');
    await password.getByRole('button', { name: 'Change password' }).click();
    await password.getByText('Your password has been changed.').waitFor();
    await expect(api().logIn({ email: member.email, password: 'a new quiet phrase' })).resolves.toMatchObject(
      {
        user: { username: member.username },
      },
    );

    await page.goto(`${siteUrl()}/safety-filters`);
    const access = (await sessionCookies(context)).access?.value ?? null;
    const [first, second] = [...(await api(access).listContentWarnings())].sort(
      (a, b) => a.ui_sort_order - b.ui_sort_order,
    );
    if (!first || !second) throw new Error('The reference server has fewer than two content warnings.');
    const choices = (description: string) => page.getByRole('group', { name: description, exact: true });
    expect(await choices(first.description).getByRole('radio', { name: 'Ask me first' }).isChecked()).toBe(
      true,
    );
    await choices(first.description).getByText('Hide these memories').click();
    await choices(second.description).getByText('Show without asking').click();
    await page.getByRole('button', { name: 'Save safety filters' }).click();
    await page.locator('.cm-toast-title', { hasText: 'Your safety filters are saved.' }).waitFor();
    await expect(api(access).getSafetyPreferences()).resolves.toEqual({
      hidden_content_warning_ids: [first.id],
      shown_content_warning_ids: [second.id],
    });
    await page.reload();
    expect(
      await choices(first.description).getByRole('radio', { name: 'Hide these memories' }).isChecked(),
    ).toBe(true);
    expect(
      await choices(second.description).getByRole('radio', { name: 'Show without asking' }).isChecked(),
    ).toBe(true);

    await page.goto(`${siteUrl()}/account/delete-account`);
    await page.getByLabel('Your password').fill('not it');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByText('That password is not right. Please try again.').waitFor();
    await page.getByLabel('Your password').fill('a new quiet phrase');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure you want to delete your account?' });
    await confirm.waitFor();
    expect(await confirm.getByText('This action is permanent.', { exact: false }).isVisible()).toBe(true);
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL(`${siteUrl()}/`);
    await page.locator('.cm-toast-title', { hasText: 'Your account has been deleted.' }).waitFor();
    await expect(api().logIn({ email: member.email, password: 'a new quiet phrase' })).rejects.toMatchObject({
      status: 401,
    });
    expect(violations).toEqual([]);
    await context.close();
  });
});
