import type { AuthState } from './types/account.ts';

/**
 * The specification's numeric codes and limits, named once. The reference server validates
 * with the same numbers (through the request schemas), so a limit can never differ between
 * what a widget allows and what the server accepts.
 */

/**
 * Memory type codes (memory-writing §1, community §3).
 *
 * @example
 * ```ts
 * if (memory.type === MemoryType.Happy) showTenCategories();
 * ```
 */
export const MemoryType = {
  Happy: 1,
  Bittersweet: 2,
  Unhappy: 3,
} as const;
/** One of the memory type codes: 1 happy, 2 bittersweet, 3 unhappy. @example `const type: MemoryType = MemoryType.Happy;` */
export type MemoryType = (typeof MemoryType)[keyof typeof MemoryType];

/**
 * The type assumed where no type is chosen: 3, unhappy.
 *
 * @example
 * ```ts
 * const type = form.memoryType ?? DEFAULT_MEMORY_TYPE;
 * ```
 */
export const DEFAULT_MEMORY_TYPE: MemoryType = MemoryType.Unhappy;

/**
 * Privacy levels (community §3): 0 public, 2 private with a link, 1 only me.
 *
 * @example
 * ```ts
 * const isShareable = memory.privacy !== Privacy.OnlyMe;
 * ```
 */
export const Privacy = {
  Public: 0,
  OnlyMe: 1,
  PrivateLink: 2,
} as const;
/** One of the privacy codes: 0 public, 1 only me, 2 private with a link. @example `const privacy: Privacy = Privacy.OnlyMe;` */
export type Privacy = (typeof Privacy)[keyof typeof Privacy];

/**
 * The privacy a new memory starts with: 0, public.
 *
 * @example
 * ```ts
 * const privacy = lastPrivacy ?? DEFAULT_PRIVACY;
 * ```
 */
export const DEFAULT_PRIVACY: Privacy = Privacy.Public;

/**
 * Reaction options (community §3). Only one reaction per memory per member;
 * 6 (empathy) is the shared Support reaction.
 *
 * @example
 * ```ts
 * await client.createReaction({ shareable_link, reaction_option_id: ReactionOption.BeStrong });
 * ```
 */
export const ReactionOption = {
  Compassion: 1,
  Like: 2,
  Sad: 3,
  Love: 4,
  BeStrong: 5,
  Empathy: 6,
} as const;
/** One of the reaction option ids, 1 to 6. @example `const reaction: ReactionOption = ReactionOption.Love;` */
export type ReactionOption = (typeof ReactionOption)[keyof typeof ReactionOption];

/**
 * The notification event types: the six of community §3, and four of ours for moderation
 * (`content_hidden`, `content_restored`, `review_kept_hidden` for the writer of a moderated
 * memory or comment, `report_reviewed` for a reporter). The moderation events are raw events
 * (never grouped); their originator is `''`: a moderator's name is never shown to members.
 *
 * @example
 * ```ts
 * if (notification.event_type === NotificationEvent.NewComment) openTab('comment');
 * ```
 */
export const NotificationEvent = {
  NewComment: 'new_comment',
  EmpathizedAMemory: 'emphatized_a_memory',
  EmpathizedAComment: 'emphatized_a_comment',
  NewReaction: 'new_reaction',
  NewResonance: 'new_resonance',
  FeedbackGiven: 'feedback_given',
  ContentHidden: 'content_hidden',
  ContentRestored: 'content_restored',
  ReviewKeptHidden: 'review_kept_hidden',
  ReportReviewed: 'report_reviewed',
} as const;
/** One of the notification event type strings (spelled as the server sends them). @example `const event: NotificationEvent = 'new_comment';` */
export type NotificationEvent = (typeof NotificationEvent)[keyof typeof NotificationEvent];

/**
 * The five groups of grouped notifications (community §3).
 *
 * @example
 * ```ts
 * const reactions = page.results.filter((n) => n.group === NotificationGroup.Reactions);
 * ```
 */
