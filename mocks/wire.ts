/**
 * How the mock backend's stored records go over the wire: the raw answer shapes a server sends
 * (snake_case, `{ description }` lists, `desc` on content warnings, 0/1 read flags, the comment
 * field variants), so the api-client's parsing and normalisation are exercised for real.
 */
import type {
  InMemoryBackend,
  MockGroupedNotification,
  MockPage,
  MockResonanceNotification,
  StoredComment,
  StoredMemory,
  StoredTag,
} from './backend.ts';
import {
  NotificationEvent,
  TAG_LISTS,
  tagSlug,
  type EndpointAnswer,
  type TagListRow,
} from '@childhood-memories/api-client';
import { wireNotification } from '@childhood-memories/api-client/domain';
import type { MockNotificationFacts } from './backend/inbox.ts';

import { MEMORY_TAG_LISTS } from './backend.ts';
import type { MockMember } from './fixtures/members.ts';
import { contentWarnings } from '@childhood-memories/api-client/reference-data';

function wireTag(tag: StoredTag) {
  return {
    tag_id: tag.tag_id,
    description: tag.description,
    memory_tag_id: tag.memory_tag_id,
    // Custom tags (no option id) are not linked to tag search.
    slug: tag.tag_id === null ? null : tagSlug(tag.description),
  };
}

/** The `_text` companions as the specification sends them: under their wire names (the one table's `wireText`), a list whose first item holds the text. */
function wireTexts(texts: StoredMemory['texts']) {
  return Object.fromEntries(
    TAG_LISTS.flatMap((row) => {
      if (row.text === null) return [];
      const text = texts[row.text];
      return [[row.wireText, text === undefined || text === '' ? [] : [{ description: text }]]];
    }),
  ) as Record<NonNullable<TagListRow['wireText']>, { description: string }[]>;
}

/** A memory as the server sends it to `viewer`. */
export function wireMemory(
  backend: InMemoryBackend,
  viewer: MockMember | null,
  memory: StoredMemory,
): EndpointAnswer<'getMemory'> {
  const tagLists = Object.fromEntries(
    MEMORY_TAG_LISTS.map((key) => [key, memory.tags[key].map(wireTag)]),
  ) as Record<(typeof MEMORY_TAG_LISTS)[number], ReturnType<typeof wireTag>[]>;
  return {
    hashId: memory.hashId,
    shareable_link: memory.shareable_link,
    created: memory.created,
    posted_at: memory.posted_at,
    author: { username: memory.owner },
    is_owner: viewer?.username === memory.owner,
    title: memory.title,
    description: memory.description,
    pattern_title: memory.pattern_title,
    relationship_description: memory.relationship_description,
    type: memory.type,
    privacy: memory.privacy,
    status: 1,
    total_tags: backend.memories.totalTags(memory),
    photos: memory.photos.map((photo) => ({ url: photo.url, temp_id: photo.temp_id })),
    image_list: memory.photos.map((photo) => photo.temp_id),
    sensitive_topics: memory.sensitive_topics.map((id) => ({ id, desc: contentWarningLabel(id) })),
    subjects: memory.subjects.map((description) => ({ description })),
    counts: backend.memoryCounts(memory, viewer),
    reactions: backend.reactionCounts(memory),
    ...tagLists,
    persons_actions: memory.persons_actions.map((entry) => ({
      person: wireTag(entry.person),
      actions: entry.actions.map(wireTag),
    })),
    ...wireTexts(memory.texts),
    family_members: viewer?.username === memory.owner ? memory.family_members : [],
    moderation: backend.moderation.moderationStateOf(viewer, memory),
  };
}

const CONTENT_WARNING_LABELS = new Map(contentWarnings.map((warning) => [warning.id, warning.description]));

function contentWarningLabel(id: number): string {
  return CONTENT_WARNING_LABELS.get(id) ?? '';
}

/**
 * A comment as the server sends it. Public comments use `id`/`content`/`user`; private ones
 * the variant names `private_comment_id`/`private_comment_str`/`commented_by`.
 */
export function wireComment(
  backend: InMemoryBackend,
  comment: StoredComment,
  viewer: MockMember | null,
): EndpointAnswer<'createComment'> {
  const counts = {
    ...backend.commentCounts(comment),
    moderation: backend.moderation.moderationStateOf(viewer, comment),
  };
  if (comment.is_private) {
    return {
      private_comment_id: comment.id,
      private_comment_str: comment.content,
      commented_by: { username: comment.author },
      memory: comment.memory,
      created_at: comment.created_at,
      is_private: 1 as const,
      ...counts,
    };
  }
  return {
    id: comment.id,
    content: comment.content,
    user: { username: comment.author },
    memory: comment.memory,
    created_at: comment.created_at,
    ...counts,
  };
}

/** A 'me too' comment: the `comment_id`/`comment_str`/`commented_by` variant plus the memory title. */
export function wireMeTooComment(backend: InMemoryBackend, comment: StoredComment, memoryTitle: string) {
  return {
    comment_id: comment.id,
    comment_str: comment.content,
    commented_by: comment.author,
    shareable_link: comment.memory,
    created: comment.created_at,
    memory_title: memoryTitle,
    ...backend.commentCounts(comment),
  };
}

/**
 * A notification as sent (the domain core's `wireNotification`), with what a moderation one adds
 * (ours): no originator, the reason of a writer's, and nothing but the outcome of a reporter's.
 */
export function wireMockNotification(facts: MockNotificationFacts) {
  const wire = wireNotification(facts);
  if (facts.event_type === NotificationEvent.ReportReviewed) {
    return { ...wire, originator: '', data: { moderation_outcome: facts.moderation_outcome ?? undefined } };
  }
  if (!MODERATION_EVENTS.has(facts.event_type)) return wire;
  const data: Record<string, unknown> = { ...wire.data };
  if (facts.moderation_reason !== null) data.moderation_reason = facts.moderation_reason;
  return { ...wire, originator: '', data };
}

const MODERATION_EVENTS = new Set<string>([
  NotificationEvent.ContentHidden,
  NotificationEvent.ContentRestored,
  NotificationEvent.ReviewKeptHidden,
]);

/** A grouped notification as sent. */
export function wireGroupedNotification(notification: MockGroupedNotification) {
  return { ...notification, notification_ids: [...notification.notification_ids] };
}

/** A resonance notification as sent. */
export function wireResonanceNotification(notification: MockResonanceNotification) {
  return { ...notification, resonance_labels: [...notification.resonance_labels] };
}

/** A feed item as the feed answers it: a memory, keyed by its hashId (the server's `memory:<hashId>`). */
export function wireFeedItem(
  backend: InMemoryBackend,
  viewer: MockMember | null,
  item: { kind: 'memory'; memory: StoredMemory },
) {
  return {
    key: `memory:${item.memory.hashId}`,
    kind: 'memory' as const,
    data: {
      id: null,
      shareable_link: item.memory.shareable_link,
      memory: wireMemory(backend, viewer, item.memory),
      comment_id: null,
      private_comment_id: null,
      content: null,
    },
  };
}

/** A page mapped item by item. */
export function wirePage<T, U>(page: MockPage<T>, map: (item: T) => U) {
  return {
    results: page.results.map(map),
    count: page.count,
    total_pages: page.total_pages,
    page: page.page,
  };
}
