/** Memories: read as the privacy rules allow, create (once per Idempotency-Key), update, delete, their tags, the lists and hashtag autocomplete. */
import {
  canReadMemoryByHashId,
  canReadMemoryByLink,
  hashtagsOfMemory,
  isMemoryInFeed,
  isMemoryListed,
  memoryAudience,
  memoryListedAt,
  memoryTagKey,
  tagSlug,
  TAG_TEXT_FIELDS,
  uniqueSubjects,
  type MemorySavePayload,
  type ResolvedMemoryTag,
} from '@childhood-memories/api-client';
import { mayChangeMemory, pageOf, postedAtAfterSave, refuse } from '@childhood-memories/api-client/domain';
import { mockError } from '../backend-errors.ts';
import { type MemoryTagTextKey } from '../fixtures/memories.ts';
import { type MockMember } from '../fixtures/members.ts';
import {
  MEMORY_TAG_LISTS,
  checkContentWarnings,
  emptyTags,
  isTagListKey,
  publicIds,
  resolveTags,
  storedTagKey,
  type MemoryFilters,
  type MockPage,
  type StoredMemory,
  type StoredTag,
} from './model.ts';
import { type CommentStore } from './comments.ts';
import { type StoreContext } from './context.ts';
import { type InteractionStore } from './interactions.ts';
import { type ModerationStore } from './moderation.ts';
import { type PhotoStore } from './photos.ts';
import { forgetRows, keepTagRows } from './interaction-rows.ts';

/** The memories, with their tags, as the privacy rules let each member read them; create (once per Idempotency-Key), update, delete. */
export class MemoryStore {
  private rows: StoredMemory[] = [];

  /** The memory (hashId) each member's Idempotency-Key created. */
  private idempotency = new Map<string, string>();

  constructor(
    private readonly ctx: StoreContext,
    private readonly photos: PhotoStore,
    private readonly comments: CommentStore,
    private readonly interactions: InteractionStore,
    private readonly moderation: ModerationStore,
  ) {}

  /** Adds memories as stored (the fixtures' and a test's own). */
  add(...memories: StoredMemory[]): void {
    this.rows.push(...memories);
  }

  /** Removes the memories `gone` names (their writer left). */
  removeWhere(gone: (memory: StoredMemory) => boolean): void {
    this.rows = this.rows.filter((memory) => !gone(memory));
  }

  /**
   * Whether the viewer may read the memory: only-me memories are the owner's alone, and a memory a
   * moderator hid is gone for everyone but its writer (moderators too: they read it in the queue).
   */
  canSee(viewer: MockMember | null, memory: StoredMemory): boolean {
    const own = viewer?.username === memory.owner;
    return canReadMemoryByLink(memory, own) && (own || memory.moderation === null);
  }

  /** Whether the memory may appear in the viewer's lists (api-client's `isMemoryListed`, as the server; never a hidden one of another's). */
  isListed(viewer: MockMember | null, memory: StoredMemory): boolean {
    const own = viewer?.username === memory.owner;
    if (!own && memory.moderation !== null) return false;
    const hidden = viewer === null ? [] : this.ctx.state(viewer).hiddenContentWarnings;
    return isMemoryListed(memory, own, hidden);
  }

  /** Who the memory reaches (api-client's `memoryAudience`, as the server's `audienceIs`). */
  audienceOf(memory: StoredMemory) {
    return memoryAudience({
      privacy: memory.privacy,
      posted: memory.posted_at !== null,
      hidden: memory.moderation !== null,
    });
  }

  /** A memory by hashId the viewer may see; 404 otherwise (a hidden one of another's too). */
  memoryByHash(viewer: MockMember | null, hashId: string): StoredMemory {
    const memory = this.rows.find((candidate) => candidate.hashId === hashId);
    const own = viewer?.username === memory?.owner;
    if (memory === undefined || !canReadMemoryByHashId(memory, own) || (!own && memory.moderation !== null))
      throw refuse('memoryNotFound');
    return memory;
  }

  /** A memory by shareable link the viewer may see; 404 otherwise. */
  memoryByLink(viewer: MockMember | null, link: string): StoredMemory {
    const memory = this.rows.find((candidate) => candidate.shareable_link === link);
    if (memory === undefined || !this.canSee(viewer, memory)) throw refuse('memoryNotFound');
    return memory;
  }

