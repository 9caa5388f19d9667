import type {
  MemoryType,
  NotificationEvent,
  NotificationGroup,
  OptionType,
  Privacy,
  ReactionOption,
  TagCategory,
} from './constants.ts';

/*
 * The entities of both specifications' §3, as the client returns them: parsed, normalised
 * (one shape per concept, whatever variant the server sent) and with documented defaults.
 * Field names follow the wire (snake_case) so a server and a widget speak the same words.
 */

/**
 * A page of a paged list. Pages are numbered from 1; `total_pages` is 0 for an empty list.
 *
 * @example
 * ```ts
 * const hasMore = (page: Paged<Memory>) => page.page < page.total_pages;
 * ```
 */
export interface Paged<T> {
  results: T[];
  /** Items across all pages. */
  count: number;
  total_pages: number;
  /** This page's number, from 1. */
  page: number;
}

/**
 * A page as a server may answer it: `page` may be left out (the specification's me-too shape);
 * the client then fills in the page it asked for.
 *
 * @example
 * ```ts
 * const answer: PagedAnswer<Vote> = { results: [], count: 0, total_pages: 0 };
 * ```
 */
export type PagedAnswer<T> = Omit<Paged<T>, 'page'> & { page?: number | undefined };

/* ───────────── Reference data ───────────── */

/**
 * One option of a tagging category (reference data), whatever the server called its text
 * (`name` or `description`): it is always `label`.
 *
 * @example
 * ```ts
 * const sorted = [...options].sort((a, b) => a.ui_sort_order - b.ui_sort_order);
 * ```
 */
export interface TagOption {
  id: number;
  label: string;
  /** The option's group (`options` on the wire), such as 'generation' for age options, or null. */
  group: string | null;
  ui_sort_order: number;
  /** For School options: School, Adolescence or Other (from the group); null elsewhere. */
  optionType: OptionType | null;
}

/**
 * A content warning (safety option) a member can put on a memory, or hide in Safety Filters.
 *
 * @example
 * ```ts
 * const labels = options.map((option) => option.description);
 * ```
 */
export interface ContentWarningOption {
  id: number;
  description: string;
  ui_sort_order: number;
}

/**
 * One of the six reactions as the server describes it.
 *
 * @example
 * ```ts
 * const label = options.find((o) => o.id === ReactionOption.Love)?.label;
 * ```
 */
export interface ReactionOptionInfo {
  id: ReactionOption;
  label: string;
  ui_sort_order: number;
}

/**
 * A praise (feedback) label a member can give to a memory or comment.
 *
 * @example
 * ```ts
 * const labels = options.map((option) => option.label);
 * ```
 */
export interface FeedbackOption {
  id: number;
  label: string;
  ui_sort_order: number;
}

/**
 * A reason to report a memory or comment.
 *
 * @example
 * ```ts
 * const needsRemark = (reason: ReportReason) => reason.reason === 'Other';
 * ```
 */
export interface ReportReason {
  id: number;
  reason: string;
}

/* ───────────── Memory writing ───────────── */

/**
 * A tag as chosen in the editor's form (memory-writing §3). `value` is the option id, or the
 * member's own text for a custom tag (`is_system_tag: false`).
 *
 * @example
 * ```ts
 * const selection: TagSelection = { label: 'Sadness', value: 12, optionType: null, is_system_tag: true };
 * ```
 */
export interface TagSelection {
  label: string;
  value: number | string;
  optionType: OptionType | null;
  is_system_tag: boolean;
}

/**
 * A photo entry in the editor (memory-writing §3).
 *
 * @example
 * ```ts
 * const entry: Photo = { uid: '1', name: 'me.jpg', status: 'uploading', url: '', thumbUrl: '', tempId: null };
 * ```
 */
export interface Photo {
  uid: string;
  name: string;
  status: 'uploading' | 'done';
  url: string;
  thumbUrl: string;
  tempId: string | null;
}

/**
 * A photo uploaded but not yet attached to a saved memory.
 *
 * @example
 * ```ts
 * const urls = (await client.listTempPhotos()).map((photo) => photo.image_url);
 * ```
 */
export interface TempPhoto {
  temp_id: string;
  image_url: string;
}

