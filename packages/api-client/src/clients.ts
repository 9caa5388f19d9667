import type { MemoryType, Privacy, ReactionOption, ReportType, TagOptionList } from './constants.ts';
import type {
  AuthSession,
  AuthTokens,
  Comment,
  CommentStatus,
  ConnectStatus,
  ContentWarningOption,
  CurrentUser,
  FeedbackOption,
  FeedbackResult,
  FeedItem,
  GroupedNotification,
  InteractionStatus,
  Memory,
  MemoryListFilters,
  MemorySavePayload,
  MeTooComment,
  ModerationActionPayload,
  ModerationLogEntry,
  ModerationQueueItem,
  ModerationQueueSort,
  Notification,
  NotificationPage,
  Paged,
  ReactionOptionInfo,
  ReportPayload,
  ReportReason,
  ResonanceNotification,
  ReviewRequestPayload,
  SafetyPreferences,
  SafetyPreferencesUpdate,
  SupportMessage,
  TagOption,
  TagType,
  TempPhoto,
  UploadedPhoto,
  UserFeedback,
  Vote,
} from './types.ts';
import type {
  CreateMemoryOptions,
  EmpathyResult,
  FeedbackInput,
  FeedbackTarget,
  PageParams,
  ReactionResult,
  RequestOptions,
  ResonanceResult,
  SaveMemoryOptions,
  UploadPhotoOptions,
} from './client-options.ts';

export type {
  CreateMemoryOptions,
  EmpathyResult,
  FeedbackInput,
  FeedbackTarget,
  PageParams,
  ReactionResult,
  RequestOptions,
  ResonanceResult,
  SaveMemoryOptions,
  UploadPhotoOptions,
} from './client-options.ts';

/**
 * What the memory editor (create/edit screen) calls.
 *
 * @example
 * ```ts
 * const editorClient: MemoryEditorClient = createHttpClient({ baseUrl, getAccessToken });
 * ```
 */
export interface MemoryEditorClient {
  /** `POST /memories/memories-list/`; succeeds only on 201. Empty `_text` fields are left out, subjects trimmed. */
  createMemory(payload: MemorySavePayload, options?: CreateMemoryOptions): Promise<Memory>;
  /** `PUT /memories/api/v1/memories/{hashId}/get-details`; succeeds only on 202. */
  updateMemory(hashId: string, payload: MemorySavePayload, options?: SaveMemoryOptions): Promise<Memory>;
  getMemory(hashId: string, options?: RequestOptions): Promise<Memory>;
  /**
   * Deletes the member's own memory with its photos (204). The editor deletes the memory its
   * tagging created when the member cancels or deletes the draft before posting.
   */
  deleteMemory(hashId: string, options?: RequestOptions): Promise<void>;
  /** The privacy the member used last, to prefill a new memory. */
  getLastPrivacy(options?: RequestOptions): Promise<Privacy>;
  /** Content warning options, sorted by `ui_sort_order`. */
  listContentWarnings(options?: RequestOptions): Promise<ContentWarningOption[]>;
  /** Hashtag suggestions for `q` (the word typed, with its `#`). */
  autocompleteHashtags(q: string, options?: RequestOptions): Promise<string[]>;
  /**
   * Multipart upload (field `image`) with credentials; progress from 0 to 1; an `error` or
   * `detail` answer rejects with its text in `detail`, the sentence to show the member (the
   * reference server refuses a video whose location it cannot remove, saying so).
   */
  uploadPhoto(file: Blob, options?: UploadPhotoOptions): Promise<UploadedPhoto>;
  deleteTempPhoto(tempId: string, options?: RequestOptions): Promise<void>;
  listTempPhotos(options?: RequestOptions): Promise<TempPhoto[]>;
}

/**
 * What the tagging wizard calls: the options of each category (by memory type where the
 * specification says so) and the saves made on each tag change.
 *
 * @example
 * ```ts
 * const feelings = await client.listTagOptions('feelings', MemoryType.Unhappy);
 * ```
 */
