import type { AuthState } from './types/account.ts';
import type { TagType } from './types/memory.ts';

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
 * The six notification event types (community §3).
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
} as const;
/** One of the six notification event type strings (spelled as the server sends them). @example `const event: NotificationEvent = 'new_comment';` */
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

/**
 * The one table of a memory's 13 tag lists, in the save payload's order (memory-writing §3): each
 * list's free-text companion (`text`, in the payload's name) and that companion's name on the wire
 * (`wireText`: the specification sends `age_range_text` and `person_action_text`), the option lists
 * its ids come from, the wizard's question number (memory-writing §2; `impacts` has no question)
 * and whether a happy memory is asked it (memory-writing §4: happy memories are capped at 10, School
 * and Health left out). Every other list of lists (`TAG_CATEGORIES`, `TAG_TEXT_FIELDS`,
 * `TAG_LIST_SOURCES`, the schemas, both backends' storage and wire mapping) is iterated from it.
 *
 * @example
 * ```ts
 * TAG_LISTS.filter((row) => !row.happy).map((row) => row.list); // ['childhood_effects_health', 'childhood_effects_social']
 * ```
 */
export const TAG_LISTS = [
  {
    list: 'age_ranges',
    text: 'age_ranges_text',
    wireText: 'age_range_text',
    options: ['age_ranges'],
    question: 1,
    happy: true,
  },
  {
    list: 'sibling',
    text: 'sibling_text',
    wireText: 'sibling_text',
    options: ['sibling'],
    question: 2,
    happy: true,
  },
  {
    list: 'risk_factor',
    text: 'risk_factor_text',
    wireText: 'risk_factor_text',
    options: ['risk_factor'],
    question: 3,
    happy: true,
  },
  {
    list: 'persons_actions',
    text: 'persons_actions_text',
    wireText: 'person_action_text',
    options: ['person', 'person_action'],
    question: 4,
    happy: true,
  },
  {
    list: 'chronic_adverse_events',
    text: 'chronic_adverse_events_text',
    wireText: 'chronic_adverse_events_text',
    options: ['chronic_adverse_events'],
    question: 5,
    happy: true,
  },
  {
    list: 'sudden_adverse_events',
    text: 'sudden_adverse_events_text',
    wireText: 'sudden_adverse_events_text',
    options: ['sudden_adverse_events'],
    question: 6,
    happy: true,
  },
  {
    list: 'feelings',
    text: 'feelings_text',
    wireText: 'feelings_text',
    options: ['feelings'],
    question: 7,
    happy: true,
  },
  { list: 'needs', text: 'needs_text', wireText: 'needs_text', options: ['needs'], question: 8, happy: true },
  {
    list: 'thoughts',
    text: 'thoughts_text',
    wireText: 'thoughts_text',
    options: ['thoughts'],
    question: 9,
    happy: true,
  },
  {
    list: 'impacts',
    text: null,
    wireText: null,
    options: ['childhood_effects_emotions', 'childhood_effects_health', 'childhood_effects_social'],
    question: null,
    happy: true,
  },
  {
    list: 'childhood_effects_emotions',
    text: 'childhood_effects_emotions_text',
    wireText: 'childhood_effects_emotions_text',
    options: ['childhood_effects_emotions'],
    question: 10,
    happy: true,
  },
  {
    list: 'childhood_effects_health',
    text: 'childhood_effects_health_text',
    wireText: 'childhood_effects_health_text',
    options: ['childhood_effects_health'],
    question: 12,
    happy: false,
  },
  {
    list: 'childhood_effects_social',
    text: 'childhood_effects_social_text',
    wireText: 'childhood_effects_social_text',
    options: ['childhood_effects_social'],
    question: 11,
    happy: false,
  },
] as const;

/** One row of {@link TAG_LISTS}. @example `const row: TagListRow = TAG_LISTS[0];` */
export type TagListRow = (typeof TAG_LISTS)[number];

/**
 * The list fields of a memory that hold tags, in the save payload's names (from {@link TAG_LISTS}).
 *
 * @example
 * ```ts
 * for (const category of TAG_CATEGORIES) console.info(category, memory[category].length);
 * ```
 */
export const TAG_CATEGORIES: readonly TagListRow['list'][] = TAG_LISTS.map((row) => row.list);
/** One of the tag list field names of a memory. @example `const category: TagCategory = 'feelings';` */
export type TagCategory = TagListRow['list'];