  /** Every stored memory, whatever its privacy (for assertions). */
  all(): readonly StoredMemory[] {
    return this.rows;
  }

  private ownedMemory(viewer: MockMember | null, hashId: string): StoredMemory {
    const state = this.ctx.state(viewer);
    const memory = this.memoryByHash(viewer, hashId);
    mayChangeMemory(memory.owner === state.username);
    return memory;
  }

  /** Every memory_tag_id of a memory. */
  memoryTagIds(memory: StoredMemory): number[] {
    return this.memoryTags(memory).map((tag) => tag.memory_tag_id);
  }

  /** The tags of a memory with their labels. */
  memoryTags(memory: StoredMemory): StoredTag[] {
    return [
      ...MEMORY_TAG_LISTS.flatMap((key) => memory.tags[key]),
      ...memory.persons_actions.flatMap((entry) => [entry.person, ...entry.actions]),
    ];
  }

  /** The number of tags of a memory (each person and each action counts), as the server counts its rows. */
  totalTags(memory: StoredMemory): number {
    return this.memoryTagIds(memory).length;
  }

  /**
   * Create a memory. The same Idempotency-Key from the same member returns the first memory
   * (`created: false`) instead of a second one.
   */
  createMemory(
    viewer: MockMember | null,
    payload: MemorySavePayload,
    idempotencyKey?: string | null,
    kind: { autosave?: boolean | undefined } = {},
  ): { memory: StoredMemory; created: boolean } {
    const state = this.ctx.state(viewer);
    if (idempotencyKey !== undefined && idempotencyKey !== null && idempotencyKey !== '') {
      const known = this.idempotency.get(`${state.username}\u0000${idempotencyKey}`);
      const existing = this.rows.find((memory) => memory.hashId === known);
      if (existing !== undefined) return { memory: existing, created: false };
    }
    const tags = resolveTags(payload);
    const sensitiveTopics = checkContentWarnings(payload.sensitive_topics);
    const id = this.ctx.id();
    const photos = this.photos.claim(state.username, payload.image_list, []);
    const now = this.ctx.timestamp();
    const memory: StoredMemory = {
      id,
      ...publicIds(id),
      owner: state.username,
      created: now,
      // A create that is not an autosave is its Post.
      posted_at: postedAtAfterSave(null, kind, now),
      type: payload.type,
      privacy: payload.privacy,
      title: payload.title.trim(),
      pattern_title: payload.pattern_title?.trim() ?? '',
      family_members: (payload.family_members ?? []).map((member) => ({ ...member })),
      description: payload.description,
      relationship_description: payload.relationship_description,
      subjects: uniqueSubjects(payload.subjects),
      sensitive_topics: sensitiveTopics,
      photos,
      tags: emptyTags(),
      persons_actions: [],
      texts: {},
      moderation: null,
    };
    this.applyTags(memory, tags, payload);
    this.rows.push(memory);
    // An autosave (the tagging's, before Post) is not the member's choice of privacy.
    if (kind.autosave !== true) state.lastPrivacy = payload.privacy;
    if (idempotencyKey !== undefined && idempotencyKey !== null && idempotencyKey !== '') {
      this.idempotency.set(`${state.username}\u0000${idempotencyKey}`, memory.hashId);
    }
    return { memory, created: true };
  }

  /** Update a memory (owner only). */
  updateMemory(
    viewer: MockMember | null,
    hashId: string,
    payload: MemorySavePayload,
    kind: { autosave?: boolean | undefined } = {},
  ): StoredMemory {
    const memory = this.ownedMemory(viewer, hashId);
    if (kind.autosave === true) {
      // An autosave changes only the wizard's answers (tags, texts, family), read against the memory's own type
      // (the server's `SaveKind`): unsaved words, privacy and photos never go out with a tag.
      const tagPayload = { ...payload, type: memory.type };
      this.applyTags(memory, resolveTags(tagPayload), tagPayload);
      if (payload.family_members !== undefined)
        memory.family_members = payload.family_members.map((member) => ({ ...member }));
      this.ctx.notifications().changed();
      return memory;
    }
    const tags = resolveTags(payload);
    const sensitiveTopics = checkContentWarnings(payload.sensitive_topics);
    // Post of a memory the tag wizard saved before: posted now; a posted memory keeps its time.
    // (The mock clock moves when it is read, so it is read only for a first Post.)
    memory.posted_at = postedAtAfterSave(memory.posted_at, kind, memory.posted_at ?? this.ctx.timestamp());
    memory.type = payload.type;
    memory.privacy = payload.privacy;
    memory.title = payload.title.trim();
    if (payload.pattern_title !== undefined) memory.pattern_title = payload.pattern_title.trim();
    if (payload.family_members !== undefined)
      memory.family_members = payload.family_members.map((member) => ({ ...member }));
    memory.description = payload.description;
    memory.relationship_description = payload.relationship_description;
    memory.subjects = uniqueSubjects(payload.subjects);
    memory.sensitive_topics = sensitiveTopics;
    memory.photos = this.photos.claim(memory.owner, payload.image_list, memory.photos);
    this.applyTags(memory, tags, payload);
    this.ctx.state(viewer).lastPrivacy = payload.privacy;
    // Titles and texts show in notifications: polls see the change.
    this.ctx.notifications().changed();
    return memory;
  }

