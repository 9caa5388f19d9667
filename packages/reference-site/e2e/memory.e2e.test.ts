import { emptySavePayload, type MemorySavePayload } from '@childhood-memories/api-client';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  addSessionCookies,
  api,
  axeViolations,
  launchBrowser,
  newMember,
  openPage,
  siteUrl,
} from './support.ts';

async function writer() {
  const member = newMember();
  const session = await api().signUp(member);
  const client = api(session.access);
  const write = (overrides: Partial<MemorySavePayload>) =>
    client.createMemory(
      emptySavePayload({
        title: 'The kite on the hill',
        description: 'Dad and I flew a red kite on the hill behind the flats. #kites',
        ...overrides,
      }),
    );
  return { member, session, client, write };
}

function metaContent(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  return new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
}

describe('a memory page, read raw (what a link preview receives)', () => {
  it('names a listed memory and gives its opening words', async () => {
    const { write } = await writer();
    const memory = await write({ privacy: 0 });
    const response = await fetch(`${siteUrl()}/memory/${memory.shareable_link}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(/<title>([^<]+)<\/title>/.exec(html)?.[1]).toBe('The kite on the hill | Childhood Memories');
    expect(metaContent(html, 'name', 'description')).toBe(
      'Dad and I flew a red kite on the hill behind the flats. #kites',
    );
    expect(metaContent(html, 'property', 'og:title')).toBe('The kite on the hill | Childhood Memories');
    expect(metaContent(html, 'name', 'robots')).toBeUndefined();
    // The memory itself is in the page the server sends, in its dialog: the first paint shows it.
    const body = html.slice(html.indexOf('<body'));
    expect(body).toMatch(/role="dialog"/);
    expect(body).toContain('Dad and I flew a red kite on the hill behind the flats.');
  });

  it('never gives the title or words of a memory with content warnings, and keeps a link-only memory out of search engines', async () => {
    const { write, member } = await writer();
    const memory = await write({ privacy: 2, sensitive_topics: [2] });
    const html = await (await fetch(`${siteUrl()}/memory/${memory.shareable_link}`)).text();
    // Named by its writer, as the covered modal and the feed card name it: a title can hurt too.
    expect(html).toContain(`<title>Childhood Memory by ${member.username} | Childhood Memories</title>`);
    expect(html.slice(0, html.indexOf('</head>'))).not.toContain('The kite on the hill');
    const description = metaContent(html, 'name', 'description') ?? '';
    expect(description).toContain('It carries content warnings and asks before it opens.');
    expect(metaContent(html, 'property', 'og:description')).not.toContain('red kite');
    expect(metaContent(html, 'name', 'robots')).toBe('noindex');
  });

  it('answers 404 for an Only me memory to anyone else, and tells a preview nothing of it', async () => {
    const { write, session, member } = await writer();
    const memory = await write({ privacy: 1, title: 'Only mine' });
    expect((await fetch(`${siteUrl()}/memory/${memory.shareable_link}`)).status).toBe(404);
    expect((await fetch(`${siteUrl()}/memory/not-a-memory`)).status).toBe(404);
    // Its writer opens it; even then the page's tags do not carry its title.
    const own = await fetch(`${siteUrl()}/memory/${memory.shareable_link}`, {
      headers: {
        cookie: `access_token=${session.access}; refresh_token=${session.refresh}; username=${member.username}`,
      },
    });
    expect(own.status).toBe(200);
    const html = await own.text();
    expect(html).toContain('<title>A childhood memory | Childhood Memories</title>');
    expect(metaContent(html, 'property', 'og:title')).not.toContain('Only mine');
  });
});

describe('a memory page in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const width of [1280, 390]) {
    it(`opens the memory in the modal for a visitor and a member, accessibly, at ${width} px`, async () => {
      const { write } = await writer();
      const memory = await write({ privacy: 0 });
      const { page, context, violations, errors } = await openPage(browser, { width, height: 844 });
      await page.goto(`${siteUrl()}/memory/${memory.shareable_link}`);
      const dialog = page.getByRole('dialog', { name: /The kite on the hill/ });
      await dialog.waitFor();
      expect(await dialog.getByText('Dad and I flew a red kite', { exact: false }).isVisible()).toBe(true);
      // Server-rendered in place, then hydrated: focus goes into it, and it covers the page
      // (the sticky header included).
      await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]'));
      const covered = await page.evaluate(() => {
        const box = document.querySelector('[role="dialog"]')!.getBoundingClientRect();
        const inside = document.elementFromPoint(box.x + box.width / 2, box.y + 12);
        const corner = document.elementFromPoint(2, 2);
        return [inside?.closest('[role="dialog"]') !== null, corner?.closest('.cm-layer') !== null];
      });
      expect(covered).toEqual([true, true]);
      expect(await axeViolations(page)).toEqual([]);

      // Closing it from a link opened outside the site goes to the start.
      await page.keyboard.press('Escape');
      await page.waitForURL(`${siteUrl()}/`);

      const reader = newMember();
      const session = await api().signUp(reader);
      await addSessionCookies(context, session, reader.username);
      await page.goto(`${siteUrl()}/memory/${memory.shareable_link}?tab=comment`);
      const comments = page.getByRole('dialog', { name: /The kite on the hill/ });
      await comments.waitFor();
      await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]'));
      expect(await comments.getByRole('tab', { name: 'Comments', selected: true }).isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.waitForURL(`${siteUrl()}/home`);
      expect(violations).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
