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
  // A tap before the page has hydrated does nothing; a person taps again.
  await pressUntilVisible(
    page.getByRole('button', { name: /^Notifications/ }),
    page.getByRole('dialog', { name: 'Notifications' }).getByRole('heading', { name: 'Notifications' }),
  );
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

describe('the header’s number and Mark all as read (issue 35)', () => {
  for (const width of [1280, 390]) {
    it(`counts the rows a member can count, and reads them all at ${width} px`, async () => {
      const ada = await member();
      const [bo, cy] = await Promise.all([member(), member()]);
      const memory = await ada.client.createMemory(
        emptySavePayload({
          title: 'The stairs at night',
          description: 'I counted them so I would not be afraid.',
          privacy: 0,
          feelings: [
            { id: 904, description: 'Lonely' },
            { id: 901, description: 'Scared' },
            { id: 902, description: 'Sad' },
          ],
        }),
      );
      const link = memory.shareable_link;
      const tags = memory.feelings.map((tag) => tag.memory_tag_id ?? 0);
      // Two members say 'me too' to the memory's tags (Bo to three, Cy to one), and Cy comments.
      for (const tag of tags) await bo.client.createResonance({ memory_tag_id: tag, shareable_link: link });
      await cy.client.createResonance({ memory_tag_id: tags[0] ?? 0, shareable_link: link });
      await cy.client.createComment({ shareable_link: link, content: 'Me too, every night.' });
      const raw = await ada.client.listNotifications();
      expect(raw.results.filter((notification) => !notification.is_read)).toHaveLength(5);

      const watched = await openPage(browser, { width, height: 800, hasTouch: width < 600 });
      watchedPages.push(watched);
      const { page, context } = watched;
      await addSessionCookies(context, ada.session, ada.username);
      await page.goto(`${siteUrl()}/home`);
      const bell = page.getByRole('button', { name: /^Notifications/ });
      const panel = page.getByRole('dialog', { name: 'Notifications' });
      // A press before the page has hydrated does nothing; a person presses again.
      await pressUntilVisible(bell, panel);
      await panel.getByRole('listitem').first().waitFor();
      const unreadRows = panel.getByRole('button', { name: /^Unread: / });
      await expect.poll(() => unreadRows.count()).toBe(3);
      // The header's number is the rows on the screen, not the five notifications they hold.
      expect(await panel.getByText('3 unread', { exact: true }).isVisible()).toBe(true);
      expect(await panel.getByText('5 unread', { exact: true }).count()).toBe(0);

      const readAll = panel.getByRole('button', { name: 'Mark all as read' });
      const landed = await readAll.evaluate((element) => {
        const rect = element.getBoundingClientRect();
        const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
        return {
          onTop: hit !== null && element.contains(hit),
          inside: rect.left >= 0 && rect.right <= window.innerWidth,
          tall: rect.height >= 24,
        };
      });
      expect(landed).toEqual({ onTop: true, inside: true, tall: true });
      if (width === 390) await page.screenshot({ path: `${tmpdir()}/site-bell-read-all-390.png` });
      await (width < 600 ? readAll.tap() : readAll.click());
      await expect.poll(() => unreadRows.count()).toBe(0);
      expect(await panel.getByText('All read', { exact: true }).isVisible()).toBe(true);
      expect(await readAll.count()).toBe(0);
      await expect.poll(async () => (await ada.client.listNotifications()).unread_count).toBe(0);

      // After a reload the server holds it: nothing unread, and nothing to mark.
      await page.reload();
      // A press before the page has hydrated does nothing; a person presses again.
      await pressUntilVisible(bell, panel);
      await panel.getByRole('listitem').first().waitFor();
      expect(await unreadRows.count()).toBe(0);
      expect(await panel.getByText('All read', { exact: true }).isVisible()).toBe(true);
      expect(await panel.getByRole('button', { name: 'Mark all as read' }).count()).toBe(0);
    });
  }
});
