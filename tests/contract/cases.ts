/*
 * The API's contract, written once and run against each backend (issue 16 §3 "One contract, two
 * backends, no drift"): the reference server (`server.contract.test.ts`) and the mock backend
 * (`mocks.contract.test.ts`), both through the real `createHttpClient`. Every answer shape,
 * status code, bound and privacy rule here holds on both; what only one backend can show (the
 * server's rate limits, media signing, mail transport, PostgreSQL) stays in its own suite.
 *
 * Neutral ground: this file imports neither the server nor the mocks (eslint.config.js), only
 * api-client; each backend comes in through a `ContractBackend` adapter.
 */
import {
  ApiError,
  createHttpClient,
  emptySavePayload,
  type EndpointKey,
  endpoints,
  type HttpClient,
  type MemorySavePayload,
} from '@childhood-memories/api-client';
import { beforeEach, describe, expect, it } from 'vitest';

/** The moderation endpoints (ours): moderation.ts drives them, and checks it drove each one. */
export const MODERATION_ENDPOINTS: readonly EndpointKey[] = [
  'listModerationQueue',
  'moderate',
  'listModerationLog',
  'requestReview',
];

/** A mail a backend sent (a password-reset link, an e-mail confirmation code). */
export interface SentMail {
  readonly to: string;
  readonly text: string;
}

/** A report as a backend stored it. */
export interface StoredReport {
  readonly reason: number;
  readonly remark: string;
  readonly comment_id: number | null;
}

/** What a backend can do beyond the API's answers, stated explicitly. */
export interface ContractCapabilities {
  /**
   * The HTTP status of a stored photo's file, read by the URL an answer gave (200 while it is
   * kept, 404 once it is gone). `null` when the backend keeps no files: the mock backend answers
   * one inline picture for every upload, so there the cases check what the API answers about a
   * photo, not its file.
   */
  readonly mediaStatus: ((url: string) => Promise<number>) | null;
}

/** A backend under the contract: how to reach it, reset it, and read what it keeps. */
export interface ContractBackend {
  /** Named in the suite's title. */
  readonly name: string;
  /** Where the API answers. */
  readonly baseUrl: string;
  /** A `fetch` the backend answers, in this process. */
  readonly fetch: typeof fetch;
  /** Before each case: no members, nothing written, the reference data only, no mail. */
  reset(): Promise<void>;
  /** The mail sent since the last reset, oldest first. */
  sentMail(): readonly SentMail[];
  /** The e-mail addresses of the accounts it keeps. */
  memberEmails(): Promise<string[]>;
  /** The reports it received, oldest first. */
  reports(): Promise<StoredReport[]>;
  /** The subjects of the support messages it received, oldest first. */
  supportSubjects(): Promise<string[]>;
  /**
   * Makes the member with this e-mail address a moderator, as the server's command does on a
   * running database (never through the API): moderation.ts.
   */
  grantModerator(email: string): Promise<void>;
  /**
   * This backend with its rate limits on, as it runs for members (the server's test instances
   * turn them off; the mock's are always on): the report limit's case runs there.
   */
  readonly limited: { readonly fetch: typeof fetch; reset(): Promise<void> };
  readonly capabilities: ContractCapabilities;
}

/** One request seen by a recording fetch. */
export interface RecordedCall {
  method: string;
  path: string;
  status: number;
}

/** Wraps a fetch so a suite can prove which endpoints it drove, and with what answer. */
export function recordingFetch(inner: typeof fetch): { fetch: typeof fetch; calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const wrapped = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const response = await inner(request);
    calls.push({ method: request.method, path: new URL(request.url).pathname, status: response.status });
    return response;
  }) as typeof fetch;
  return { fetch: wrapped, calls };
}

