import {
  ApiError,
  createHttpClient,
  type EndpointKey,
  endpoints,
  type HttpClient,
  type MemorySavePayload,
  emptySavePayload,
} from '@childhood-memories/api-client';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { memories } from './db/schema.ts';
import { setModerator } from './moderation/role.ts';
import { createTestServer, TEST_BASE_URL, type TestServer } from './test-support.ts';

/*
 * Who may do what, for every write route of the table: a visitor (401), the owner of the
 * thing written to, and another member. Each case builds what it needs, then tries the
 * other member first (who must fail without changing anything) and the owner second.
 */

let server: TestServer;

interface Actor {
  client: HttpClient;
  password: string;
}

function clientWith(token: string | null): HttpClient {
  return createHttpClient({ baseUrl: TEST_BASE_URL, getAccessToken: () => token, fetch: server.fetch });
}

async function member(name: string): Promise<Actor> {
  const session = await clientWith(null).signUp({
    username: name,
    email: `${name}@example.com`,
    password: `${name}-password-1`,
  });
  return { client: clientWith(session.access), password: `${name}-password-1` };
}

function payload(privacy: 0 | 1 | 2 = 0): MemorySavePayload {
  return emptySavePayload({
    description: 'A memory to try things on.',
    title: 'Trying',
    feelings: [{ id: 904, description: 'Lonely' }],
    privacy,
  });
}

async function status(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 0;
  } catch (error) {
    if (error instanceof ApiError) return error.status;
    throw error;
  }
}

async function jpeg(): Promise<Blob> {
  const bytes = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#888' } })
    .jpeg()
    .toBuffer();
  return new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });
}

/** A case: the owner (whose thing it is, or the only one it concerns) succeeds; another member gets `other`. */
interface Case {
  other: number | 'allowed';
  run(setup: {
    owner: Actor;
    other: Actor;
  }): Promise<{ asOwner: () => Promise<unknown>; asOther: () => Promise<unknown> }>;
}

/** Every write route of the table (a GET that changes something counts as a write). */
const WRITE_ROUTES = (Object.keys(endpoints) as EndpointKey[]).filter(
  (key) => endpoints[key].method !== 'GET' || /^(create|update|delete|hide)/.test(key),
);

