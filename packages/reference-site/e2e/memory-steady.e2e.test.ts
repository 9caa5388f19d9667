/*
 * Nothing moves under the reader's hand in the memory modal, and its tag links lead somewhere
 * (issue 35), in Chromium at 1280 px with a mouse and at 390 px with touch: the modal's top edge
 * and the exit it carries stay where they are when the tab changes; a comment deep link lands
 * whole below the tab strip, which stays below the header; a tag link from the Empathize tab
 * leads to its tag search, which lists the memory (an age, a person, a person's action, one tag
 * of every other list); the member's own words are not linked.
 */
import {
  emptySavePayload,
  hashtagFromLabel,
  MemoryType,
  Privacy,
  TAG_QUESTIONS,
  type MemorySavePayload,
} from '@childhood-memories/api-client';
import type { Browser, Locator, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  addSessionCookies,
  axeViolations,
  launchBrowser,
  member,
  openPage,
  siteUrl,
  type Member,
} from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const WAYS = [
  { width: 1280, touch: false },
  { width: 390, touch: true },
] as const;

const TITLE = 'The hall light';
const OWN_WORDS = 'small as a mouse';
const LONG = 'The hall light stayed on all night, and I lay awake listening for the door. '.repeat(14).trim();

/** One tag of every list of the tagging questions (Father and what he did, 6-8, Domestic violence…), and words of the writer's own. */
async function everyListTagged(writer: Member): Promise<MemorySavePayload> {
  const type = MemoryType.Unhappy;
  const pick = async (list: Parameters<Member['client']['listTagOptions']>[0], prefer?: string) => {
    const options = (await writer.client.listTagOptions(list, type)).filter(
      (option) => option.label !== "I don't remember" && option.group !== 'generation',
    );
    const option = options.find((candidate) => candidate.label === prefer) ?? options[0];
    if (!option) throw new Error(`no option in ${list}`);
    return option;
  };
  const payload = emptySavePayload({ type, title: TITLE, description: LONG, privacy: Privacy.Public });
  for (const question of TAG_QUESTIONS) {
    if (question.list === 'persons_actions') {
      const person = await pick('person', 'Father');
      const action = await pick('person_action', 'Shouted at me');
      payload.persons_actions = [
        {
          person_involved: { id: person.id, description: person.label },
          person_action: [{ id: action.id, description: action.label }],
        },
      ];
    } else if (question.list === 'age_ranges') {
      const age = await pick('age_ranges', '6-8');
      payload.age_ranges = [{ id: age.id, name: age.label }];
    } else {
      const option = await pick(
        question.list,
        question.list === 'risk_factor' ? 'Domestic violence' : undefined,
      );
      payload[question.list] = [{ id: option.id, description: option.label }];
    }
  }
  payload.feelings = [...payload.feelings, { id: null, description: OWN_WORDS }];
  return payload;
}

async function press(target: Locator, touch: boolean) {
  if (touch) await target.tap();
  else await target.click();
}

/** The box of `target`, which must be on screen. */
async function boxOf(target: Locator) {
  const box = await target.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

async function openMemory(page: Page, path: string, name: string | RegExp) {
  await page.goto(`${siteUrl()}${path}`);
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  // Hydrated: focus is inside the modal.
  await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]'));
  return dialog;
}