/**
 * The answer to a photo upload: the temporary id to put in `image_list`, and the image URL.
 *
 * @example
 * ```ts
 * const { temp_id, image } = await client.uploadPhoto(file);
 * ```
 */
export interface UploadedPhoto {
  temp_id: string;
  image: string;
}

/**
 * The create/edit screen's form data (memory-writing §3): what a draft holds.
 *
 * @example
 * ```ts
 * const empty: Partial<MemoryFormData> = { memoryFlavor: 'memory', privacy: Privacy.Public };
 * ```
 */
export interface MemoryFormData {
  title: string;
  desc: string;
  relationship_description: string;
  patternTitle: string;
  subjects: { description: string }[];
  memoryType: MemoryType | null;
  memoryFlavor: string;
  privacy: Privacy;
  memoryPhoto: Photo[];
  /** Temporary photo ids. */
  image_list: string[];
  /** Photo URLs. */
  image_data: string[];
  age: TagSelection[];
  sibling: TagSelection[];
  risk_factor: TagSelection[];
  chronicEvents: TagSelection[];
  suddenEvents: TagSelection[];
  personsInvolved: { person: TagSelection | null; actions: TagSelection[] };
  majorAdverse: TagSelection[];
  feelingsAtTheTime: TagSelection[];
  needs: TagSelection[];
  thoughts: TagSelection[];
  impacts: TagSelection[];
  emotions: TagSelection[];
  healths: TagSelection[];
  socialLifes: TagSelection[];
  longTermsEffects: TagSelection[];
  sensitive_topics: number[];
  impactRate: number | null;
  memorySubject: string;
  familyEmotion: string;
  familyPerson: string;
  familyDescription: string;
  familyunmetNeeds: string;
  ventDescription: string;
  age_ranges_text: string;
  sibling_text: string;
  risk_factor_text: string;
  persons_actions_text: string;
  chronic_adverse_events_text: string;
  sudden_adverse_events_text: string;
  feelings_text: string;
  thoughts_text: string;
  needs_text: string;
  childhood_effects_emotions_text: string;
  childhood_effects_health_text: string;
  childhood_effects_social_text: string;
}

/**
 * A tag sent in a save payload: an option id and its text, or `id: null` for the member's own words.
 *
 * @example
 * ```ts
 * const tag: TagRef = { id: 12, description: 'Sadness' };
 * ```
 */
export interface TagRef {
  id: number | null;
  description: string;
}

/**
 * An age tag in a save payload (age ranges carry `name`, not `description`).
 *
 * @example
 * ```ts
 * const age: AgeRangeRef = { id: 3, name: '6-8 years' };
 * ```
 */
export interface AgeRangeRef {
  id: number | null;
  name: string;
}

/**
 * The one person of People's Actions and that person's actions, in a save payload.
 *
 * @example
 * ```ts
 * const entry: PersonActionsRef = { person_involved: { id: 1, description: 'Father' }, person_action: [] };
 * ```
 */
export interface PersonActionsRef {
  person_involved: TagRef;
  person_action: TagRef[];
}

/**
 * What a create (`POST /memories/memories-list/`) or update (`PUT …/get-details`) sends
 * (memory-writing §3). The `_text` fields are sent only when non-empty.
 *
 * @example
 * ```ts
 * const payload: MemorySavePayload = {
 *   type: MemoryType.Unhappy, title: '', description: 'The summer I was seven…', status: MEMORY_STATUS,
 *   privacy: Privacy.Public, age_ranges: [], persons_actions: [], risk_factor: [], sibling: [],
 *   chronic_adverse_events: [], sudden_adverse_events: [], feelings: [], needs: [], thoughts: [], impacts: [],
 *   childhood_effects_emotions: [], childhood_effects_health: [], childhood_effects_social: [],
 *   sensitive_topics: [], image_list: [], subjects: [], relationship_description: '',
 * };
 * ```
 */