export const NotificationGroup = {
  Empathy: 'empathy',
  MemoryFeedback: 'memory_feedback',
  CommentFeedback: 'comment_feedback',
  EmpathyComments: 'empathy_comments',
  Reactions: 'reactions',
} as const;
/** One of the five grouped-notification group keys. @example `const group: NotificationGroup = 'reactions';` */
export type NotificationGroup = (typeof NotificationGroup)[keyof typeof NotificationGroup];

/**
 * What a report is about (community §7): 1 a memory, 2 a comment.
 *
 * @example
 * ```ts
 * const reasons = await client.listReportReasons(ReportType.Comment);
 * ```
 */
export const ReportType = {
  Memory: 1,
  Comment: 2,
} as const;
/** One of the report type codes: 1 memory, 2 comment. @example `const type: ReportType = ReportType.Comment;` */
export type ReportType = (typeof ReportType)[keyof typeof ReportType];

/**
 * Ours (moderation): why a moderator hid a memory or a comment. The writer is told the reason's
 * label (each widget's messages), never the moderator's name or their note.
 *
 * @example
 * ```ts
 * await client.moderate({ action: 'hide', memory: link, comment: 12, reason: ModerationReason.Hurtful });
 * ```
 */
export const ModerationReason = {
  Hurtful: 'hurtful',
  Unsafe: 'unsafe',
  PrivateDetails: 'private_details',
  Spam: 'spam',
  OffTopic: 'off_topic',
  MissingWarning: 'missing_warning',
  Other: 'other',
} as const;
/** One of the moderation reason keys. @example `const reason: ModerationReason = 'hurtful';` */
export type ModerationReason = (typeof ModerationReason)[keyof typeof ModerationReason];

/**
 * Ours (moderation): what a moderator does with a reported or hidden item. `hide` hides it from
 * everyone but its writer and closes its open reports; `restore` shows it again; `dismiss`
 * closes the open reports (and, on a hidden item, the writer's review request) and changes nothing else.
 *
 * @example
 * ```ts
 * await client.moderate({ action: ModerationAction.Dismiss, memory: link, comment: null });
 * ```
 */
export const ModerationAction = {
  Hide: 'hide',
  Restore: 'restore',
  Dismiss: 'dismiss',
} as const;
/** One of the moderation action keys. @example `const action: ModerationAction = 'restore';` */
export type ModerationAction = (typeof ModerationAction)[keyof typeof ModerationAction];

/**
 * Ours (moderation): all a reporter learns of their report (`report_reviewed` notification):
 * a moderator took action, or looked at it and left the item as it was.
 *
 * @example
 * ```ts
 * const text = notification.data.moderation_outcome === ModerationOutcome.Action ? tookAction : reviewed;
 * ```
 */
export const ModerationOutcome = {
  Action: 'action',
  Reviewed: 'reviewed',
} as const;
/** One of the report outcomes. @example `const outcome: ModerationOutcome = 'reviewed';` */
export type ModerationOutcome = (typeof ModerationOutcome)[keyof typeof ModerationOutcome];

/** Ours: maximum length of a moderator's note on an action (500 characters). @example `note.length <= MODERATION_NOTE_MAX` */
export const MODERATION_NOTE_MAX = 500;
/** Ours: maximum length of a writer's request for a review of their hidden item (1000 characters). @example `message.length <= REVIEW_REQUEST_MAX` */
export const REVIEW_REQUEST_MAX = 1000;
/** Ours: items (or log entries) per page of the moderation queue and the audit log (20). @example `Math.ceil(count / MODERATION_PAGE_SIZE)` */
export const MODERATION_PAGE_SIZE = 20;
/** Ours: reports one member may send per hour before being slowed (20, then 429). @example `sent < REPORTS_PER_HOUR` */
export const REPORTS_PER_HOUR = 20;

/**
 * The groups of School options (memory-writing §3), shown in this order.
 *
 * @example
 * ```ts
 * const school = options.filter((o) => o.optionType === OptionType.School);
 * ```
 */
export const OptionType = {
  School: 'School',
  Adolescence: 'Adolescence',
  Other: 'Other',
} as const;
/** One of the School option groups: School, Adolescence, Other. @example `const type: OptionType = OptionType.Adolescence;` */
export type OptionType = (typeof OptionType)[keyof typeof OptionType];

