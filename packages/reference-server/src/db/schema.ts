import {
  Privacy,
  type FamilyMember,
  type ModerationAction,
  type ModerationReason,
  type MemoryType,
  type NotificationEvent,
  type ReactionOption,
} from '@childhood-memories/api-client';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** Members. Deleting a member cascades to everything they wrote. */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  hasPassedOnboarding: boolean('has_passed_onboarding').notNull().default(false),
  lastPrivacy: smallint('last_privacy').$type<Privacy>().notNull().default(Privacy.Public),
  hiddenContentWarnings: jsonb('hidden_content_warnings').$type<number[]>().notNull().default([]),
  shownContentWarnings: jsonb('shown_content_warnings').$type<number[]>().notNull().default([]),
  /** Bumped on every change to this member's notifications: the ETag of the polling routes. */
  notificationsVersion: integer('notifications_version').notNull().default(0),
  isDemo: boolean('is_demo').notNull().default(false),
  /** Ours (moderation): may use the moderation queue. Granted by MODERATOR_EMAILS or `npm run moderator`, never by the API. */
  isModerator: boolean('is_moderator').notNull().default(false),
  createdAt: createdAt(),
});

/**
 * A moderator's hide of a memory or comment (ours): set while it is hidden from everyone but its
 * writer. `hidden_by` is the moderator (null once their account is gone).
 */
const moderationColumns = () => ({
  hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'date' }),
  hiddenReason: text('hidden_reason').$type<ModerationReason>(),
  hiddenNote: text('hidden_note').notNull().default(''),
  hiddenBy: integer('hidden_by').references(() => users.id, { onDelete: 'set null' }),
});

/** Rotating refresh tokens, stored as SHA-256 hashes. A family shares one login. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    family: text('family').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.family)],
);

/** One-time password-reset tokens (hashed). */
export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
});

/** Pending e-mail changes, confirmed by a six-digit code (hashed). */
export const emailChanges = pgTable('email_changes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  newEmail: text('new_email').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** Reference data: every tagging option of the twelve categories. */
export const tagOptions = pgTable(
  'tag_options',
  {
    id: integer('id').primaryKey(),
    category: text('category').notNull(),
    label: text('label').notNull(),
    optionsGroup: text('options_group'),
    optionType: text('option_type'),
    uiSortOrder: integer('ui_sort_order').notNull(),
    memoryTypes: jsonb('memory_types').$type<number[]>().notNull(),
  },
  (t) => [index('tag_options_category_idx').on(t.category)],
);

export const contentWarnings = pgTable('content_warnings', {
  id: integer('id').primaryKey(),
  description: text('description').notNull(),
  uiSortOrder: integer('ui_sort_order').notNull(),
});

export const reactionOptions = pgTable('reaction_options', {
  id: integer('id').$type<ReactionOption>().primaryKey(),
  key: text('key').notNull(),
  label: text('label').notNull(),
  emoji: text('emoji').notNull(),
  uiSortOrder: integer('ui_sort_order').notNull(),
});

export const feedbackOptions = pgTable('feedback_options', {
  id: integer('id').primaryKey(),
  label: text('label').notNull(),
  uiSortOrder: integer('ui_sort_order').notNull(),
});

export const reportReasons = pgTable('report_reasons', {
  id: integer('id').primaryKey(),
  type: smallint('type').notNull(),
  reason: text('reason').notNull(),
  isOther: boolean('is_other').notNull(),
});

/** Free-text companions of the tag groups, keyed by the payload's `_text` field name. */
export type TagTexts = Partial<Record<string, string>>;

export const memories = pgTable(
  'memories',
  {
    id: serial('id').primaryKey(),
    hashId: text('hash_id').notNull().unique(),
    shareableLink: text('shareable_link').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: smallint('type').$type<MemoryType>().notNull(),
    privacy: smallint('privacy').$type<Privacy>().notNull(),
    status: smallint('status').notNull().default(1),
    title: text('title').notNull().default(''),
    description: text('description').notNull(),
    relationshipDescription: text('relationship_description').notNull().default(''),
    patternTitle: text('pattern_title').notNull().default(''),
    subjects: jsonb('subjects').$type<string[]>().notNull().default([]),
    sensitiveTopics: jsonb('sensitive_topics').$type<number[]>().notNull().default([]),
    tagTexts: jsonb('tag_texts').$type<TagTexts>().notNull().default({}),
    // Ours (the tag wizard's family panel): [{ id, relation, name }], at most 20, owner only.
    familyMembers: jsonb('family_members').$type<FamilyMember[]>().notNull().default([]),
    totalTags: integer('total_tags').notNull().default(0),
    idempotencyKey: text('idempotency_key'),
    isDemo: boolean('is_demo').notNull().default(false),
    ...moderationColumns(),
    createdAt: createdAt(),
    // When its writer posted it (a save that is not an autosave); null before Post (issue 35).
    postedAt: timestamp('posted_at', { withTimezone: true, mode: 'date' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('memories_idempotency_idx').on(t.userId, t.idempotencyKey),
    // Lists are newest first by Post (`listedOrder` in memory-serialize.ts, the same expression).
    index('memories_listed_idx').on(t.privacy, sql`coalesce(posted_at, created_at)`, t.id),
    index('memories_user_idx').on(t.userId, t.id),
  ],
);

/** One chosen option of a memory. Person actions point at their person's row. */
export const memoryTags = pgTable(
  'memory_tags',
  {
    id: serial('id').primaryKey(),
    memoryId: integer('memory_id')
      .notNull()
      .references(() => memories.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    optionId: integer('option_id'),
    label: text('label').notNull(),
    personOptionId: integer('person_option_id'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('memory_tags_memory_idx').on(t.memoryId),
    index('memory_tags_option_idx').on(t.category, t.optionId),
  ],
);

export const memoryHashtags = pgTable(
  'memory_hashtags',
  {
    memoryId: integer('memory_id')
      .notNull()
      .references(() => memories.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memoryId, t.tag] }), index('memory_hashtags_tag_idx').on(t.tag)],
);

export const photos = pgTable(
  'photos',
  {
    id: serial('id').primaryKey(),
    tempId: text('temp_id').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memoryId: integer('memory_id').references(() => memories.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    thumbKey: text('thumb_key'),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    position: integer('position').notNull().default(0),
    // Signed into every media link of the photo; a privacy change of its memory moves it on,
    // and every link handed out before stops answering (media-links.ts).
    linkVersion: integer('link_version').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('photos_user_idx').on(t.userId),
    index('photos_memory_idx').on(t.memoryId),
    // A media request finds its photo by either file.
    index('photos_storage_key_idx').on(t.storageKey),
    index('photos_thumb_key_idx').on(t.thumbKey),
  ],
);

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    memoryId: integer('memory_id')
      .notNull()
      .references(() => memories.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    isPrivate: boolean('is_private').notNull().default(false),
    ...moderationColumns(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('comments_memory_idx').on(t.memoryId, t.id)],
);

export const commentHides = pgTable(
  'comment_hides',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.commentId] })],
);

