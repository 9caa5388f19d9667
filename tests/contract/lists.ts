/*
 * The lists' contract (issue 29): what the two backends had drifted on where the first suite did
 * not look. Each list's page size (api-client/domain's PAGE_SIZES, never a number of its own here),
 * paging every list to its end with each item once, how notifications group, and the order and
 * de-duplication of a 'me too' group's labels. Registered by each backend's adapter beside
 * `describeContract`; like cases.ts it imports only api-client.
 */
import { createHttpClient, type HttpClient, type Paged } from '@childhood-memories/api-client';
import { PAGE_SIZES } from '@childhood-memories/api-client/domain';
import { beforeEach, describe, expect, it } from 'vitest';

import { payload, signUpMember, type ContractBackend } from './cases.ts';

/** Every page of a list, from the first to its last, as the list answers them. */
async function walk<T>(list: (page: number) => Promise<Paged<T>>): Promise<Paged<T>[]> {
  const pages = [await list(1)];
  while ((pages.at(-1)?.page ?? 0) < (pages[0]?.total_pages ?? 0)) {
    pages.push(await list(pages.length + 1));
  }
  return pages;
}

/** What a walk saw: the size of each page, the items' keys in order, and the envelope of the first. */
function seen<T>(pages: Paged<T>[], key: (item: T) => unknown) {
  return {
    sizes: pages.map((page) => page.results.length),
    keys: pages.flatMap((page) => page.results.map(key)),
    count: pages[0]?.count,
    total_pages: pages[0]?.total_pages,
  };
}

/** Sizes of the pages of `count` items, `size` to a page. */
function sizes(count: number, size: number): number[] {
  return Array.from({ length: Math.ceil(count / size) }, (_, index) => Math.min(size, count - index * size));
}

/**
 * Registers the lists' cases for one backend.
 *
 * @example
 * describeListContract({ name: 'the mock backend', baseUrl, fetch, reset, … });
 */