const CASES: Partial<Record<EndpointKey, Case>> = {
  createMemory: {
    other: 'allowed',
    run: async ({ owner, other }) => ({
      asOwner: () => owner.client.createMemory(payload()),
      asOther: () => other.client.createMemory(payload()),
    }),
  },
  updateMemory: {
    other: 403,
    run: async ({ owner, other }) => {
      const m = await owner.client.createMemory(payload());
      return {
        asOwner: () => owner.client.updateMemory(m.hashId, payload()),
        asOther: () => other.client.updateMemory(m.hashId, payload()),
      };
    },
  },
  deleteMemory: {
    other: 403,
    run: async ({ owner, other }) => {
      const m = await owner.client.createMemory(payload());
      return {
        asOwner: () => owner.client.deleteMemory(m.hashId),
        asOther: () => other.client.deleteMemory(m.hashId),
      };
    },
  },
  uploadPhoto: {
    other: 'allowed',
    run: async ({ owner, other }) => ({
      asOwner: async () => owner.client.uploadPhoto(await jpeg()),
      asOther: async () => other.client.uploadPhoto(await jpeg()),
    }),
  },
  deleteTempPhoto: {
    other: 404,
    run: async ({ owner, other }) => {
      const p = await owner.client.uploadPhoto(await jpeg());
      return {
        asOwner: () => owner.client.deleteTempPhoto(p.temp_id),
        asOther: () => other.client.deleteTempPhoto(p.temp_id),
      };
    },
  },
  createResonance: {
    // Owner here is the reader: saying "me too" to your own memory is refused.
    other: 403,
    run: async ({ owner, other }) => {
      const m = await other.client.createMemory(payload());
      const query = { shareable_link: m.shareable_link, memory_tag_id: m.feelings[0]?.memory_tag_id ?? 0 };
      return {
        asOwner: () => owner.client.createResonance(query),
        asOther: () => other.client.createResonance(query),
      };
    },
  },
  deleteResonance: {
    other: 404,
    run: async ({ owner, other }) => {
      const m = await other.client.createMemory(payload());
      const r = await owner.client.createResonance({
        shareable_link: m.shareable_link,
        memory_tag_id: m.feelings[0]?.memory_tag_id ?? 0,
      });
      return {
        asOwner: () => owner.client.deleteResonance(r.resonance_id),
        asOther: () => other.client.deleteResonance(r.resonance_id),
      };
    },
  },
  createFeedback: {
    other: 403,
    run: async ({ owner, other }) => {
      const m = await other.client.createMemory(payload());
      const input = { shareable_link: m.shareable_link, labels: ['Brave'] };
      return {
        asOwner: () => owner.client.createFeedback(input),
        asOther: () => other.client.createFeedback(input),
      };
    },
  },
  updateFeedback: {
    other: 404,
    run: async ({ owner, other }) => {
      const m = await other.client.createMemory(payload());
      const f = await owner.client.createFeedback({ shareable_link: m.shareable_link, labels: ['Brave'] });
      const input = { shareable_link: m.shareable_link, feedback_id: f.feedback_id, labels: ['Honest'] };
      return {
        asOwner: () => owner.client.updateFeedback(input),
        asOther: () => other.client.updateFeedback(input),
      };
    },
  },
  deleteFeedback: {
    other: 404,
    run: async ({ owner, other }) => {
      const m = await other.client.createMemory(payload());
      const f = await owner.client.createFeedback({ shareable_link: m.shareable_link, labels: ['Brave'] });
      return {
        asOwner: () => owner.client.deleteFeedback(f.feedback_id),
        asOther: () => other.client.deleteFeedback(f.feedback_id),
      };
    },
  },
  createComment: {
    other: 'allowed',
    run: async ({ owner, other }) => {
      const m = await owner.client.createMemory(payload());
      const body = { shareable_link: m.shareable_link, content: 'Hello' };
      return {
        asOwner: () => owner.client.createComment(body),
        asOther: () => other.client.createComment(body),
      };
    },
  },
  createPrivateComment: {
    other: 'allowed',
    run: async ({ owner, other }) => {
      const m = await owner.client.createMemory(payload());
      const body = { shareable_link: m.shareable_link, comment_content: 'Hello' };
      return {
        asOwner: () => owner.client.createPrivateComment(body),
        asOther: () => other.client.createPrivateComment(body),
      };
    },
  },
  updateComment: {
    other: 403,
    run: async ({ owner, other }) => {
      const m = await other.client.createMemory(payload());
      const c = await owner.client.createComment({ shareable_link: m.shareable_link, content: 'Mine' });
      return {
        asOwner: () => owner.client.updateComment(c.id, { content: 'Edited' }),
        asOther: () => other.client.updateComment(c.id, { content: 'Taken' }),
      };
    },
  },
  deleteComment: {
    other: 403,
    run: async ({ owner, other }) => {
      const m = await other.client.createMemory(payload());
      const c = await owner.client.createComment({ shareable_link: m.shareable_link, content: 'Mine' });
      return {
        asOwner: () => owner.client.deleteComment(c.id),
        asOther: () => other.client.deleteComment(c.id),
      };
    },
  },
  updatePrivateComment: {
    other: 403,
    run: async ({ owner, other }) => {
      const m = await other.client.createMemory(payload());
      const c = await owner.client.createPrivateComment({
        shareable_link: m.shareable_link,
        comment_content: 'Mine',
      });
      const body = (text: string) => ({ private_comment_id: c.id, comment_content: text });
      return {
        asOwner: () => owner.client.updatePrivateComment(body('Edited')),
        asOther: () => other.client.updatePrivateComment(body('Taken')),
      };
    },
  },
  deletePrivateComment: {
    other: 403,
    run: async ({ owner, other }) => {
      const m = await other.client.createMemory(payload());
      const c = await owner.client.createPrivateComment({
        shareable_link: m.shareable_link,
        comment_content: 'Mine',
      });
      return {
        asOwner: () => owner.client.deletePrivateComment(c.id),
        asOther: () => other.client.deletePrivateComment(c.id),
      };
    },
  },
  hideComment: {
    // Hiding is for others' comments: the author is refused (they can delete instead).
    other: 403,
    run: async ({ owner, other }) => {
      const m = await other.client.createMemory(payload());
      const c = await other.client.createComment({ shareable_link: m.shareable_link, content: 'Theirs' });
      return { asOwner: () => owner.client.hideComment(c.id), asOther: () => other.client.hideComment(c.id) };
    },
  },
  createEmpathy: {
    other: 'allowed',
    run: async ({ owner, other }) => {
      const m = await owner.client.createMemory(payload());
      return {
        asOwner: () => owner.client.createEmpathy({ shareable_link: m.shareable_link }),
        asOther: () => other.client.createEmpathy({ shareable_link: m.shareable_link }),
      };
    },
  },
  deleteEmpathy: {
    other: 404,
    run: async ({ owner, other }) => {
      const m = await other.client.createMemory(payload());
      const e = await owner.client.createEmpathy({ shareable_link: m.shareable_link });
      return {
        asOwner: () => owner.client.deleteEmpathy(e.empathy_id),
        asOther: () => other.client.deleteEmpathy(e.empathy_id),
      };
    },
  },
  createTrauma: {
    other: 'allowed',
    run: async ({ owner, other }) => {
      const m = await owner.client.createMemory(payload());
      const c = await owner.client.createComment({ shareable_link: m.shareable_link, content: 'A note' });
      const body = { shareable_link: m.shareable_link, comment_id: c.id };
      return {
        asOwner: () => owner.client.createTrauma(body),
        asOther: () => other.client.createTrauma(body),
      };
    },
  },
  deleteTrauma: {
    other: 404,
    run: async ({ owner, other }) => {
      const m = await other.client.createMemory(payload());
      const c = await other.client.createComment({ shareable_link: m.shareable_link, content: 'A note' });
      const t = await owner.client.createTrauma({ shareable_link: m.shareable_link, comment_id: c.id });
      return {
        asOwner: () => owner.client.deleteTrauma(t.trauma_id),
        asOther: () => other.client.deleteTrauma(t.trauma_id),
      };
    },
  },
  createSave: {
    other: 'allowed',
    run: async ({ owner, other }) => {
      const m = await owner.client.createMemory(payload());
      return {
        asOwner: () => owner.client.createSave(m.shareable_link),
        asOther: () => other.client.createSave(m.shareable_link),
      };
    },
  },
  deleteSave: {
    other: 404,
    run: async ({ owner, other }) => {
      const m = await other.client.createMemory(payload());
      const s = await owner.client.createSave(m.shareable_link);
      return {
        asOwner: () => owner.client.deleteSave(s.save_id),
        asOther: () => other.client.deleteSave(s.save_id),
      };
    },
  },
  createReaction: {
    other: 'allowed',
    run: async ({ owner, other }) => {
      const m = await owner.client.createMemory(payload());
      const q = { shareable_link: m.shareable_link, reaction_option_id: 4 as const };
      return { asOwner: () => owner.client.createReaction(q), asOther: () => other.client.createReaction(q) };
    },
  },
  updateReaction: {
    other: 404,
    run: async ({ owner, other }) => {
      const m = await other.client.createMemory(payload());
      const r = await owner.client.createReaction({
        shareable_link: m.shareable_link,
        reaction_option_id: 4,
      });
      const q = { reaction_id: r.reaction_id, reaction_option_id: 2 as const };
      return { asOwner: () => owner.client.updateReaction(q), asOther: () => other.client.updateReaction(q) };
    },
  },
  deleteReaction: {
    other: 404,
    run: async ({ owner, other }) => {
      const m = await other.client.createMemory(payload());
      const r = await owner.client.createReaction({
        shareable_link: m.shareable_link,
        reaction_option_id: 4,
      });
      return {
        asOwner: () => owner.client.deleteReaction(r.reaction_id),
        asOther: () => other.client.deleteReaction(r.reaction_id),
      };
    },
  },
  sendReport: {
    other: 'allowed',
    run: async ({ owner, other }) => {
      const m = await owner.client.createMemory(payload());
      const body = { memory: m.shareable_link, metoo: null, reason: 1 };
      return { asOwner: () => owner.client.sendReport(body), asOther: () => other.client.sendReport(body) };
    },
  },
  moderate: {
    // The owner is a moderator (made one the way MODERATOR_EMAILS does); a member gets 403.
    other: 403,
    run: async ({ owner, other }) => {
      await setModerator(server.deps.db, 'owner@example.com', true);
      const m = await other.client.createMemory(payload());
      const body = {
        action: 'hide' as const,
        memory: m.shareable_link,
        comment: null,
        reason: 'spam' as const,
      };
      return { asOwner: () => owner.client.moderate(body), asOther: () => other.client.moderate(body) };
    },
  },
  requestReview: {
    // Only the writer of a hidden memory may ask; anyone else is told it is not there.
    other: 404,
    run: async ({ owner, other }) => {
      const m = await owner.client.createMemory(payload());
      await server.deps.db
        .update(memories)
        .set({ hiddenAt: new Date(), hiddenReason: 'spam' })
        .where(eq(memories.shareableLink, m.shareable_link));
      const body = { memory: m.shareable_link, comment: null, message: 'Please look again.' };
      return {
        asOwner: () => owner.client.requestReview(body),
        asOther: () => other.client.requestReview(body),
      };
    },
  },
  markAllNotificationsSeen: {
    other: 'allowed',
    run: async ({ owner, other }) => ({
      asOwner: () => owner.client.markAllNotificationsSeen(),
      asOther: () => other.client.markAllNotificationsSeen(),
    }),
  },
  markNotificationsRead: {
    // Another member's notification ids are ignored: nothing of the owner's changes.
    other: 'allowed',
    run: async ({ owner, other }) => {
      const m = await owner.client.createMemory(payload());
      await other.client.createEmpathy({ shareable_link: m.shareable_link });
      const [n] = (await owner.client.listNotifications()).results;
      return {
        asOther: async () => {
          await other.client.markNotificationsRead([n?.id ?? 0]);
          expect((await owner.client.listNotifications()).results[0]?.is_read).toBe(false);
        },
        asOwner: async () => {
          await owner.client.markNotificationsRead([n?.id ?? 0]);
          expect((await owner.client.listNotifications()).results[0]?.is_read).toBe(true);
        },
      };
    },
  },
  markAllNotificationsRead: {
    // Marks the caller's own notifications only: another member's stay unread.
    other: 'allowed',
    run: async ({ owner, other }) => {
      const m = await owner.client.createMemory(payload());
      await other.client.createEmpathy({ shareable_link: m.shareable_link });
      return {
        asOther: async () => {
          await other.client.markAllNotificationsRead();
          expect((await owner.client.listNotifications()).results[0]?.is_read).toBe(false);
        },
        asOwner: async () => {
          await owner.client.markAllNotificationsRead();
          expect((await owner.client.listNotifications()).results[0]?.is_read).toBe(true);
        },
      };
    },
  },
};