export interface MemorySavePayload {
  type: MemoryType;
  description: string;
  title: string;
  /** Not in the specification's payload: sent so the pattern title a member wrote is never lost. */
  pattern_title?: string;
  age_ranges: AgeRangeRef[];
  persons_actions: PersonActionsRef[];
  risk_factor: TagRef[];
  sibling: TagRef[];
  chronic_adverse_events: TagRef[];
  sudden_adverse_events: TagRef[];
  feelings: TagRef[];
  needs: TagRef[];
  thoughts: TagRef[];
  impacts: TagRef[];
  childhood_effects_emotions: TagRef[];
  childhood_effects_health: TagRef[];
  childhood_effects_social: TagRef[];
  status: 1;
  privacy: Privacy;
  /** Content warning ids. */
  sensitive_topics: number[];
  /** Temporary photo ids. */
  image_list: string[];
  subjects: string[];
  relationship_description: string;
  age_ranges_text?: string;
  sibling_text?: string;
  risk_factor_text?: string;
  persons_actions_text?: string;
  chronic_adverse_events_text?: string;
  sudden_adverse_events_text?: string;
  feelings_text?: string;
  thoughts_text?: string;
  needs_text?: string;
  childhood_effects_emotions_text?: string;
  childhood_effects_health_text?: string;
  childhood_effects_social_text?: string;
  /**
   * Not in the specification's payload: the family panel's members. Left out, the server keeps
   * the memory's members as they are (the memory editor does not send them).
   */
  family_members?: FamilyMember[];
}

/**
 * A relationship on a memory's family panel: Father and Mother (the panel's placeholders), and
 * Grandparent, Sibling, Child and Other (the add dialog).
 *
 * @example
 * ```ts
 * const relation: FamilyRelation = 'grandparent';
 * ```
 */
export type FamilyRelation = 'father' | 'mother' | 'grandparent' | 'sibling' | 'child' | 'other';

/**
 * A family member on a memory (ours: the specification shows the panel, not its data). At most
 * `FAMILY_MEMBERS_MAX` (20) per memory; `id` is chosen by the client (1-64 characters, unique on
 * the memory); `name` is optional ('' for none), trimmed, at most `FAMILY_MEMBER_NAME_MAX` (50).
 *
 * @example
 * ```ts
 * const nana: FamilyMember = { id: 'f1', relation: 'grandparent', name: 'Nana' };
 * ```
 */
export interface FamilyMember {
  id: string;
  relation: FamilyRelation;
  name: string;
}

/* ───────────── Memory reading ───────────── */

/**
 * A tag on a received memory. `memory_tag_id` identifies this tag on this memory (what
 * resonance uses); `slug` links to tag search and is null for custom tags (not linked).
 *
 * @example
 * ```ts
 * const href = tag.slug === null ? undefined : `/memories/search/feelings/${tag.slug}`;
 * ```
 */
export interface MemoryTag {
  tag_id: number | null;
  description: string;
  memory_tag_id: number | null;
  slug: string | null;
}

/**
 * The person of People's Actions on a received memory, with that person's actions.
 *
 * @example
 * ```ts
 * const text = `${entry.person.description}: ${entry.actions.map((a) => a.description).join(', ')}`;
 * ```
 */
export interface MemoryPersonActions {
  person: MemoryTag;
  actions: MemoryTag[];
}

/**
 * A photo of a received memory.
 *
 * @example
 * ```ts
 * const srcs = memory.photos.map((photo) => photo.url);
 * ```
 */
export interface MemoryPhoto {
  url: string;
  temp_id: string;
}

/**
 * A content warning on a received memory (`desc` on the wire becomes `description`).
 *
 * @example
 * ```ts
 * const first = memory.sensitive_topics[0]?.description;
 * ```
 */
export interface MemoryContentWarning {
  id: number;
  description: string;
}

/**
 * The count of one reaction on a memory.
 *
 * @example
 * ```ts
 * const loves = memory.reactions.find((r) => r.reaction_option_id === ReactionOption.Love)?.reaction_count ?? 0;
 * ```
 */
export interface ReactionCount {
  reaction_option_id: ReactionOption;
  reaction_count: number;
}

/**
 * A memory as received (memory-writing §3, community §3). Lists default to empty, texts to ''.
 * The `_text` companions use the save payload's names and hold the text itself (the wire's
 * `[{ description }]` lists and the names `age_range_text` / `person_action_text` are accepted).
 * Subjects are plain strings, as in the save payload.
 *
 * @example
 * ```ts
 * const heading = memory.is_owner ? 'Your Childhood Memory' : `Childhood Memory by ${memory.author.username}`;
 * ```
 */
