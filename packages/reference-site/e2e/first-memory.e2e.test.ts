import type { Memory } from '@childhood-memories/api-client';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  addSessionCookies,
  api,
  launchBrowser,
  type Member,
  member,
  newMember,
  openPage,
  sessionCookies,
  signUpThroughOverlay,
  siteUrl,
  type WatchedPage,
} from './support.ts';

/*
 * Issue 35 on the real site and server, at 1280 px and at 390 px with touch: what the safety
 * reminder after sign-up promises about privacy is what a new member's first memory does, and a
 * memory the tag wizard saved before Post says it was posted at Post, not at that first save.
 */

let browser: Browser;
const opened: WatchedPage[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const watched of opened) {
    expect(watched.errors.join('\n')).toBe('');
    expect(watched.violations).toEqual([]);
  }
  await browser.close();
});

async function open(who: Member | null, width: number): Promise<WatchedPage> {
  const watched = await openPage(browser, { width, height: 844, hasTouch: width < 600 });
  if (who) await addSessionCookies(watched.context, who.session, who.username);
  opened.push(watched);
  return watched;
}

/** Presses a button where a finger lands: it must be on top at its centre, inside the screen. */
async function tap(page: Page, name: string | RegExp) {
  const button = page.getByRole('button', { name, exact: typeof name === 'string' });
  await button.scrollIntoViewIfNeeded();
  const onTop = await button.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return (top === element || element.contains(top)) && box.right <= window.innerWidth;
  });
  expect(onTop, `${String(name)} is on top where a finger lands`).toBe(true);
  await button.click();
}

/** Writes an unhappy memory on /memory/new and skips the photo step. */
async function write(page: Page, title: string, text: string) {
  await page.goto(`${siteUrl()}/memory/new`);
  await page.getByRole('radio', { name: 'Unhappy' }).check();
  await page.getByLabel('Title (optional)').fill(title);
  await page.getByLabel('Your memory').fill(text);
  await tap(page, 'Skip');
}

/** Whether an element is fully inside the screen. */
const onScreen = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return (
      box.left >= 0 && box.right <= window.innerWidth && box.top >= 0 && box.bottom <= window.innerHeight
    );
  });

for (const width of [1280, 390]) {
  describe(`a new member's first memory, at ${width} px`, () => {
    it('is what the safety reminder said: nobody sees it before Post, and it starts as Public, said again above Post', async () => {
      const details = newMember();
      const { page, context } = await open(null, width);
      await signUpThroughOverlay(page, details);

      const reminder = page.getByRole('dialog', { name: 'Before you begin' });
      await reminder.waitFor();
      const promised = (await reminder.textContent()) ?? '';
      expect(promised).toContain('Nobody else sees what you write until you press Post.');
      expect(promised).toContain('Your first memory starts as Public');
      expect(promised).not.toContain('private until you choose otherwise');
      await tap(page, 'Continue');
      await page.getByRole('dialog', { name: 'If it becomes too much' }).waitFor();
      await tap(page, 'I understand');
      await reminder.waitFor({ state: 'detached' });

      const title = `First memory ${width} ${Date.now().toString(36)}`;
      await write(page, title, 'The first thing I ever wrote down.');
      // The editor's choice is the reminder's: Public, and nobody sees it until Post.
      const question = page.getByRole('group', { name: 'Who can see this memory?' });
      await expect.poll(() => question.getByRole('radio', { name: 'Public' }).isChecked()).toBe(true);
      expect(
        await question.getByText('Nobody else can see this memory until you press Post.').isVisible(),
      ).toBe(true);
      await tap(page, 'Continue');
      const atPost = 'Who can read it once you post: Public. Anyone can read it, on this site and beyond.';
      await page.getByText(atPost, { exact: true }).scrollIntoViewIfNeeded();
      expect(await onScreen(page, atPost)).toBe(true);
      expect(
        await page.getByRole('button', { name: 'Post', exact: true }).evaluate((post) => {
          const ids = (post.getAttribute('aria-describedby') ?? '').split(' ');
          return ids.map((id) => document.getElementById(id)?.textContent).join(' ');
        }),
      ).toContain(atPost);

      // Nothing reached anyone before Post.
      expect((await api().searchByUser({ username: details.username })).count).toBe(0);
      await tap(page, 'Post');
      await page.waitForURL(`${siteUrl()}/home`);

      // Posted as said: Public, read by a visitor.
      const token = (await sessionCookies(context)).access?.value ?? null;
      const [posted] = (await api(token).searchByUser({ username: details.username })).results;
      expect(posted?.title).toBe(title);
      expect(posted?.privacy).toBe(0);
      expect((await api().getMemoryByLink(posted?.shareable_link ?? '')).title).toBe(title);
    });

    it('says it was posted just now after a while in the tag wizard, not when the wizard first saved it', async () => {
      const writer = await member();
      const { page } = await open(writer, width);
      const title = `Taken slowly ${width} ${Date.now().toString(36)}`;
      await write(page, title, 'I tagged it first and posted it later.');

      // The wizard's first tag creates the memory, not posted yet.
      await tap(page, 'Tag Your Childhood Trauma');
      const wizard = page.getByRole('dialog', { name: 'Tag Your Childhood Trauma' });
      await wizard.waitFor();
      const gotIt = wizard.getByRole('button', { name: 'Got It!' });
      if (await gotIt.isVisible()) await gotIt.click();
      await wizard.getByRole('button', { name: /^1?Age\W/ }).click();
      await wizard.getByRole('radio', { name: '6-8' }).click();
      const drafted = async (): Promise<Memory | undefined> =>
        (await writer.client.searchByUser({ username: writer.username })).results.find(
          (m) => m.title === title,
        );
      await expect.poll(async () => (await drafted())?.title).toBe(title);
      await wizard.getByText('Saved').first().waitFor();
      const first = (await drafted())!;
      expect(first.posted_at).toBeNull();
      await page.keyboard.press('Escape');
      await page.waitForURL(`${siteUrl()}/memory/new`);

      // The member takes their time: ten seconds here, often minutes.
      await page.waitForTimeout(10_000);
      await tap(page, 'Continue');
      const pressed = Date.now();
      await tap(page, 'Post');
      await page.waitForURL(`${siteUrl()}/home`);
      const posted = await writer.client.getMemory(first.hashId);
      expect(posted.created).toBe(first.created);
      const postedAt = Date.parse(posted.posted_at ?? '');
      expect(postedAt).toBeGreaterThanOrEqual(pressed - 1_000);
      expect(postedAt - Date.parse(first.created)).toBeGreaterThanOrEqual(10_000);

      // Read fifty seconds after Post by the browser's clock: the first save is a minute back by
      // then, Post is not.
      await page.clock.setFixedTime(pressed + 50_000);
      const card = page.getByRole('article', { name: title });
      await card.getByRole('link', { name: title }).click();
      const memory = page.getByRole('dialog', { name: title });
      const time = memory.locator('time', { hasText: /^Posted / });
      await time.waitFor();
      expect(await time.textContent()).toBe('Posted now');
      expect(await time.getAttribute('datetime')).toBe(posted.posted_at);
    });
  });
}