/** Empathy on a memory (comment_id null) or on a comment. */
export const empathies = pgTable(
  'empathies',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memoryId: integer('memory_id')
      .notNull()
      .references(() => memories.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('empathies_memory_unique')
      .on(t.userId, t.memoryId)
      .where(sql`${t.commentId} is null`),
    uniqueIndex('empathies_comment_unique')
      .on(t.userId, t.commentId)
      .where(sql`${t.commentId} is not null`),
    index('empathies_memory_idx').on(t.memoryId),
  ],
);

/** "Me too" on a comment (the trauma acknowledgement). */
export const traumaAcks = pgTable(
  'trauma_acks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('trauma_acks_unique').on(t.userId, t.commentId)],
);

export const reactions = pgTable(
  'reactions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memoryId: integer('memory_id')
      .notNull()
      .references(() => memories.id, { onDelete: 'cascade' }),
    optionId: smallint('option_id').$type<ReactionOption>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reactions_unique').on(t.userId, t.memoryId),
    index('reactions_memory_idx').on(t.memoryId),
  ],
);

export const resonances = pgTable(
  'resonances',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memoryTagId: integer('memory_tag_id')
      .notNull()
      .references(() => memoryTags.id, { onDelete: 'cascade' }),
    memoryId: integer('memory_id')
      .notNull()
      .references(() => memories.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('resonances_unique').on(t.userId, t.memoryTagId),
    index('resonances_memory_idx').on(t.memoryId),
  ],
);

export const saves = pgTable(
  'saves',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memoryId: integer('memory_id')
      .notNull()
      .references(() => memories.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('saves_unique').on(t.userId, t.memoryId)],
);

/** Praise feedback on a memory (comment_id null) or a comment: at most three labels. */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memoryId: integer('memory_id')
      .notNull()
      .references(() => memories.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    labels: jsonb('labels').$type<string[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('feedback_memory_unique')
      .on(t.userId, t.memoryId)
      .where(sql`${t.commentId} is null`),
    uniqueIndex('feedback_comment_unique')
      .on(t.userId, t.commentId)
      .where(sql`${t.commentId} is not null`),
  ],
);

