/** Memories: create (once per Idempotency-Key), update, delete, their tags and photos, the lists and hashtag autocomplete. */
import {
  hashtagsOfMemory,
  memoryTagKey,
  PHOTO_BYTES_MAX,
  tagSlug,
  TAG_TEXT_FIELDS,
  uniqueSubjects,
  VIDEO_BYTES_MAX,
  type MemorySavePayload,
  type ResolvedMemoryTag,
} from '@childhood-memories/api-client';
import { pageOf, refuse } from '@childhood-memories/api-client/domain';
import { mockError, MockHttpError } from '../backend-errors.ts';
import { type MemoryTagTextKey } from '../fixtures/memories.ts';
import { type MockMember } from '../fixtures/members.ts';
import { UPLOADED_PHOTO_URL } from '../fixtures/photos.ts';
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
import { AccountRules } from './account.ts';
import { forgetRows, keepTagRows } from './interaction-rows.ts';

export abstract class MemoryRules extends AccountRules {
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
    const state = this.state(viewer);
    if (idempotencyKey !== undefined && idempotencyKey !== null && idempotencyKey !== '') {
      const known = this.idempotency.get(`${state.username}\u0000${idempotencyKey}`);
      const existing = this.memories.find((memory) => memory.hashId === known);
      if (existing !== undefined) return { memory: existing, created: false };
    }
    const tags = resolveTags(payload);
    const sensitiveTopics = checkContentWarnings(payload.sensitive_topics);
    const id = this.id();
    const photos = this.claimPhotos(state.username, payload.image_list, []);
    const memory: StoredMemory = {
      id,
      ...publicIds(id),
      owner: state.username,
      created: this.timestamp(),
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
    this.memories.push(memory);
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
      this.notifications.changed();
      return memory;
    }
    const tags = resolveTags(payload);
    const sensitiveTopics = checkContentWarnings(payload.sensitive_topics);
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
    memory.photos = this.claimPhotos(memory.owner, payload.image_list, memory.photos);
    this.applyTags(memory, tags, payload);
    this.state(viewer).lastPrivacy = payload.privacy;
    // Titles and texts show in notifications: polls see the change.
    this.notifications.changed();
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
    this.memories = this.memories.filter((candidate) => candidate !== memory);
    this.comments.removeWhere((comment) => comment.memory === link);
    forgetRows(this.interactions.rows, new Set([link]), commentIds);
    this.notifications.removeWhere((n) => n.memory === link);
    this.moderation.forget(link, null);
  }

  /**
   * The photos a save lists, in order: the member's own temporary photos and the memory's own
   * photos, each once, at most 3. Others' or unknown ids are skipped, as on the server: a
   * member's words are never lost to a photo.
   */
  protected claimPhotos(
    owner: string,
    imageList: readonly string[],
    current: readonly { url: string; temp_id: string }[],
  ): { url: string; temp_id: string }[] {
    const photos: { url: string; temp_id: string }[] = [];
    for (const tempId of [...new Set(imageList)].slice(0, 3)) {
      const kept = current.find((photo) => photo.temp_id === tempId);
      const temp = this.tempPhotos.find((photo) => photo.temp_id === tempId && photo.owner === owner);
      if (kept !== undefined) photos.push(kept);
      else if (temp !== undefined) photos.push({ url: temp.image_url, temp_id: temp.temp_id });
    }
    const claimed = new Set(photos.map((photo) => photo.temp_id));
    this.tempPhotos = this.tempPhotos.filter(
      (photo) => !(photo.owner === owner && claimed.has(photo.temp_id)),
    );
    return photos;
  }

  /**
   * Stores a save's resolved tags (api-client's `resolveMemoryTags`) and texts. A tag whose key
   * stays keeps its memory_tag_id and its 'me too's, as the server keeps its row.
   */
  protected applyTags(
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
        memory_tag_id: previous.get(memoryTagKey(tag)) ?? this.id(),
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
    this.notifications.removeWhere(
      (n) => n.memory === memory.shareable_link && n.memory_tag_id !== null && !kept.has(n.memory_tag_id),
    );
  }

  /** Memories that match the filters and the viewer may see in a list, newest first. */
  listMemories(viewer: MockMember | null, filters: MemoryFilters = {}): MockPage<StoredMemory> {
    let list = this.memories.filter((memory) => this.isListed(viewer, memory));
    if (filters.user !== undefined) list = list.filter((memory) => memory.owner === filters.user);
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
    const sorted = [...list].sort((a, b) => b.created.localeCompare(a.created) || b.id - a.id);
    return pageOf('memories', sorted, filters.page);
  }

  /** Hashtags of listed memories that start with the query (without #), sorted. */
  autocomplete(viewer: MockMember | null, query: string): string[] {
    const prefix = query.replace(/^#/, '').toLowerCase();
    if (prefix === '') return [];
    const tags = new Set<string>();
    for (const memory of this.memories) {
      if (!this.isListed(viewer, memory)) continue;
      for (const tag of hashtagsOfMemory(memory)) if (tag.startsWith(prefix)) tags.add(`#${tag}`);
    }
    return [...tags].sort();
  }

  /** Store an uploaded photo as a temporary photo of the member. */
  uploadPhoto(
    viewer: MockMember | null,
    file: { type: string; size: number },
  ): { temp_id: string; image: string } {
    const state = this.state(viewer);
    // The server decides by the bytes; the mock, which never reads them, by the declared type.
    const video = file.type.startsWith('video/');
    if (file.size > (video ? VIDEO_BYTES_MAX : PHOTO_BYTES_MAX)) {
      throw mockError(
        'tooLarge',
        video
          ? 'This video is too large. Please choose one under 50 MB.'
          : 'This photo is too large. Please choose one under 10 MB.',
      );
    }
    if (!file.type.startsWith('image/') && !video) {
      throw new MockHttpError(
        400,
        'invalid_request',
        'This file type is not supported. Please choose a photo.',
      );
    }
    const tempId = `temp-${this.id()}`;
    this.tempPhotos.push({ temp_id: tempId, owner: state.username, image_url: UPLOADED_PHOTO_URL });
    return { temp_id: tempId, image: UPLOADED_PHOTO_URL };
  }

  /** Delete one of the member's temporary photos; 404 when it is not one (another's, or attached to a memory). */
  deleteTempPhoto(viewer: MockMember | null, tempId: string): void {
    const state = this.state(viewer);
    const photo = this.tempPhotos.find(
      (candidate) => candidate.temp_id === tempId && candidate.owner === state.username,
    );
    if (photo === undefined) throw refuse('photoNotFound');
    this.tempPhotos = this.tempPhotos.filter((candidate) => candidate !== photo);
  }

  /** The member's temporary photos. */
  tempPhotoList(viewer: MockMember | null): { image_url: string; temp_id: string }[] {
    const state = this.state(viewer);
    return this.tempPhotos
      .filter((photo) => photo.owner === state.username)
      .map((photo) => ({ image_url: photo.image_url, temp_id: photo.temp_id }));
  }

  /** The feed: the memories the viewer may see in lists, newest first, paged (as the server, memories only). */
  feed(viewer: MockMember | null, page?: number): MockPage<{ kind: 'memory'; memory: StoredMemory }> {
    const memories = this.listMemories(viewer, { page });
    return { ...memories, results: memories.results.map((memory) => ({ kind: 'memory' as const, memory })) };
  }

  /** Whether the member's memories share tags with this one (the mock's notion of connected). */
  connectStatus(
    viewer: MockMember | null,
    link: string,
  ): { shareable_link: string; connected: boolean; linked_memories: string[] } {
    const state = this.state(viewer);
    const memory = this.memoryByLink(viewer, link);
    const ids = new Set(
      this.memoryTags(memory)
        .map((tag) => tag.tag_id)
        .filter((id) => id !== null),
    );
    const linked = this.memories
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
