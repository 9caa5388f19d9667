/*
 * Moderation (issue 31), as the people involved meet it in Chromium: a member reports a comment
 * through the memory modal; a moderator hides it from the moderation page, with a reason and the
 * confirm step; the comment is gone for a third member; its writer sees on it that a moderator hid
 * it and why, and asks for a review; the reporter's bell says the report was looked at; the
 * moderator's queue then shows the writer's request and the audit log the hide.
 */
import { emptySavePayload } from '@childhood-memories/api-client';
import { tmpdir } from 'node:os';

import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MODERATOR_EMAIL } from './global-setup.ts';
import {
  addSessionCookies,
  axeViolations,
  launchBrowser,
  type Member,
  member,
  newMember,
  openPage,
  pressUntilVisible,
  siteUrl,
} from './support.ts';

const UNKIND = 'You should have got over this by now, honestly.';
const KIND = 'Thank you for trusting us with this.';

let browser: Browser;
let writer: Member;
let commenter: Member;
let reporter: Member;
let third: Member;
let moderator: Member;
let link = '';
const watched: { errors: string[]; violations: string[] }[] = [];

async function pageAs(who: Member, width = 1280): Promise<Page> {
  const opened = await openPage(browser, { width });
  watched.push(opened);
  await addSessionCookies(opened.context, who.session, who.username);
  return opened.page;
}

function commentCard(page: Page, text: string) {
  return page.getByRole('listitem').filter({ hasText: text });
}

beforeAll(async () => {
  browser = await launchBrowser();
  [writer, commenter, reporter, third] = await Promise.all([member(), member(), member(), member()]);
  moderator = await member({ ...newMember(), email: MODERATOR_EMAIL });
  const memory = await writer.client.createMemory(
    emptySavePayload({
      title: 'The winter the river froze',
      description: 'We skated to school and nobody asked why I never wanted to go home.',
      type: 1,
      privacy: 0,
    }),
  );
  link = memory.shareable_link;
  await commenter.client.createComment({ shareable_link: link, content: UNKIND });
  await third.client.createComment({ shareable_link: link, content: KIND });
});

afterAll(async () => {
  for (const page of watched) {
    expect(page.errors.join('\n')).toBe('');
    expect(page.violations).toEqual([]);
  }
  await browser?.close();
});

