/** The mock backend's stored shapes, options and the helpers every part uses. */
import type { ReactionOption } from '@childhood-memories/api-client';
import {
  canonicalPraiseLabels,
  memoryTagKey,
  PHOTO_BYTES_MAX,
  type ModerationAction,
  type ModerationLogEntry,
  type ModerationOutcome,
  type ModerationReason,
  type Privacy,
  resolveMemoryTags,
  TAG_LISTS,
  type FamilyMember,
  type GroupedNotification,
  type ResonanceNotification,
  type KnownTagOption,
  type MemoryAudience,
  type MemorySavePayload,
  type ResolvedMemoryTag,
  type Paged,
} from '@childhood-memories/api-client';
import { invalid, refuse } from '@childhood-memories/api-client/domain';
import { type StoredNotification } from '../store/notifications.ts';
import { type MemoryTagListKey, type MemoryTagTextKey } from '../fixtures/memories.ts';
import {
  contentWarnings,
  feedbackOptions,
  tagOptionsByList,
} from '@childhood-memories/api-client/reference-data';

/** The moment the mock clock starts: 1 May 2024, 09:00 UTC. */
export const MOCK_CLOCK_START = '2024-05-01T09:00:00.000Z';

/** Options of `createMockBackend`. */
export interface MockBackendOptions {
  /**
   * Start with the fixture community (default), with the fixture members only and nothing
   * written (`'empty'`), or with no members at all (`'none'`: every member signs up, as on a
   * fresh server; the shared contract suite starts there).
   */
  seed?: 'fixtures' | 'empty' | 'none';
  /**
   * E-mail addresses of moderators (case-insensitive), as the server's `MODERATOR_EMAILS`: applied
   * at the start (and every `reset()`) and when such a member signs up. The fixture community's
   * moderator is `sam` either way.
   */
  moderators?: readonly string[];
  /** The clock; by default a fixed clock that moves one minute forward on each write. */
  now?: () => Date;
}

/** A tag on a stored memory. */
export interface StoredTag {
  readonly memory_tag_id: number;
  readonly tag_id: number | null;
  readonly description: string;
}

/** A memory as the mock backend stores it. */
export interface StoredMemory {
  readonly id: number;
  readonly hashId: string;
  readonly shareable_link: string;
  readonly owner: string;
  /** The first save (the tag wizard's may come before Post). */
  readonly created: string;
  /** Ours (issue 35): when its writer posted it (api-client's `postedAtAfterSave`); null before Post. */
  posted_at: string | null;
  type: 1 | 2 | 3;
  privacy: Privacy;
  title: string;
  pattern_title: string;
  description: string;
  relationship_description: string;
  subjects: string[];
  /** Ours: the tag wizard's family panel (only the author sees them). */
  family_members: FamilyMember[];
  sensitive_topics: number[];
  photos: { url: string; temp_id: string }[];
  tags: Record<MemoryTagListKey, StoredTag[]>;
  persons_actions: { person: StoredTag; actions: StoredTag[] }[];
  texts: Partial<Record<MemoryTagTextKey, string>>;
  /** Ours: set while a moderator hides it (gone for everyone but its writer). */
  moderation: StoredModeration | null;
}

/** Ours: a moderator's hide of a memory or a comment, while it lasts. */
export interface StoredModeration {
  readonly reason: ModerationReason;
  /** For moderators only (the queue and the log). */
  readonly note: string;
  readonly hidden_at: string;
}

/** A stored comment (public or private). */
export interface StoredComment {
  readonly id: number;
  readonly memory: string;
  readonly author: string;
  content: string;
  readonly created_at: string;
  readonly is_private: boolean;
  /** Usernames of members who hid this comment for themselves. */
  readonly hiddenBy: Set<string>;
  /** Ours: set while a moderator hides it (gone for everyone but its writer). */
  moderation: StoredModeration | null;
}

export type { StoredNotification };

