export { createHttpClient } from './http-client.ts';
export type { HttpClient } from './http-client.ts';
export type { HttpClientConfig } from './transport.ts';

export type {
  AccountClient,
  ApiClient,
  AuthClient,
  CreateMemoryOptions,
  CrisisResourcesClient,
  EmpathyResult,
  FeedbackInput,
  FeedbackTarget,
  MemoryEditorClient,
  MemoryModalClient,
  ModerationClient,
  NotificationsBellClient,
  PageParams,
  QuizHelpClient,
  ReactionResult,
  RequestOptions,
  ResonanceResult,
  SaveMemoryOptions,
  SearchClient,
  TagWizardClient,
  UploadPhotoOptions,
} from './clients.ts';

export { ApiError, isApiError, NOT_FOUND_TEXTS } from './errors.ts';
export type { ApiErrorCode, ApiErrorInit } from './errors.ts';

export { buildPath, endpoints } from './endpoints.ts';
export { TAG_OPTION_ENDPOINTS } from './endpoints/reference.ts';
export type { EndpointAuth, EndpointDefinition, EndpointKey, HttpMethod, PathParams } from './endpoints.ts';
export { endpointSchemas } from './endpoint-schemas.ts';
export type { EndpointAnswer, EndpointSchemas } from './endpoint-schemas.ts';

export {
  COMMENT_MAX,
  CUSTOM_TAG_MAX,
  DEFAULT_MEMORY_TYPE,
  DEFAULT_PRIVACY,
  DESCRIPTION_MAX,
  DETAILS_TEXT_MAX,
  FAMILY_MEMBER_NAME_MAX,
  FAMILY_MEMBERS_MAX,
  FAMILY_RELATIONS,
  FEEDBACK_LABELS_MAX,
  FIRST_PAGE,
  ID_MAX,
  INITIAL_AUTH_STATE,
  MEMORY_STATUS,
  MemoryType,
  MODERATION_NOTE_MAX,
  MODERATION_PAGE_SIZE,
  ModerationAction,
  ModerationOutcome,
  ModerationReason,
  NotificationEvent,
  NotificationGroup,
  OptionType,
  PAGE_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PATTERN_TITLE_MAX,
  PHOTO_BYTES_MAX,
  PHOTOS_MAX,
  Privacy,
  ReactionOption,
  RELATIONSHIP_DESCRIPTION_MAX,
  REPORT_REMARK_MAX,
  REPORTS_PER_HOUR,
  ReportType,
  REVIEW_REQUEST_MAX,
  SUBJECT_MAX,
  SUBJECTS_MAX,
  SUBJECTS_SHOWN_MAX,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_SUBJECT_MAX,
  TAG_CATEGORIES,
  TAG_LIST_QUERY,
  TAG_LIST_SOURCES,
  TAG_LISTS,
  TAG_OPTION_LISTS,
  TAG_QUESTIONS,
  TAG_SELECTION_MAX,
  TAG_TEXT_FIELDS,
  TAG_TYPES,
  tagSearchOptionLists,
  TITLE_MAX,
  UNTYPED_TAG_OPTION_LISTS,
  USERNAME_MAX,
  VIDEO_BYTES_MAX,
} from './constants.ts';
export type {
  TagCategory,
  TagListField,
  TagListRow,
  TagOptionList,
  TagQuestion,
  TagQuestionKey,
  TagTextField,
} from './constants.ts';
export { emptySavePayload, saveMemory, savePayloadFromMemory } from './save-payload.ts';
export { subjectKey, uniqueSubjects } from './subjects.ts';
export {
  ageRefFromSelection,
  isSameTag,
  ownWordsSelection,
  selectionFromAgeRef,
  selectionFromOption,
  selectionFromTagRef,
  selectionId,
  tagRefFromSelection,
  type TagSelection,
} from './tag-selection.ts';
export {
  canReadMemoryByHashId,
  canReadMemoryByLink,
  isMemoryInFeed,
  isMemoryListed,
  MEMORY_AUDIENCES,
  memoryAudience,
  type AudienceFacts,
  type MemoryAudience,
  type PrivacyFacts,
} from './privacy.ts';
export { memoryListedAt, memoryPostedAt, type PostingFacts } from './posting.ts';
export type { MemorySave } from './save-payload.ts';
export {
  extractHashtags,
  hashtagFromLabel,
  hashtagsOfMemory,
  splitHashtags,
  tagSlug,
  type TextSegment,
} from './hashtags.ts';
export {
  memoryTagKey,
  memoryTagOptionIds,
  resolveMemoryTags,
  type KnownTagOption,
  type MemoryTagCategory,
  type MemoryTagsResolution,
  type ResolvedMemoryTag,
} from './memory-tags.ts';
export { newPasswordProblem } from './passwords.ts';
export { canonicalPraiseLabels } from './praise.ts';
export { coverMode, type CoverMode } from './safety.ts';
export { newIdempotencyKey } from './idempotency.ts';