describe('a report reaches someone who can act on it', () => {
  it('is granted to the configured moderator only: a member meets a 404 at /moderation', async () => {
    expect((await moderator.client.getCurrentUser()).is_moderator).toBe(true);
    expect((await third.client.getCurrentUser()).is_moderator).toBeUndefined();
    const page = await pageAs(third);
    const answer = await page.goto(`${siteUrl()}/moderation`);
    expect(answer?.status()).toBe(404);
    await pressUntilVisible(
      page.getByRole('button', { name: /Account:/ }),
      page.getByRole('link', { name: 'Your Account' }),
    );
    expect(await page.getByRole('link', { name: 'Moderation' }).count()).toBe(0);
  });

  it('runs from the report to the writer, the third member and the reporter', async () => {
    // 1. The reporter reports the unkind comment through the modal.
    const reporting = await pageAs(reporter);
    await reporting.goto(`${siteUrl()}/memory/${link}?tab=comment`);
    const card = commentCard(reporting, UNKIND);
    await card.getByRole('button', { name: 'Report' }).click();
    const dialog = reporting.getByRole('dialog', { name: 'Report this comment' });
    await dialog.getByRole('radio', { name: 'Unkind or judgemental' }).check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect.poll(() => reporting.getByText('Report has been sent').first().isVisible()).toBe(true);

    // 2. The moderator finds it in the queue (its menu leads there) and hides it, with a reason.
    const moderating = await pageAs(moderator);
    await moderating.goto(`${siteUrl()}/home`);
    const menuEntry = moderating.getByRole('link', { name: 'Moderation' });
    await pressUntilVisible(moderating.getByRole('button', { name: /Account:/ }), menuEntry);
    await menuEntry.click();
    await moderating.waitForURL(/\/moderation$/);
    const item = moderating.getByRole('article', { name: 'Comment on “The winter the river froze”' });
    await expect.poll(() => item.isVisible()).toBe(true);
    expect(await item.textContent()).toContain('Reported by 1 member');
    expect(await item.textContent()).toContain('Unkind or judgemental (1)');
    expect(await item.textContent()).toContain(UNKIND);
    // Who reported it is never on the page.
    expect(await moderating.locator('main').textContent()).not.toContain(reporter.username);
    expect(await axeViolations(moderating)).toEqual([]);
    await item.getByRole('button', { name: 'Hide comment…' }).click();
    const confirm = moderating.getByRole('dialog', { name: 'Hide this comment?' });
    // Without a reason it asks for one, next to the choices, and stays open.
    await confirm.getByRole('button', { name: 'Hide comment', exact: true }).click();
    await expect.poll(() => confirm.getByText('Please choose why it is hidden.').isVisible()).toBe(true);
    await confirm.getByRole('radio', { name: 'Hurtful or harassing' }).check();
    await confirm.getByLabel('A note for the other moderators (optional)').fill('Minimising a survivor.');
    // The confirm button is on top where a finger lands.
    const hide = confirm.getByRole('button', { name: 'Hide comment', exact: true });
    const box = await hide.boundingBox();
    expect(box).not.toBeNull();
    const onTop = await moderating.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? '',
      { x: (box?.x ?? 0) + (box?.width ?? 0) / 2, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 },
    );
    expect(onTop).toContain('Hide');
    await hide.click();
    await expect
      .poll(() =>
        moderating
          .getByText('Hidden. Its writer was told why, and its reporters that a moderator took action.')
          .first()
          .isVisible(),
      )
      .toBe(true);
    await expect.poll(() => item.count()).toBe(0);

    // 3. The third member no longer finds it; the kind comment is still there.
    const reading = await pageAs(third);
    await reading.goto(`${siteUrl()}/memory/${link}?tab=comment`);
    await expect.poll(() => commentCard(reading, KIND).isVisible()).toBe(true);
    expect(await commentCard(reading, UNKIND).count()).toBe(0);
    const comments = await third.client.listComments({ shareable_link: link });
    expect(comments.results.map((comment) => comment.content)).toEqual([KIND]);
    expect((await third.client.getMemoryByLink(link)).counts.comments).toBe(1);

    // 4. Its writer sees why, and asks for a review once.
    const writing = await pageAs(commenter, 390);
    await writing.goto(`${siteUrl()}/memory/${link}?tab=comment`);
    const own = commentCard(writing, UNKIND);
    // The comments load once the page has hydrated, which a loaded machine takes its time over.
    await expect
      .poll(() => own.getByText('A moderator hid this comment. Only you can see it.').isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    expect(await own.textContent()).toContain('Hurtful or harassing');
    expect(
      await own.getByRole('link', { name: 'Read the Community Guidelines' }).getAttribute('href'),
    ).toContain('community-guidelines');
    await own.getByRole('button', { name: 'Ask for a review' }).click();
    await own
      .getByLabel('What would you like the moderators to know?')
      .fill('I meant it kindly, I was clumsy.');
    await own.getByRole('button', { name: 'Send request' }).click();
    await expect
      .poll(() => own.getByText('You asked for a review. A moderator will look at it again.').isVisible())
      .toBe(true);
    expect(await writing.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // 5. The reporter's bell says it was looked at, and nothing more.
    const told = await reporter.client.listNotifications();
    expect(told.results.map((notification) => [notification.event_type, notification.data])).toEqual([
      ['report_reviewed', { moderation_outcome: 'action' }],
    ]);
    expect(told.unseen_count).toBe(1);
    await reporting.goto(`${siteUrl()}/home`);
    const bell = reporting.getByRole('button', { name: 'Notifications, 1 unseen' });
    await expect.poll(() => bell.isVisible(), { timeout: 15_000 }).toBe(true);
    await bell.click();
    await expect
      .poll(() =>
        reporting
          .getByText('Thank you for your report. A moderator looked at it and took action.')
          .isVisible(),
      )
      .toBe(true);

    // 6. The moderator's queue shows the writer's request; the audit log the hide.
    await moderating.reload();
    const appealed = moderating.getByRole('article', { name: 'Comment on “The winter the river froze”' });
    await expect.poll(() => appealed.isVisible()).toBe(true);
    expect(await appealed.textContent()).toContain('I meant it kindly, I was clumsy.');
    await moderating.getByRole('link', { name: 'Audit log' }).click();
    await moderating.waitForURL(/view=log/);
    await expect
      .poll(() =>
        moderating
          .getByText(`${moderator.username} hid a comment on “The winter the river froze”`)
          .isVisible(),
      )
      .toBe(true);
    expect(await moderating.locator('main').textContent()).toContain('Minimising a survivor.');
    await moderating.screenshot({ path: `${tmpdir()}/site-moderation-log-1280.png`, fullPage: true });

    // 7. On a phone: the queue fits 390 px, and its actions sit where a finger lands.
    await moderating.setViewportSize({ width: 390, height: 844 });
    await moderating.goto(`${siteUrl()}/moderation`);
    const phoneItem = moderating.getByRole('article', { name: 'Comment on “The winter the river froze”' });
    await expect.poll(() => phoneItem.isVisible()).toBe(true);
    expect(await moderating.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const restore = phoneItem.getByRole('button', { name: 'Show again…' });
    await restore.scrollIntoViewIfNeeded();
    const spot = await restore.boundingBox();
    expect(
      await moderating.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? '',
        { x: (spot?.x ?? 0) + (spot?.width ?? 0) / 2, y: (spot?.y ?? 0) + (spot?.height ?? 0) / 2 },
      ),
    ).toContain('Show again');
    await moderating.screenshot({ path: `${tmpdir()}/site-moderation-390.png`, fullPage: true });
  });
});