export interface Empathy {
  readonly id: number;
  readonly member: string;
  readonly memory: string;
  readonly comment_id: number | null;
}
export interface Reaction {
  readonly id: number;
  readonly member: string;
  readonly memory: string;
  option: ReactionOption;
}
export interface Save {
  readonly id: number;
  readonly member: string;
  readonly memory: string;
}
export interface Feedback {
  readonly id: number;
  readonly member: string;
  readonly memory: string;
  readonly comment_id: number | null;
  labels: string[];
}
export interface Resonance {
  readonly id: number;
  readonly member: string;
  readonly memory: string;
  readonly memory_tag_id: number;
}
export interface Trauma {
  readonly id: number;
  readonly member: string;
  readonly comment_id: number;
}
export interface Vote {
  readonly id: number;
  readonly member: string;
  readonly memory: string;
}
export interface StoredReport {
  readonly id: number;
  readonly member: string;
  readonly memory: string;
  readonly metoo: number | null;
  readonly reason: number;
  readonly remark: string;
  readonly created_at: string;
  /** Null while open; how a moderator closed it (all its reporter learns). */
  closed: ModerationOutcome | null;
}

/** Ours: a writer's request that moderators look again at their hidden memory or comment. */
export interface StoredReviewRequest {
  readonly id: number;
  readonly author: string;
  readonly memory: string;
  readonly comment: number | null;
  readonly message: string;
  readonly created_at: string;
  open: boolean;
}

/** Ours: an entry of the moderation audit log, as answered (a snapshot: kept when the item goes). */
export type StoredLogEntry = ModerationLogEntry;

/** Ours: one moderated item, a memory (`comment: null`) or one of its comments. */
export interface ModerationTarget {
  readonly memory: StoredMemory;
  readonly comment: StoredComment | null;
}

export type { ModerationAction };
/**
 * A login, as the server keeps it: every access token issued to it works until it ends (log-out,
 * a password change or reset, a refresh token used twice); its refresh token rotates.
 */
export interface MockSession {
  readonly member: number;
  readonly accessTokens: string[];
  refreshToken: string;
  readonly spentRefreshTokens: string[];
  ended: boolean;
}

/** A mail the backend would have sent (a password-reset link, an e-mail confirmation code). */
export interface MockMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

export interface TempPhoto {
  readonly temp_id: string;
  readonly owner: string;
  readonly image_url: string;
}
export interface MemberState {
  readonly id: number;
  username: string;
  email: string;
  password: string;
  /** The tokens of the member's first session (a fixture member's `MEMBER_TOKENS`). */
  readonly token: string;
  readonly refreshToken: string;
  hasPassedOnboarding: boolean;
  hiddenContentWarnings: number[];
  shownContentWarnings: number[];
  lastPrivacy: Privacy;
  pendingEmail: { email: string; code: string; attempts: number } | null;
  deleted: boolean;
  /** Ours: may read the moderation queue and act on it. */
  isModerator: boolean;
  /** Ours: when the member's recent reports were sent (the hourly report limit). */
  reportTimes: number[];
}

/** A page of results as every paged list answers it (the domain core pages it). */
export type MockPage<T> = Paged<T>;

/** Filters of memory lists. */
export interface MemoryFilters {
  page?: number | undefined;
  slug?: string | undefined;
  tag_type?: string | undefined;
  persons_involved?: number | undefined;
  person_actions?: readonly number[] | undefined;
  home?: boolean | undefined;
  user?: string | undefined;
  hashtag?: string | undefined;
  /** Ours: one audience only (api-client's `memoryAudience`). */
  audience?: MemoryAudience | undefined;
  /** The feed's selection (api-client's `isMemoryInFeed`). */
  inFeed?: boolean | undefined;
}

/** The memory tag lists holding plain option ids (the one table, People's Actions apart). */
export const MEMORY_TAG_LISTS: readonly MemoryTagListKey[] = TAG_LISTS.flatMap((row) =>
  row.list === 'persons_actions' ? [] : [row.list],
);