  /** Delete a memory (owner only) with its comments and interactions. */
  deleteMemory(viewer: MockMember | null, hashId: string): void {
    const memory = this.ownedMemory(viewer, hashId);
    const link = memory.shareable_link;
    const commentIds = new Set(
      this.comments
        .all()
        .filter((c) => c.memory === link)
        .map((c) => c.id),
    );
    this.rows = this.rows.filter((candidate) => candidate !== memory);
    this.comments.removeWhere((comment) => comment.memory === link);
    forgetRows(this.interactions.rows, new Set([link]), commentIds);
    this.ctx.notifications().removeWhere((n) => n.memory === link);
    this.moderation.forget(link, null);
  }

  /**
   * Stores a save's resolved tags (api-client's `resolveMemoryTags`) and texts. A tag whose key
   * stays keeps its memory_tag_id and its 'me too's, as the server keeps its row.
   */
  private applyTags(
    memory: StoredMemory,
    resolved: readonly ResolvedMemoryTag[],
    payload: MemorySavePayload,
  ): void {
    const previous = new Map<string, number>();
    for (const key of MEMORY_TAG_LISTS) {
      for (const tag of memory.tags[key]) previous.set(storedTagKey(key, tag, null), tag.memory_tag_id);
    }
    for (const entry of memory.persons_actions) {
      previous.set(storedTagKey('person', entry.person, null), entry.person.memory_tag_id);
      for (const action of entry.actions) {
        previous.set(storedTagKey('person_action', action, entry.person.tag_id ?? 0), action.memory_tag_id);
      }
    }
    const stored = resolved.map((tag) => ({
      tag,
      stored: {
        memory_tag_id: previous.get(memoryTagKey(tag)) ?? this.ctx.id(),
        tag_id: tag.optionId,
        description: tag.label,
      } satisfies StoredTag,
    }));
    const tags = emptyTags();
    for (const key of MEMORY_TAG_LISTS) {
      tags[key] = stored.filter((entry) => entry.tag.category === key).map((entry) => entry.stored);
    }
    memory.tags = tags;
    const actions = stored.filter((entry) => entry.tag.category === 'person_action');
    memory.persons_actions = stored
      .filter((entry) => entry.tag.category === 'person')
      .map((person) => ({
        person: person.stored,
        actions: actions
          .filter((action) => action.tag.personOptionId === (person.tag.optionId ?? 0))
          .map((action) => action.stored),
      }));
    const texts: Partial<Record<MemoryTagTextKey, string>> = {};
    for (const key of Object.values(TAG_TEXT_FIELDS)) {
      const text = payload[key];
      if (text !== undefined && text.trim() !== '') texts[key] = text;
    }
    memory.texts = texts;
    const kept = new Set(this.memoryTagIds(memory));
    keepTagRows(this.interactions.rows, memory.shareable_link, kept);
    this.ctx
      .notifications()
      .removeWhere(
        (n) => n.memory === memory.shareable_link && n.memory_tag_id !== null && !kept.has(n.memory_tag_id),
      );
  }