export interface Memory {
  hashId: string;
  shareable_link: string;
  /** ISO 8601 date-time. */
  created: string;
  author: { username: string };
  is_owner: boolean;
  title: string;
  description: string;
  pattern_title: string;
  relationship_description: string;
  type: MemoryType;
  privacy: Privacy;
  status: number;
  total_tags: number;
  photos: MemoryPhoto[];
  image_list: string[];
  sensitive_topics: MemoryContentWarning[];
  subjects: string[];
  counts: { comments: number; empathies: number };
  reactions: ReactionCount[];
  age_ranges: MemoryTag[];
  sibling: MemoryTag[];
  risk_factor: MemoryTag[];
  persons_actions: MemoryPersonActions[];
  chronic_adverse_events: MemoryTag[];
  sudden_adverse_events: MemoryTag[];
  feelings: MemoryTag[];
  needs: MemoryTag[];
  thoughts: MemoryTag[];
  impacts: MemoryTag[];
  childhood_effects_emotions: MemoryTag[];
  childhood_effects_health: MemoryTag[];
  childhood_effects_social: MemoryTag[];
  age_ranges_text: string;
  sibling_text: string;
  risk_factor_text: string;
  persons_actions_text: string;
  chronic_adverse_events_text: string;
  sudden_adverse_events_text: string;
  feelings_text: string;
  thoughts_text: string;
  needs_text: string;
  childhood_effects_emotions_text: string;
  childhood_effects_health_text: string;
  childhood_effects_social_text: string;
  /**
   * Ours: the family panel's members. `memorySchema` always sets it ([] when the server sends
   * none, and for anyone but the author); optional so memories built by hand stay valid.
   */
  family_members?: FamilyMember[];
}

/**
 * Where a tag search goes: a tag category, except that People's Actions use their own types
 * (`person_involved` for the person, `person_action` for an action).
 *
 * @example
 * ```ts
 * await client.searchByTag({ tag_type: 'person_action', slug: 'yelling' });
 * ```
 */
export type TagType = Exclude<TagCategory, 'persons_actions'> | 'person_involved' | 'person_action';

/**
 * Filters of a memory list; all optional. `persons_involved` and `person_actions` are tag ids.
 *
 * @example
 * ```ts
 * await client.listMemories({ slug: 'sadness', tag_type: 'feelings', page: 2 });
 * ```
 */
export interface MemoryListFilters {
  page?: number;
  slug?: string;
  tag_type?: TagType;
  persons_involved?: number;
  person_actions?: number[];
  /** The member's home feed selection. */
  home?: boolean;
  /** Whether the reader is signed in (the server may widen what it shows). */
  logged_in?: boolean;
  /** Only memories of this username. */
  user?: string;
}

/**
 * One entry of the feed: a memory, a comment, a private comment or a 'me too'.
 * `key` is unique and stable across pages (use it as the list key).
 *
 * @example
 * ```ts
 * const memories = feed.results.flatMap((item) => (item.data.memory ? [item.data.memory] : []));
 * ```
 */
export interface FeedItem {
  key: string;
  kind: 'memory' | 'comment' | 'private_comment' | 'me_too';
  data: {
    id: number | null;
    shareable_link: string;
    /** The memory, for memory and me-too items. */
    memory: Memory | null;
    comment_id: number | null;
    private_comment_id: number | null;
    content: string | null;
  };
}

/* ───────────── Interaction ───────────── */

/**
 * A comment or private comment, in one shape whatever variant the server sent
 * (`id`/`comment_id`/`private_comment_id`, `content`/`comment_str`/`private_comment_str`, `user`/`commented_by`).
 *
 * @example
 * ```ts
 * const canEdit = comment.is_private || comment.author.username === me.username;
 * ```
 */
export interface Comment {
  id: number;
  content: string;
  author: { username: string };
  /** The memory's shareable link. */
  memory: string;
  /** ISO 8601 date-time. */
  created_at: string;
  is_private: boolean;
  count_empathies: number;
  count_users_given_feedback: number;
  count_traumas: number;
}