/** Account routes act on the caller's own account only: there is no "other" to try. */
const SELF_ONLY: Partial<Record<EndpointKey, (actor: Actor) => Promise<unknown>>> = {
  verifyPassword: (a) => a.client.verifyPassword(a.password),
  deleteAccount: (a) => a.client.deleteAccount(a.password),
  changeEmail: (a) => a.client.changeEmail('someone.new@example.com'),
  validateEmailChange: async (a) => {
    await a.client.changeEmail('validated@example.com');
    const code = /\b(\d{6})\b/.exec(server.mailer.sent.at(-1)?.text ?? '')?.[1] ?? '';
    return a.client.validateEmailChange({ code, new_email: 'validated@example.com' });
  },
  changePassword: (a) =>
    a.client.changePassword({ new_password: 'a-new-password', confirm_new_password: 'a-new-password' }),
  contactSupport: (a) => a.client.contactSupport({ subject: 'Hello', message: 'A question.' }),
  setOnboardingStatus: (a) => a.client.setOnboardingStatus(true),
  updateSafetyPreferences: (a) => a.client.updateSafetyPreferences({ hidden_content_warning_ids: [1] }),
};

/** Writes open to visitors by nature. */
const VISITOR_ROUTES: EndpointKey[] = [
  'signUp',
  'logIn',
  'refreshToken',
  'verifyToken',
  'forgotPassword',
  'resetPassword',
  'logOut',
];