/**
 * A saved memory's status: always 1.
 *
 * @example
 * ```ts
 * const payload = { ...fields, status: MEMORY_STATUS };
 * ```
 */
export const MEMORY_STATUS = 1;

/**
 * The query flags every tag list is fetched with: `dis=false`, `ist=true` (memory-writing §9).
 *
 * @example
 * ```ts
 * new URLSearchParams({ dis: String(TAG_LIST_QUERY.dis), ist: String(TAG_LIST_QUERY.ist) });
 * ```
 */
export const TAG_LIST_QUERY = { dis: false, ist: true } as const;

/**
 * Maximum memory title length (100 characters, memory-writing §5). The other text limits
 * below follow memory-writing §5 and §9 and community §5 and §9.
 *
 * @example
 * ```ts
 * const tooLong = title.length > TITLE_MAX;
 * ```
 */
export const TITLE_MAX = 100;
/** Maximum memory description length (5000 characters). @example `description.length <= DESCRIPTION_MAX` */
export const DESCRIPTION_MAX = 5000;
/** Maximum relationship description length (5000 characters). @example `text.length <= RELATIONSHIP_DESCRIPTION_MAX` */
export const RELATIONSHIP_DESCRIPTION_MAX = 5000;
/** Maximum relationship pattern title length (100 characters). @example `title.length <= PATTERN_TITLE_MAX` */
export const PATTERN_TITLE_MAX = 100;
/**
 * Maximum number of family members on a memory (20). Ours: the specification shows the family
 * panel but not its data rules.
 *
 * @example
 * ```ts
 * const canAdd = members.length < FAMILY_MEMBERS_MAX;
 * ```
 */
export const FAMILY_MEMBERS_MAX = 20;
/** Maximum length of a family member's name or description (50 characters, trimmed; ours). @example `name.trim().length <= FAMILY_MEMBER_NAME_MAX` */
export const FAMILY_MEMBER_NAME_MAX = 50;
/**
 * The relationships a family member can have: the family panel's Father and Mother, and the add
 * dialog's Grandparent, Sibling, Child and Other.
 *
 * @example
 * ```ts
 * FAMILY_RELATIONS.includes('grandparent'); // true
 * ```
 */
export const FAMILY_RELATIONS = ['father', 'mother', 'grandparent', 'sibling', 'child', 'other'] as const;
/** Maximum length of an "Add more details" text of a tag category (500 characters). @example `text.length <= DETAILS_TEXT_MAX` */
export const DETAILS_TEXT_MAX = 500;
/** Maximum number of photos of a memory (3). @example `photos.slice(0, PHOTOS_MAX)` */
export const PHOTOS_MAX = 3;
/** Maximum comment length (1000 characters). @example `content.length <= COMMENT_MAX` */
export const COMMENT_MAX = 1000;
/** Maximum length of a report's "Other" specification (250 characters). @example `remark.length <= REPORT_REMARK_MAX` */
export const REPORT_REMARK_MAX = 250;
/** Maximum number of praise feedback labels sent at once (3). @example `labels.length <= FEEDBACK_LABELS_MAX` */
export const FEEDBACK_LABELS_MAX = 3;
/**
 * How many "about" subjects the read view shows before 'and n more' (community §2.4).
 *
 * @example
 * ```ts
 * const shown = memory.subjects.slice(0, SUBJECTS_SHOWN_MAX);
 * ```
 */
export const SUBJECTS_SHOWN_MAX = 3;
/**
 * Maximum length of one "who is this memory about" subject. Not in the specification: a bound
 * the server needs; widgets enforce the same number so nothing written is ever rejected.
 *
 * @example
 * ```ts
 * const valid = subject.trim().length <= SUBJECT_MAX;
 * ```
 */
export const SUBJECT_MAX = 100;
/**
 * Maximum number of subjects of one memory. Not in the specification: a server bound,
 * chosen far above what a memory needs.
 *
 * @example
 * ```ts
 * const canAdd = subjects.length < SUBJECTS_MAX;
 * ```
 */