/** Every tagging option by id: its list and label (an id belongs to one list only). */
export const REFERENCE_OPTIONS = new Map<number, KnownTagOption>();
for (const [list, rows] of Object.entries(tagOptionsByList)) {
  for (const row of rows)
    REFERENCE_OPTIONS.set(row.id, { list, label: 'name' in row ? row.name : row.description });
}

export const CONTENT_WARNING_IDS = new Set(contentWarnings.map((warning) => warning.id));
export const PRAISE_LABELS = feedbackOptions.map((option) => option.label);

/** The label of a reference option by id; throws for an unknown id (a fixture typo). */
export function referenceLabel(id: number): string {
  const label = REFERENCE_OPTIONS.get(id)?.label;
  if (label === undefined) throw new Error(`mocks: no reference option with id ${id}`);
  return label;
}

/**
 * Public ids of the server's shape (a 16-character hashId, a 22-character shareable link, both
 * URL-safe), but from the seeded counter: the same steps give the same ids.
 */
export function publicIds(id: number): { hashId: string; shareable_link: string } {
  const digits = id.toString(36);
  return { hashId: `m${digits.padStart(15, '0')}`, shareable_link: `l${digits.padStart(21, '0')}` };
}

export function emptyTags(): Record<MemoryTagListKey, StoredTag[]> {
  return Object.fromEntries(MEMORY_TAG_LISTS.map((list) => [list, []])) as unknown as Record<
    MemoryTagListKey,
    StoredTag[]
  >;
}

export function fixedClock(): () => Date {
  let tick = 0;
  const start = Date.parse(MOCK_CLOCK_START);
  return () => new Date(start + tick++ * 60_000);
}

/** A grouped notification as the mock backend answers it: api-client's type. */
export type MockGroupedNotification = GroupedNotification;

/** A resonance notification as the mock backend answers it: api-client's type. */
export type MockResonanceNotification = ResonanceNotification;

/** The six-digit code the mock's email change expects. */
export const MOCK_EMAIL_CODE = '123456';

/** The largest photo the mock accepts (api-client's `PHOTO_BYTES_MAX`, 10 MB, as the server); larger answers 413. */
export const MOCK_UPLOAD_BYTES_MAX = PHOTO_BYTES_MAX;

export function isTagListKey(key: string): key is MemoryTagListKey {
  return (MEMORY_TAG_LISTS as readonly string[]).includes(key);
}

/** The key of a stored tag (api-client's `memoryTagKey`), for a tag already on a memory. */
export function storedTagKey(category: string, tag: StoredTag, personOptionId: number | null): string {
  return memoryTagKey({ category, optionId: tag.tag_id, label: tag.description, personOptionId });
}

/** A save's tags resolved against the reference options; 400 for an option of another list or a wordless custom tag. */
export function resolveTags(payload: MemorySavePayload): ResolvedMemoryTag[] {
  const resolved = resolveMemoryTags(payload, (id) => REFERENCE_OPTIONS.get(id));
  if (resolved.problem !== undefined) throw invalid(resolved.problem);
  return resolved.tags;
}

/** A save's content warnings, each once; 400 for one that does not exist. */
export function checkContentWarnings(ids: readonly number[]): number[] {
  const unique = [...new Set(ids)];
  if (unique.some((id) => !CONTENT_WARNING_IDS.has(id))) throw refuse('unknownContentWarning');
  return unique;
}

/** Praise labels (1 to 3, the shared schema's rule) as the praise options word them (api-client's `canonicalPraiseLabels`). */
export function checkLabels(labels: readonly string[]): string[] {
  const canonical = canonicalPraiseLabels(labels, PRAISE_LABELS);
  if (canonical.problem !== undefined) throw invalid(canonical.problem);
  return canonical.labels;
}
