/*
 * Back after a quick exit (issue 35 §1): wherever a member is when they leave (the editor, the tag
 * wizard, an open memory on any tab, a sub-view of it, the moderation page, the account pages),
 * pressing Back once, twice or three times never shows anything of theirs: each page of ours that
 * Back reaches (loaded afresh, or restored from the back-forward cache, which is on here as in a
 * member's browser) is hidden before it is painted and leaves for the neutral page again. At 1280 px
 * the member leaves with Shift pressed three times, at 390 px (touch) by tapping 'Exit this page'.
 */
import { emptySavePayload, type Memory } from '@childhood-memories/api-client';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { EXIT_MODERATOR_EMAIL } from './global-setup.ts';
import {
  addSessionCookies,
  launchBrowser,
  member,
  newMember,
  openPage,
  pressUntilVisible,
  siteUrl,
  type Member,
} from './support.ts';

const NEUTRAL = 'https://www.bbc.co.uk/weather';
const WORDS = 'The night the door was locked I sat on the stairs until morning.';

let browser: Browser;
let writer: Member;
let moderator: Member;
let memory: Memory;
const watchedPages: { errors: string[]; violations: string[] }[] = [];

beforeAll(async () => {
  browser = await launchBrowser({ backForwardCache: true });
  writer = await member();
  moderator = await member({ ...newMember(), email: EXIT_MODERATOR_EMAIL });
  memory = await writer.client.createMemory(
    emptySavePayload({
      title: 'The stairs',
      description: 'We sat on the stairs and listened to the rain. #rain',
      type: 3,
      privacy: 0,
      age_ranges: [{ id: 103, name: '6-8' }],
    }),
  );
});

afterAll(async () => {
  for (const watched of watchedPages) {
    expect(watched.errors.join('\n')).toBe('');
    expect(watched.violations).toEqual([]);
  }
  await browser.close();
});

/** What a document of ours showed at a moment the test can observe. */
interface Sighting {
  /** The browser tab (an id the init script keeps in the tab's sessionStorage). */
  tab: string;
  url: string;
  event: 'pageshow' | 'pagehide';
  persisted: boolean;
  /** Hidden as a whole: nothing of it can be on the screen. */
  concealed: boolean;
  /** Loaded afresh (not restored from the back-forward cache) and painted something. */
  paintedFresh: boolean;
  at: number;
}

type How = 'keyboard' | 'tap';
const WAYS: { how: How; width: number }[] = [
  { how: 'keyboard', width: 1280 },
  { how: 'tap', width: 390 },
];

/**
 * A member's tab at `width` (touch at phone width), the neutral page stubbed, and a record of
 * every moment a document of ours was shown or left: whether it was hidden, and whether a freshly
 * loaded one had painted anything (its first-contentful-paint entry, read as it leaves). The record
 * is written synchronously into the site's localStorage (a document that leaves at once may never
 * deliver a message to the test) and read from a second tab, which leaves the member's history alone.
 */
async function memberTab(width: number, who: Member) {
  const watched = await openPage(browser, { width, height: width < 500 ? 844 : 900, hasTouch: width < 500 });
  watchedPages.push(watched);
  const { page, context } = watched;
  await addSessionCookies(context, who.session, who.username);
  await context.route('https://www.bbc.co.uk/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Weather</title><p>Weather</p>' }),
  );
  await context.addInitScript(() => {
    if (location.protocol !== 'http:') return;
    let restored = false;
    const tab = sessionStorage.getItem('e2e:tab') ?? String(Math.random());
    sessionStorage.setItem('e2e:tab', tab);
    const report = (event: 'pageshow' | 'pagehide', persisted: boolean) => {
      const html = document.documentElement;
      const sightings = JSON.parse(localStorage.getItem('e2e:sightings') ?? '[]') as Sighting[];
      sightings.push({
        tab,
        url: location.href,
        event,
        persisted,
        concealed: html.hidden || getComputedStyle(html).display === 'none',
        paintedFresh: !restored && performance.getEntriesByName('first-contentful-paint').length > 0,
        at: Date.now(),
      });
      localStorage.setItem('e2e:sightings', JSON.stringify(sightings));
    };
    const persisted = (event: Event) => (event as Event & { persisted: boolean }).persisted;
    addEventListener('pageshow', (event) => {
      if (persisted(event)) restored = true;
      report('pageshow', persisted(event));
    });
    addEventListener('pagehide', (event) => report('pagehide', persisted(event)));
  });
  const reader = await context.newPage();
  await reader.goto(`${siteUrl()}/terms-of-use`);
  const sightings = async (tab: string, since: number) =>
    (
      JSON.parse((await reader.evaluate(() => localStorage.getItem('e2e:sightings'))) ?? '[]') as Sighting[]
    ).filter((sighting) => sighting.tab === tab && sighting.at >= since);
  return { page, sightings };
}

