/** The fixture community, written through the stores' own rules as a test's calls are (fixtures/community.ts, fixtures/moderation.ts), and a memory as a seed describes it. */
import { activitySeeds, type ActivitySeed, type CommentSeed } from '../fixtures/community.ts';
import { memorySeeds, type MemorySeed } from '../fixtures/memories.ts';
import { replayModeration } from '../fixtures/moderation.ts';
import { type NotificationStore } from '../store/notifications.ts';
import { type CommentStore } from './comments.ts';
import { type InteractionStore } from './interactions.ts';
import { type MemberStore } from './members.ts';
import { type MemoryStore } from './memories.ts';
import {
  MEMORY_TAG_LISTS,
  emptyTags,
  referenceLabel,
  type StoredComment,
  type StoredMemory,
  type StoredTag,
} from './model.ts';
import { type ModerationStore } from './moderation.ts';

/** What seeding writes through: the stores, new ids, and the clock. */
export interface SeedTarget {
  readonly members: MemberStore;
  readonly memories: MemoryStore;
  readonly comments: CommentStore;
  readonly interactions: InteractionStore;
  readonly moderation: ModerationStore;
  readonly notifications: NotificationStore;
  /** A new id. */
  id(): number;
  /** Runs `step` with the clock stopped at `at`. */
  at(at: string, step: () => void): void;
}

export function seedFixtures(target: SeedTarget): void {
  for (const seed of memorySeeds) target.memories.add(memoryFromSeed(seed, target.id));
  const commentIds = new Map<string, number>();
  for (const activity of activitySeeds) replayActivity(target, activity, commentIds);
  // The fixture community starts with Ada's older notifications seen and one of them read.
  for (const notification of target.notifications.all()) {
    if (notification.created_at < '2024-04-22T12:00:00.000Z') notification.is_seen = true;
    if (notification.created_at < '2024-04-12T00:00:00.000Z') notification.is_read = true;
  }
  // Eli's comment and memories a moderator hid (and one restored), through the same rules.
  const replay = {
    member: (username: string) => target.members.member(username),
    seedMemory: (seed: MemorySeed) => target.memories.add(memoryFromSeed(seed, target.id)),
    createComment: target.comments.createComment.bind(target.comments),
    report: target.moderation.report.bind(target.moderation),
    moderate: target.moderation.moderate.bind(target.moderation),
    requestReview: target.moderation.requestReview.bind(target.moderation),
    listComments: target.comments.listComments.bind(target.comments),
  };
  replayModeration(replay, target.at);
}

export function memoryFromSeed(seed: MemorySeed, newId: () => number): StoredMemory {
  const tag = (id: number): StoredTag => ({
    memory_tag_id: newId(),
    tag_id: id,
    description: referenceLabel(id),
  });
  const tags = emptyTags();
  for (const key of MEMORY_TAG_LISTS) tags[key] = (seed.tags[key] ?? []).map(tag);
  return {
    id: newId(),
    hashId: seed.hashId,
    shareable_link: seed.shareable_link,
    owner: seed.owner,
    created: seed.created,
    // The fixture community's memories were posted as they were written.
    posted_at: seed.created,
    type: seed.type,
    privacy: seed.privacy,
    title: seed.title,
    pattern_title: '',
    family_members: [],
    description: seed.description,
    relationship_description: seed.relationship_description,
    subjects: [...seed.subjects],
    sensitive_topics: [...seed.sensitive_topics],
    photos: seed.photos.map((photo) => ({ ...photo })),
    tags,
    persons_actions: seed.persons_actions.map((entry) => ({
      person: tag(entry.person),
      actions: entry.actions.map(tag),
    })),
    texts: { ...seed.texts },
    moderation: null,
  };
}

function replayActivity(target: SeedTarget, activity: ActivitySeed, commentIds: Map<string, number>): void {
  const at = 'at' in activity ? activity.at : activity.comment.at;
  target.at(at, () => {
    const by = target.members.member('by' in activity ? activity.by : activity.comment.by);
    const commentId = (key: string): number => {
      const id = commentIds.get(key);
      if (id === undefined) throw new Error(`mocks: activity names unknown comment ${key}`);
      return id;
    };
    // The comment a key names (the activity seeds write comments before they are answered).
    const commentOf = (key: string): StoredComment => {
      const id = commentId(key);
      return target.comments.all().find((candidate) => candidate.id === id) as StoredComment;
    };
    switch (activity.kind) {
      case 'comment': {
        const seed: CommentSeed = activity.comment;
        const comment = target.comments.createComment(by, seed.memory, seed.content, seed.is_private);
        commentIds.set(seed.key, comment.id);
        break;
      }
      case 'memory_empathy':
        target.interactions.createEmpathy(by, activity.memory, null);
        break;
      case 'comment_empathy': {
        const comment = commentOf(activity.comment);
        target.interactions.createEmpathy(by, comment.memory, comment.id);
        break;
      }
      case 'reaction':
        target.interactions.createReaction(by, activity.memory, activity.option);
        break;
      case 'memory_feedback':
        target.interactions.createFeedback(by, activity.labels, { shareable_link: activity.memory });
        break;
      case 'comment_feedback':
        target.interactions.createFeedback(by, activity.labels, { comment_id: commentId(activity.comment) });
        break;
      case 'resonance': {
        const memory = target.memories.memoryByLink(by, activity.memory);
        const tag = target.memories.memoryTags(memory).find((candidate) => candidate.tag_id === activity.tag);
        if (tag === undefined) throw new Error(`mocks: ${activity.memory} has no tag ${activity.tag}`);
        target.interactions.createResonance(by, activity.memory, tag.memory_tag_id);
        break;
      }
      case 'save':
        target.interactions.createSave(by, activity.memory);
        break;
      case 'comment_trauma': {
        const comment = commentOf(activity.comment);
        target.interactions.createTrauma(by, comment.memory, comment.id);
        break;
      }
    }
  });
}