export function describeListContract(backend: ContractBackend): void {
  function clientWith(token: string | null): HttpClient {
    return createHttpClient({ baseUrl: backend.baseUrl, getAccessToken: () => token, fetch: backend.fetch });
  }
  const member = (name: string) => signUpMember(clientWith, name);

  describe(`the lists' contract, on ${backend.name}`, () => {
    beforeEach(async () => {
      await backend.reset();
    });

    it('pages memories by PAGE_SIZES.memories to the end, each once, newest first', async () => {
      const ada = await member('ada');
      const count = PAGE_SIZES.memories * 2 + 1;
      const titles: string[] = [];
      for (let index = 0; index < count; index += 1) {
        titles.push((await ada.client.createMemory(payload({ title: `Memory ${index}` }))).title);
      }
      const feed = seen(
        await walk((page) => clientWith(null).getFeed({ page })),
        (item) => item.data.memory?.title,
      );
      expect(feed).toEqual({
        sizes: sizes(count, PAGE_SIZES.memories),
        keys: [...titles].reverse(),
        count,
        total_pages: 3,
      });
      const mine = seen(
        await walk((page) => ada.client.searchByUser({ username: 'ada', page })),
        (memory) => memory.title,
      );
      expect(mine.keys).toEqual([...titles].reverse());
    });

    it('pages comments, "me too" comments and notifications by their own sizes to the end, each once', async () => {
      const ada = await member('ada');
      const bo = await member('bo');
      const memory = await ada.client.createMemory(payload());
      const count = PAGE_SIZES.comments + 1;
      const ids: number[] = [];
      for (let index = 0; index < count; index += 1) {
        const comment = await bo.client.createComment({
          shareable_link: memory.shareable_link,
          content: `Thought ${index}`,
        });
        ids.push(comment.id);
        await ada.client.createTrauma({ shareable_link: memory.shareable_link, comment_id: comment.id });
      }
      const comments = seen(
        await walk((page) => clientWith(null).listComments({ shareable_link: memory.shareable_link, page })),
        (comment) => comment.id,
      );
      expect(comments).toEqual({
        sizes: sizes(count, PAGE_SIZES.comments),
        keys: ids,
        count,
        total_pages: 2,
      });
      const meToo = seen(
        await walk((page) =>
          clientWith(null).listMeTooComments({ shareable_link: memory.shareable_link, page }),
        ),
        (comment) => comment.id,
      );
      expect(meToo).toEqual({
        sizes: sizes(count, PAGE_SIZES.meTooComments),
        keys: [...ids].reverse(),
        count,
        total_pages: 2,
      });
      const notifications = seen(
        await walk((page) => ada.client.listNotifications({ page })),
        (notification) => notification.data.comment_id,
      );
      expect(notifications).toEqual({
        sizes: sizes(count, PAGE_SIZES.notifications),
        keys: [...ids].reverse(),
        count,
        total_pages: 2,
      });
    });

    it('pages grouped and "me too" notifications by their own sizes to the end, each group once', async () => {
      const ada = await member('ada');
      const bo = await member('bo');
      const count = PAGE_SIZES.groupedNotifications + 1;
      const links: string[] = [];
      for (let index = 0; index < count; index += 1) {
        const memory = await ada.client.createMemory(
          payload({ title: `Memory ${index}`, feelings: [{ id: 904, description: 'Lonely' }] }),
        );
        links.push(memory.shareable_link);
        await bo.client.createEmpathy({ shareable_link: memory.shareable_link });
        await bo.client.createResonance({
          shareable_link: memory.shareable_link,
          memory_tag_id: memory.feelings[0]?.memory_tag_id ?? 0,
        });
      }
      const grouped = seen(
        await walk((page) => ada.client.listGroupedNotifications({ page })),
        (group) => group.shareable_link,
      );
      expect(grouped).toEqual({
        sizes: sizes(count, PAGE_SIZES.groupedNotifications),
        keys: [...links].reverse(),
        count,
        total_pages: 2,
      });
      const resonance = seen(
        await walk((page) => ada.client.listResonanceNotifications({ page })),
        (group) => group.shareable_link,
      );
      expect(resonance).toEqual({
        sizes: sizes(count, PAGE_SIZES.resonanceNotifications),
        keys: [...links].reverse(),
        count,
        total_pages: 2,
      });
    });

    it('groups notifications per memory or comment, headed by the newest, praise labels newest first and once', async () => {
      const ada = await member('ada');
      const [bo, cy] = [await member('bo'), await member('cy')];
      const memory = await ada.client.createMemory(payload());
      const link = memory.shareable_link;
      await bo.client.createEmpathy({ shareable_link: link });
      await cy.client.createEmpathy({ shareable_link: link });
      await bo.client.createFeedback({ shareable_link: link, labels: ['Brave', 'Honest'] });
      await cy.client.createFeedback({ shareable_link: link, labels: ['Honest', 'Kind'] });
      await bo.client.createReaction({ shareable_link: link, reaction_option_id: 4 });
      await cy.client.createReaction({ shareable_link: link, reaction_option_id: 2 });
      const comment = await ada.client.createComment({ shareable_link: link, content: 'Thank you both.' });
      await bo.client.createEmpathy({ shareable_link: link, comment_id: comment.id });
      await cy.client.createEmpathy({ shareable_link: link, comment_id: comment.id });

      const groups = (await ada.client.listGroupedNotifications()).results.map((group) => ({
        group: group.group,
        last_originator: group.last_originator,
        others: group.others,
        notifications: group.notification_ids.length,
        feedback_label: group.feedback_label,
        reaction_option_id: group.reaction_option_id,
      }));
      expect(groups).toEqual([
        {
          group: 'empathy_comments',
          last_originator: 'cy',
          others: 1,
          notifications: 2,
          feedback_label: [],
          reaction_option_id: null,
        },
        {
          group: 'reactions',
          last_originator: 'cy',
          others: 1,
          notifications: 2,
          feedback_label: [],
          reaction_option_id: 2,
        },
        {
          group: 'memory_feedback',
          last_originator: 'cy',
          others: 1,
          notifications: 2,
          feedback_label: ['Honest', 'Kind', 'Brave'],
          reaction_option_id: null,
        },
        {
          group: 'empathy',
          last_originator: 'cy',
          others: 1,
          notifications: 2,
          feedback_label: [],
          reaction_option_id: null,
        },
      ]);
      // Each member is notified only of others' actions: bo and cy have no groups.
      expect((await bo.client.listGroupedNotifications()).results).toEqual([]);
      expect((await cy.client.listGroupedNotifications()).results).toEqual([]);
    });

    it('reads a member’s "me too" labels in the order they said them, each label once', async () => {
      const ada = await member('ada');
      const bo = await member('bo');
      const memory = await ada.client.createMemory(
        payload({
          feelings: [
            { id: 901, description: 'Scared' },
            { id: 902, description: 'Sad' },
            { id: 904, description: 'Lonely' },
          ],
          // One option in two lists: its label is said twice, and reads once.
          impacts: [{ id: 1202, description: 'More withdrawn' }],
          childhood_effects_emotions: [{ id: 1202, description: 'More withdrawn' }],
        }),
      );
      const tag = (label: string, list: 'feelings' | 'impacts' | 'childhood_effects_emotions' = 'feelings') =>
        memory[list].find((candidate) => candidate.description === label)?.memory_tag_id ?? 0;
      const link = memory.shareable_link;
      for (const id of [tag('Lonely'), tag('Sad'), tag('Scared')]) {
        await bo.client.createResonance({ shareable_link: link, memory_tag_id: id });
      }
      const labels = async () =>
        (await ada.client.listResonanceNotifications()).results.map((group) => group.resonance_labels);
      expect(await labels()).toEqual([['Lonely', 'Sad', 'Scared']]);

      await bo.client.createResonance({
        shareable_link: link,
        memory_tag_id: tag('More withdrawn', 'impacts'),
      });
      await bo.client.createResonance({
        shareable_link: link,
        memory_tag_id: tag('More withdrawn', 'childhood_effects_emotions'),
      });
      expect(await labels()).toEqual([['Lonely', 'Sad', 'Scared', 'More withdrawn']]);

      // Taken back and said again, a label moves to where it was said last.
      const status = await bo.client.getInteractionStatus(link);
      const lonely = status.resonances.find((entry) => entry.memory_tag_id === tag('Lonely'));
      await bo.client.deleteResonance(lonely?.resonance_id ?? 0);
      await bo.client.createResonance({ shareable_link: link, memory_tag_id: tag('Lonely') });
      expect(await labels()).toEqual([['Sad', 'Scared', 'More withdrawn', 'Lonely']]);
    });
  });
}