beforeAll(async () => {
  server = await createTestServer();
}, 180_000);

afterAll(async () => {
  await server?.close();
});

beforeEach(async () => {
  await server.reset();
});

describe('authorization matrix', () => {
  it('covers every write route of the table', () => {
    const covered = new Set<EndpointKey>([
      ...(Object.keys(CASES) as EndpointKey[]),
      ...(Object.keys(SELF_ONLY) as EndpointKey[]),
      ...VISITOR_ROUTES,
    ]);
    expect(WRITE_ROUTES.filter((key) => !covered.has(key))).toEqual([]);
  });

  it('answers 401 to a visitor on every route that needs a member, before touching anything', async () => {
    const required = (Object.keys(endpoints) as EndpointKey[]).filter(
      (key) => endpoints[key].auth === 'required',
    );
    const answers = await Promise.all(
      required.map(async (key) => {
        const path = endpoints[key].path.replace(/\{\w+\}/g, '1');
        // Each route with the body type it takes: only the upload takes multipart.
        const form = new FormData();
        form.set('image', await jpeg(), 'photo.jpg');
        const response = await server.fetch(`${TEST_BASE_URL}${path}`, {
          method: endpoints[key].method,
          ...(key === 'uploadPhoto'
            ? { body: form }
            : {
                headers: { 'content-type': 'application/json' },
                body: endpoints[key].method === 'GET' ? null : '{}',
              }),
        });
        return [key, response.status, ((await response.json()) as { code: string }).code] as const;
      }),
    );
    expect(answers.filter(([, code]) => code !== 401)).toEqual([]);
    expect(new Set(answers.map(([, , code]) => code))).toEqual(new Set(['unauthenticated']));
  });

  it('answers 401 to a bad or forged token', async () => {
    const forged = clientWith('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjEsInR5cCI6ImFjY2VzcyJ9.forged');
    expect(await status(forged.getCurrentUser())).toBe(401);
    expect(await status(forged.getFeed())).toBe(401);
  });

  for (const [key, testCase] of Object.entries(CASES) as [EndpointKey, Case][]) {
    it(`${key}: another member ${testCase.other === 'allowed' ? 'may' : `gets ${testCase.other}`}, the owner may`, async () => {
      const owner = await member('owner');
      const other = await member('other');
      const { asOwner, asOther } = await testCase.run({ owner, other });
      expect(await status(asOther())).toBe(testCase.other === 'allowed' ? 0 : testCase.other);
      expect(await status(asOwner())).toBe(0);
    });
  }

  for (const [key, run] of Object.entries(SELF_ONLY) as [EndpointKey, (actor: Actor) => Promise<unknown>][]) {
    it(`${key}: a member may, on their own account`, async () => {
      expect(await status(run(await member('self')))).toBe(0);
    });
  }
});