export interface TagWizardClient {
  /**
   * The options of one tag list (memory-writing §5): for the memory type `memoryType`, except
   * age ranges and persons, which every type shares. Social options carry `optionType` (School,
   * Adolescence or Other).
   */
  listTagOptions(list: TagOptionList, memoryType: MemoryType, options?: RequestOptions): Promise<TagOption[]>;
  getMemory(hashId: string, options?: RequestOptions): Promise<Memory>;
  createMemory(payload: MemorySavePayload, options?: CreateMemoryOptions): Promise<Memory>;
  updateMemory(hashId: string, payload: MemorySavePayload, options?: SaveMemoryOptions): Promise<Memory>;
  /** Hashtag suggestions for `q` in the 'Add more details' texts. */
  autocompleteHashtags(q: string, options?: RequestOptions): Promise<string[]>;
}

/**
 * What the memory modal calls: reading, comments, empathy, reactions, praise, resonance,
 * saves, reports, votes and connections.
 *
 * @example
 * ```ts
 * const memory = await client.getMemoryByLink(shareableLink);
 * ```
 */
export interface MemoryModalClient {
  getMemory(hashId: string, options?: RequestOptions): Promise<Memory>;
  getMemoryByLink(shareableLink: string, options?: RequestOptions): Promise<Memory>;
  deleteMemory(hashId: string, options?: RequestOptions): Promise<void>;
  getInteractionStatus(shareableLink: string, options?: RequestOptions): Promise<InteractionStatus>;
  listComments(
    params: { shareable_link: string } & PageParams,
    options?: RequestOptions,
  ): Promise<Paged<Comment>>;
  getCommentStatus(commentId: number, options?: RequestOptions): Promise<CommentStatus>;
  createComment(
    body: { shareable_link: string; content: string },
    options?: RequestOptions,
  ): Promise<Comment>;
  createPrivateComment(
    body: { shareable_link: string; comment_content: string },
    options?: RequestOptions,
  ): Promise<Comment>;
  /** Sends `content` with every tag list empty, as the specification does. */
  updateComment(commentId: number, body: { content: string }, options?: RequestOptions): Promise<Comment>;
  updatePrivateComment(
    body: { private_comment_id: number; comment_content: string },
    options?: RequestOptions,
  ): Promise<Comment>;
  deleteComment(commentId: number, options?: RequestOptions): Promise<void>;
  deletePrivateComment(privateCommentId: number, options?: RequestOptions): Promise<void>;
  hideComment(commentId: number, options?: RequestOptions): Promise<void>;
  /** Empathy on the memory (no `comment_id`) or on one of its comments. */
  createEmpathy(
    body: { shareable_link: string; comment_id?: number },
    options?: RequestOptions,
  ): Promise<EmpathyResult>;
  deleteEmpathy(empathyId: number, options?: RequestOptions): Promise<void>;
  createTrauma(
    body: { shareable_link: string; comment_id: number },
    options?: RequestOptions,
  ): Promise<{ trauma_id: number }>;
  deleteTrauma(traumaId: number, options?: RequestOptions): Promise<void>;
  createSave(shareableLink: string, options?: RequestOptions): Promise<{ save_id: number }>;
  deleteSave(saveId: number, options?: RequestOptions): Promise<void>;
  createReaction(
    query: { shareable_link: string; reaction_option_id: ReactionOption },
    options?: RequestOptions,
  ): Promise<ReactionResult>;
  updateReaction(
    query: { reaction_id: number; reaction_option_id: ReactionOption },
    options?: RequestOptions,
  ): Promise<ReactionResult>;
  deleteReaction(reactionId: number, options?: RequestOptions): Promise<void>;
  createResonance(
    query: { memory_tag_id: number; shareable_link: string },
    options?: RequestOptions,
  ): Promise<ResonanceResult>;
  deleteResonance(resonanceId: number, options?: RequestOptions): Promise<void>;
  createFeedback(input: FeedbackInput, options?: RequestOptions): Promise<FeedbackResult>;
  updateFeedback(
    input: { labels: string[]; shareable_link: string; feedback_id: number },
    options?: RequestOptions,
  ): Promise<FeedbackResult>;
  deleteFeedback(feedbackId: number, options?: RequestOptions): Promise<void>;
  getUserFeedback(target: FeedbackTarget, options?: RequestOptions): Promise<UserFeedback>;
  listFeedbackOptions(options?: RequestOptions): Promise<FeedbackOption[]>;
  listReactionOptions(options?: RequestOptions): Promise<ReactionOptionInfo[]>;
  listReportReasons(type: ReportType, options?: RequestOptions): Promise<ReportReason[]>;
  /** `POST /guide/`; `remark` is sent only when given (the 'Other' reason). */
  sendReport(payload: ReportPayload, options?: RequestOptions): Promise<void>;
  listVotes(options?: RequestOptions): Promise<Vote[]>;
  listMeTooComments(
    params?: { shareable_link?: string } & PageParams,
    options?: RequestOptions,
  ): Promise<Paged<MeTooComment>>;
  getConnectStatus(shareableLink: string, options?: RequestOptions): Promise<ConnectStatus>;
  /**
   * Ours: the writer asks moderators to look again at their hidden memory (`comment: null`) or
   * comment; one open request per item (a second answers 409).
   */
  requestReview(payload: ReviewRequestPayload, options?: RequestOptions): Promise<void>;
}