/**
 * The signed-in member's interaction with one comment (community §3).
 *
 * @example
 * ```ts
 * const empathized = status.empathy.empathized;
 * ```
 */
export interface CommentStatus {
  comment_id: number;
  empathy: { empathized: boolean; empathy_id: number | null };
  feedback: { feedback_given: boolean };
  trauma: { trauma_acknowledged: boolean; trauma_id: number | null };
}

/**
 * The signed-in member's 'me too' on one tag of a memory, and the tag's count.
 *
 * @example
 * ```ts
 * const resonated = entry.resonated === 1;
 * ```
 */
export interface ResonanceEntry {
  memory_tag_id: number;
  resonated: 0 | 1;
  count_resonances: number;
  resonance_id: number | null;
}

/**
 * The signed-in member's interaction with one memory: what to show as active, and the ids
 * needed to undo it.
 *
 * @example
 * ```ts
 * const empathized = status.empathy_id !== null;
 * ```
 */
export interface InteractionStatus {
  shareable_link: string;
  empathy_id: number | null;
  reaction_id: number | null;
  reaction_option_id: ReactionOption | null;
  save_id: number | null;
  feedback_ids: number[];
  resonances: ResonanceEntry[];
}

/**
 * The feedback form's own model (community §3). The wire sends only the labels (comma-joined)
 * with the memory or comment; see `createFeedback`.
 *
 * @example
 * ```ts
 * const submission: FeedbackSubmission = { positive: ['Brave'], feedbackIds: [], suggestions: '', negative: [], report: false, rating: 'positive' };
 * ```
 */
export interface FeedbackSubmission {
  positive: string[];
  feedbackIds: number[];
  suggestions: string;
  negative: [];
  report: boolean;
  rating: 'positive';
  comment_id?: number;
  userFeedbackId?: number;
}

/**
 * Feedback the signed-in member gave to one memory or comment.
 *
 * @example
 * ```ts
 * const given = userFeedback.feedback_list.flatMap((item) => item.labels);
 * ```
 */
export interface UserFeedback {
  feedback_list: { feedback_id: number; labels: string[]; comment_id: number | null }[];
}

/**
 * The answer to sending or updating feedback: its id (for update and delete) and labels.
 *
 * @example
 * ```ts
 * const { feedback_id } = await client.createFeedback({ labels: ['Brave'], shareable_link });
 * ```
 */
export interface FeedbackResult {
  feedback_id: number;
  labels: string[];
}

/**
 * A report (`POST /guide/`). `metoo` is the reported comment's id, null when reporting the
 * memory; `remark` is sent only for the 'Other' reason.
 *
 * @example
 * ```ts
 * await client.sendReport({ memory: shareable_link, metoo: null, reason: 4, remark: 'Shares a name' });
 * ```
 */
export interface ReportPayload {
  memory: string;
  metoo: number | null;
  reason: number;
  remark?: string;
}

/**
 * A memory the signed-in member voted for.
 *
 * @example
 * ```ts
 * const voted = new Set(votes.map((vote) => vote.shareable_link));
 * ```
 */
export interface Vote {
  shareable_link: string;
  vote_id: number;
}

/**
 * A 'me too' comment: a comment with the title of the memory it answers.
 *
 * @example
 * ```ts
 * const line = `${item.author.username} on “${item.memory_title}”`;
 * ```
 */
export interface MeTooComment extends Comment {
  memory_title: string;
}

/**
 * Whether the signed-in member's memories are connected to this memory (Connect Memories tab).
 *
 * @example
 * ```ts
 * const label = status.connected ? 'Connected' : 'Connect';
 * ```
 */
export interface ConnectStatus {
  shareable_link: string;
  connected: boolean;
  /** Shareable links of the member's memories linked to this one. */
  linked_memories: string[];
}

/* ───────────── Notifications ───────────── */

/**
 * What a notification points at; every field is optional and present only for its event.
 *
 * @example
 * ```ts
 * const title = notification.data.memory_title ?? '';
 * ```
 */