export const SUBJECTS_MAX = 30;
/**
 * Maximum lengths of a support message (the specification does not show its fields).
 *
 * @example
 * ```ts
 * const ok = subject.length <= SUPPORT_SUBJECT_MAX && message.length <= SUPPORT_MESSAGE_MAX;
 * ```
 */
export const SUPPORT_SUBJECT_MAX = 200;
/** Maximum length of a support message body (5000 characters, as a memory). @example `message.length <= SUPPORT_MESSAGE_MAX` */
export const SUPPORT_MESSAGE_MAX = 5000;
/**
 * Maximum username length at sign-up (not in the specification; the common 150).
 *
 * @example
 * ```ts
 * const ok = username.length <= USERNAME_MAX;
 * ```
 */
export const USERNAME_MAX = 150;

/**
 * Shortest password a new account or a changed password may have (8 characters). Not in the
 * specification ("Rules for their content are not shown"): the reference backends' policy, so
 * the server, the mocks and the site's forms refuse the same passwords. The request schemas of
 * sign-up, a change and a reset carry it (so the OpenAPI document states it).
 *
 * @example
 * ```ts
 * const tooShort = password.length < PASSWORD_MIN;
 * ```
 */
export const PASSWORD_MIN = 8;
/** Longest password accepted (256 characters: the bound of the password hash's input). @example `password.length <= PASSWORD_MAX` */
export const PASSWORD_MAX = 256;

/**
 * Largest photo upload, in bytes (10 MB). Not in the specification: the reference backends'
 * bound; a larger photo answers 413.
 *
 * @example
 * ```ts
 * if (file.size > PHOTO_BYTES_MAX) showTooLarge();
 * ```
 */
export const PHOTO_BYTES_MAX = 10 * 1024 * 1024;
/** Largest video upload, in bytes (50 MB); a larger video answers 413. @example `file.size <= VIDEO_BYTES_MAX` */
export const VIDEO_BYTES_MAX = 50 * 1024 * 1024;

/**
 * Longest custom tag (a tag written by the member, without an option id): its words are kept
 * trimmed and cut to 200 characters.
 *
 * @example
 * ```ts
 * const label = words.trim().slice(0, CUSTOM_TAG_MAX);
 * ```
 */
export const CUSTOM_TAG_MAX = 200;

// The one table of tag lists, and every list of lists drawn from it.
export * from './tag-lists.ts';

/**
 * The session state before anything is known (community §3: `hasOnboarding` defaults to true).
 *
 * @example
 * ```ts
 * const [auth, setAuth] = useState<AuthState>(INITIAL_AUTH_STATE);
 * ```
 */
export const INITIAL_AUTH_STATE: Readonly<AuthState> = Object.freeze({
  isAuthenticated: false,
  initialized: false,
  hasOnboarding: true,
  hasFirstPost: false,
});

/**
 * The first page of every paged list: pages are numbered from 1.
 *
 * @example
 * ```ts
 * const first = await client.getFeed({ page: FIRST_PAGE });
 * ```
 */
export const FIRST_PAGE = 1;

/**
 * The largest id a request may carry: the range of the server's integer columns (2^31 - 1).
 * A larger id is refused with 400 before it reaches a database.
 *
 * @example
 * ```ts
 * const ok = Number.isInteger(id) && id >= 1 && id <= ID_MAX;
 * ```
 */
export const ID_MAX = 2_147_483_647;

/**
 * The last page a list may be asked for (`?page=`): deeper pages are refused with 400, so no
 * request can make a server skip millions of rows.
 *
 * @example
 * ```ts
 * const next = Math.min(page + 1, PAGE_MAX);
 * ```
 */
export const PAGE_MAX = 10_000;

/** Ours: content warnings one memory (or one member's Safety Filters) may name; the list has far fewer. */
export const CONTENT_WARNINGS_MAX = 100;

/** Ours: ids one list filter (`person_actions`) may name. */
export const LIST_FILTER_IDS_MAX = 100;

/** Ours: notifications one mark-read call may name (a group holds at most this many). */
export const NOTIFICATION_IDS_MAX = 1000;

/** Ours: the longest e-mail address accepted (RFC 5321's path limit). */
export const EMAIL_MAX = 254;