/**
 * Ours: what a moderation page calls (moderators only; the server answers 403 to anyone else).
 *
 * @example
 * ```ts
 * const queue = await client.listModerationQueue({ sort: 'most_reported' });
 * await client.moderate({ action: 'hide', memory: queue.results[0].memory.shareable_link, comment: null, reason: 'hurtful' });
 * ```
 */
export interface ModerationClient {
  /** Open reports and review requests, grouped by memory or comment; 20 per page. */
  listModerationQueue(
    params?: { sort?: ModerationQueueSort } & PageParams,
    options?: RequestOptions,
  ): Promise<Paged<ModerationQueueItem>>;
  /** Hides, restores, or dismisses the reports of an item; answers the audit log entry. */
  moderate(payload: ModerationActionPayload, options?: RequestOptions): Promise<ModerationLogEntry>;
  /** The audit log, newest first; 20 per page. */
  listModerationLog(params?: PageParams, options?: RequestOptions): Promise<Paged<ModerationLogEntry>>;
}

/**
 * What the notification bell calls.
 *
 * @example
 * ```ts
 * const { results, unseen_count } = await client.listGroupedNotifications({ page: 1 });
 * ```
 */
export interface NotificationsBellClient {
  listNotifications(params?: PageParams, options?: RequestOptions): Promise<NotificationPage<Notification>>;
  listGroupedNotifications(
    params?: PageParams,
    options?: RequestOptions,
  ): Promise<NotificationPage<GroupedNotification>>;
  listResonanceNotifications(
    params?: PageParams,
    options?: RequestOptions,
  ): Promise<NotificationPage<ResonanceNotification>>;
  getUnseenNotificationCount(options?: RequestOptions): Promise<number>;
  /** Opening the bell: everything becomes seen and the badge 0. */
  markAllNotificationsSeen(options?: RequestOptions): Promise<void>;
  /** Clicking a notification: its ids (one, a group's `notification_ids`, or a resonance entry's `notif_ids`) become read. */
  markNotificationsRead(notificationIds: number[], options?: RequestOptions): Promise<void>;
  /**
   * 'Mark all as read' (ours): every notification of the member becomes read (and seen), up to
   * `up_to`, the newest notification id the member was shown, so one that arrived meanwhile stays unread.
   */
  markAllNotificationsRead(params?: { up_to?: number }, options?: RequestOptions): Promise<void>;
}

/**
 * What a host's session handling calls: sign up, log in and out, token refresh and check.
 *
 * @example
 * ```ts
 * try { await client.verifyToken(access); } catch { tokens = await client.refreshToken(refresh); }
 * ```
 */
export interface AuthClient {
  signUp(
    body: { username: string; email: string; password: string },
    options?: RequestOptions,
  ): Promise<AuthSession>;
  logIn(body: { email: string; password: string }, options?: RequestOptions): Promise<AuthSession>;
  /** `POST /logout` with credentials, so the server can clear its cookies. */
  logOut(options?: RequestOptions): Promise<void>;
  /** A new access token; the refresh token is the rotated one when the server sent one, else the one given. */
  refreshToken(refresh: string, options?: RequestOptions): Promise<AuthTokens>;
  /** Resolves when the token is valid (200); rejects with code `unauthorized` on 401. */
  verifyToken(token: string, options?: RequestOptions): Promise<void>;
  forgotPassword(email: string, options?: RequestOptions): Promise<void>;
  resetPassword(
    body: { token: string; new_password: string; confirm_new_password: string },
    options?: RequestOptions,
  ): Promise<void>;
  getCurrentUser(options?: RequestOptions): Promise<CurrentUser>;
  setOnboardingStatus(hasPassedOnboarding: boolean, options?: RequestOptions): Promise<void>;
}