export interface NotificationData {
  memory?: string;
  comment_id?: number;
  saved_memory?: string;
  memory_reacted?: string;
  reaction_option_id?: ReactionOption;
  comment?: string;
  feedback_labels?: string[];
  memory_resonated?: string;
  memory_tag_label?: string;
  memory_description?: string;
  memory_title?: string;
  comment_content?: string;
  content?: string;
}

/**
 * One notification (community §3); `status.is_read` / `status.is_seen` (0 means not yet)
 * become the booleans `is_read` / `is_seen`. Unknown event types are left out of lists.
 *
 * @example
 * ```ts
 * const unread = page.results.filter((n) => !n.is_read).length;
 * ```
 */
export interface Notification {
  id: number;
  event_type: NotificationEvent;
  /** Username of the member who caused it. */
  originator: string;
  created_at: string;
  is_read: boolean;
  is_seen: boolean;
  data: NotificationData;
}

/**
 * A group of similar notifications ("Sam and 3 others empathized…").
 *
 * @example
 * ```ts
 * const who = n.others > 0 ? `${n.last_originator} and ${n.others} others` : n.last_originator;
 * ```
 */
export interface GroupedNotification {
  group: NotificationGroup;
  last_originator: string;
  /** How many other people. */
  others: number;
  description: string;
  memory_title: string;
  shareable_link: string;
  notification_ids: number[];
  feedback_label: string[];
  comment_id: number | null;
  comment_content: string;
  is_read: boolean;
  is_seen: boolean;
  created_at: string;
}

/**
 * 'Me too' on tags of a memory, grouped per member and memory.
 *
 * @example
 * ```ts
 * const labels = n.resonance_labels.slice(0, 3);
 * ```
 */
export interface ResonanceNotification {
  originator: string;
  shareable_link: string;
  resonance_labels: string[];
  notif_ids: number[];
  memory_description: string;
  memory_title: string;
  is_read: boolean;
  is_seen: boolean;
  created_at: string;
}

/**
 * A page of notifications with the member's unseen count (the bell badge).
 *
 * @example
 * ```ts
 * const badge = page.unseen_count;
 * ```
 */
export type NotificationPage<T> = Paged<T> & { unseen_count: number };

/* ───────────── Account and session ───────────── */

/**
 * The host's session state (community §3). `hasOnboarding` defaults to true.
 *
 * @example
 * ```ts
 * const [auth, setAuth] = useState<AuthState>(INITIAL_AUTH_STATE);
 * ```
 */
export interface AuthState {
  isAuthenticated: boolean;
  initialized: boolean;
  hasOnboarding: boolean;
  hasFirstPost: boolean;
}

/**
 * An access token and the refresh token that renews it.
 *
 * @example
 * ```ts
 * const tokens = await client.refreshToken(stored.refresh);
 * ```
 */
export interface AuthTokens {
  access: string;
  refresh: string;
}

/**
 * The signed-in member.
 *
 * @example
 * ```ts
 * const me = await client.getCurrentUser();
 * ```
 */
export interface CurrentUser {
  username: string;
  email: string;
  has_passed_onboarding: boolean;
  has_first_post: boolean;
}

/**
 * What signing up or logging in answers: the tokens and the member.
 *
 * @example
 * ```ts
 * const { access, refresh, user } = await client.logIn({ email, password });
 * ```
 */
export interface AuthSession extends AuthTokens {
  user: CurrentUser;
}

/**
 * The member's Safety Filters, one choice per content warning: a memory carrying a hidden
 * warning is not shown; one whose warnings are all shown opens without a notice; any other
 * warning (the default) shows its memory behind a notice first.
 *
 * @example
 * ```ts
 * const hidden = new Set(prefs.hidden_content_warning_ids);
 * ```
 */
export interface SafetyPreferences {
  hidden_content_warning_ids: number[];
  shown_content_warning_ids: number[];
}

/**
 * What `updateSafetyPreferences` sends: a list left out stays as it was on the server.
 *
 * @example
 * ```ts
 * const update: SafetyPreferencesUpdate = { hidden_content_warning_ids: [3], shown_content_warning_ids: [1] };
 * ```
 */
export interface SafetyPreferencesUpdate {
  hidden_content_warning_ids: number[];
  shown_content_warning_ids?: number[];
}

