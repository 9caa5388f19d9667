/*
 * The bell on the site's top bar (issue 27 §3, §4), as a member meets it on a phone: the
 * dropdown inside the screen at 320, 360 and 390 px (it started at x = −8 px at 390 when it
 * hung from the bell's right edge, the bell sitting before 'Exit this page'), every row on top
 * where a finger lands, and the header saying the server's unread number, not the first page's.
 */
import { emptySavePayload, ReactionOption } from '@childhood-memories/api-client';
import { tmpdir } from 'node:os';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { addSessionCookies, launchBrowser, type Member, member, openPage, siteUrl } from './support.ts';

let browser: Browser;
let writer: Member;
const watchedPages: { errors: string[]; violations: string[] }[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  writer = await member();
  const readers = await Promise.all([member(), member(), member()]);
  // More notifications than one page holds (20 a page on the server), some grouped in one row.
  for (let index = 0; index < 8; index += 1) {
    const memory = await writer.client.createMemory(
      emptySavePayload({
        title: `Summer number ${index + 1} at the lake`,
        description: 'We swam until the light went and walked home barefoot.',
        type: 1,
        privacy: 0,
      }),
    );
    for (const reader of readers) {
      await reader.client.createEmpathy({ shareable_link: memory.shareable_link });
      await reader.client.createComment({ shareable_link: memory.shareable_link, content: 'Thank you.' });
    }
    await readers[0]?.client.createReaction({
      shareable_link: memory.shareable_link,
      reaction_option_id: ReactionOption.Love,
    });
  }
});

afterAll(async () => {
  for (const watched of watchedPages) {
    expect(watched.errors.join('\n')).toBe('');
    expect(watched.violations).toEqual([]);
  }
  await browser.close();
});

async function openBell(width: number): Promise<Page> {
  const watched = await openPage(browser, { width, height: 700, hasTouch: true });
  watchedPages.push(watched);
  const { page, context } = watched;
  await addSessionCookies(context, writer.session, writer.username);
  await page.goto(`${siteUrl()}/home`);
  await page.getByRole('button', { name: /^Notifications/ }).tap();
  await page
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('heading', { name: 'Notifications' })
    .waitFor();
  await page.getByRole('dialog', { name: 'Notifications' }).getByRole('listitem').first().waitFor();
  return page;
}

describe('the bell on the site’s top bar', () => {
  for (const width of [320, 360, 390]) {
    it(`keeps its dropdown and every row inside the screen at ${width} px, on top where a finger lands`, async () => {
      const page = await openBell(width);
      const panel = page.getByRole('dialog', { name: 'Notifications' });
      const box = await panel.boundingBox();
      expect(box).not.toBeNull();
      expect(box?.x).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(700);
      const rows = await panel.getByRole('listitem').getByRole('button').all();
      expect(rows.length).toBeGreaterThan(3);
      for (const row of rows) {
        await row.scrollIntoViewIfNeeded();
        const landed = await row.evaluate((element) => {
          const rect = element.getBoundingClientRect();
          const y = rect.top + rect.height / 2;
          return {
            left: rect.left,
            right: rect.right,
            onTop: [rect.left + 8, rect.left + rect.width / 2, rect.right - 8].every((x) => {
              const hit = document.elementFromPoint(x, y);
              return hit !== null && element.contains(hit);
            }),
          };
        });
        expect(landed.left).toBeGreaterThanOrEqual(0);
        expect(landed.right).toBeLessThanOrEqual(width);
        expect(landed.onTop).toBe(true);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      if (width === 390) await page.screenshot({ path: `${tmpdir()}/site-bell-390.png` });
    });
  }

  it('says the server’s unread number in its header, not the first page’s', async () => {
    const page = await openBell(390);
    const { unread_count: unread } = await writer.client.listNotifications();
    const rows = await page
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('button', { name: /^Unread: / })
      .count();
    expect(unread).not.toBeNull();
    expect(rows).not.toBe(unread);
    await expect
      .poll(() => page.getByRole('dialog', { name: 'Notifications' }).getByText(`${unread} unread`).count())
      .toBe(1);
  });
});