/** A regular expression matching the concrete paths of a `{param}` template. */
export function templatePattern(template: string): RegExp {
  const escaped = template
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${escaped}$`);
}

/** A 4×2 PNG: a real photo for a backend that decodes it, small enough to read here. */
const PNG_BYTES = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAIAAADwyuo0AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWM4EWADRwzIHACOmgqhRKs6+QAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
);

function photo(): Blob {
  return new Blob([PNG_BYTES], { type: 'image/png' });
}

/**
 * Signs up the member `name` (email `name@example.com`, password `name-password-1`) through
 * `clientWith(null)`; answers their client, session, password and email.
 */
export async function signUpMember(clientWith: (token: string | null) => HttpClient, name: string) {
  const session = await clientWith(null).signUp({
    username: name,
    email: `${name}@example.com`,
    password: `${name}-password-1`,
  });
  return {
    client: clientWith(session.access),
    session,
    password: `${name}-password-1`,
    email: `${name}@example.com`,
  };
}

/** A memory to save: a title, a description with two hashtags, and `overrides`. */
export function payload(overrides: Partial<MemorySavePayload> = {}): MemorySavePayload {
  return emptySavePayload({
    description: 'The summer I was seven we lived by the sea. #summer #sea',
    title: 'By the sea',
    ...overrides,
  });
}

/** Expects `promise` to fail with an `ApiError` of `status`; returns the error. */
export async function expectApiError(promise: Promise<unknown>, status: number): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(status);
  return error as ApiError;
}

/**
 * Registers the contract's cases for one backend. Call it at the top of a test file; the last
 * case checks that the cases drove every endpoint of the api-client table to its success status.
 *
 * @example
 * describeContract({ name: 'the mock backend', baseUrl, fetch, reset, … });
 */
export function describeContract(backend: ContractBackend): void {
  const { fetch: api, calls } = recordingFetch((input, init) => backend.fetch(input, init));

  function clientWith(token: string | null): HttpClient {
    return createHttpClient({ baseUrl: backend.baseUrl, getAccessToken: () => token, fetch: api });
  }

  const member = (name: string) => signUpMember(clientWith, name);

  describe(`the API contract, on ${backend.name}`, () => {
    beforeEach(async () => {
      await backend.reset();
    });

    describe('reference data', () => {
      it('serves every tagging category, filtered by memory type', async () => {
        const visitor = clientWith(null);
        const ages = await visitor.listTagOptions('age_ranges', 3);
        expect(ages.map((a) => a.label)).toContain('Millennial (born 1981-1996)');
        expect(ages.find((a) => a.label === 'Gen Z (born 1997-2012)')?.group).toBe('generation');
        expect((await visitor.listTagOptions('person', 3)).map((p) => p.label)).toContain('Religious leader');
        expect((await visitor.listPersonsInvolved(3)).map((p) => p.label)).toContain('Babysitter');
        const happyActions = (await visitor.listTagOptions('person_action', 1)).map((a) => a.label);
        const unhappyActions = (await visitor.listTagOptions('person_action', 3)).map((a) => a.label);
        expect(happyActions).toContain('Comforted me');
        expect(happyActions).not.toContain('Hit me');
        expect(unhappyActions).toContain('Touched me in ways that were not OK');
        expect(unhappyActions).not.toContain('Played with me');
        expect((await visitor.listTagOptions('person_action', 2)).map((a) => a.label)).toEqual(
          expect.arrayContaining(['Hit me', 'Comforted me']),
        );
        expect((await visitor.listTagOptions('sibling', 3)).map((s) => s.label)).toContain('Only child');
        expect((await visitor.listTagOptions('risk_factor', 3)).map((r) => r.label)).toContain(
          "I don't remember",
        );
        expect((await visitor.listTagOptions('chronic_adverse_events', 3)).length).toBeGreaterThan(0);
        expect((await visitor.listTagOptions('sudden_adverse_events', 3)).length).toBeGreaterThan(0);
        expect((await visitor.listTagOptions('feelings', 1)).map((f) => f.label)).toContain('Safe');
        expect((await visitor.listTagOptions('needs', 3)).map((n) => n.label)).toContain('Being heard');
        expect((await visitor.listTagOptions('thoughts', 3)).map((t) => t.label)).toContain(
          'It was my fault',
        );
        expect((await visitor.listTagOptions('childhood_effects_emotions', 3)).length).toBeGreaterThan(0);
        expect((await visitor.listTagOptions('childhood_effects_health', 3)).map((h) => h.label)).toContain(
          "I don't remember",
        );
        const social = await visitor.listTagOptions('childhood_effects_social', 3);
        expect(new Set(social.map((s) => s.optionType))).toEqual(new Set(['School', 'Adolescence', 'Other']));
      });

      it('serves content warnings in ui order, the six reactions, praise labels and report reasons per type', async () => {
        const visitor = clientWith(null);
        const warnings = await visitor.listContentWarnings();
        expect(warnings[0]).toEqual({ id: 1, description: 'Physical abuse', ui_sort_order: 1 });
        expect(warnings.map((w) => w.ui_sort_order)).toEqual(
          [...warnings.map((w) => w.ui_sort_order)].sort((a, b) => a - b),
        );
        expect((await visitor.listReactionOptions()).map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6]);
        expect((await visitor.listFeedbackOptions()).map((f) => f.label)).toEqual(
          expect.arrayContaining(['Brave', 'Well written']),
        );
        const memoryReasons = await visitor.listReportReasons(1);
        const commentReasons = await visitor.listReportReasons(2);
        expect(memoryReasons.at(-1)?.reason).toBe('Other');
        expect(commentReasons.at(-1)?.reason).toBe('Other');
        expect(memoryReasons.map((r) => r.id)).not.toEqual(commentReasons.map((r) => r.id));
      });
    });

    describe('memories', () => {
      it('creates with every field (201), reads, updates (202) and deletes a memory', async () => {
        const ada = await member('ada');
        const created = await ada.client.createMemory(
          payload({
            title: '  A title  ',
            subjects: ['Mother', 'Grandmother'],
            sensitive_topics: [4, 2],
            age_ranges: [{ id: 103, name: 'anything: the server keeps its own label' }],
            persons_actions: [
              {
                person_involved: { id: 301, description: 'Mother' },
                person_action: [
                  { id: 441, description: 'Ignored my feelings' },
                  { id: null, description: 'Sang to me at night' },
                ],
              },
            ],
            feelings: [{ id: 904, description: 'Lonely' }],
            impacts: [{ id: 1202, description: 'More withdrawn' }],
            childhood_effects_social: [{ id: 1401, description: 'Hard to concentrate' }],
            feelings_text: 'The clock in the kitchen.',
            relationship_description: 'I go quiet.',
            pattern_title: 'Going quiet',
            privacy: 2,
          }),
        );
        expect(created.title).toBe('A title');
        expect(created.is_owner).toBe(true);
        expect(created.author.username).toBe('ada');
        expect(created.subjects).toEqual(['Mother', 'Grandmother']);
        expect(created.sensitive_topics.map((w) => w.description)).toEqual(['Neglect', 'Emotional abuse']);
        expect(created.age_ranges[0]?.description).toBe('6-8');
        expect(created.persons_actions[0]?.person.description).toBe('Mother');
        expect(created.persons_actions[0]?.actions.map((a) => [a.description, a.slug])).toEqual([
          ['Ignored my feelings', 'ignored-my-feelings'],
          ['Sang to me at night', null],
        ]);
        expect(created.impacts[0]?.tag_id).toBe(1202);
        expect(created.feelings_text).toBe('The clock in the kitchen.');
        expect(created.pattern_title).toBe('Going quiet');
        expect(created.total_tags).toBe(7);
        expect(created.privacy).toBe(2);
        expect(created.shareable_link).toMatch(/^[A-Za-z0-9_-]{22}$/);
        expect(created.hashId).toMatch(/^[A-Za-z0-9_-]{16}$/);
        expect(await ada.client.getLastPrivacy()).toBe(2);

        const updated = await ada.client.updateMemory(
          created.hashId,
          payload({ title: 'Renamed', privacy: 0, feelings: [] }),
        );
        expect(updated.title).toBe('Renamed');
        expect(updated.total_tags).toBe(0);
        expect((await ada.client.getMemory(created.hashId)).title).toBe('Renamed');
        expect((await clientWith(null).getMemoryByLink(created.shareable_link)).title).toBe('Renamed');

        await ada.client.deleteMemory(created.hashId);
        await expectApiError(ada.client.getMemory(created.hashId), 404);
      });

      it('enforces the spec bounds with 400 and unknown options', async () => {
        const ada = await member('ada');
        const tooLong = await ada.client
          .createMemory(payload({ description: 'x'.repeat(5001) }))
          .catch((e: unknown) => e);
        expect(tooLong).toBeInstanceOf(ApiError);
        const raw = await api(`${backend.baseUrl}${endpoints.createMemory.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${ada.session.access}` },
          body: JSON.stringify({ ...payload(), title: 't'.repeat(101) }),
        });
        expect(raw.status).toBe(400);
        expect(await raw.json()).toMatchObject({ code: 'invalid_request' });
        const wrongCategory = await api(`${backend.baseUrl}${endpoints.createMemory.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${ada.session.access}` },
          body: JSON.stringify(payload({ feelings: [{ id: 1101, description: 'It was my fault' }] })),
        });
        expect(wrongCategory.status).toBe(400);
        const fourPhotos = await api(`${backend.baseUrl}${endpoints.createMemory.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${ada.session.access}` },
          body: JSON.stringify(payload({ image_list: ['a', 'b', 'c', 'd'] })),
        });
        expect(fourPhotos.status).toBe(400);
      });

      it('stores family members (ours), keeps them when an update leaves them out, shows them only to the author', async () => {
        const ada = await member('ada');
        const bo = await member('bo');
        const nana = { id: 'f1', relation: 'grandparent' as const, name: 'Nana' };
        const created = await ada.client.createMemory(payload({ family_members: [nana] }));
        expect(created.family_members).toEqual([nana]);
        const edited = await ada.client.updateMemory(created.hashId, payload({ title: 'Edited' }));
        expect(edited.family_members).toEqual([nana]);
        expect((await ada.client.getMemory(created.hashId)).family_members).toEqual([nana]);
        expect((await bo.client.getMemory(created.hashId)).family_members).toEqual([]);
        const cleared = await ada.client.updateMemory(created.hashId, payload({ family_members: [] }));
        expect(cleared.family_members).toEqual([]);
        const many = Array.from({ length: 21 }, (_, index) => ({
          id: `f${index}`,
          relation: 'other',
          name: '',
        }));
        const tooMany = await api(`${backend.baseUrl}${endpoints.createMemory.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${ada.session.access}` },
          body: JSON.stringify({ ...payload(), family_members: many }),
        });
        expect(tooMany.status).toBe(400);
        const longName = await api(`${backend.baseUrl}${endpoints.createMemory.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${ada.session.access}` },
          body: JSON.stringify({ ...payload(), family_members: [{ ...nana, name: 'n'.repeat(51) }] }),
        });
        expect(longName.status).toBe(400);
      });

      it('honours Idempotency-Key: the same key from the same member returns the first memory', async () => {
        const ada = await member('ada');
        const bo = await member('bo');
        const [first, second] = await Promise.all([
          ada.client.createMemory(payload({ title: 'Once' }), { idempotencyKey: 'draft-42' }),
          ada.client.createMemory(payload({ title: 'Twice' }), { idempotencyKey: 'draft-42' }),
        ]);
        expect(second.hashId).toBe(first.hashId);
        const third = await ada.client.createMemory(payload({ title: 'Again' }), {
          idempotencyKey: 'draft-42',
        });
        expect(third.hashId).toBe(first.hashId);
        const other = await bo.client.createMemory(payload(), { idempotencyKey: 'draft-42' });
        expect(other.hashId).not.toBe(first.hashId);
        const list = await ada.client.listMemories({ user: 'ada' });
        expect(list.count).toBe(1);
      });

      it('keeps a memory saved before Post to its writer: autosaves leave the last privacy alone, and only the writer deletes it', async () => {
        const ada = await member('ada');
        const bo = await member('bo');
        const visitor = clientWith(null);
        await ada.client.createMemory(payload({ title: 'Posted before', privacy: 2 }));
        expect(await ada.client.getLastPrivacy()).toBe(2);

        // The tagging creates the memory Only me, as autosaves; neither is the member's choice.
        const feelings = await visitor.listTagOptions('feelings', 3);
        const tag = { id: feelings[0]!.id, description: feelings[0]!.label };
        const unposted = payload({
          title: 'Not posted yet',
          description: 'Half a memory #unposted',
          privacy: 1,
        });
        const created = await ada.client.createMemory(unposted, {
          idempotencyKey: 'draft-7',
          autosave: true,
        });
        const tagged = await ada.client.updateMemory(
          created.hashId,
          { ...unposted, feelings: [tag] },
          { autosave: true },
        );
        expect(tagged.privacy).toBe(1);
        expect(await ada.client.getLastPrivacy()).toBe(2);
        for (const reader of [bo.client, visitor]) {
          await expectApiError(reader.getMemory(created.hashId), 404);
          await expectApiError(reader.getMemoryByLink(created.shareable_link), 404);
          expect((await reader.searchByHashtag({ tag: 'unposted' })).count).toBe(0);
          expect((await reader.getFeed()).results.map((item) => item.data.memory?.title)).not.toContain(
            'Not posted yet',
          );
        }

        // Post gives it the chosen privacy, which becomes the last one.
        await ada.client.updateMemory(created.hashId, { ...unposted, feelings: [tag], privacy: 0 });
        expect(await ada.client.getLastPrivacy()).toBe(0);
        expect((await bo.client.getMemoryByLink(created.shareable_link)).title).toBe('Not posted yet');

        // An unposted memory with its photo: another member is told it does not exist; the writer deletes both.
        const uploaded = await ada.client.uploadPhoto(photo());
        const draft = await ada.client.createMemory(
          payload({ title: 'Cancelled', privacy: 1, image_list: [uploaded.temp_id] }),
          { autosave: true },
        );
        const refused = await expectApiError(bo.client.deleteMemory(draft.hashId), 404);
        const unknown = await expectApiError(bo.client.deleteMemory('no-such-memory'), 404);
        expect(refused.detail).toBe(unknown.detail);
        await ada.client.deleteMemory(draft.hashId);
        await expectApiError(ada.client.getMemory(draft.hashId), 404);
        if (backend.capabilities.mediaStatus) {
          expect(await backend.capabilities.mediaStatus(uploaded.image)).toBe(404);
        }
        expect(await ada.client.getLastPrivacy()).toBe(0);
      });

      it('changes only the tags on an autosave of an existing memory: unsaved words, privacy and photos stay as posted', async () => {
        const ada = await member('ada');
        const bo = await member('bo');
        const feelings = await clientWith(null).listTagOptions('feelings', 3);
        const [first, second] = feelings.map((option) => ({ id: option.id, description: option.label }));
        const posted = payload({ title: 'The lake', description: 'We swam in the lake. #lake', privacy: 0 });
        const memory = await ada.client.createMemory(posted);

        // Editing the posted memory: a tag saved meanwhile carries words and a privacy not saved yet.
        const tagged = await ada.client.updateMemory(
          memory.hashId,
          {
            ...posted,
            title: 'Unsaved title',
            description: 'Words not saved yet #secret',
            privacy: 1,
            feelings: [first!],
            feelings_text: 'I felt free',
          },
          { autosave: true },
        );
        expect(tagged.feelings.map((tag) => tag.description)).toEqual([first!.description]);
        expect(tagged.feelings_text).toBe('I felt free');
        expect([tagged.title, tagged.description, tagged.privacy]).toEqual([
          'The lake',
          'We swam in the lake. #lake',
          0,
        ]);
        const read = await bo.client.getMemoryByLink(memory.shareable_link);
        expect([read.title, read.description]).toEqual(['The lake', 'We swam in the lake. #lake']);
        expect((await bo.client.searchByHashtag({ tag: 'secret' })).count).toBe(0);

        // A tag save still retrying when the member posts lands after Post: the post stands.
        const draft = payload({ title: 'Draft', description: 'Half written', privacy: 1 });
        const unposted = await ada.client.createMemory(draft, { autosave: true });
        await ada.client.updateMemory(unposted.hashId, {
          ...draft,
          title: 'Posted',
          description: 'Whole memory',
          privacy: 0,
          feelings: [first!],
        });
        const late = await ada.client.updateMemory(
          unposted.hashId,
          { ...draft, feelings: [first!, second!] },
          { autosave: true },
        );
        expect([late.title, late.description, late.privacy]).toEqual(['Posted', 'Whole memory', 0]);
        expect(late.feelings).toHaveLength(2);
        expect((await bo.client.getMemoryByLink(unposted.shareable_link)).description).toBe('Whole memory');
      });

      it('dates a memory by its Post: posted_at is null until Post, then stays; created keeps the first save; lists order by Post', async () => {
        const ada = await member('ada');
        const bo = await member('bo');
        // Posted at once: posted when created.
        const direct = await ada.client.createMemory(payload({ title: 'At once' }));
        expect(direct.posted_at).toBe(direct.created);

        // The tag wizard saves it before Post, as autosaves: not posted.
        const draft = payload({ title: 'Drafted first', description: 'Slowly.', privacy: 1 });
        const unposted = await ada.client.createMemory(draft, { idempotencyKey: 'draft-9', autosave: true });
        expect(unposted.posted_at).toBeNull();
        const tagged = await ada.client.updateMemory(unposted.hashId, draft, { autosave: true });
        expect(tagged.posted_at).toBeNull();
        const between = await bo.client.createMemory(payload({ title: 'Posted in between' }));

        // Post: posted now, after the first save and after what was posted meanwhile.
        const posted = await ada.client.updateMemory(unposted.hashId, { ...draft, privacy: 0 });
        expect(posted.created).toBe(unposted.created);
        expect(posted.posted_at).not.toBeNull();
        expect(Date.parse(posted.posted_at ?? '')).toBeGreaterThan(Date.parse(posted.created));
        expect(Date.parse(posted.posted_at ?? '')).toBeGreaterThan(Date.parse(between.created));

        // An edit and a late tag save keep the posted time; every reader is told the same.
        await ada.client.updateMemory(unposted.hashId, { ...draft, privacy: 0, title: 'Edited' });
        await ada.client.updateMemory(unposted.hashId, { ...draft, privacy: 0 }, { autosave: true });
        const read = await bo.client.getMemoryByLink(unposted.shareable_link);
        expect(read.posted_at).toBe(posted.posted_at);

        // Lists are newest first by Post.
        const titles = (page: { results: { title: string }[] }) => page.results.map((m) => m.title);
        const feed = (await bo.client.getFeed()).results.map((item) => item.data.memory?.title);
        expect(feed.slice(0, 3)).toEqual(['Edited', 'Posted in between', 'At once']);
        expect(titles(await ada.client.listMemories({ user: 'ada' }))).toEqual(['Edited', 'At once']);
      });

      it('lists a writer’s memories by who they reach, and the feed only what is shared with the community', async () => {
        const ada = await member('ada');
        const bo = await member('bo');
        const draft = payload({ title: 'Not posted', privacy: 1 });
        await ada.client.createMemory(draft, { idempotencyKey: 'draft-35', autosave: true });
        await ada.client.createMemory(payload({ title: 'Mine alone', privacy: 1 }));
        await ada.client.createMemory(payload({ title: 'By link', privacy: 2 }));
        await ada.client.createMemory(payload({ title: 'Shared', privacy: 0 }));
        await bo.client.createMemory(payload({ title: 'Bo shared', privacy: 0 }));
        await bo.client.createMemory(payload({ title: 'Bo alone', privacy: 1 }));
        const titles = (page: { results: { title: string }[] }) => page.results.map((m) => m.title);
        const audiences = async (client: HttpClient) => ({
          unposted: titles(await client.listMemories({ audience: 'unposted' })),
          only_me: titles(await client.listMemories({ audience: 'only_me' })),
          link: titles(await client.listMemories({ audience: 'link' })),
          community: titles(await client.listMemories({ audience: 'community' })),
          feed: (await client.getFeed()).results.map((item) => item.data.memory?.title),
        });
        expect(await audiences(ada.client)).toEqual({
          unposted: ['Not posted'],
          only_me: ['Mine alone'],
          link: ['By link'],
          community: ['Bo shared', 'Shared'],
          feed: ['Bo shared', 'Shared'],
        });
        // No one else's memory is listed unless it is shared with the community.
        expect(await audiences(bo.client)).toEqual({
          unposted: [],
          only_me: ['Bo alone'],
          link: [],
          community: ['Bo shared', 'Shared'],
          feed: ['Bo shared', 'Shared'],
        });
        expect((await clientWith(null).listMemories({ audience: 'unposted' })).count).toBe(0);
        // Post: it leaves 'not posted' for the audience its writer chose.
        const [unposted] = (await ada.client.listMemories({ audience: 'unposted' })).results;
        await ada.client.updateMemory(unposted?.hashId ?? '', { ...draft, privacy: 0 });
        expect((await audiences(ada.client)).unposted).toEqual([]);
        expect((await audiences(bo.client)).feed).toEqual(['Not posted', 'Bo shared', 'Shared']);
        const unknown = await api(`${backend.baseUrl}${endpoints.listMemories.path}?audience=everyone`);
        expect(unknown.status).toBe(400);
      });

      it('pages the feed and filters lists by tag, person, actions and user', async () => {
        const ada = await member('ada');
        for (let i = 0; i < 12; i += 1) await ada.client.createMemory(payload({ title: `Memory ${i}` }));
        await ada.client.createMemory(
          payload({
            title: 'Tagged',
            feelings: [{ id: 904, description: 'Lonely' }],
            persons_actions: [
              {
                person_involved: { id: 302, description: 'Father' },
                person_action: [{ id: 401, description: 'Shouted at me' }],
              },
            ],
          }),
        );
        const visitor = clientWith(null);
        const first = await visitor.getFeed();
        expect(first).toMatchObject({ count: 13, total_pages: 2, page: 1 });
        expect(first.results[0]?.data.memory?.title).toBe('Tagged');
        expect(first.results[0]?.kind).toBe('memory');
        expect((await visitor.getFeed({ page: 2 })).results).toHaveLength(3);
        expect(
          (await visitor.listMemories({ slug: 'lonely', tag_type: 'feelings' })).results.map((m) => m.title),
        ).toEqual(['Tagged']);
        expect((await visitor.searchByTag({ tag_type: 'person_involved', slug: 'father' })).count).toBe(1);
        expect((await visitor.searchByTag({ tag_type: 'person_action', slug: 'shouted-at-me' })).count).toBe(
          1,
        );
        expect((await visitor.listMemories({ persons_involved: 302, person_actions: [401] })).count).toBe(1);
        expect((await visitor.listMemories({ persons_involved: 301 })).count).toBe(0);
        expect((await visitor.searchByUser({ username: 'ada' })).count).toBe(13);
        expect((await visitor.listMemories({ user: 'ada', page: 2 })).results).toHaveLength(3);
        await expectApiError(visitor.searchByUser({ username: 'nobody' }), 404);
        await expectApiError(visitor.listMemories({ slug: 'lonely' }), 400);
      });

      it('leaves a memory whose warning the reader hides out of every list, never the writer’s own', async () => {
        const ada = await member('ada');
        const bo = await member('bo');
        const warned = await ada.client.createMemory(
          payload({ title: 'Warned', sensitive_topics: [3, 5], description: 'The long winter. #winter' }),
        );
        await ada.client.createMemory(payload({ title: 'Quiet', description: 'A quiet day. #winter' }));
        const lists = async (client: HttpClient) => ({
          feed: (await client.getFeed()).results.map((item) => item.data.memory?.title),
          hashtag: (await client.searchByHashtag({ tag: 'winter' })).results.map((memory) => memory.title),
          user: (await client.searchByUser({ username: 'ada' })).results.map((memory) => memory.title),
          memories: (await client.listMemories({ user: 'ada' })).results.map((memory) => memory.title),
        });
        const everything = ['Quiet', 'Warned'];
        const all = { feed: everything, hashtag: everything, user: everything, memories: everything };
        expect(await lists(bo.client)).toEqual(all);

        // Shown without asking, or another warning hidden: still listed.
        await bo.client.updateSafetyPreferences({
          hidden_content_warning_ids: [2],
          shown_content_warning_ids: [3],
        });
        expect(await lists(bo.client)).toEqual(all);

        await bo.client.updateSafetyPreferences({ hidden_content_warning_ids: [5] });
        const quiet = ['Quiet'];
        expect(await lists(bo.client)).toEqual({ feed: quiet, hashtag: quiet, user: quiet, memories: quiet });
        // Its link still opens it (the reader's modal keeps it covered); others and its writer still list it.
        expect((await bo.client.getMemoryByLink(warned.shareable_link)).title).toBe('Warned');
        expect(await lists(clientWith(null))).toEqual(all);
        await ada.client.updateSafetyPreferences({ hidden_content_warning_ids: [5] });
        expect(await lists(ada.client)).toEqual(all);

        await bo.client.updateSafetyPreferences({ hidden_content_warning_ids: [] });
        expect(await lists(bo.client)).toEqual(all);
      });

      it('extracts hashtags for search and autocomplete', async () => {
        const ada = await member('ada');
        await ada.client.createMemory(
          payload({ description: 'Rain on the roof #Summertime and #summer again' }),
        );
        const visitor = clientWith(null);
        expect(await visitor.autocompleteHashtags('#sum')).toEqual(['#summer', '#summertime']);
        expect(await visitor.autocompleteHashtags('#zzz')).toEqual([]);
        expect((await visitor.searchByHashtag({ tag: 'summertime' })).count).toBe(1);
      });
    });

    describe('photos', () => {
      it('lists temporary photos, attaches them on save, and lets them go', async () => {
        const ada = await member('ada');
        const uploaded = await ada.client.uploadPhoto(photo());
        expect(await ada.client.listTempPhotos()).toEqual([
          { temp_id: uploaded.temp_id, image_url: uploaded.image },
        ]);
        const memory = await ada.client.createMemory(payload({ image_list: [uploaded.temp_id] }));
        expect(memory.photos).toEqual([{ url: uploaded.image, temp_id: uploaded.temp_id }]);
        expect(await ada.client.listTempPhotos()).toEqual([]);
        await expectApiError(ada.client.deleteTempPhoto(uploaded.temp_id), 404);

        const removable = await ada.client.uploadPhoto(photo());
        await ada.client.deleteTempPhoto(removable.temp_id);
        expect(await ada.client.listTempPhotos()).toEqual([]);
        if (backend.capabilities.mediaStatus) {
          expect(await backend.capabilities.mediaStatus(removable.image)).toBe(404);
          expect(await backend.capabilities.mediaStatus(uploaded.image)).toBe(200);
        }
        const updated = await ada.client.updateMemory(memory.hashId, payload({ image_list: [] }));
        expect(updated.photos).toEqual([]);
        if (backend.capabilities.mediaStatus) {
          expect(await backend.capabilities.mediaStatus(uploaded.image)).toBe(404);
        }
      });

      it('answers 413 for a photo over the size limit', async () => {
        const ada = await member('ada');
        const big = Buffer.concat([
          Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
          Buffer.alloc(10 * 1024 * 1024 + 10),
        ]);
        await expectApiError(ada.client.uploadPhoto(new Blob([new Uint8Array(big)])), 413);
      });

      it('never attaches another member’s temporary photo', async () => {
        const ada = await member('ada');
        const bo = await member('bo');
        const uploaded = await ada.client.uploadPhoto(photo());
        const memory = await bo.client.createMemory(payload({ image_list: [uploaded.temp_id] }));
        expect(memory.photos).toEqual([]);
        expect(await ada.client.listTempPhotos()).toHaveLength(1);
        await expectApiError(bo.client.deleteTempPhoto(uploaded.temp_id), 404);
      });
    });

    describe('interactions', () => {
      it('keeps empathy, reactions, saves, resonance, praise, comments and me-too exact, with notifications', async () => {
        const ada = await member('ada');
        const bo = await member('bo');
        const memory = await ada.client.createMemory(
          payload({ feelings: [{ id: 904, description: 'Lonely' }] }),
        );
        const link = memory.shareable_link;

        // Empathy: a double click never counts twice; taking it back brings the count to 0, never below.
        const [e1, e2] = await Promise.all([
          bo.client.createEmpathy({ shareable_link: link }),
          bo.client.createEmpathy({ shareable_link: link }),
        ]);
        expect(e1.empathy_id).toBe(e2.empathy_id);
        expect((await bo.client.getMemoryByLink(link)).counts.empathies).toBe(1);
        await bo.client.deleteEmpathy(e1.empathy_id);
        await expectApiError(bo.client.deleteEmpathy(e1.empathy_id), 404);
        expect((await bo.client.getMemoryByLink(link)).counts.empathies).toBe(0);
        const empathy = await bo.client.createEmpathy({ shareable_link: link });

        // Reactions: one per member per memory: new, update, delete.
        const reaction = await bo.client.createReaction({ shareable_link: link, reaction_option_id: 4 });
        const changed = await bo.client.updateReaction({
          reaction_id: reaction.reaction_id,
          reaction_option_id: 1,
        });
        expect(changed).toEqual({ reaction_id: reaction.reaction_id, reaction_option_id: 1 });
        const again = await bo.client.createReaction({ shareable_link: link, reaction_option_id: 5 });
        expect(again.reaction_id).toBe(reaction.reaction_id);
        const counts = (await ada.client.getMemory(memory.hashId)).reactions;
        expect(counts.find((r) => r.reaction_option_id === 5)?.reaction_count).toBe(1);
        expect(counts.reduce((sum, r) => sum + r.reaction_count, 0)).toBe(1);

        // Save.
        const save = await bo.client.createSave(link);
        // Saving again keeps the one save.
        expect((await bo.client.createSave(link)).save_id).toBe(save.save_id);
        // Resonance on a tag.
        const tagId = memory.feelings[0]?.memory_tag_id ?? 0;
        const resonance = await bo.client.createResonance({ memory_tag_id: tagId, shareable_link: link });
        // Never "me too" or praise for one's own memory.
        await expectApiError(ada.client.createResonance({ memory_tag_id: tagId, shareable_link: link }), 403);
        await expectApiError(ada.client.createFeedback({ shareable_link: link, labels: ['Brave'] }), 403);
        // Praise.
        const praise = await bo.client.createFeedback({ shareable_link: link, labels: ['brave', 'Honest'] });
        expect(praise.labels).toEqual(['Brave', 'Honest']);
        const praised = await bo.client.updateFeedback({
          shareable_link: link,
          feedback_id: praise.feedback_id,
          labels: ['Moving'],
        });
        expect(praised.labels).toEqual(['Moving']);
        const fourLabels = await api(
          `${backend.baseUrl}${endpoints.createFeedback.path}?feedback=Brave,Honest,Kind,Moving&shareable_link=${link}`,
          { method: 'POST', headers: { authorization: `Bearer ${bo.session.access}` } },
        );
        expect(fourLabels.status).toBe(400);
        await expectApiError(bo.client.createFeedback({ shareable_link: link, labels: ['Lovely'] }), 400);
        expect((await bo.client.getUserFeedback({ shareable_link: link })).feedback_list).toEqual([
          { feedback_id: praise.feedback_id, labels: ['Moving'], comment_id: null },
        ]);

        const status = await bo.client.getInteractionStatus(link);
        expect(status).toMatchObject({
          empathy_id: empathy.empathy_id,
          reaction_id: reaction.reaction_id,
          reaction_option_id: 5,
          save_id: save.save_id,
          feedback_ids: [praise.feedback_id],
        });
        expect(status.resonances).toEqual([
          { memory_tag_id: tagId, resonated: 1, count_resonances: 1, resonance_id: resonance.resonance_id },
        ]);

        // Comments, private comments, comment empathy, trauma (me too), hide, praise on a comment.
        const comment = await bo.client.createComment({
          shareable_link: link,
          content: 'Thank you for writing this.',
        });
        expect(comment).toMatchObject({
          content: 'Thank you for writing this.',
          author: { username: 'bo' },
          memory: link,
          is_private: false,
        });
        // A comment is a 'me too' comment once someone acknowledges it, not before.
        expect((await clientWith(null).listMeTooComments({ shareable_link: link })).count).toBe(0);
        const edited = await bo.client.updateComment(comment.id, { content: 'Thank you for sharing this.' });
        expect(edited.content).toBe('Thank you for sharing this.');
        const note = await bo.client.createPrivateComment({
          shareable_link: link,
          comment_content: 'Only for you.',
        });
        expect(note.is_private).toBe(true);
        expect(
          (
            await bo.client.updatePrivateComment({
              private_comment_id: note.id,
              comment_content: 'Only for you, Ada.',
            })
          ).content,
        ).toBe('Only for you, Ada.');
        const commentEmpathy = await ada.client.createEmpathy({
          shareable_link: link,
          comment_id: comment.id,
        });
        const trauma = await ada.client.createTrauma({ shareable_link: link, comment_id: comment.id });
        // A second "me too" is the same one, not a new row.
        expect(
          (await ada.client.createTrauma({ shareable_link: link, comment_id: comment.id })).trauma_id,
        ).toBe(trauma.trauma_id);
        const commentPraise = await ada.client.createFeedback({ comment_id: comment.id, labels: ['Kind'] });
        expect(await ada.client.getCommentStatus(comment.id)).toEqual({
          comment_id: comment.id,
          empathy: { empathized: true, empathy_id: commentEmpathy.empathy_id },
          feedback: { feedback_given: true },
          trauma: { trauma_acknowledged: true, trauma_id: trauma.trauma_id },
        });
        expect(
          (await ada.client.getUserFeedback({ comment_id: comment.id })).feedback_list[0]?.feedback_id,
        ).toBe(commentPraise.feedback_id);
        const meToo = await clientWith(null).listMeTooComments({ shareable_link: link });
        expect(meToo.results.map((c) => [c.id, c.count_traumas, c.memory_title])).toEqual([
          [comment.id, 1, 'By the sea'],
        ]);
        expect((await ada.client.listComments({ shareable_link: link })).results.map((c) => c.id)).toEqual([
          comment.id,
          note.id,
        ]);
        expect(
          (await clientWith(null).listComments({ shareable_link: link })).results.map((c) => c.id),
        ).toEqual([comment.id]);
        // The count is of public comments: the private one is not in it.
        expect((await ada.client.getMemory(memory.hashId)).counts.comments).toBe(1);
        // Its writer edits or deletes a comment; only others hide it, and never their own praise.
        await expectApiError(bo.client.hideComment(comment.id), 403);
        await expectApiError(bo.client.createFeedback({ comment_id: comment.id, labels: ['Kind'] }), 403);
        await ada.client.hideComment(comment.id);
        expect((await ada.client.listComments({ shareable_link: link })).results.map((c) => c.id)).toEqual([
          note.id,
        ]);
        expect((await ada.client.getMemory(memory.hashId)).counts.comments).toBe(1);

        // Notifications for Ada (never for her own actions), raw, grouped and resonance.
        const raw = await ada.client.listNotifications();
        expect(raw.results.map((n) => n.event_type).sort()).toEqual(
          [
            'emphatized_a_memory',
            'feedback_given',
            'new_comment',
            'new_comment',
            'new_reaction',
            'new_resonance',
          ].sort(),
        );
        expect(raw.unseen_count).toBe(6);
        // Every list carries the member's unread total (the bell's header), not a page's count.
        expect(raw.unread_count).toBe(6);
        const grouped = await ada.client.listGroupedNotifications();
        expect(grouped.unread_count).toBe(6);
        expect(grouped.results.map((g) => g.group).sort()).toEqual([
          'empathy',
          'memory_feedback',
          'reactions',
        ]);
        expect(grouped.results.find((g) => g.group === 'memory_feedback')?.feedback_label).toEqual([
          'Moving',
        ]);
        // A reactions row carries its newest reaction's option (the bell opens it highlighted).
        const reacted = raw.results.find((n) => n.event_type === 'new_reaction')?.data.reaction_option_id;
        expect(reacted).toBeDefined();
        expect(grouped.results.find((g) => g.group === 'reactions')?.reaction_option_id).toBe(reacted);
        expect(grouped.results.find((g) => g.group === 'empathy')?.reaction_option_id).toBeNull();
        const resonances = await ada.client.listResonanceNotifications();
        expect(resonances.results).toMatchObject([
          { originator: 'bo', resonance_labels: ['Lonely'], shareable_link: link },
        ]);
        const boNotes = await bo.client.listNotifications();
        expect(boNotes.results.map((n) => n.event_type).sort()).toEqual([
          'emphatized_a_comment',
          'feedback_given',
        ]);
        expect((await bo.client.listGroupedNotifications()).results.map((g) => g.group).sort()).toEqual([
          'comment_feedback',
          'empathy_comments',
        ]);

        expect(await ada.client.getUnseenNotificationCount()).toBe(6);
        // Someone else's notifications are not theirs to mark: nothing changes, and no error tells.
        await bo.client.markNotificationsRead([raw.results[0]?.id ?? 0]);
        expect(await ada.client.getUnseenNotificationCount()).toBe(6);
        expect((await ada.client.listNotifications()).unread_count).toBe(6);
        await ada.client.markNotificationsRead([raw.results[0]?.id ?? 0]);
        expect(await ada.client.getUnseenNotificationCount()).toBe(5);
        expect((await ada.client.listResonanceNotifications()).unread_count).toBe(5);
        await ada.client.markAllNotificationsSeen();
        expect(await ada.client.getUnseenNotificationCount()).toBe(0);
        // Seen is not read: the header still counts 5.
        expect((await ada.client.listNotifications()).unread_count).toBe(5);
        expect((await ada.client.listNotifications()).results.filter((n) => n.is_read)).toHaveLength(1);

        // Undo everything: counts return to zero and the notifications are withdrawn.
        await bo.client.deleteReaction(reaction.reaction_id);
        await bo.client.deleteSave(save.save_id);
        await bo.client.deleteResonance(resonance.resonance_id);
        await bo.client.deleteFeedback(praise.feedback_id);
        await bo.client.deleteEmpathy(empathy.empathy_id);
        await ada.client.deleteTrauma(trauma.trauma_id);
        await bo.client.deletePrivateComment(note.id);
        await bo.client.deleteComment(comment.id);
        const after = await ada.client.getMemory(memory.hashId);
        expect(after.counts).toEqual({ comments: 0, empathies: 0 });
        expect(after.reactions.every((r) => r.reaction_count === 0)).toBe(true);
        expect((await ada.client.listNotifications()).count).toBe(0);
      });

      it('answers each member’s "me too" state and per-tag counts across several members and tags', async () => {
        const ada = await member('ada');
        const [bo, cy, di] = await Promise.all([member('bo'), member('cy'), member('di')]);
        // An earlier memory with tags and "me too"s, so tag ids and resonance ids never coincide.
        const earlier = await ada.client.createMemory(
          payload({ feelings: [901, 902, 903, 905, 906].map((id) => ({ id, description: 'x' })) }),
        );
        for (const tag of earlier.feelings.slice(0, 4)) {
          await cy.client.createResonance({
            memory_tag_id: tag.memory_tag_id ?? 0,
            shareable_link: earlier.shareable_link,
          });
        }
        const memory = await ada.client.createMemory(
          payload({ feelings: [907, 908, 909].map((id) => ({ id, description: 'x' })) }),
        );
        const link = memory.shareable_link;
        const [lonely, numb, guilty] = memory.feelings.map((tag) => tag.memory_tag_id ?? 0) as [
          number,
          number,
          number,
        ];
        const boOnLonely = await bo.client.createResonance({ memory_tag_id: lonely, shareable_link: link });
        const boOnNumb = await bo.client.createResonance({ memory_tag_id: numb, shareable_link: link });
        const cyOnLonely = await cy.client.createResonance({ memory_tag_id: lonely, shareable_link: link });

        expect((await bo.client.getInteractionStatus(link)).resonances).toEqual([
          { memory_tag_id: lonely, resonated: 1, count_resonances: 2, resonance_id: boOnLonely.resonance_id },
          { memory_tag_id: numb, resonated: 1, count_resonances: 1, resonance_id: boOnNumb.resonance_id },
          { memory_tag_id: guilty, resonated: 0, count_resonances: 0, resonance_id: null },
        ]);
        expect((await cy.client.getInteractionStatus(link)).resonances).toEqual([
          { memory_tag_id: lonely, resonated: 1, count_resonances: 2, resonance_id: cyOnLonely.resonance_id },
          { memory_tag_id: numb, resonated: 0, count_resonances: 1, resonance_id: null },
          { memory_tag_id: guilty, resonated: 0, count_resonances: 0, resonance_id: null },
        ]);
        expect((await di.client.getInteractionStatus(link)).resonances).toEqual([
          { memory_tag_id: lonely, resonated: 0, count_resonances: 2, resonance_id: null },
          { memory_tag_id: numb, resonated: 0, count_resonances: 1, resonance_id: null },
          { memory_tag_id: guilty, resonated: 0, count_resonances: 0, resonance_id: null },
        ]);
        // The owner sees the counts too; undoing brings them down for everyone.
        expect(
          (await ada.client.getInteractionStatus(link)).resonances.map((r) => r.count_resonances),
        ).toEqual([2, 1, 0]);
        await bo.client.deleteResonance(boOnLonely.resonance_id);
        expect(
          (await di.client.getInteractionStatus(link)).resonances.map((r) => r.count_resonances),
        ).toEqual([1, 1, 0]);
        expect(
          (await cy.client.getInteractionStatus(earlier.shareable_link)).resonances.map((r) => r.resonated),
        ).toEqual([1, 1, 1, 1, 0]);
      });

      it('keeps counts exact under concurrent requests from many members', async () => {
        const ada = await member('ada');
        const memory = await ada.client.createMemory(payload());
        const others = await Promise.all(['m1', 'm2', 'm3', 'm4', 'm5', 'm6'].map((name) => member(name)));
        const empathies = await Promise.all(
          others.flatMap((m) => [
            m.client.createEmpathy({ shareable_link: memory.shareable_link }),
            m.client.createEmpathy({ shareable_link: memory.shareable_link }),
          ]),
        );
        expect(new Set(empathies.map((e) => e.empathy_id)).size).toBe(6);
        expect((await ada.client.getMemory(memory.hashId)).counts.empathies).toBe(6);
        await Promise.all(
          others.map((m, i) =>
            m.client.deleteEmpathy(empathies[i * 2]?.empathy_id ?? 0).catch(() => undefined),
          ),
        );
        await Promise.all(
          others.map((m, i) =>
            m.client.deleteEmpathy(empathies[i * 2]?.empathy_id ?? 0).catch(() => undefined),
          ),
        );
        expect((await ada.client.getMemory(memory.hashId)).counts.empathies).toBe(0);
        await Promise.all(
          others.map((m, i) =>
            m.client.createReaction({
              shareable_link: memory.shareable_link,
              reaction_option_id: ((i % 6) + 1) as 1,
            }),
          ),
        );
        const reactions = (await ada.client.getMemory(memory.hashId)).reactions;
        expect(reactions.map((r) => r.reaction_count)).toEqual([1, 1, 1, 1, 1, 1]);
      });

      it('requires the Other remark on reports, and stores them', async () => {
        const ada = await member('ada');
        const bo = await member('bo');
        const memory = await ada.client.createMemory(payload());
        const comment = await ada.client.createComment({
          shareable_link: memory.shareable_link,
          content: 'A note',
        });
        await expectApiError(
          bo.client.sendReport({ memory: memory.shareable_link, metoo: null, reason: 7 }),
          400,
        );
        await bo.client.sendReport({
          memory: memory.shareable_link,
          metoo: null,
          reason: 7,
          remark: 'It names my school.',
        });
        // One open report per member per item (moderation, ours): another member's is kept.
        const cy = await member('cy');
        await cy.client.sendReport({ memory: memory.shareable_link, metoo: null, reason: 2 });
        await expectApiError(
          bo.client.sendReport({ memory: memory.shareable_link, metoo: comment.id, reason: 2 }),
          400,
        );
        await bo.client.sendReport({ memory: memory.shareable_link, metoo: comment.id, reason: 11 });
        const stored = await backend.reports();
        expect(stored.map((r) => [r.reason, r.remark, r.comment_id])).toEqual([
          [7, 'It names my school.', null],
          [2, '', null],
          [11, '', comment.id],
        ]);
      });

      it('lists votes and connect status of the member', async () => {
        const ada = await member('ada');
        const memory = await ada.client.createMemory(payload());
        expect(await ada.client.listVotes()).toEqual([]);
        expect(await ada.client.getConnectStatus(memory.shareable_link)).toEqual({
          shareable_link: memory.shareable_link,
          connected: false,
          linked_memories: [],
        });
      });
    });

    describe('answers in the documented shapes', () => {
      /** The raw JSON of a call, as a client written from the specification alone would read it. */
      async function raw(
        path: string,
        token: string,
        init: RequestInit = {},
      ): Promise<Record<string, unknown>> {
        const response = await api(`${backend.baseUrl}${path}`, {
          ...init,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        });
        return (await response.json()) as Record<string, unknown>;
      }

      it('sends a memory with subjects, content warnings and _text lists as the specification names them', async () => {
        const ada = await member('ada');
        const memory = await ada.client.createMemory(
          payload({
            subjects: ['Mother'],
            sensitive_topics: [2],
            feelings: [{ id: 904, description: 'Lonely' }],
            age_ranges_text: 'I was seven.',
            persons_actions_text: 'She sang.',
            feelings_text: 'The kitchen clock.',
          }),
        );
        const path = endpoints.getMemoryByLink.path.replace('{shareable_link}', memory.shareable_link);
        const wire = await raw(path, ada.session.access);
        expect(wire.subjects).toEqual([{ description: 'Mother' }]);
        expect(wire.sensitive_topics).toEqual([{ id: 2, desc: 'Emotional abuse' }]);
        expect(wire.age_range_text).toEqual([{ description: 'I was seven.' }]);
        expect(wire.person_action_text).toEqual([{ description: 'She sang.' }]);
        expect(wire.feelings_text).toEqual([{ description: 'The kitchen clock.' }]);
        expect(wire.needs_text).toEqual([]);
        for (const name of [
          'sibling_text',
          'risk_factor_text',
          'chronic_adverse_events_text',
          'thoughts_text',
        ]) {
          expect(wire[name], name).toEqual([]);
        }
        expect(wire).not.toHaveProperty('age_ranges_text');
        expect(wire).not.toHaveProperty('persons_actions_text');
        expect(wire.feelings).toEqual([expect.objectContaining({ tag_id: 904, description: 'Lonely' })]);
        expect(wire.reactions).toContainEqual({ reaction_option_id: 6, reaction_count: 0 });
        expect(wire).toMatchObject({ shareable_link: memory.shareable_link, type: 3, privacy: 0, status: 1 });
        // The feed carries the same shape.
        const feed = await raw(endpoints.getFeed.path, ada.session.access);
        const [item] = feed.results as { data: { memory: Record<string, unknown> } }[];
        expect(item?.data.memory.subjects).toEqual([{ description: 'Mother' }]);
        // And our own client reads it back into its normalised Memory.
        expect((await ada.client.getMemoryByLink(memory.shareable_link)).feelings_text).toBe(
          'The kitchen clock.',
        );
      });

      it('sends comments with `user` as the author, and private comments by their private names', async () => {
        const ada = await member('ada');
        const bo = await member('bo');
        const memory = await ada.client.createMemory(payload());
        const comment = await raw(endpoints.createComment.path, bo.session.access, {
          method: 'POST',
          body: JSON.stringify({ shareable_link: memory.shareable_link, content: 'Thank you.' }),
        });
        expect(comment).toMatchObject({
          id: expect.any(Number),
          content: 'Thank you.',
          user: { username: 'bo' },
          memory: memory.shareable_link,
          created_at: expect.any(String),
          count_empathies: 0,
          count_users_given_feedback: 0,
          count_traumas: 0,
        });
        expect(comment).not.toHaveProperty('author');
        const note = await raw(endpoints.createPrivateComment.path, bo.session.access, {
          method: 'POST',
          body: JSON.stringify({ shareable_link: memory.shareable_link, comment_content: 'Only for you.' }),
        });
        expect(note).toMatchObject({
          private_comment_id: expect.any(Number),
          private_comment_str: 'Only for you.',
          commented_by: { username: 'bo' },
          memory: memory.shareable_link,
        });
        expect(note).not.toHaveProperty('id');
        expect(note).not.toHaveProperty('content');
        const list = await raw(
          `${endpoints.listComments.path}?shareable_link=${memory.shareable_link}`,
          ada.session.access,
        );
        expect((list.results as Record<string, unknown>[]).map((c) => Object.keys(c).slice(0, 3))).toEqual([
          ['id', 'content', 'user'],
          ['private_comment_id', 'private_comment_str', 'commented_by'],
        ]);
        const read = await ada.client.listComments({ shareable_link: memory.shareable_link });
        expect(read.results.map((c) => [c.author.username, c.is_private])).toEqual([
          ['bo', false],
          ['bo', true],
        ]);
      });

      it('sends notifications with status { is_read, is_seen }, 0 meaning not yet', async () => {
        const ada = await member('ada');
        const bo = await member('bo');
        const memory = await ada.client.createMemory(payload());
        await bo.client.createEmpathy({ shareable_link: memory.shareable_link });
        const before = await raw(endpoints.listNotifications.path, ada.session.access);
        const [first] = before.results as Record<string, unknown>[];
        expect(first).toMatchObject({
          event_type: 'emphatized_a_memory',
          originator: 'bo',
          status: { is_read: 0, is_seen: 0 },
          data: { memory: memory.shareable_link },
        });
        expect(first).not.toHaveProperty('is_read');
        await ada.client.markNotificationsRead([first?.id as number]);
        const after = await raw(endpoints.listNotifications.path, ada.session.access);
        expect((after.results as Record<string, unknown>[])[0]?.status).toEqual({ is_read: 1, is_seen: 1 });
        expect((await ada.client.listNotifications()).results[0]).toMatchObject({
          is_read: true,
          is_seen: true,
        });
      });
    });

    describe('the bell’s unread rows', () => {
      it('counts rows, a group or a member’s “me too” once, and marks all read up to the newest shown', async () => {
        const ada = await member('ada');
        const bo = await member('bo');
        const cy = await member('cy');
        const memory = await ada.client.createMemory(
          payload({
            feelings: [
              { id: 904, description: 'Lonely' },
              { id: 901, description: 'Scared' },
              { id: 902, description: 'Sad' },
            ],
          }),
        );
        const link = memory.shareable_link;
        const [lonely, scared, sad] = memory.feelings.map((tag) => tag.memory_tag_id ?? 0);
        // Bo says "me too" to three tags, Cy to one, and Cy comments: three rows, five notifications.
        for (const tag of [lonely, scared, sad])
          await bo.client.createResonance({ memory_tag_id: tag ?? 0, shareable_link: link });
        await cy.client.createResonance({ memory_tag_id: lonely ?? 0, shareable_link: link });
        await cy.client.createComment({ shareable_link: link, content: 'Me too, the kitchen.' });

        const shown = await ada.client.listNotifications();
        expect(shown.results.filter((n) => !n.is_read)).toHaveLength(5);
        expect(shown.unread_count).toBe(3);
        expect((await ada.client.listResonanceNotifications()).results).toHaveLength(2);
        expect((await ada.client.listGroupedNotifications()).unread_count).toBe(3);
        // Reading one row's notifications takes one off.
        const bos = (await ada.client.listResonanceNotifications()).results.find(
          (r) => r.originator === 'bo',
        );
        await ada.client.markNotificationsRead(bos?.notif_ids ?? []);
        expect((await ada.client.listNotifications()).unread_count).toBe(2);

        // One arrives after the list was shown: 'Mark all as read' up to the newest shown leaves it unread.
        await bo.client.createEmpathy({ shareable_link: link });
        await ada.client.markAllNotificationsRead({ up_to: shown.results[0]?.id ?? 0 });
        const after = await ada.client.listNotifications();
        expect(after.unread_count).toBe(1);
        expect(after.results.filter((n) => !n.is_read).map((n) => n.event_type)).toEqual([
          'emphatized_a_memory',
        ]);
        expect(await ada.client.getUnseenNotificationCount()).toBe(1);
        // Someone else's 'Mark all as read' changes nothing of hers.
        await bo.client.markAllNotificationsRead();
        expect((await ada.client.listNotifications()).unread_count).toBe(1);
        await ada.client.markAllNotificationsRead();
        expect((await ada.client.listNotifications()).unread_count).toBe(0);
        expect(await ada.client.getUnseenNotificationCount()).toBe(0);
      });
    });

    describe('notification polling', () => {
      it('answers 304 while nothing changed, and 200 with a new ETag after a change', async () => {
        const ada = await member('ada');
        const bo = await member('bo');
        const memory = await ada.client.createMemory(payload());
        const url = `${backend.baseUrl}${endpoints.listGroupedNotifications.path}`;
        const headers = { authorization: `Bearer ${ada.session.access}` };
        const first = await api(url, { headers });
        const etag = first.headers.get('etag');
        expect(first.status).toBe(200);
        expect(etag).toBeTruthy();
        const again = await api(url, { headers: { ...headers, 'if-none-match': etag ?? '' } });
        expect(again.status).toBe(304);
        await bo.client.createEmpathy({ shareable_link: memory.shareable_link });
        const changed = await api(url, { headers: { ...headers, 'if-none-match': etag ?? '' } });
        expect(changed.status).toBe(200);
        expect(changed.headers.get('etag')).not.toBe(etag);
        for (const key of [
          'listNotifications',
          'listResonanceNotifications',
          'getUnseenNotificationCount',
        ] as const) {
          const response = await api(`${backend.baseUrl}${endpoints[key].path}`, { headers });
          const cached = await api(`${backend.baseUrl}${endpoints[key].path}`, {
            headers: { ...headers, 'if-none-match': response.headers.get('etag') ?? '' },
          });
          expect(cached.status).toBe(304);
        }
      });
    });

    describe('cached reads', () => {
      it('show every write at once: the feed and a memory’s detail are never older than the last write', async () => {
        const ada = await member('ada');
        const bo = await member('bo');
        const visitor = clientWith(null);
        expect((await visitor.getFeed()).count).toBe(0);
        const memory = await ada.client.createMemory(payload());
        expect((await visitor.getFeed()).count).toBe(1);
        expect((await visitor.getMemoryByLink(memory.shareable_link)).counts.comments).toBe(0);
        await bo.client.createComment({ shareable_link: memory.shareable_link, content: 'Thank you.' });
        expect((await visitor.getMemoryByLink(memory.shareable_link)).counts.comments).toBe(1);
        await ada.client.updateMemory(memory.hashId, payload({ title: 'Renamed', privacy: 1 }));
        expect((await visitor.getFeed()).count).toBe(0);
        await expectApiError(visitor.getMemoryByLink(memory.shareable_link), 404);
        // The owner's own copy differs from a visitor's, and each reads their own: now Only me, it
        // is on her own list of what only she can see.
        expect((await ada.client.listMemories({ audience: 'only_me' })).results[0]?.is_owner).toBe(true);
        expect((await ada.client.getMemory(memory.hashId)).title).toBe('Renamed');
      });
    });

    describe('notification polling across changes', () => {
      async function poll(token: string, etag: string) {
        const response = await api(`${backend.baseUrl}${endpoints.listNotifications.path}`, {
          headers: { authorization: `Bearer ${token}`, 'if-none-match': etag },
        });
        return { status: response.status, etag: response.headers.get('etag') ?? '' };
      }

      it('answers 200 after every kind of change to what the lists show, and 304 in between', async () => {
        const ada = await member('ada');
        const bo = await member('bo');
        const memory = await ada.client.createMemory(payload());
        let etag = (await poll(ada.session.access, '')).etag;
        const changes: [string, () => Promise<unknown>][] = [
          [
            'a comment',
            () => bo.client.createComment({ shareable_link: memory.shareable_link, content: 'Hi' }),
          ],
          ['the memory edited', () => ada.client.updateMemory(memory.hashId, payload({ title: 'Renamed' }))],
          ['seen', () => ada.client.markAllNotificationsSeen()],
          [
            'a comment edited',
            async () => {
              const [comment] = (await bo.client.listComments({ shareable_link: memory.shareable_link }))
                .results;
              await bo.client.updateComment(comment?.id ?? 0, { content: 'Hello' });
            },
          ],
          ['an empathy', () => bo.client.createEmpathy({ shareable_link: memory.shareable_link })],
          ['its author gone', () => bo.client.deleteAccount(bo.password)],
        ];
        for (const [what, change] of changes) {
          expect((await poll(ada.session.access, etag)).status, `before ${what}`).toBe(304);
          await change();
          const after = await poll(ada.session.access, etag);
          expect(after.status, `after ${what}`).toBe(200);
          etag = after.etag;
        }
      });
    });

    describe('auth and account', () => {
      it('signs up, logs in, refreshes with rotation, verifies and logs out', async () => {
        const visitor = clientWith(null);
        const session = await visitor.signUp({
          username: 'ada',
          email: 'Ada@Example.com',
          password: 'a-long-password',
        });
        expect(session.user).toEqual({
          username: 'ada',
          email: 'ada@example.com',
          has_passed_onboarding: false,
          has_first_post: false,
        });
        await expectApiError(
          visitor.signUp({ username: 'ada', email: 'other@example.com', password: 'a-long-password' }),
          409,
        );
        // A short password is refused by the shared schema: by the client before it sends, and by
        // the backend when it is sent anyway, in the same words.
        const short = { username: 'short', email: 'short@example.com', password: 'short' };
        expect((await expectApiError(visitor.signUp(short), 0)).code).toBe('invalid_request');
        const sent = await api(`${backend.baseUrl}${endpoints.signUp.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(short),
        });
        expect([sent.status, await sent.json()]).toEqual([
          400,
          { detail: 'password: must be at least 8 characters', code: 'invalid_request' },
        ]);
        await expectApiError(visitor.logIn({ email: 'ada@example.com', password: 'wrong-password' }), 401);
        await expectApiError(visitor.logIn({ email: 'nobody@example.com', password: 'wrong-password' }), 401);
        const login = await visitor.logIn({ email: 'ADA@example.com', password: 'a-long-password' });
        await visitor.verifyToken(login.access);
        await expectApiError(visitor.verifyToken('not-a-token'), 401);

        const rotated = await visitor.refreshToken(login.refresh);
        expect(rotated.refresh).not.toBe(login.refresh);
        // Re-using a spent refresh token revokes the whole login.
        await expectApiError(visitor.refreshToken(login.refresh), 401);
        await expectApiError(visitor.refreshToken(rotated.refresh), 401);

        const fresh = await visitor.logIn({ email: 'ada@example.com', password: 'a-long-password' });
        const response = await api(`${backend.baseUrl}${endpoints.logOut.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ refresh: fresh.refresh }),
        });
        expect(response.status).toBe(204);
        await expectApiError(visitor.refreshToken(fresh.refresh), 401);
        const viaClient = await visitor.logIn({ email: 'ada@example.com', password: 'a-long-password' });
        await clientWith(viaClient.access).logOut();
        await expectApiError(visitor.refreshToken(viaClient.refresh), 401);
      });

      it('ends every other session when the password changes, and keeps the one that changed it', async () => {
        const ada = await member('ada');
        const visitor = clientWith(null);
        const elsewhere = await visitor.logIn({ email: ada.email, password: ada.password });
        const onOtherDevice = clientWith(elsewhere.access);
        expect((await onOtherDevice.getCurrentUser()).username).toBe('ada');

        await ada.client.changePassword({
          new_password: 'a-new-long-password',
          confirm_new_password: 'a-new-long-password',
        });
        // The other session ends at once: its access token and its refresh token.
        await expectApiError(onOtherDevice.getCurrentUser(), 401);
        await expectApiError(visitor.refreshToken(elsewhere.refresh), 401);
        // This one goes on.
        expect((await ada.client.getCurrentUser()).username).toBe('ada');
        const rotated = await visitor.refreshToken(ada.session.refresh);
        expect((await clientWith(rotated.access).getCurrentUser()).username).toBe('ada');
        await expectApiError(visitor.logIn({ email: ada.email, password: ada.password }), 401);
        await visitor.logIn({ email: ada.email, password: 'a-new-long-password' });
      });

      it('stops the access token at log-out, and only that session', async () => {
        const ada = await member('ada');
        const visitor = clientWith(null);
        const elsewhere = await visitor.logIn({ email: ada.email, password: ada.password });
        expect((await ada.client.getCurrentUser()).username).toBe('ada');
        await ada.client.logOut();
        await expectApiError(ada.client.getCurrentUser(), 401);
        await expectApiError(ada.client.getFeed(), 401);
        await expectApiError(visitor.refreshToken(ada.session.refresh), 401);
        await expectApiError(visitor.verifyToken(ada.session.access), 401);
        expect((await clientWith(elsewhere.access).getCurrentUser()).username).toBe('ada');
        await visitor.verifyToken(elsewhere.access);
      });

      it('resets a forgotten password by a one-time link and ends old sessions', async () => {
        const ada = await member('ada');
        const visitor = clientWith(null);
        await visitor.forgotPassword('nobody@example.com');
        expect(backend.sentMail()).toHaveLength(0);
        await visitor.forgotPassword(ada.email);
        const mail = backend.sentMail()[0];
        const token = decodeURIComponent(/token=([^\s]+)/.exec(mail?.text ?? '')?.[1] ?? '');
        expect(mail?.to).toBe(ada.email);
        await visitor.resetPassword({
          token,
          new_password: 'brand-new-password',
          confirm_new_password: 'brand-new-password',
        });
        await expectApiError(
          visitor.resetPassword({
            token,
            new_password: 'other-new-password',
            confirm_new_password: 'other-new-password',
          }),
          400,
        );
        await expectApiError(visitor.refreshToken(ada.session.refresh), 401);
        await expectApiError(ada.client.getCurrentUser(), 401);
        await visitor.logIn({ email: ada.email, password: 'brand-new-password' });
      });

      it('changes e-mail with a six-digit code, password, onboarding, safety filters and support', async () => {
        const ada = await member('ada');
        await ada.client.verifyPassword(ada.password);
        await expectApiError(ada.client.verifyPassword('not-it'), 403);
        await ada.client.changeEmail('ada.new@example.com');
        const code = /\b(\d{6})\b/.exec(backend.sentMail()[0]?.text ?? '')?.[1] ?? '';
        expect(backend.sentMail()[0]?.to).toBe('ada.new@example.com');
        await expectApiError(
          ada.client.validateEmailChange({
            code: code === '000000' ? '111111' : '000000',
            new_email: 'ada.new@example.com',
          }),
          400,
        );
        await ada.client.validateEmailChange({ code, new_email: 'ada.new@example.com' });
        expect((await ada.client.getCurrentUser()).email).toBe('ada.new@example.com');

        await ada.client.changePassword({
          new_password: 'another-password',
          confirm_new_password: 'another-password',
        });
        await clientWith(null).logIn({ email: 'ada.new@example.com', password: 'another-password' });

        await ada.client.setOnboardingStatus(true);
        expect((await ada.client.getCurrentUser()).has_passed_onboarding).toBe(true);
        expect(await ada.client.getSafetyPreferences()).toEqual({
          hidden_content_warning_ids: [],
          shown_content_warning_ids: [],
        });
        expect(
          await ada.client.updateSafetyPreferences({
            hidden_content_warning_ids: [3, 6],
            shown_content_warning_ids: [2],
          }),
        ).toEqual({ hidden_content_warning_ids: [3, 6], shown_content_warning_ids: [2] });
        expect(await ada.client.getSafetyPreferences()).toEqual({
          hidden_content_warning_ids: [3, 6],
          shown_content_warning_ids: [2],
        });
        await expectApiError(ada.client.updateSafetyPreferences({ hidden_content_warning_ids: [999] }), 400);
        await expectApiError(
          ada.client.updateSafetyPreferences({
            hidden_content_warning_ids: [],
            shown_content_warning_ids: [999],
          }),
          400,
        );
        // A client that knows only the hidden list keeps the shown one, less what it now hides.
        expect(await ada.client.updateSafetyPreferences({ hidden_content_warning_ids: [2] })).toEqual({
          hidden_content_warning_ids: [2],
          shown_content_warning_ids: [],
        });
        await ada.client.updateSafetyPreferences({
          hidden_content_warning_ids: [],
          shown_content_warning_ids: [4],
        });
        expect(await ada.client.updateSafetyPreferences({ hidden_content_warning_ids: [1] })).toEqual({
          hidden_content_warning_ids: [1],
          shown_content_warning_ids: [4],
        });
        // Both lists at once for one warning is refused before the database.
        const both = await api(`${backend.baseUrl}/user/safety-preferences`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${ada.session.access}`, 'content-type': 'application/json' },
          body: JSON.stringify({ hidden_content_warning_ids: [5], shown_content_warning_ids: [5] }),
        });
        expect(both.status).toBe(400);

        await ada.client.contactSupport({ subject: 'Photo upload', message: 'It stops half way.' });
        expect(await backend.supportSubjects()).toEqual(['Photo upload']);
      });

      it('deletes an account with everything of the member, in one go', async () => {
        const ada = await member('ada');
        const bo = await member('bo');
        const uploaded = await ada.client.uploadPhoto(photo());
        const memory = await ada.client.createMemory(payload({ image_list: [uploaded.temp_id] }));
        const boMemory = await bo.client.createMemory(payload());
        await ada.client.createComment({ shareable_link: boMemory.shareable_link, content: 'Me too.' });
        await ada.client.createEmpathy({ shareable_link: boMemory.shareable_link });
        await bo.client.createComment({ shareable_link: memory.shareable_link, content: 'Thank you.' });
        expect((await bo.client.listNotifications()).count).toBe(2);

        await expectApiError(ada.client.deleteAccount('wrong'), 403);
        await ada.client.deleteAccount(ada.password);
        await expectApiError(ada.client.getCurrentUser(), 401);
        await expectApiError(clientWith(null).logIn({ email: ada.email, password: ada.password }), 401);
        await expectApiError(clientWith(null).getMemoryByLink(memory.shareable_link), 404);
        if (backend.capabilities.mediaStatus) {
          expect(await backend.capabilities.mediaStatus(uploaded.image)).toBe(404);
        }
        const boView = await bo.client.getMemory(boMemory.hashId);
        expect(boView.counts).toEqual({ comments: 0, empathies: 0 });
        expect((await bo.client.listNotifications()).count).toBe(0);
        expect(await backend.memberEmails()).toEqual(['bo@example.com']);
      });
    });

    describe('the whole table', () => {
      it('drove every endpoint of the api-client table to its documented success status', () => {
        const missing = (Object.keys(endpoints) as EndpointKey[]).filter((key) => {
          if (MODERATION_ENDPOINTS.includes(key)) return false;
          const endpoint = endpoints[key];
          const pattern = templatePattern(endpoint.path);
          return !calls.some(
            (call) =>
              call.method === endpoint.method && pattern.test(call.path) && call.status === endpoint.success,
          );
        });
        expect(missing).toEqual([]);
      });
    });
  });
}
