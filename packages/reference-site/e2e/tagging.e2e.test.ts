/*
 * Moving on in the tagging wizard on the site. People's Actions (issue 26): choosing the person
 * saves and stays on the question, so that person's actions are offered. A question that allows
 * several answers (issue 35) stays while the member ticks, by pointer, finger or Space, and only
 * Next moves on; a question with one answer (Age) moves on by itself after its check.
 */
import { emptySavePayload, Privacy } from '@childhood-memories/api-client';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { addSessionCookies, api, launchBrowser, newMember, openPage, siteUrl } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("the tagging wizard's People's Actions on the site", () => {
  for (const width of [1280, 390]) {
    it(`stays on the question after a person is chosen, offers their actions, stays after one, and moves on with Next (${width} px)`, async () => {
      const details = newMember();
      const session = await api().signUp(details);
      const client = api(session.access);
      const memory = await client.createMemory(
        emptySavePayload({ description: 'The winter the heating broke.', privacy: Privacy.OnlyMe }),
      );
      const { page, context, errors, violations } = await openPage(browser, { width, height: 844 });
      await addSessionCookies(context, session, details.username);
      await page.goto(`${siteUrl()}/memory/${memory.hashId}/edit?routeAction=peoplesactions`);
      const wizard = page.getByRole('dialog', { name: 'Tag Your Childhood Trauma' });
      await wizard.getByRole('heading', { name: "People's Actions" }).waitFor();

      await wizard.getByRole('radio', { name: 'Father', exact: true }).click();
      await expect
        .poll(async () => (await client.getMemory(memory.hashId)).persons_actions[0]?.person.description)
        .toBe('Father');
      // Well past the 1.5 s check after the save: still here, with Father's actions on screen.
      await page.waitForTimeout(3000);
      expect(await wizard.getByRole('heading', { name: "People's Actions" }).isVisible()).toBe(true);
      const actions = wizard.getByRole('group', { name: 'What did Father do?' });
      const shouted = actions.getByRole('checkbox', { name: 'Shouted at me' });
      await shouted.scrollIntoViewIfNeeded();
      expect(await shouted.isVisible()).toBe(true);

      // An action is one of up to 15: it saves and stays too.
      await shouted.click();
      await expect
        .poll(async () =>
          (await client.getMemory(memory.hashId)).persons_actions[0]?.actions.map((a) => a.description),
        )
        .toEqual(['Shouted at me']);
      await page.waitForTimeout(3000);
      expect(await wizard.getByRole('heading', { name: "People's Actions" }).isVisible()).toBe(true);
      expect(await shouted.isChecked()).toBe(true);
      await wizard.getByRole('button', { name: 'Next' }).click();
      await wizard.getByRole('heading', { name: 'Risk Factors' }).waitFor({ timeout: 10_000 });
      const saved = (await client.getMemory(memory.hashId)).persons_actions[0];
      expect(saved?.person.description).toBe('Father');
      expect(saved?.actions.map((action) => action.description)).toEqual(['Shouted at me']);

      expect(errors).toEqual([]);
      expect(violations).toEqual([]);
      await context.close();
    });
  }
});

describe('a question with several answers on the site (issue 35)', () => {
  for (const { width, touch } of [
    { width: 1280, touch: false },
    { width: 390, touch: true },
  ]) {
    it(`stays while three feelings are ticked by ${touch ? 'finger' : 'mouse'} and by Space; Next moves on; Age moves on by itself (${width} px)`, async () => {
      const details = newMember();
      const session = await api().signUp(details);
      const client = api(session.access);
      const memory = await client.createMemory(
        emptySavePayload({ description: 'The winter the heating broke.', privacy: Privacy.OnlyMe }),
      );
      const feelings = async () =>
        (await client.getMemory(memory.hashId)).feelings.map((tag) => tag.description).sort();
      const { page, context, errors, violations } = await openPage(browser, {
        width,
        height: 844,
        hasTouch: touch,
      });
      await addSessionCookies(context, session, details.username);
      await page.goto(`${siteUrl()}/memory/${memory.hashId}/edit?openTagsModal=true&tab=7`);
      const wizard = page.getByRole('dialog', { name: 'Tag Your Childhood Trauma' });
      const heading = wizard.getByRole('heading', { name: 'Feelings' });
      await heading.waitFor();

      // What a pointer or finger meets at the option's centre is the option (its label).
      const press = async (name: string) => {
        const box = wizard.getByRole('checkbox', { name });
        await box.scrollIntoViewIfNeeded();
        const onTop = await box.evaluate((input) => {
          const rect = input.getBoundingClientRect();
          const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
          return hit === input || (input as HTMLInputElement).labels?.[0]?.contains(hit) === true;
        });
        expect(onTop).toBe(true);
        if (touch) await box.tap();
        else await box.click();
      };

      await press('Scared');
      await expect.poll(feelings).toEqual(['Scared']);
      // Well past the 1.5 s check after the save: the question, and focus, stay.
      await page.waitForTimeout(3000);
      expect(await heading.isVisible()).toBe(true);
      expect(await wizard.getByRole('heading', { name: 'Needs' }).count()).toBe(0);

      await press('Lonely');
      await expect.poll(feelings).toEqual(['Lonely', 'Scared']);
      const sad = wizard.getByRole('checkbox', { name: 'Sad' });
      await sad.focus();
      await page.keyboard.press('Space');
      await expect.poll(feelings).toEqual(['Lonely', 'Sad', 'Scared']);
      await page.waitForTimeout(3000);
      expect(await heading.isVisible()).toBe(true);
      expect(await sad.evaluate((input) => input === document.activeElement)).toBe(true);
      for (const name of ['Scared', 'Lonely', 'Sad'])
        expect(await wizard.getByRole('checkbox', { name }).isChecked()).toBe(true);
      expect(await wizard.getByText('3/15 selections').isVisible()).toBe(true);

      await wizard.getByRole('button', { name: 'Next' }).click();
      await wizard.getByRole('heading', { name: 'Needs' }).waitFor({ timeout: 10_000 });

      // Age has one answer: choosing it answers the question, and the wizard moves on.
      await wizard.getByRole('button', { name: 'All questions' }).click();
      await wizard.getByRole('button', { name: /^Age\W/ }).click();
      const age = wizard.getByRole('radio', { name: '6-8' });
      if (touch) await age.tap();
      else await age.click();
      await expect
        .poll(async () => (await client.getMemory(memory.hashId)).age_ranges.map((tag) => tag.description))
        .toEqual(['6-8']);
      await wizard.getByRole('heading', { name: 'Siblings' }).waitFor({ timeout: 10_000 });
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
        .toBe('Siblings');

      expect(errors).toEqual([]);
      expect(violations).toEqual([]);
      await context.close();
    });
  }
});