/** Leaves as the member would: Shift three times at a desk, a tap on the exit on a phone. */
async function quickExit(page: Page, how: How) {
  if (how === 'keyboard') {
    // Until the page's script has run, Shift does nothing yet; a person would press again.
    await expect
      .poll(
        async () => {
          if (page.url().startsWith(NEUTRAL)) return true;
          for (let press = 0; press < 3; press += 1)
            await page.keyboard.press('Shift').catch(() => undefined);
          await page.waitForURL(`${NEUTRAL}**`, { timeout: 1_500 }).catch(() => undefined);
          return page.url().startsWith(NEUTRAL);
        },
        { timeout: 30_000, interval: 200 },
      )
      .toBe(true);
  } else {
    // Inside an open dialog its own exit is the one on screen; otherwise the page's.
    const dialog = page.getByRole('dialog');
    const scope = (await dialog.count()) > 0 ? dialog.last() : page;
    await scope.getByRole('link', { name: 'Exit this page' }).tap();
  }
  await page.waitForURL(`${NEUTRAL}**`);
}

/** The tab shows the neutral page, and only it, once the dust has settled. */
async function expectNeutral(page: Page) {
  await expect.poll(() => page.url(), { timeout: 15_000 }).toMatch(/^https:\/\/www\.bbc\.co\.uk\/weather/);
  await expect
    .poll(() => page.evaluate(() => document.body?.innerText ?? '').catch(() => ''), { timeout: 15_000 })
    .toBe('Weather');
}

type Tab = Awaited<ReturnType<typeof memberTab>>;

/**
 * Presses Back `times` times after the exit; after each press the tab is on the neutral page, and
 * every document of ours that Back reached was hidden whenever it was shown or left, and never
 * painted when loaded afresh. Returns how Back reached the site each time.
 */
async function backAfterExit({ page, sightings }: Tab, tab: string, times: number) {
  const reached: ('fresh' | 'restored')[] = [];
  for (let time = 1; time <= times; time += 1) {
    const since = Date.now();
    await page.goBack({ waitUntil: 'commit' });
    await expectNeutral(page);
    const ours = (await sightings(tab, since)).filter((sighting) => sighting.url.startsWith(siteUrl()));
    // Back reached a page of ours (not only the neutral page again), and it never showed.
    expect(ours.length, `Back ${time} reached none of our pages`).toBeGreaterThan(0);
    for (const sighting of ours) {
      expect(sighting.concealed, `${sighting.event} of ${sighting.url} after Back ${time}`).toBe(true);
      expect(sighting.paintedFresh, `${sighting.url} painted after Back ${time}`).toBe(false);
    }
    reached.push(
      ours.some((sighting) => sighting.event === 'pageshow' && sighting.persisted) ? 'restored' : 'fresh',
    );
  }
  return reached;
}

/** The member's tab, as the init script names it. */
const tabOf = (page: Page) => page.evaluate(() => sessionStorage.getItem('e2e:tab') ?? '');