/**
 * The tag types of tag search (`/memories/search/{tagType}/{slug}`, `?tag_type=`), from the one
 * table: every plain list, and People's Actions as its person (`person_involved`) and actions.
 *
 * @example
 * ```ts
 * TAG_TYPES.includes('person_action'); // true
 * ```
 */
export const TAG_TYPES = TAG_LISTS.flatMap((row) =>
  row.list === 'persons_actions' ? (['person_involved', 'person_action'] as const) : [row.list],
) as unknown as readonly [TagType, ...TagType[]];

/**
 * The reference-data lists of tag options, named after the save payload's lists they fill: every
 * category the tagging wizard asks (all but `impacts`), with People's Actions as its two lists,
 * `person` (the one person) and `person_action` (that person's actions).
 *
 * @example
 * ```ts
 * const feelings = await client.listTagOptions('feelings', MemoryType.Unhappy);
 * ```
 */
export const TAG_OPTION_LISTS = [
  'age_ranges',
  'person',
  'person_action',
  'sibling',
  'risk_factor',
  'chronic_adverse_events',
  'sudden_adverse_events',
  'feelings',
  'needs',
  'thoughts',
  'childhood_effects_emotions',
  'childhood_effects_health',
  'childhood_effects_social',
] as const satisfies readonly (
  Exclude<TagCategory, 'persons_actions' | 'impacts'> | 'person' | 'person_action'
)[];
/** One reference-data list of tag options. @example `const list: TagOptionList = 'person_action';` */
export type TagOptionList = (typeof TAG_OPTION_LISTS)[number];

/**
 * The plain tag lists of a save payload (every tag category but People's Actions), each with the
 * option lists its ids may come from: an id from another list is refused. `impacts` has no wizard
 * step of its own and draws on the three lists of changes after the experience.
 *
 * @example
 * ```ts
 * TAG_LIST_SOURCES.impacts; // ['childhood_effects_emotions', 'childhood_effects_health', 'childhood_effects_social']
 * ```
 */
type PlainListRow = Exclude<TagListRow, { list: 'persons_actions' }>;
export const TAG_LIST_SOURCES = Object.fromEntries(
  TAG_LISTS.filter((row): row is PlainListRow => row.list !== 'persons_actions').map((row) => [
    row.list,
    row.options,
  ]),
) as { readonly [R in PlainListRow as R['list']]: R['options'] };
/** One plain tag list of a save payload (a key of {@link TAG_LIST_SOURCES}). @example `const list: TagListField = 'impacts';` */
export type TagListField = keyof typeof TAG_LIST_SOURCES;

/**
 * The option lists asked without a memory type (memory-writing §5: age ranges and the person
 * list take `?dis=false&ist=true` only; every other list adds `&mt=`).
 *
 * @example
 * ```ts
 * UNTYPED_TAG_OPTION_LISTS.includes('age_ranges'); // true
 * ```
 */
export const UNTYPED_TAG_OPTION_LISTS: readonly TagOptionList[] = ['age_ranges', 'person'];

/**
 * Maximum selections per tagging category (memory-writing §5). `person` is the one person of
 * People's Actions and `person_action` that person's actions. `impacts` has no wizard step and
 * no limit in the specification; it gets the common 15.
 *
 * @example
 * ```ts
 * const full = selected.length >= TAG_SELECTION_MAX.feelings;
 * ```
 */
export const TAG_SELECTION_MAX = {
  age_ranges: 1,
  sibling: 15,
  risk_factor: 15,
  person: 1,
  person_action: 15,
  chronic_adverse_events: 15,
  sudden_adverse_events: 10,
  feelings: 15,
  needs: 15,
  thoughts: 15,
  impacts: 15,
  childhood_effects_emotions: 15,
  childhood_effects_health: 15,
  childhood_effects_social: 15,
} as const;

/**
 * The free-text companion of each tag category, in the save payload's names
 * (memory-writing §3). `impacts` has none.
 *
 * @example
 * ```ts
 * const text = memory[TAG_TEXT_FIELDS.feelings];
 * ```
 */
type TextRow = Extract<TagListRow, { text: string }>;
export const TAG_TEXT_FIELDS = Object.fromEntries(
  TAG_LISTS.filter((row): row is TextRow => row.text !== null).map((row) => [row.list, row.text]),
) as { readonly [R in TextRow as R['list']]: R['text'] };
/** One of the free-text companion field names, such as `feelings_text`. @example `const field: TagTextField = TAG_TEXT_FIELDS.needs;` */
export type TagTextField = TextRow['text'];

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