/**
 * What account and settings screens call.
 *
 * @example
 * ```ts
 * await client.verifyPassword(password);
 * await client.deleteAccount(password);
 * ```
 */
export interface AccountClient {
  getCurrentUser(options?: RequestOptions): Promise<CurrentUser>;
  verifyPassword(password: string, options?: RequestOptions): Promise<void>;
  deleteAccount(password: string, options?: RequestOptions): Promise<void>;
  changeEmail(newEmail: string, options?: RequestOptions): Promise<void>;
  validateEmailChange(body: { code: string; new_email: string }, options?: RequestOptions): Promise<void>;
  changePassword(
    body: { new_password: string; confirm_new_password: string },
    options?: RequestOptions,
  ): Promise<void>;
  contactSupport(message: SupportMessage, options?: RequestOptions): Promise<void>;
  getSafetyPreferences(options?: RequestOptions): Promise<SafetyPreferences>;
  /** Saves the Safety Filters; a list left out stays as it was. */
  updateSafetyPreferences(
    preferences: SafetyPreferencesUpdate,
    options?: RequestOptions,
  ): Promise<SafetyPreferences>;
  listContentWarnings(options?: RequestOptions): Promise<ContentWarningOption[]>;
}

/**
 * What feeds, memory lists, searches and the hashtag autocomplete call.
 *
 * @example
 * ```ts
 * const page = await client.searchByHashtag({ tag: 'Summer', page: 1 });
 * ```
 */
export interface SearchClient {
  /** The persons a search can filter by (`persons_involved`), for the memory type. */
  listPersonsInvolved(memoryType: MemoryType, options?: RequestOptions): Promise<TagOption[]>;
  getFeed(params?: PageParams, options?: RequestOptions): Promise<Paged<FeedItem>>;
  listMemories(filters?: MemoryListFilters, options?: RequestOptions): Promise<Paged<Memory>>;
  /** `tag` without its `#`. */
  searchByHashtag(params: { tag: string } & PageParams, options?: RequestOptions): Promise<Paged<Memory>>;
  searchByTag(
    params: { tag_type: TagType; slug: string } & PageParams,
    options?: RequestOptions,
  ): Promise<Paged<Memory>>;
  searchByUser(params: { username: string } & PageParams, options?: RequestOptions): Promise<Paged<Memory>>;
  autocompleteHashtags(q: string, options?: RequestOptions): Promise<string[]>;
}

/**
 * The crisis resources widget needs no client: its hotlines are static content that must show
 * even when the API is down or the reader is offline, so it never waits for a network.
 * The type exists so every widget has a client interface; any object satisfies it.
 *
 * @example
 * ```ts
 * const none: CrisisResourcesClient = {};
 * ```
 */
export type CrisisResourcesClient = Record<never, never>;

/**
 * The quiz help panel needs no client: the quiz is anonymous and keeps no data, and its help
 * and safety content is static, so it works with no client, no provider and no network.
 *
 * @example
 * ```ts
 * const none: QuizHelpClient = {};
 * ```
 */
export type QuizHelpClient = Record<never, never>;

/**
 * The whole API: every widget's interface at once. `createHttpClient` returns one; a partner
 * with their own backend may implement only the interface of the widget they embed.
 *
 * @example
 * ```ts
 * const client: ApiClient = createHttpClient({ baseUrl, getAccessToken });
 * ```
 */
export type ApiClient = MemoryEditorClient &
  TagWizardClient &
  MemoryModalClient &
  NotificationsBellClient &
  ModerationClient &
  AuthClient &
  AccountClient &
  SearchClient &
  CrisisResourcesClient &
  QuizHelpClient;
