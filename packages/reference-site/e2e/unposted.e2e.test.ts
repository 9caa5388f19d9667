import { emptySavePayload, type Memory } from '@childhood-memories/api-client';
import type { Browser, Page } from 'playwright';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  addSessionCookies,
  apiUrl,
  launchBrowser,
  type Member,
  member,
  openPage,
  siteUrl,
  type WatchedPage,
} from './support.ts';

/*
 * Issue 26 §2 and §3 on the real site and server: a memory the tag wizard creates before Post is
 * seen by nobody else (feed, link, hashtag search, tag search), a confirmed cancel deletes it, and
 * a photo added before tagging survives a reload and is on the memory after Post. At 1280 and 390 px.
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
  const watched = await openPage(browser, { width, height: 844 });
  if (who) await addSessionCookies(watched.context, who.session, who.username);
  opened.push(watched);
  return watched;
}

/** The writer's own memories as the server holds them. */
async function memoriesOf(writer: Member): Promise<Memory[]> {
  return (await writer.client.searchByUser({ username: writer.username })).results;
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

/** Writes an unhappy memory on /memory/new, with a photo if given, and ends the photo step. */
async function write(page: Page, title: string, text: string, photo?: { name: string; buffer: Buffer }) {
  await page.goto(`${siteUrl()}/memory/new`);
  await page.getByRole('radio', { name: 'Unhappy' }).check();
  await page.getByLabel('Title (optional)').fill(title);
  await page.getByLabel('Your memory').fill(text);
  if (photo) {
    await page.locator('input[type=file]').setInputFiles({ ...photo, mimeType: 'image/jpeg' });
    await page.getByText(`${photo.name} uploaded`).waitFor();
    await tap(page, 'Next');
  } else {
    await tap(page, 'Skip');
  }
}

/** Opens the tag wizard, answers Age with 6-8 (the first tag creates the memory) and closes it. */
async function tagAge(page: Page, writer: Member, title: string): Promise<Memory> {
  await tap(page, 'Tag Your Childhood Trauma');
  const wizard = page.getByRole('dialog', { name: 'Tag Your Childhood Trauma' });
  await wizard.waitFor();
  const gotIt = wizard.getByRole('button', { name: 'Got It!' });
  if (await gotIt.isVisible()) await gotIt.click();
  await wizard.getByRole('button', { name: /^1?Age\W/ }).click();
  await wizard.getByRole('radio', { name: '6-8' }).click();
  await expect
    .poll(async () => (await memoriesOf(writer)).some((memory) => memory.title === title))
    .toBe(true);
  await wizard.getByText('Saved').first().waitFor();
  await page.keyboard.press('Escape');
  await page.waitForURL(`${siteUrl()}/memory/new`);
  return (await memoriesOf(writer)).find((memory) => memory.title === title)!;
}

/** Whether the card titled `title` is on `path`, once the list shows the card titled `control`. */
async function listed(page: Page, path: string, title: string, control: string): Promise<boolean> {
  await page.goto(`${siteUrl()}${path}`);
  await page.getByRole('article', { name: control }).waitFor();
  return (await page.getByRole('article', { name: title }).count()) > 0;
}

for (const width of [1280, 390]) {
  describe(`a memory tagged before Post, at ${width} px`, () => {
    it('is seen by nobody else — feed, link, hashtag, tag search — until Post; its writer sees it marked Only me', async () => {
      const writer = await member();
      const reader = await member();
      const stamp = `${width}${Date.now().toString(36)}`;
      const hashtag = `unposted${stamp}`;
      const title = `Not posted yet ${stamp}`;
      const control = `Shared already ${stamp}`;
      // A public memory with the same hashtag and tag: each list is shown before it is read.
      await reader.client.createMemory(
        emptySavePayload({
          title: control,
          description: `Open to all. #${hashtag}`,
          privacy: 0,
          age_ranges: [{ id: 103, name: '6-8' }],
        }),
      );

      const { page, context } = await open(writer, width);
      await write(page, title, `Half of what happened. #${hashtag}`);
      const memory = await tagAge(page, writer, title);
      expect(memory.privacy).toBe(1);
      expect(await writer.client.getLastPrivacy()).toBe(0);

      // Its writer sees it on /home under 'Not posted yet' (never under 'Shared with the
      // community'), saying who can read it.
      const own = await context.newPage();
      await own.goto(`${siteUrl()}/home`);
      const card = own.getByRole('region', { name: 'Not posted yet' }).getByRole('article', { name: title });
      await card.waitFor();
      expect(await card.textContent()).toContain('Who can read it: Not posted yet: only you');
      expect(await card.getByText('Not posted yet: only you').isVisible()).toBe(true);
      expect(
        await own
          .getByRole('region', { name: 'Shared with the community' })
          .getByRole('article', { name: title })
          .count(),
      ).toBe(0);
      await own.close();

      const lists = [`/memories/search/hashtag/${hashtag}`, '/memories/search/age_ranges/6-8'];
      for (const who of [null, reader]) {
        const other = await open(who, width);
        for (const path of [...lists, who ? '/home' : '/memories']) {
          expect(
            await listed(other.page, path, title, control),
            `${path} for ${who ? 'a member' : 'a visitor'}`,
          ).toBe(false);
        }
        const response = await other.page.goto(`${siteUrl()}/memory/${memory.shareable_link}`);
        expect(response?.status()).toBe(404);
        await other.context.close();
      }

      // Post: now it is the member's to share, with the privacy the form shows (Public).
      await tap(page, 'Continue');
      await tap(page, 'Post');
      await page.waitForURL(`${siteUrl()}/home`);
      expect((await writer.client.getMemory(memory.hashId)).privacy).toBe(0);
      const after = await open(reader, width);
      expect(await listed(after.page, `/memories/search/hashtag/${hashtag}`, title, control)).toBe(true);
      const response = await after.page.goto(`${siteUrl()}/memory/${memory.shareable_link}`);
      expect(response?.status()).toBe(200);
      await after.context.close();
      await context.close();
    });

    it('is deleted, with its photo, when the writer cancels', async () => {
      const writer = await member();
      const title = `Cancelled ${width} ${Date.now().toString(36)}`;
      const { page, context } = await open(writer, width);
      const buffer = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c96' } })
        .jpeg()
        .toBuffer();
      await write(page, title, 'Something I do not want to keep.', { name: 'porch.jpg', buffer });
      const memory = await tagAge(page, writer, title);

      await tap(page, 'Cancel');
      const question = page.getByRole('dialog', { name: 'Cancel this memory?' });
      await question.waitFor();
      const confirm = question.getByRole('button', { name: 'Yes, cancel' });
      expect(
        await confirm.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return top === element || element.contains(top);
        }),
      ).toBe(true);
      await confirm.click();
      await page.waitForURL(`${siteUrl()}/home`);
      await expect
        .poll(() =>
          writer.client.getMemory(memory.hashId).then(
            () => 'still there',
            (error: { status?: number }) => error.status,
          ),
        )
        .toBe(404);
      expect(await memoriesOf(writer)).toEqual([]);
      expect(await writer.client.listTempPhotos()).toEqual([]);
      await context.close();
    });

    it('keeps its photo: write, add a photo, tag, reload, post, and the photo is on the server', async () => {
      const writer = await member();
      const title = `With a photo ${width} ${Date.now().toString(36)}`;
      const { page, context } = await open(writer, width);
      const buffer = await sharp({ create: { width: 48, height: 36, channels: 3, background: '#69c' } })
        .jpeg()
        .toBuffer();
      await write(page, title, 'The swing in the yard.', { name: 'swing.jpg', buffer });
      const memory = await tagAge(page, writer, title);
      await expect.poll(async () => (await writer.client.listTempPhotos()).length).toBe(1);
      // The draft on this device knows the memory before the reload.
      await expect
        .poll(() =>
          page.evaluate(
            () =>
              Object.entries(localStorage).find(([key]) => key.startsWith('cm:memory-editor:draft'))?.[1] ??
              '',
          ),
        )
        .toContain(memory.hashId);

      await page.reload();
      await page.getByText('We brought back the draft you were writing on this device.').waitFor();
      await page.getByRole('button', { name: 'Remove swing.jpg' }).waitFor();
      // Shown from an address that works.
      const thumb = page.getByRole('img', { name: 'Photo 1' });
      await expect
        .poll(() => thumb.evaluate((image) => (image as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);

      await tap(page, 'Continue');
      await tap(page, 'Post');
      await page.waitForURL(`${siteUrl()}/home`);
      const posted = await writer.client.getMemory(memory.hashId);
      expect(posted.photos).toHaveLength(1);
      expect(await memoriesOf(writer)).toHaveLength(1);
      const file = await fetch(new URL(posted.photos[0]!.url, apiUrl()));
      expect(file.status).toBe(200);
      await context.close();
    });
  });
}