  /** Memories that match the filters and the viewer may see in a list, newest first. */
  listMemories(viewer: MockMember | null, filters: MemoryFilters = {}): MockPage<StoredMemory> {
    let list = this.rows.filter((memory) => this.isListed(viewer, memory));
    if (filters.inFeed === true) {
      const own = (memory: StoredMemory) => viewer?.username === memory.owner;
      const hidden = viewer === null ? [] : this.ctx.state(viewer).hiddenContentWarnings;
      list = list.filter((memory) =>
        isMemoryInFeed(
          { ...memory, posted: memory.posted_at !== null, hidden: memory.moderation !== null },
          own(memory),
          hidden,
        ),
      );
    }
    if (filters.user !== undefined) list = list.filter((memory) => memory.owner === filters.user);
    if (filters.audience !== undefined)
      list = list.filter((memory) => this.audienceOf(memory) === filters.audience);
    if (filters.hashtag !== undefined) {
      const tag = filters.hashtag.replace(/^#/, '').toLowerCase();
      list = list.filter((memory) => hashtagsOfMemory(memory).includes(tag));
    }
    if (filters.slug !== undefined || filters.tag_type !== undefined) {
      const slug = filters.slug?.toLowerCase();
      const type = filters.tag_type;
      if (slug === undefined || type === undefined) throw refuse('slugWithoutTagType');
      if (type !== 'person_involved' && type !== 'person_action' && !isTagListKey(type))
        throw mockError('invalidRequest', `tag_type: ${type} is not a tag type.`);
      // Custom tags (no option id) are not linked to tag search.
      const linked = (tag: StoredTag) => tag.tag_id !== null && tagSlug(tag.description) === slug;
      list = list.filter((memory) => {
        if (type === 'person_involved') return memory.persons_actions.some((e) => linked(e.person));
        if (type === 'person_action') return memory.persons_actions.some((e) => e.actions.some(linked));
        return memory.tags[type].some(linked);
      });
    }
    // A person, and any of the actions, as two filters (as the server reads them).
    const person = filters.persons_involved;
    if (person !== undefined) {
      list = list.filter((memory) => memory.persons_actions.some((entry) => entry.person.tag_id === person));
    }
    const actions = filters.person_actions;
    if (actions !== undefined) {
      list = list.filter((memory) =>
        memory.persons_actions.some((entry) =>
          entry.actions.some((action) => action.tag_id !== null && actions.includes(action.tag_id)),
        ),
      );
    }
    // Newest first by when each was posted (the server's order).
    const sorted = [...list].sort(
      (a, b) => memoryListedAt(b).localeCompare(memoryListedAt(a)) || b.id - a.id,
    );
    return pageOf('memories', sorted, filters.page);
  }

  /** Hashtags of listed memories that start with the query (without #), sorted. */
  autocomplete(viewer: MockMember | null, query: string): string[] {
    const prefix = query.replace(/^#/, '').toLowerCase();
    if (prefix === '') return [];
    const tags = new Set<string>();
    for (const memory of this.rows) {
      if (!this.isListed(viewer, memory)) continue;
      for (const tag of hashtagsOfMemory(memory)) if (tag.startsWith(prefix)) tags.add(`#${tag}`);
    }
    return [...tags].sort();
  }

  /**
   * The feed: what the viewer may list that is shared with the community (api-client's
   * `isMemoryInFeed`), their own included, newest first, paged (as the server, memories only).
   */
  feed(viewer: MockMember | null, page?: number): MockPage<{ kind: 'memory'; memory: StoredMemory }> {
    const memories = this.listMemories(viewer, { page, inFeed: true });
    return { ...memories, results: memories.results.map((memory) => ({ kind: 'memory' as const, memory })) };
  }

  /** Whether the member's memories share tags with this one (the mock's notion of connected). */
  connectStatus(
    viewer: MockMember | null,
    link: string,
  ): { shareable_link: string; connected: boolean; linked_memories: string[] } {
    const state = this.ctx.state(viewer);
    const memory = this.memoryByLink(viewer, link);
    const ids = new Set(
      this.memoryTags(memory)
        .map((tag) => tag.tag_id)
        .filter((id) => id !== null),
    );
    const linked = this.rows
      .filter(
        (candidate) =>
          candidate.owner === state.username &&
          candidate.shareable_link !== link &&
          this.memoryTags(candidate).some((tag) => tag.tag_id !== null && ids.has(tag.tag_id)),
      )
      .map((candidate) => candidate.shareable_link);
    return { shareable_link: link, connected: linked.length > 0, linked_memories: linked };
  }
}
