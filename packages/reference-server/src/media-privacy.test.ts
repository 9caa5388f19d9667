/*
 * A privacy change ends every photo link handed out before it (issue 26): a visitor who saw a
 * public memory's photo, or anyone they forwarded the link to, must not keep reaching it for up
 * to two hours after the memory became Only me. Links of memories whose privacy did not change
 * keep working.
 */
import { createHttpClient, endpoints, Privacy, type HttpClient } from '@childhood-memories/api-client';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';

import { payload, signUpMember } from '../../../tests/contract/cases.ts';
import { createSiblingServer, serverForThisFile, TEST_BASE_URL } from './test-support.ts';

const server = serverForThisFile();

beforeEach(async () => {
  await server.reset();
});

function clientWith(token: string | null): HttpClient {
  return createHttpClient({ baseUrl: TEST_BASE_URL, getAccessToken: () => token, fetch: server.fetch });
}

const member = (name: string) => signUpMember(clientWith, name);
const visitor = () => clientWith(null);

async function photo(): Promise<Blob> {
  const jpeg = await sharp({
    create: { width: 300, height: 200, channels: 3, background: { r: 90, g: 140, b: 200 } },
  })
    .jpeg()
    .toBuffer();
  return new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' });
}

async function status(url: string, fetcher: typeof fetch = server.fetch): Promise<number> {
  const response = await fetcher(url);
  await response.arrayBuffer();
  return response.status;
}

/** Ada's memory with one photo, at `privacy`. */
async function memoryWithPhoto(client: HttpClient, privacy: Privacy, title = 'By the sea') {
  const uploaded = await client.uploadPhoto(await photo());
  const memory = await client.createMemory(payload({ title, privacy, image_list: [uploaded.temp_id] }));
  return {
    memory,
    uploaded,
    save: (changes: Parameters<typeof payload>[0]) =>
      client.updateMemory(
        memory.hashId,
        payload({ title, privacy, image_list: [uploaded.temp_id], ...changes }),
      ),
  };
}

describe('photo links after a privacy change', () => {
  it("stops a visitor's earlier link when a public memory becomes Only me; the owner's fresh link works", async () => {
    const ada = await member('ada');
    const { memory, save } = await memoryWithPhoto(ada.client, Privacy.Public);
    const seen = await visitor().getMemoryByLink(memory.shareable_link);
    const visitorsLink = seen.photos[0]?.url ?? '';
    expect(await status(visitorsLink)).toBe(200);

    await save({ privacy: Privacy.OnlyMe });

    expect(await status(visitorsLink)).toBe(404);
    const own = await ada.client.getMemory(memory.hashId);
    const freshLink = own.photos[0]?.url ?? '';
    expect(freshLink).not.toBe(visitorsLink);
    expect(await status(freshLink)).toBe(200);
  });

  it("stops the upload's own picture and thumbnail links too", async () => {
    const ada = await member('ada');
    // The raw answer: the client's schema keeps only what the widgets read (not `thumbnail`).
    const form = new FormData();
    form.append('image', await photo(), 'photo.jpg');
    const response = await server.fetch(`${TEST_BASE_URL}${endpoints.uploadPhoto.path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${ada.session.access}` },
      body: form,
    });
    const uploaded = (await response.json()) as { temp_id: string; image: string; thumbnail: string };
    const memory = await ada.client.createMemory(payload({ image_list: [uploaded.temp_id] }));
    expect(await status(uploaded.image)).toBe(200);
    expect(await status(uploaded.thumbnail)).toBe(200);

    await ada.client.updateMemory(
      memory.hashId,
      payload({ privacy: Privacy.PrivateLink, image_list: [uploaded.temp_id] }),
    );

    expect(await status(uploaded.image)).toBe(404);
    expect(await status(uploaded.thumbnail)).toBe(404);
  });

  it('keeps earlier links stopped when the privacy goes back to what it was', async () => {
    const ada = await member('ada');
    const { memory, save } = await memoryWithPhoto(ada.client, Privacy.Public);
    const firstLink = (await visitor().getMemoryByLink(memory.shareable_link)).photos[0]?.url ?? '';

    await save({ privacy: Privacy.OnlyMe });
    await save({ privacy: Privacy.Public });

    expect(await status(firstLink)).toBe(404);
    const again = (await visitor().getMemoryByLink(memory.shareable_link)).photos[0]?.url ?? '';
    expect(await status(again)).toBe(200);
  });

  it("keeps the links of a memory whose privacy did not change, and of the member's other memories", async () => {
    const ada = await member('ada');
    const first = await memoryWithPhoto(ada.client, Privacy.Public, 'By the sea');
    const other = await memoryWithPhoto(ada.client, Privacy.Public, 'The garden');
    const firstLink = (await visitor().getMemoryByLink(first.memory.shareable_link)).photos[0]?.url ?? '';
    const otherLink = (await visitor().getMemoryByLink(other.memory.shareable_link)).photos[0]?.url ?? '';

    // A save that changes the words but not the privacy (as the tag wizard's autosave does).
    await first.save({
      description: 'The summer I was seven we lived by the sea, and the wind never stopped.',
    });
    expect(await status(firstLink)).toBe(200);
    expect((await visitor().getMemoryByLink(first.memory.shareable_link)).photos[0]?.url).toBe(firstLink);

    await first.save({ privacy: Privacy.OnlyMe });
    expect(await status(firstLink)).toBe(404);
    expect(await status(otherLink)).toBe(200);
  });

  it.runIf(process.env.DATABASE_URL)(
    'stops the earlier link on another server process of the same database at once',
    async () => {
      const sibling = await createSiblingServer(server);
      try {
        const ada = await member('ada');
        const { memory, save } = await memoryWithPhoto(ada.client, Privacy.Public);
        const link = (await visitor().getMemoryByLink(memory.shareable_link)).photos[0]?.url ?? '';
        expect(await status(link, sibling.fetch)).toBe(200);

        await save({ privacy: Privacy.OnlyMe });

        expect(await status(link, sibling.fetch)).toBe(404);
        const fresh = (await ada.client.getMemory(memory.hashId)).photos[0]?.url ?? '';
        expect(await status(fresh, sibling.fetch)).toBe(200);
      } finally {
        await sibling.close();
      }
    },
  );
});