/**
 * A message to support (the specification does not show its fields; these are ours).
 *
 * @example
 * ```ts
 * await client.contactSupport({ subject: 'Photo upload', message: 'It stops at half way.' });
 * ```
 */
export interface SupportMessage {
  subject: string;
  message: string;
  /** A reply address other than the account's. */
  email?: string;
}

/* ───────────── Request bodies and queries ───────────── */

/**
 * Body of `POST /api/v1/comments/create/`.
 *
 * @example
 * ```ts
 * const body: CommentCreatePayload = { shareable_link: 'abc', content: 'Thank you for sharing this.' };
 * ```
 */
export interface CommentCreatePayload {
  shareable_link: string;
  content: string;
}

/**
 * Body of `POST /api/v1/comments/create/private/`.
 *
 * @example
 * ```ts
 * const body: PrivateCommentCreatePayload = { shareable_link: 'abc', comment_content: 'Only for you.' };
 * ```
 */
export interface PrivateCommentCreatePayload {
  shareable_link: string;
  comment_content: string;
}

/**
 * Body of `POST /api/v1/comments/{id}/update/`: the content and every tag list, empty.
 *
 * @example
 * ```ts
 * const body: CommentUpdatePayload = { content: 'Edited.', age_ranges: [], sibling: [], … };
 * ```
 */
export type CommentUpdatePayload = { content: string } & Record<TagCategory, unknown[]>;

/**
 * Body of `POST /api/v1/comments/update/private/`.
 *
 * @example
 * ```ts
 * const body: PrivateCommentUpdatePayload = { private_comment_id: 3, comment_content: 'Edited.' };
 * ```
 */
export interface PrivateCommentUpdatePayload {
  private_comment_id: number;
  comment_content: string;
}

/**
 * Body of `POST /api/v1/empathy/new/`: `comment_id` is '' for the memory itself.
 *
 * @example
 * ```ts
 * const body: EmpathyCreatePayload = { shareable_link: 'abc', comment_id: '' };
 * ```
 */
export interface EmpathyCreatePayload {
  shareable_link: string;
  comment_id: number | '';
}

/**
 * Body of `POST /api/v1/trauma/new/`.
 *
 * @example
 * ```ts
 * const body: TraumaCreatePayload = { shareable_link: 'abc', comment_id: 7 };
 * ```
 */
export interface TraumaCreatePayload {
  shareable_link: string;
  comment_id: number;
}

/**
 * Body of `POST /password/change/validate/2`.
 *
 * @example
 * ```ts
 * const body: PasswordChange = { new_password: 'a long phrase', confirm_new_password: 'a long phrase' };
 * ```
 */
export interface PasswordChange {
  new_password: string;
  confirm_new_password: string;
}

/**
 * Body of `POST /user/reset-password`.
 *
 * @example
 * ```ts
 * const body: PasswordReset = { token: 't0k3n', new_password: 'a long phrase', confirm_new_password: 'a long phrase' };
 * ```
 */
export interface PasswordReset extends PasswordChange {
  token: string;
}

/**
 * Body of `POST /user/signup`.
 *
 * @example
 * ```ts
 * const body: SignUpPayload = { username: 'sam', email: 'sam@example.org', password: 'a long phrase' };
 * ```
 */
export interface SignUpPayload {
  username: string;
  email: string;
  password: string;
}

/**
 * Body of `POST /user/login`.
 *
 * @example
 * ```ts
 * const body: LogInPayload = { email: 'sam@example.org', password: 'a long phrase' };
 * ```
 */
export interface LogInPayload {
  email: string;
  password: string;
}

/**
 * The memory-list query as a server reads it (parsed from the URL's strings).
 *
 * @example
 * ```ts
 * const query: MemoryListQuery = { slug: 'sadness', tag_type: 'feelings', page: 2 };
 * ```
 */
export interface MemoryListQuery {
  page?: number | undefined;
  slug?: string | undefined;
  tag_type?: string | undefined;
  persons_involved?: number | undefined;
  person_actions?: number[] | undefined;
  home?: boolean | undefined;
  logged_in?: boolean | undefined;
  user?: string | undefined;
}
