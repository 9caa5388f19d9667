import { emptySavePayload } from '@childhood-memories/api-client';
import { tmpdir } from 'node:os';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  addSessionCookies,
  axeViolations,
  launchBrowser,
  type Member,
  member,
  openPage,
  siteUrl,
  type WatchedPage,
} from './support.ts';

/*
 * Issue 35 §3 and §5 on the real site and server, at 1280 and 390 px: the writer's own memories
 * on /home sit under headings that say what they are (a draft before Post under 'Not posted yet',
 * never under 'Shared with the community'), and a tag search is headed with the tag's own label
 * ('6-8', not '6 8').
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

async function open(who: Member | null, width: number): Promise<Page> {
  const watched = await openPage(browser, { width, height: 844, hasTouch: width < 600 });
  if (who) await addSessionCookies(watched.context, who.session, who.username);
  opened.push(watched);
  return watched.page;
}

/** The titles of the cards in the list headed `heading` on the page. */
async function titlesUnder(page: Page, heading: string): Promise<string[]> {
  const section = page.getByRole('region', { name: heading, exact: true });
  if ((await section.count()) === 0) return [];
  return section
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => card.querySelector('h3')?.textContent?.trim() ?? ''));
}

for (const width of [1280, 390]) {
  describe(`at ${width} px`, () => {
    it('lists the writer’s own memories on /home under headings that say what they are', async () => {
      const writer = await member();
      const other = await member();
      const stamp = `${width}${Date.now().toString(36)}`;
      const save = (title: string, privacy: 0 | 1 | 2) =>
        emptySavePayload({ title, description: `Words of ${title}.`, privacy });
      // The tag wizard's first save before Post: Only me, not posted.
      await writer.client.createMemory(save(`Draft ${stamp}`, 1), {
        idempotencyKey: `draft-${stamp}`,
        autosave: true,
      });
      await writer.client.createMemory(save(`Mine alone ${stamp}`, 1));
      await writer.client.createMemory(save(`By link ${stamp}`, 2));
      await writer.client.createMemory(save(`Shared ${stamp}`, 0));
      await other.client.createMemory(save(`Theirs ${stamp}`, 0));

      const page = await open(writer, width);
      await page.goto(`${siteUrl()}/home`);
      await page.getByRole('region', { name: 'Not posted yet' }).waitFor();
      const headings = await page
        .getByRole('heading', { level: 2 })
        .evaluateAll((all) => all.map((heading) => heading.textContent?.trim()));
      expect(headings).toEqual([
        'Not posted yet',
        'Only you can see these',
        'Shared with a link',
        'Shared with the community',
      ]);
      expect(await titlesUnder(page, 'Not posted yet')).toEqual([`Draft ${stamp}`]);
      expect(await titlesUnder(page, 'Only you can see these')).toEqual([`Mine alone ${stamp}`]);
      expect(await titlesUnder(page, 'Shared with a link')).toEqual([`By link ${stamp}`]);
      const shared = await titlesUnder(page, 'Shared with the community');
      expect(shared).toEqual(expect.arrayContaining([`Shared ${stamp}`, `Theirs ${stamp}`]));
      expect(shared).not.toEqual(expect.arrayContaining([`Draft ${stamp}`]));
      expect(shared.filter((title) => title.endsWith(stamp))).toHaveLength(2);
      // The draft's card says it too, and says who can read it.
      const draft = page
        .getByRole('region', { name: 'Not posted yet' })
        .getByRole('article', { name: `Draft ${stamp}` });
      expect(await draft.textContent()).toContain('Who can read it: Not posted yet: only you');
      expect(await draft.getByText('Not posted yet: only you').isVisible()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${tmpdir()}/site-home-lists-${width}.png`, fullPage: true });

      // Another member sees none of the writer's own lists, and only what is shared.
      const reader = await open(other, width);
      await reader.goto(`${siteUrl()}/home`);
      await reader.getByRole('region', { name: 'Shared with the community' }).waitFor();
      expect(await reader.getByRole('heading', { name: 'Not posted yet' }).count()).toBe(0);
      const theirFeed = await titlesUnder(reader, 'Shared with the community');
      expect(theirFeed.filter((title) => title.endsWith(stamp)).sort()).toEqual(
        [`Shared ${stamp}`, `Theirs ${stamp}`].sort(),
      );

      // /memories ('Shared experiences') lists only what is shared, for its writer too.
      await page.goto(`${siteUrl()}/memories`);
      await page.getByRole('article', { name: `Shared ${stamp}` }).waitFor();
      for (const title of [`Draft ${stamp}`, `Mine alone ${stamp}`, `By link ${stamp}`])
        expect(await page.getByRole('article', { name: title }).count()).toBe(0);
    });

    it('heads the tag search for age range 6-8 with the tag’s own label', async () => {
      const writer = await member();
      const title = `Six to eight ${width} ${Date.now().toString(36)}`;
      await writer.client.createMemory(
        emptySavePayload({
          title,
          description: 'The year of the bicycle.',
          privacy: 0,
          age_ranges: [{ id: 103, name: '6-8' }],
        }),
      );
      const page = await open(null, width);
      await page.goto(`${siteUrl()}/memories/search/age_ranges/6-8`);
      await page.getByRole('article', { name: title }).waitFor();
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('6-8');
      expect(await page.getByText('Memories members tagged with "6-8" under Age.').isVisible()).toBe(true);
      expect(await page.title()).toContain('Age: 6-8');
      expect(await page.getByText('6 8', { exact: true }).count()).toBe(0);
      await page.screenshot({ path: `${tmpdir()}/site-tag-6-8-${width}.png` });

      // A slug no tag has: a calm heading that guesses no label.
      await page.goto(`${siteUrl()}/memories/search/age_ranges/6-9`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Memories tagged under Age');
      expect(
        await page
          .getByText('There is no tag by this name under Age, so no memory is listed for it.')
          .isVisible(),
      ).toBe(true);
    });
  });
}
