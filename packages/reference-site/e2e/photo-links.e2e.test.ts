/*
 * A privacy change ends the photo links handed out before it (issue 26): a visitor who saw a
 * public memory's photo, and anyone they forwarded its address to, cannot open it once the
 * writer makes the memory Only me; the writer keeps seeing it, through a fresh link.
 */
import { emptySavePayload, Privacy } from '@childhood-memories/api-client';
import type { Browser, Page } from 'playwright';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { addSessionCookies, api, launchBrowser, newMember, openPage, siteUrl } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The memory's first photo as the page shows it: its address, once the picture has loaded. */
async function shownPhoto(page: Page): Promise<string> {
  const image = page.getByRole('button', { name: 'Open photo 1 of 1' }).locator('img');
  await image.scrollIntoViewIfNeeded();
  await page.waitForFunction(
    (element) => element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0,
    await image.elementHandle(),
  );
  return (await image.getAttribute('src')) ?? '';
}

describe('photo links after a privacy change', () => {
  it('stop answering the visitor and a forwarded address once the memory is Only me; the writer still sees the photo', async () => {
    const details = newMember();
    const session = await api().signUp(details);
    const writer = api(session.access);
    const jpeg = await sharp({ create: { width: 96, height: 64, channels: 3, background: '#c96' } })
      .jpeg()
      .toBuffer();
    const uploaded = await writer.uploadPhoto(new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }));
    const saved = (privacy: Privacy) =>
      emptySavePayload({
        title: 'The kite on the hill',
        description: 'We flew a red kite on the hill behind the school.',
        privacy,
        image_list: [uploaded.temp_id],
      });
    const memory = await writer.createMemory(saved(Privacy.Public));

    // A visitor reads the public memory in Chromium and sees its photo.
    const visitor = await openPage(browser, { width: 390, height: 844 });
    await visitor.page.goto(`${siteUrl()}/memory/${memory.shareable_link}`, { waitUntil: 'networkidle' });
    const seen = await shownPhoto(visitor.page);
    expect(seen).toContain('/media/');
    // Forwarded to someone else, the address answers too (for now).
    const before = await openPage(browser, { width: 1280 });
    expect((await before.page.goto(seen))?.status()).toBe(200);

    await writer.updateMemory(memory.hashId, saved(Privacy.OnlyMe));

    // Anyone who opens the address now gets nothing. (A browser that already holds the picture
    // keeps its own copy until the link's max-age: bytes once sent cannot be taken back.)
    const other = await openPage(browser, { width: 1280 });
    expect((await other.page.goto(seen))?.status()).toBe(404);
    // The memory itself is gone for the visitor, photo and all.
    const reread = await visitor.page.goto(`${siteUrl()}/memory/${memory.shareable_link}`, {
      waitUntil: 'networkidle',
    });
    expect(reread?.status()).toBe(404);
    expect(await visitor.page.getByRole('button', { name: 'Open photo 1 of 1' }).count()).toBe(0);

    // The writer opens it and sees the photo, through a fresh address.
    const own = await openPage(browser, { width: 1280 });
    await addSessionCookies(own.context, session, details.username);
    await own.page.goto(`${siteUrl()}/memory/${memory.shareable_link}`, { waitUntil: 'networkidle' });
    const fresh = await shownPhoto(own.page);
    expect(fresh).not.toBe(seen);

    // The site's pages (the bare media addresses are Chromium's own image view, under the
    // media's sandboxing policy).
    for (const watched of [visitor, own]) {
      expect(watched.errors).toEqual([]);
      expect(watched.violations).toEqual([]);
    }
    for (const watched of [visitor, before, other, own]) await watched.context.close();
  });
});
