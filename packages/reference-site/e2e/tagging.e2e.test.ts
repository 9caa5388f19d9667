/*
 * People's Actions on the site (issue 26): choosing the person saves and stays on the question,
 * so that person's actions are offered; choosing an action saves and moves on, after the check.
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
    it(`stays on the question after a person is chosen, offers their actions, and moves on after one (${width} px)`, async () => {
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

      await shouted.click();
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