export type {
  AgeRangeRef,
  AuthSession,
  AuthState,
  AuthTokens,
  Comment,
  CommentCreatePayload,
  CommentStatus,
  CommentUpdatePayload,
  ConnectStatus,
  ContentWarningOption,
  CurrentUser,
  EmpathyCreatePayload,
  FeedbackOption,
  FeedbackResult,
  FeedbackSubmission,
  FeedItem,
  GroupedNotification,
  InteractionStatus,
  LogInPayload,
  FamilyMember,
  FamilyRelation,
  Memory,
  MemoryContentWarning,
  MemoryListFilters,
  MemoryListQuery,
  MemoryPersonActions,
  MemoryPhoto,
  MemorySavePayload,
  MemoryTag,
  MemoryTagLists,
  MeTooComment,
  ModerationActionPayload,
  ModerationLogEntry,
  ModerationQueueComment,
  ModerationQueueItem,
  ModerationQueueMemory,
  ModerationQueueSort,
  ModerationReasonCount,
  ModerationState,
  Notification,
  NotificationData,
  NotificationPage,
  Paged,
  PagedAnswer,
  PasswordChange,
  PasswordReset,
  PersonActionsRef,
  PrivateCommentCreatePayload,
  PrivateCommentUpdatePayload,
  ReactionCount,
  ReactionOptionInfo,
  ReportPayload,
  ReportReason,
  ResonanceEntry,
  ResonanceNotification,
  ReviewRequestPayload,
  SafetyPreferences,
  SafetyPreferencesUpdate,
  SavePayloadTags,
  SignUpPayload,
  SupportMessage,
  TagOption,
  TagRef,
  TagType,
  TempPhoto,
  TraumaCreatePayload,
  UploadedPhoto,
  UserFeedback,
  Vote,
} from './types.ts';

export type { ApiSchema } from './schemas/common.ts';
export {
  memoryTypeSchema,
  pagedSchema,
  pageQuerySchema,
  privacySchema,
  reactionOptionSchema,
} from './schemas/common.ts';
export * from './schemas/memory.ts';
export * from './schemas/memory-lists.ts';
export { memorySavePayloadSchema, normalizeMemorySavePayload } from './schemas/memory-save.ts';
export * from './schemas/photos.ts';
export * from './schemas/reference.ts';
export {
  commentCreatePayloadSchema,
  commentListQuerySchema,
  commentPageSchema,
  commentSchema,
  commentStatusSchema,
  commentUpdatePayloadSchema,
  meTooCommentPageSchema,
  meTooCommentQuerySchema,
  meTooCommentSchema,
  privateCommentCreatePayloadSchema,
  privateCommentDeleteQuerySchema,
  privateCommentUpdatePayloadSchema,
} from './schemas/comments.ts';
export * from './schemas/interaction.ts';
export * from './schemas/feedback.ts';
export * from './schemas/notifications.ts';
export * from './schemas/account.ts';
export * from './schemas/moderation.ts';