/** Two full page loads before the place, so that Back has pages of ours in the back-forward cache. */
async function arrive(page: Page, path: string) {
  await page.goto(`${siteUrl()}/faq`);
  await page.goto(`${siteUrl()}/home`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.goto(`${siteUrl()}${path}`);
}

describe.each(WAYS)('Back after a quick exit, by $how at $width px', ({ how, width }) => {
  it('from the tag wizard over unsaved words: Back three times shows neither the words nor the site', async () => {
    const tab = await memberTab(width, writer);
    const { page } = tab;
    await page.goto(`${siteUrl()}/faq`);
    await page.goto(`${siteUrl()}/home`);
    await pressUntilVisible(
      page.getByRole('main').getByRole('link', { name: 'Write a memory' }),
      page.getByRole('radio', { name: 'Unhappy' }),
    );
    await page.getByRole('radio', { name: 'Unhappy' }).check();
    await page.getByLabel('Your memory').fill(WORDS);
    await page.getByRole('button', { name: 'Next' }).click();
    // The wizard opens with a history entry of its own (Back closes it while the member stays).
    await page.getByRole('button', { name: 'Tag Your Childhood Trauma' }).click();
    await page.getByRole('dialog', { name: 'Tag Your Childhood Trauma' }).waitFor();
    expect(page.url()).toContain('openTagsModal=true');
    const id = await tabOf(page);
    await quickExit(page, how);
    // /memory/new (the words, restored from the draft), /home, then /faq from the cache.
    const reached = await backAfterExit(tab, id, 3);
    expect(reached.at(-1)).toBe('restored');
  });

  it('from the editor with unsaved words', async () => {
    const tab = await memberTab(width, writer);
    const { page } = tab;
    await arrive(page, '/memory/new');
    await page.getByRole('radio', { name: 'Unhappy' }).check();
    await page.getByLabel('Your memory').fill(WORDS);
    const id = await tabOf(page);
    await quickExit(page, how);
    expect(await backAfterExit(tab, id, 2)).toEqual(['restored', 'restored']);
  });

  it('from an open memory, on each of its tabs and in a sub-view with words typed', async () => {
    const reader = await member();
    const tab = await memberTab(width, reader);
    const { page } = tab;
    await arrive(page, `/memory/${memory.shareable_link}`);
    const modal = page.getByRole('dialog').first();
    await modal.getByText('We sat on the stairs').waitFor();
    const tabs = modal.getByRole('tablist');
    await pressUntilVisible(
      tabs.getByRole('tab', { name: 'Empathize' }),
      modal.getByRole('tabpanel', { name: 'Empathize' }),
    );
    await tabs.getByRole('tab', { name: 'Comments' }).click();
    await modal.getByRole('tabpanel', { name: 'Comments' }).waitFor();
    await tabs.getByRole('tab', { name: /^Childhood Memory by / }).click();
    // Send Message: a view inside the memory, with words of the member's own.
    await modal.getByRole('button', { name: 'Send Message' }).click();
    await modal.getByRole('heading', { name: 'Send Message' }).waitFor();
    await modal.getByRole('textbox').first().fill('I recognise the stairs.');
    const id = await tabOf(page);
    await quickExit(page, how);
    expect(await backAfterExit(tab, id, 2)).toEqual(['restored', 'restored']);
  });

  it('from the moderation page', async () => {
    const tab = await memberTab(width, moderator);
    const { page } = tab;
    await arrive(page, '/moderation');
    await page.getByRole('heading', { level: 1, name: 'Moderation' }).waitFor();
    const id = await tabOf(page);
    await quickExit(page, how);
    expect(await backAfterExit(tab, id, 2)).toEqual(['restored', 'restored']);
  });

  it('from the account pages', async () => {
    const tab = await memberTab(width, writer);
    const { page } = tab;
    await arrive(page, '/account');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.goto(`${siteUrl()}/settings`);
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    const id = await tabOf(page);
    await quickExit(page, how);
    expect(await backAfterExit(tab, id, 2)).toEqual(['restored', 'restored']);
  });
});

describe('a fresh visit after a quick exit', () => {
  it('shows the site again: the member came back on purpose', async () => {
    const { page } = await memberTab(1280, writer);
    await page.goto(`${siteUrl()}/faq`);
    await page.getByRole('heading', { level: 1, name: 'FAQ' }).waitFor();
    await quickExit(page, 'keyboard');
    await page.goto(`${siteUrl()}/faq`);
    await page.getByRole('heading', { level: 1, name: 'FAQ' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.hidden)).toBe(false);
    // And Back from there is an ordinary Back again: the mark went with the fresh visit.
    await page.goto(`${siteUrl()}/home`);
    await page.goBack({ waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: 'FAQ' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.hidden)).toBe(false);
  });
});