export const votes = pgTable(
  'votes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memoryId: integer('memory_id')
      .notNull()
      .references(() => memories.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('votes_unique').on(t.userId, t.memoryId)],
);

/** A member's own memory linked to another member's ("connect memories"). */
export const connections = pgTable(
  'connections',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memoryId: integer('memory_id')
      .notNull()
      .references(() => memories.id, { onDelete: 'cascade' }),
    linkedMemoryId: integer('linked_memory_id')
      .notNull()
      .references(() => memories.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('connections_unique').on(t.userId, t.memoryId, t.linkedMemoryId)],
);

/** Where a report stands: open until a moderator acts on its item (ours). */
export type ReportStatus = 'open' | 'actioned' | 'reviewed';

/**
 * Reports of a memory (comment_id null) or a comment. One open report per member per item (a
 * repeat stores nothing); a moderator's action closes them as actioned or reviewed.
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memoryId: integer('memory_id').references(() => memories.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    reasonId: integer('reason_id').notNull(),
    remark: text('remark').notNull().default(''),
    status: text('status').$type<ReportStatus>().notNull().default('open'),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reports_open_memory_unique')
      .on(t.userId, t.memoryId)
      .where(sql`${t.commentId} is null and ${t.status} = 'open'`),
    uniqueIndex('reports_open_comment_unique')
      .on(t.userId, t.commentId)
      .where(sql`${t.commentId} is not null and ${t.status} = 'open'`),
    index('reports_open_idx')
      .on(t.memoryId, t.commentId)
      .where(sql`${t.status} = 'open'`),
  ],
);

/** A writer's request that moderators look again at their hidden memory or comment: one open per item. */
export const reviewRequests = pgTable(
  'review_requests',
  {
    id: serial('id').primaryKey(),
    memoryId: integer('memory_id')
      .notNull()
      .references(() => memories.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    status: text('status').$type<'open' | 'closed'>().notNull().default('open'),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('review_requests_open_memory_unique')
      .on(t.memoryId)
      .where(sql`${t.commentId} is null and ${t.status} = 'open'`),
    uniqueIndex('review_requests_open_comment_unique')
      .on(t.commentId)
      .where(sql`${t.commentId} is not null and ${t.status} = 'open'`),
  ],
);

/**
 * The moderation audit log: who did what to which item, why, when. Nothing cascades from the
 * content: the memory's link and title are a snapshot, and the ids go null (or stay) when it goes.
 */
export const moderationLog = pgTable('moderation_log', {
  id: serial('id').primaryKey(),
  moderatorId: integer('moderator_id').references(() => users.id, { onDelete: 'set null' }),
  moderator: text('moderator').notNull(),
  action: text('action').$type<ModerationAction>().notNull(),
  kind: text('kind').$type<'memory' | 'comment'>().notNull(),
  memoryId: integer('memory_id').references(() => memories.id, { onDelete: 'set null' }),
  memoryLink: text('memory_link').notNull(),
  memoryTitle: text('memory_title').notNull(),
  commentId: integer('comment_id'),
  reason: text('reason').$type<ModerationReason>(),
  note: text('note').notNull().default(''),
  reportsClosed: integer('reports_closed').notNull().default(0),
  createdAt: createdAt(),
});

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Null for the moderation events: a moderator's name is never shown to members.
    originatorId: integer('originator_id').references(() => users.id, { onDelete: 'cascade' }),
    eventType: text('event_type').$type<NotificationEvent>().notNull(),
    memoryId: integer('memory_id')
      .notNull()
      .references(() => memories.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    reactionOptionId: smallint('reaction_option_id').$type<ReactionOption>(),
    memoryTagId: integer('memory_tag_id').references(() => memoryTags.id, { onDelete: 'cascade' }),
    feedbackLabels: jsonb('feedback_labels').$type<string[]>(),
    /** Ours: the moderation reason (content_hidden, review_kept_hidden) or outcome (report_reviewed). */
    moderation: text('moderation'),
    isRead: boolean('is_read').notNull().default(false),
    isSeen: boolean('is_seen').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_recipient_idx').on(t.recipientId, t.id)],
);

export const supportMessages = pgTable('support_messages', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  subject: text('subject').notNull().default(''),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/**
 * Rate-limit windows shared by every server process on PostgreSQL (`src/rate-limit.ts`): one
 * row per rule and key, counted by an atomic upsert. The key is an HMAC, never the address or
 * e-mail itself. Created UNLOGGED (see its migration): a crash may forget the counters, and in
 * exchange a counted attempt writes no WAL.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    bucket: text('bucket').notNull(),
    keyHash: text('key_hash').notNull(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.keyHash] }), index('rate_limits_reset_at_idx').on(t.resetAt)],
);