describe.each(WAYS)('the memory modal stays where it is, at $width px', ({ width, touch }) => {
  it('keeps its top edge, header and exit where they were on every tab switch', async () => {
    const writer = await member();
    const reader = await member();
    const memory = await writer.client.createMemory(await everyListTagged(writer));
    await reader.client.createComment({ shareable_link: memory.shareable_link, content: 'Thank you.' });
    const { page, context, errors, violations } = await openPage(browser, {
      width,
      height: 844,
      hasTouch: touch,
    });
    await addSessionCookies(context, reader.session, reader.username);
    const dialog = await openMemory(page, `/memory/${memory.shareable_link}`, TITLE);
    const exit = dialog.getByRole('link', { name: 'Exit this page' });
    const heading = dialog.getByRole('heading', { name: TITLE });
    const place = async () => ({
      dialog: (await boxOf(dialog)).y,
      exit: await boxOf(exit),
      heading: await boxOf(heading),
    });
    const first = await place();
    await page.screenshot({ path: `/tmp/cm-steady-${width}-text.png` });
    const heights = new Set([Math.round((await boxOf(dialog)).height)]);

    for (const [tab, settled] of [
      ['Comments', dialog.getByRole('textbox', { name: 'Write a comment' })],
      ['Empathize', dialog.getByRole('heading', { name: 'Feelings' })],
      [`Childhood Memory by ${writer.username}`, dialog.getByText(LONG.slice(0, 40))],
    ] as const) {
      await press(dialog.getByRole('tab', { name: tab }), touch);
      await settled.waitFor();
      await page.waitForTimeout(300);
      heights.add(Math.round((await boxOf(dialog)).height));
      const now = await place();
      expect(Math.abs(now.dialog - first.dialog)).toBeLessThanOrEqual(1);
      expect(now.exit).toEqual(first.exit);
      expect(now.heading).toEqual(first.heading);
      // The exit is what a finger lands on at its centre.
      expect(
        await exit.evaluate((link) => {
          const rect = link.getBoundingClientRect();
          const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
          return hit === link || link.contains(hit);
        }),
      ).toBe(true);
      await page.screenshot({ path: `/tmp/cm-steady-${width}-${tab.split(' ')[0]?.toLowerCase()}.png` });
    }
    // The tabs are of different heights: a centred modal would have moved.
    expect(heights.size).toBeGreaterThan(1);
    const box = await boxOf(dialog);
    expect(box.y).toBeGreaterThanOrEqual(8);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    expect(violations).toEqual([]);
    await context.close();
  });

  it('lands a comment deep link whole below the tab strip, and the strip below the header', async () => {
    const writer = await member();
    const reader = await member();
    const memory = await writer.client.createMemory(
      emptySavePayload({ title: TITLE, description: LONG, privacy: Privacy.Public }),
    );
    let linked = 0;
    for (let index = 1; index <= 14; index += 1) {
      const comment = await reader.client.createComment({
        shareable_link: memory.shareable_link,
        content: `Comment number ${index}. The hall light is something I remember too.`,
      });
      if (index === 11) linked = comment.id;
    }
    const { page, context, errors, violations } = await openPage(browser, {
      width,
      height: 844,
      hasTouch: touch,
    });
    await addSessionCookies(context, writer.session, writer.username);
    const dialog = await openMemory(page, `/memory/${memory.shareable_link}?comment=${linked}`, TITLE);
    const card = dialog.getByRole('listitem').filter({ hasText: 'Comment number 11.' });
    await card.waitFor();
    const tabs = dialog.getByRole('tablist');
    const heading = dialog.getByRole('heading', { name: TITLE });
    const top = (await boxOf(dialog)).y;

    // Scrolled 700 ms after it is there: whole, below the tab strip, inside the dialog.
    await expect
      .poll(
        async () => {
          const comment = await boxOf(card);
          const strip = await boxOf(tabs);
          const frame = await boxOf(dialog);
          return comment.y >= strip.y + strip.height && comment.y + comment.height <= frame.y + frame.height;
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    await page.screenshot({ path: `/tmp/cm-deeplink-${width}.png` });
    const onTop = await card.evaluate((node) => {
      const rect = node.getBoundingClientRect();
      return [rect.top + 4, rect.top + rect.height / 2, rect.bottom - 4].map((y) => {
        const hit = document.elementFromPoint(rect.left + rect.width / 2, y);
        return hit !== null && node.contains(hit);
      });
    });
    expect(onTop).toEqual([true, true, true]);
    const strip = await boxOf(tabs);
    const title = await boxOf(heading);
    expect(strip.y).toBeGreaterThanOrEqual(title.y + title.height);
    const selected = dialog.getByRole('tab', { name: 'Comments', selected: true });
    expect(
      await selected.evaluate((tab) => {
        const rect = tab.getBoundingClientRect();
        return document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2) === tab;
      }),
    ).toBe(true);
    // Only the body scrolled: the modal is where it opened.
    expect(Math.abs((await boxOf(dialog)).y - top)).toBeLessThanOrEqual(1);
    // The tab strip stays reachable: another tab is one press away.
    await press(dialog.getByRole('tab', { name: 'Your Childhood Memory' }), touch);
    await dialog.getByText(LONG.slice(0, 40)).waitFor();
    expect(errors).toEqual([]);
    expect(violations).toEqual([]);
    await context.close();
  });

  it('leads every tag link of the Empathize tab to a page that lists the memory; own words are not linked', async () => {
    const writer = await member();
    const reader = await member();
    const payload = await everyListTagged(writer);
    const memory = await writer.client.createMemory(payload);
    const { page, context, errors, violations } = await openPage(browser, {
      width,
      height: 844,
      hasTouch: touch,
    });
    await addSessionCookies(context, reader.session, reader.username);
    const summary = `/memory/${memory.shareable_link}?tab=summary`;
    // This memory's card in a list (other tests' memories share its title).
    const listed = page
      .getByRole('link', { name: TITLE })
      .and(page.locator(`[href="/memory/${memory.shareable_link}"]`));
    const dialog = await openMemory(page, summary, TITLE);
    await dialog.getByRole('heading', { name: 'Feelings' }).waitFor();
    await page.screenshot({ path: `/tmp/cm-empathize-${width}.png` });

    const tagLinks = dialog.getByRole('link', { name: /: memories tagged / });
    const links = await tagLinks.evaluateAll((nodes) =>
      nodes.map((node) => ({
        name: node.getAttribute('aria-label') ?? '',
        href: node.getAttribute('href') ?? '',
      })),
    );
    // One per system tag: twelve lists, People's Actions as its person and an action.
    expect(links).toHaveLength(13);
    for (const link of links) expect(link.href).toMatch(/^\/memories\/search\/[a-z_]+\/[a-z0-9-]+$/);
    expect(links.map((link) => link.href)).toEqual(
      expect.arrayContaining([
        '/memories/search/age_ranges/6-8',
        '/memories/search/person_involved/father',
        '/memories/search/person_action/shouted-at-me',
        '/memories/search/risk_factor/domestic-violence',
      ]),
    );
    // The writer's own words show their hashtag, not as a link.
    const own = dialog.getByText(hashtagFromLabel(OWN_WORDS), { exact: true });
    expect(await own.evaluate((node) => node.closest('a'))).toBeNull();

    // Followed from the modal, by mouse or finger: an age, a person, what they did.
    for (const label of ['6-8', 'Father', 'Shouted at me']) {
      await dialog.getByRole('heading', { name: 'Feelings' }).waitFor();
      const link = dialog.getByRole('link', { name: `${hashtagFromLabel(label)}: memories tagged ${label}` });
      await link.scrollIntoViewIfNeeded();
      await press(link, touch);
      await page.waitForURL(/\/memories\/search\//);
      await listed.waitFor();
      if (label === 'Father') await page.screenshot({ path: `/tmp/cm-tagsearch-${width}.png` });
      await page.goBack();
      await page.waitForURL(/\/memory\//);
    }
    // Every other tag's page lists it too.
    for (const { href } of links) {
      await page.goto(`${siteUrl()}${href}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await listed.count(), href).toBe(1);
    }
    expect(errors).toEqual([]);
    expect(violations).toEqual([]);
    await context.close();
  });
});
