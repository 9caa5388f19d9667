import { emptySavePayload, type Memory } from '@childhood-memories/api-client';
import { tmpdir } from 'node:os';

import type { Browser, Page } from 'playwright';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import {
  addSessionCookies,
  apiUrl,
  axeViolations,
  launchBrowser,
  type Member,
  member,
  openPage,
  siteUrl,
  type WatchedPage,
} from './support.ts';

async function signedIn(browser: Browser, who: Member, width = 1280): Promise<WatchedPage> {
  const watched = await openPage(browser, { width });
  await addSessionCookies(watched.context, who.session, who.username);
  return watched;
}

/** A photo that says where and with what camera it was taken. */
function photoWithLocation(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#7a9' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 30/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 17/1 40/1',
      },
    })
    .toBuffer();
}

function feedTitles(page: Page) {
  return page
    .getByRole('region', { name: 'Shared with the community' })
    .getByRole('heading', { level: 3 })
    .allInnerTexts();
}

let browser: Browser;
const opened: WatchedPage[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
// A failed journey leaves a picture of where it stopped, for whoever reads the log.
afterEach(async ({ task }) => {
  const last = opened.at(-1);
  if (task.result?.state === 'fail' && last && !last.page.isClosed())
    await last.page.screenshot({ path: `${tmpdir()}/site-e2e-${task.name.slice(0, 3)}.png` }).catch(() => {});
});
afterAll(async () => {
  for (const watched of opened) {
    expect(watched.errors.join('\n')).toBe('');
    expect(watched.violations).toEqual([]);
  }
  await browser.close();
});

describe('the community, end to end', () => {
  let writer: Member;
  let reader: Member;
  let memory: Memory;
  const tag = `meadow${Date.now().toString(36)}`;
  beforeAll(async () => {
    writer = await member();
    reader = await member();
  });

  it('(1) a member writes a memory with a photo, a content warning and two hashtags, tags it, and sees it on /home', async () => {
    const watched = await signedIn(browser, writer);
    opened.push(watched);
    const { page } = watched;
    await page.goto(`${siteUrl()}/home`);
    await page.getByRole('link', { name: 'Write a memory' }).click();
    await page.waitForURL(`${siteUrl()}/memory/new`);
    await page.getByRole('radio', { name: 'Unhappy' }).check();
    await page.getByLabel('Title (optional)').fill('The meadow behind school');
    await page.getByLabel('Your memory').fill(`We hid in the tall grass of the #${tag} until dark. #grass`);
    await page.locator('input[type=file]').setInputFiles({
      name: 'meadow.jpg',
      mimeType: 'image/jpeg',
      buffer: await photoWithLocation(),
    });
    await page.getByText('meadow.jpg').first().waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: /Add Content Warnings/ }).click();
    const warnings = await writer.client.listContentWarnings();
    const warning = [...warnings].sort((a, b) => a.ui_sort_order - b.ui_sort_order)[0]!;
    await page.getByRole('checkbox', { name: warning.description }).check();
    await page.getByRole('button', { name: /Add Content Warnings.*1 Added/ }).click();

    // The wizard opens through the address (openTagsModal=true); closing it takes that away.
    await page.getByRole('button', { name: 'Tag Your Childhood Trauma' }).click();
    await page.waitForURL(/openTagsModal=true/);
    const wizard = page.getByRole('dialog', { name: 'Tag Your Childhood Trauma' });
    await wizard.waitFor();
    await page.keyboard.press('Escape');
    await page.waitForURL(`${siteUrl()}/memory/new`);

    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Relationship description').fill('I still go quiet when voices rise.');
    await page.getByRole('button', { name: 'Post' }).click();
    await page.waitForURL(`${siteUrl()}/home`);
    await expect.poll(() => feedTitles(page)).toContain('The meadow behind school');

    const mine = await writer.client.searchByUser({ username: writer.username });
    memory = mine.results[0]!;
    expect(memory.sensitive_topics.map((w) => w.id)).toEqual([warning.id]);
    // The photo came back without its location or camera.
    const url = memory.photos[0]?.url ?? memory.image_list[0];
    expect(url).toBeTruthy();
    const bytes = Buffer.from(await (await fetch(new URL(url!, apiUrl()))).arrayBuffer());
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
    expect(bytes.includes(Buffer.from('GPS'))).toBe(false);

    // Three categories tagged, with the calls the wizard makes (the wizard's own walk is its package's test).
    const ref = (options: { id: number; label: string }[]) =>
      options.slice(0, 1).map((option) => ({ id: option.id, description: option.label }));
    memory = await writer.client.updateMemory(memory.hashId, {
      ...emptySavePayload({ title: memory.title, description: memory.description, type: 3, privacy: 0 }),
      relationship_description: memory.relationship_description,
      sensitive_topics: [warning.id],
      image_list: memory.photos.map((photo) => photo.temp_id),
      feelings: ref(await writer.client.listTagOptions('feelings', 3)),
      needs: ref(await writer.client.listTagOptions('needs', 3)),
      thoughts: ref(await writer.client.listTagOptions('thoughts', 3)),
    });
    expect([memory.feelings.length, memory.needs.length, memory.thoughts.length]).toEqual([1, 1, 1]);
    expect(memory.photos).toHaveLength(1);
  });

  it('(2) another member finds it by hashtag, reacts, changes the reaction and comments', async () => {
    const watched = await signedIn(browser, reader);
    opened.push(watched);
    const { page } = watched;
    await page.goto(`${siteUrl()}/memories/search/hashtag/${tag}`);
    // Its warning asks first: the title and words are covered on the card, named by the writer.
    const coveredName = `Childhood Memory by ${writer.username}`;
    const card = page.getByRole('article', { name: coveredName });
    await expect.poll(() => card.count()).toBe(1);
    await expect.poll(() => card.getByText(/Content warning:/).isVisible()).toBe(true);
    expect(await card.getByText('We hid in the tall grass').count()).toBe(0);
    expect(await card.getByText('The meadow behind school').count()).toBe(0);
    await card.getByRole('link', { name: coveredName }).click();
    await page.waitForURL(`${siteUrl()}/memory/${memory.shareable_link}`);
    // The modal too: covered, it is headed by its writer until 'Show memory'.
    await page
      .getByRole('dialog', { name: coveredName })
      .getByRole('button', { name: 'Show memory' })
      .click();
    const modal = page.getByRole('dialog', { name: 'The meadow behind school' });
    await modal.getByText('We hid in the tall grass').waitFor();
    await modal.getByRole('link', { name: '#grass' }).waitFor();
    expect(await modal.getByRole('link', { name: '#grass' }).getAttribute('href')).toBe(
      '/memories/search/hashtag/grass',
    );

    const status = () => reader.client.getInteractionStatus(memory.shareable_link);
    const reactions = modal.getByRole('group', { name: 'Reactions' });
    await reactions.getByRole('button', { name: /^Love/ }).click();
    await expect.poll(async () => (await status()).reaction_option_id).toBe(4);
    await reactions.getByRole('button', { name: /^Be strong/ }).click();
    await expect.poll(async () => (await status()).reaction_option_id).toBe(5);

    await modal.getByRole('tab', { name: /Comment/ }).click();
    await modal.getByLabel('Write a comment').fill('I hid in a field like that too. You were brave.');
    await modal.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(
        async () =>
          (await writer.client.listComments({ shareable_link: memory.shareable_link })).results.length,
      )
      .toBe(1);
  });

  it('(3) the writer’s bell shows it, and a notification opens the memory on the right tab', async () => {
    const watched = await signedIn(browser, writer);
    opened.push(watched);
    const { page } = watched;
    await page.goto(`${siteUrl()}/home`);
    const bell = page.getByRole('button', { name: /^Notifications, \d+ unseen$/ });
    await bell.waitFor({ timeout: 15_000 });
    await bell.click();
    const row = page.getByRole('link', { name: new RegExp(`${reader.username} commented on your memory`) });
    await row
      .or(page.getByRole('button', { name: new RegExp(`${reader.username} commented`) }))
      .first()
      .click();
    await page.waitForURL(new RegExp(`/memory/${memory.shareable_link}\\?tab=comment&comment=\\d+`));
    const modal = page.getByRole('dialog', { name: 'The meadow behind school' });
    await modal.getByText('You were brave.').waitFor();
    expect(await modal.getByRole('tab', { name: /Comment/ }).getAttribute('aria-selected')).toBe('true');

    // Closing the memory goes back to /home; the reactions' notification opens the memory's
    // words, with the reaction it names (the group's newest) highlighted.
    await page.keyboard.press('Escape');
    await page.waitForURL(`${siteUrl()}/home`);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page
      .getByRole('link', { name: new RegExp(`${reader.username} reacted to your memory`) })
      .or(page.getByRole('button', { name: new RegExp(`${reader.username} reacted`) }))
      .first()
      .click();
    await page.waitForURL(new RegExp(`/memory/${memory.shareable_link}\\?reaction=[1-5]$`));
    await page
      .getByRole('dialog', { name: 'The meadow behind school' })
      .getByText('We hid in the tall grass')
      .waitFor();
  });

  it('opens the tagging wizard on the question a tagging routeAction names, and closing it clears the address', async () => {
    const watched = await signedIn(browser, writer);
    opened.push(watched);
    const { page } = watched;
    await page.goto(`${siteUrl()}/memory/${memory.hashId}/edit?routeAction=feelings`);
    const wizard = page.getByRole('dialog', { name: 'Tag Your Childhood Trauma' });
    await wizard
      .getByRole('heading', { name: /Feelings/ })
      .first()
      .waitFor();
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page), 'the tag wizard over the editor').toEqual([]);
    await page.keyboard.press('Escape');
    await page.waitForURL(`${siteUrl()}/memory/${memory.hashId}/edit`);
    await expect.poll(() => wizard.count()).toBe(0);
  });

  it('(4) made "Only me", it leaves the reader’s feed, the hashtag search, the link and their notifications', async () => {
    const editing = await signedIn(browser, writer);
    opened.push(editing);
    await editing.page.goto(`${siteUrl()}/memory/${memory.hashId}/edit`);
    await editing.page.getByRole('radio', { name: 'Only me' }).check();
    await editing.page.getByRole('button', { name: 'Continue' }).click();
    await editing.page.getByRole('button', { name: 'Post' }).click();
    await editing.page.waitForURL(`${siteUrl()}/home`);
    await expect.poll(async () => (await writer.client.getMemory(memory.hashId)).privacy).toBe(1);

    const watched = await signedIn(browser, reader);
    opened.push(watched);
    const { page } = watched;
    await page.goto(`${siteUrl()}/home`);
    expect(await feedTitles(page)).not.toContain('The meadow behind school');
    await page.goto(`${siteUrl()}/memories/search/hashtag/${tag}`);
    await page.getByText(`No memory you can read carries #${tag} yet.`).waitFor();
    const response = await page.goto(`${siteUrl()}/memory/${memory.shareable_link}`);
    expect(response?.status()).toBe(404);
    const notifications = await reader.client.listNotifications();
    expect(JSON.stringify(notifications)).not.toContain('The meadow behind school');
  });

  it('(5) a reader who hides a warning no longer sees memories carrying it on /home', async () => {
    const other = await member();
    const warnings = await other.client.listContentWarnings();
    const warning = warnings[0]!;
    await other.client.createMemory(
      emptySavePayload({
        title: 'The stairwell',
        description: 'Loud nights.',
        type: 3,
        privacy: 0,
        sensitive_topics: [warning.id],
      }),
    );
    const watched = await signedIn(browser, reader);
    opened.push(watched);
    const { page } = watched;
    await page.goto(`${siteUrl()}/home`);
    // 'Ask me first' (the default): its card is there, covered, headed by its writer, not its title.
    const coveredCard = `Childhood Memory by ${other.username}`;
    expect(await feedTitles(page)).toContain(coveredCard);
    expect(await feedTitles(page)).not.toContain('The stairwell');
    await page.goto(`${siteUrl()}/safety-filters`);
    await page
      .getByRole('group', { name: warning.description })
      .getByRole('radio', { name: 'Hide these memories' })
      .check();
    await page.getByRole('button', { name: /Save/ }).click();
    // The toast's title, and for a moment Radix's live announcement of it: either will do.
    await page.getByText('Your safety filters are saved.').first().waitFor();
    await page.getByRole('link', { name: 'Home' }).first().click();
    await page.waitForURL(`${siteUrl()}/home`);
    await expect.poll(() => feedTitles(page)).not.toContain(coveredCard);
  });

  it('(6) a reload in the middle of writing keeps every word', async () => {
    const watched = await signedIn(browser, reader);
    opened.push(watched);
    const { page } = watched;
    await page.goto(`${siteUrl()}/memory/new`);
    await page.getByRole('radio', { name: 'Happy', exact: true }).check();
    await page.getByLabel('Your memory').fill('The smell of bread at my aunt’s house on Sundays.');
    await page.waitForTimeout(500);
    await page.reload();
    await expect
      .poll(() => page.getByLabel('Your memory').inputValue(), { timeout: 10_000 })
      .toBe('The smell of bread at my aunt’s house on Sundays.');
  });

  it('(7) the quick exit leaves the editor with unsaved words at once, and leaves no way back', async () => {
    const watched = await signedIn(browser, reader);
    opened.push(watched);
    const { page, context } = watched;
    await context.route('https://www.bbc.co.uk/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Weather</title><p>Weather</p>' }),
    );
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.dismiss();
    });
    await page.goto(`${siteUrl()}/home`);
    await page.getByRole('link', { name: 'Write a memory' }).click();
    await page.waitForURL(`${siteUrl()}/memory/new`);
    await page.getByRole('radio', { name: 'Unhappy' }).check();
    await page.getByLabel('Your memory').fill('Something I am not ready to share yet.');
    await page.getByRole('link', { name: 'Exit this page' }).click();
    await page.waitForURL('https://www.bbc.co.uk/**');
    expect(dialogs).toEqual([]);
    await page.goBack();
    expect(page.url()).not.toContain('/memory/new');
  });

  it('asks before an in-app link takes unsaved words away, and keeps them when the member stays', async () => {
    const watched = await signedIn(browser, reader);
    opened.push(watched);
    const { page } = watched;
    await page.goto(`${siteUrl()}/memory/new`);
    await page.getByRole('radio', { name: 'Bittersweet' }).check();
    await page.getByLabel('Your memory').fill('The last summer before we moved.');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    const leave = page
      .getByRole('alertdialog', { name: 'Leave page?' })
      .or(page.getByRole('dialog', { name: 'Leave page?' }));
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Keep writing' }).click();
    expect(page.url()).toBe(`${siteUrl()}/memory/new`);
    expect(await page.getByLabel('Your memory').inputValue()).toBe('The last summer before we moved.');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await leave.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL(`${siteUrl()}/home`);
  });

  it('sends a visitor who responds to the login overlay, and back to the memory after logging in', async () => {
    const shared = await writer.client.createMemory(
      emptySavePayload({ title: 'The bus stop', description: 'Waiting in the rain.', type: 2, privacy: 0 }),
    );
    const watched = await openPage(browser);
    opened.push(watched);
    const { page } = watched;
    await page.goto(`${siteUrl()}/memory/${shared.shareable_link}`);
    const modal = page.getByRole('dialog', { name: 'The bus stop' });
    await modal.getByRole('group', { name: 'Reactions' }).getByRole('button', { name: /^Love/ }).click();
    const login = page.getByRole('dialog', { name: 'Welcome back' });
    await login.waitFor();
    expect(new URL(page.url()).searchParams.get('routeAction')).toBe('login');
    await login.getByLabel('E-mail address').fill(reader.email);
    await login.getByLabel('Password').fill(reader.password);
    await login.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${siteUrl()}/memory/${shared.shareable_link}`);
    await page.getByRole('dialog', { name: 'The bus stop' }).getByText('Waiting in the rain.').waitFor();
    // Now a member: the reaction counts.
    await page.getByRole('group', { name: 'Reactions' }).getByRole('button', { name: /^Love/ }).click();
    await expect
      .poll(async () => (await reader.client.getInteractionStatus(shared.shareable_link)).reaction_option_id)
      .toBe(4);
  });

  it('passes axe on /home, /memory/new, a memory page and a search page, with the modal and the bell open, at 1280 and 390 px', async () => {
    const shared = await reader.client.createMemory(
      emptySavePayload({ title: 'Axe memory', description: `Quiet words #${tag}`, type: 1, privacy: 0 }),
    );
    for (const width of [1280, 390]) {
      const watched = await signedIn(browser, reader, width);
      opened.push(watched);
      const { page } = watched;
      for (const path of [
        '/home',
        '/memory/new',
        `/memories/search/hashtag/${tag}`,
        `/memory/${shared.shareable_link}`,
      ]) {
        await page.goto(`${siteUrl()}${path}`);
        await page.waitForLoadState('networkidle');
        expect(await axeViolations(page), `${path} at ${width}px`).toEqual([]);
      }
      await page.goto(`${siteUrl()}/home`);
      await page.getByRole('button', { name: /^Notifications/ }).click();
      await page.getByRole('heading', { name: 'Notifications' }).waitFor();
      expect(await axeViolations(page), `the bell at ${width}px`).toEqual([]);
    }
  });
});
