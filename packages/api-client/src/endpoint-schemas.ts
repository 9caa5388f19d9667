import * as z from 'zod/mini';

import type { EndpointKey } from './endpoints.ts';
import {
  changeEmailPayloadSchema,
  changePasswordPayloadSchema,
  currentUserSchema,
  forgotPasswordPayloadSchema,
  logInPayloadSchema,
  logOutPayloadSchema,
  onboardingStatusPayloadSchema,
  passwordPayloadSchema,
  refreshedTokensSchema,
  refreshTokenPayloadSchema,
  resetPasswordPayloadSchema,
  safetyPreferencesSchema,
  safetyPreferencesUpdateSchema,
  signUpPayloadSchema,
  supportMessagePayloadSchema,
  validateEmailChangePayloadSchema,
  verifyTokenPayloadSchema,
  authSessionSchema,
} from './schemas/account.ts';
import {
  type ApiSchema,
  nonEmptyTextSchema,
  pageQuerySchema,
  queryIdSchema,
  tagTypeSchema,
} from './schemas/common.ts';
import type { TagType } from './types.ts';
import {
  commentCreatePayloadSchema,
  commentListQuerySchema,
  commentPageSchema,
  commentSchema,
  commentStatusSchema,
  commentUpdatePayloadSchema,
  meTooCommentPageSchema,
  meTooCommentQuerySchema,
  privateCommentCreatePayloadSchema,
  privateCommentDeleteQuerySchema,
  privateCommentUpdatePayloadSchema,
} from './schemas/comments.ts';
import {
  connectStatusQuerySchema,
  connectStatusSchema,
  empathyCreatedSchema,
  empathyCreatePayloadSchema,
  empathyDeletePayloadSchema,
  interactionStatusSchema,
  reactionCreateQuerySchema,
  reactionDeleteQuerySchema,
  reactionSchema,
  reactionUpdateQuerySchema,
  reportPayloadSchema,
  resonanceCreateQuerySchema,
  resonanceDeleteQuerySchema,
  resonanceSchema,
  saveCreatedSchema,
  saveCreatePayloadSchema,
  saveDeleteQuerySchema,
  traumaCreatedSchema,
  traumaCreatePayloadSchema,
  traumaDeletePayloadSchema,
  voteListSchema,
} from './schemas/interaction.ts';
import {
  feedbackCreateQuerySchema,
  feedbackDeleteQuerySchema,
  feedbackResultSchema,
  feedbackUpdateQuerySchema,
  userFeedbackQuerySchema,
  userFeedbackSchema,
} from './schemas/feedback.ts';
import {
  autocompleteQuerySchema,
  autocompleteSchema,
  lastPrivacySchema,
  memoryListQuerySchema,
  memorySchema,
} from './schemas/memory.ts';
import { feedPageSchema, memoryPageSchema } from './schemas/memory-lists.ts';
import { memorySavePayloadSchema, memorySaveQuerySchema } from './schemas/memory-save.ts';
import { tempPhotoListSchema, tempPhotoQuerySchema, uploadedPhotoSchema } from './schemas/photos.ts';
import {
  groupedNotificationPageSchema,
  markAllNotificationsReadPayloadSchema,
  markNotificationsReadPayloadSchema,
  notificationPageSchema,
  resonanceNotificationPageSchema,
  unseenCountSchema,
} from './schemas/notifications.ts';
import {
  moderationActionPayloadSchema,
  moderationLogEntrySchema,
  moderationLogPageSchema,
  moderationQueuePageSchema,
  moderationQueueQuerySchema,
  reviewRequestPayloadSchema,
} from './schemas/moderation.ts';
import {
  contentWarningOptionListSchema,
  feedbackOptionListSchema,
  reactionOptionListSchema,
  reportReasonListSchema,
  reportReasonsQuerySchema,
  tagListByTypeQuerySchema,
  tagListQuerySchema,
  tagOptionListSchema,
} from './schemas/reference.ts';

/**
 * The schemas of one endpoint: what its path parameters, query string and JSON body must
 * satisfy, and the shape of a successful answer (null when the answer carries nothing to
 * read). The photo upload's body is multipart (one field, `image`), so it has no body schema.
 *
 * @example
 * ```ts
 * const { params, body } = endpointSchemas.updateComment;
 * ```
 */
export interface EndpointSchemas {
  params: z.ZodMiniType | null;
  query: z.ZodMiniType | null;
  body: z.ZodMiniType | null;
  response: z.ZodMiniType | null;
}

/**
 * The raw answer body of an endpoint as a server sends it (the input of its response schema,
 * before the client's normalisation); `null` for an endpoint whose answer carries nothing to read.
 * Both backends' handlers are checked against it.
 *
 * @example
 * ```ts
 * const answer: EndpointAnswer<'getLastPrivacy'> = { privacy: 0 };
 * ```
 */
export type EndpointAnswer<K extends EndpointKey> = (typeof endpointSchemas)[K]['response'] extends infer S
  ? S extends z.ZodMiniType
    ? z.input<S>
    : null
  : never;

/* Path parameters arrive as strings: ids are bounded like query ids, texts refuse U+0000. */
const hashIdParams: ApiSchema<{ hashId: string }> = z.object({ hashId: nonEmptyTextSchema });
const shareableLinkParams: ApiSchema<{ shareable_link: string }> = z.object({
  shareable_link: nonEmptyTextSchema,
});
const hashtagParams: ApiSchema<{ tag: string }> = z.object({ tag: nonEmptyTextSchema });
const tagParams: ApiSchema<{ tag_type: TagType; slug: string }> = z.object({
  tag_type: tagTypeSchema,
  slug: nonEmptyTextSchema,
});
const usernameParams: ApiSchema<{ username: string }> = z.object({ username: nonEmptyTextSchema });
const commentIdParams: ApiSchema<{ id: number }> = z.object({ id: queryIdSchema });

const tagListByType = {
  params: null,
  query: tagListByTypeQuerySchema,
  body: null,
  response: tagOptionListSchema,
} as const;

/**
 * The request and answer schemas of every endpoint, keyed like {@link endpoints}. The client
 * checks what it sends and parses what it receives with them; a server validates path
 * parameters, queries and bodies and documents answers with the same objects
 * (`z.toJSONSchema(schema, { io: 'input' })`).
 *
 * @example
 * ```ts
 * app.post(endpoints.createComment.path, async (c) => {
 *   const body = endpointSchemas.createComment.body.safeParse(await c.req.json());
 *   if (!body.success) return c.json({ detail: 'Please check the comment.' }, 400);
 * });
 * ```
 */
export const endpointSchemas = {
  autocompleteHashtags: {
    params: null,
    query: autocompleteQuerySchema,
    body: null,
    response: autocompleteSchema,
  },
  createMemory: {
    params: null,
    query: memorySaveQuerySchema,
    body: memorySavePayloadSchema,
    response: memorySchema,
  },
  updateMemory: {
    params: hashIdParams,
    query: memorySaveQuerySchema,
    body: memorySavePayloadSchema,
    response: memorySchema,
  },
  getMemory: { params: hashIdParams, query: null, body: null, response: memorySchema },
  deleteMemory: { params: hashIdParams, query: null, body: null, response: null },
  getMemoryByLink: { params: shareableLinkParams, query: null, body: null, response: memorySchema },
  getLastPrivacy: { params: null, query: null, body: null, response: lastPrivacySchema },
  uploadPhoto: { params: null, query: null, body: null, response: uploadedPhotoSchema },
  deleteTempPhoto: { params: null, query: tempPhotoQuerySchema, body: null, response: null },
  listTempPhotos: { params: null, query: null, body: null, response: tempPhotoListSchema },

  listAgeRanges: { params: null, query: tagListQuerySchema, body: null, response: tagOptionListSchema },
  listPersons: { params: null, query: tagListQuerySchema, body: null, response: tagOptionListSchema },
  listPersonActions: tagListByType,
  listPersonsInvolved: tagListByType,
  listSiblings: tagListByType,
  listRiskFactors: tagListByType,
  listChronicEvents: tagListByType,
  listSuddenEvents: tagListByType,
  listFeelings: tagListByType,
  listNeeds: tagListByType,
  listThoughts: tagListByType,
  listEmotions: tagListByType,
  listHealthEffects: tagListByType,
  listSocialEffects: tagListByType,
  listContentWarnings: { params: null, query: null, body: null, response: contentWarningOptionListSchema },
  listReactionOptions: { params: null, query: null, body: null, response: reactionOptionListSchema },
  listFeedbackOptions: { params: null, query: null, body: null, response: feedbackOptionListSchema },
  listReportReasons: {
    params: null,
    query: reportReasonsQuerySchema,
    body: null,
    response: reportReasonListSchema,
  },

  getFeed: { params: null, query: pageQuerySchema, body: null, response: feedPageSchema },
  listMemories: { params: null, query: memoryListQuerySchema, body: null, response: memoryPageSchema },
  searchByHashtag: { params: hashtagParams, query: pageQuerySchema, body: null, response: memoryPageSchema },
  searchByTag: { params: tagParams, query: pageQuerySchema, body: null, response: memoryPageSchema },
  searchByUser: { params: usernameParams, query: pageQuerySchema, body: null, response: memoryPageSchema },

  getInteractionStatus: {
    params: shareableLinkParams,
    query: null,
    body: null,
    response: interactionStatusSchema,
  },
  createResonance: { params: null, query: resonanceCreateQuerySchema, body: null, response: resonanceSchema },
  deleteResonance: { params: null, query: resonanceDeleteQuerySchema, body: null, response: null },
  createFeedback: {
    params: null,
    query: feedbackCreateQuerySchema,
    body: null,
    response: feedbackResultSchema,
  },
  updateFeedback: {
    params: null,
    query: feedbackUpdateQuerySchema,
    body: null,
    response: feedbackResultSchema,
  },
  deleteFeedback: { params: null, query: feedbackDeleteQuerySchema, body: null, response: null },
  getUserFeedback: { params: null, query: userFeedbackQuerySchema, body: null, response: userFeedbackSchema },
  listComments: { params: null, query: commentListQuerySchema, body: null, response: commentPageSchema },
  getCommentStatus: { params: commentIdParams, query: null, body: null, response: commentStatusSchema },
  createComment: { params: null, query: null, body: commentCreatePayloadSchema, response: commentSchema },
  createPrivateComment: {
    params: null,
    query: null,
    body: privateCommentCreatePayloadSchema,
    response: commentSchema,
  },
  deleteComment: { params: commentIdParams, query: null, body: null, response: null },
  deletePrivateComment: { params: null, query: privateCommentDeleteQuerySchema, body: null, response: null },
  updatePrivateComment: {
    params: null,
    query: null,
    body: privateCommentUpdatePayloadSchema,
    response: commentSchema,
  },
  updateComment: {
    params: commentIdParams,
    query: null,
    body: commentUpdatePayloadSchema,
    response: commentSchema,
  },
  hideComment: { params: commentIdParams, query: null, body: null, response: null },
  createEmpathy: {
    params: null,
    query: null,
    body: empathyCreatePayloadSchema,
    response: empathyCreatedSchema,
  },
  deleteEmpathy: { params: null, query: null, body: empathyDeletePayloadSchema, response: null },
  createTrauma: { params: null, query: null, body: traumaCreatePayloadSchema, response: traumaCreatedSchema },
  deleteTrauma: { params: null, query: null, body: traumaDeletePayloadSchema, response: null },
  createSave: { params: null, query: null, body: saveCreatePayloadSchema, response: saveCreatedSchema },
  deleteSave: { params: null, query: saveDeleteQuerySchema, body: null, response: null },
  createReaction: { params: null, query: reactionCreateQuerySchema, body: null, response: reactionSchema },
  updateReaction: { params: null, query: reactionUpdateQuerySchema, body: null, response: reactionSchema },
  deleteReaction: { params: null, query: reactionDeleteQuerySchema, body: null, response: null },
  sendReport: { params: null, query: null, body: reportPayloadSchema, response: null },
  listVotes: { params: null, query: null, body: null, response: voteListSchema },
  listMeTooComments: {
    params: null,
    query: meTooCommentQuerySchema,
    body: null,
    response: meTooCommentPageSchema,
  },
  getConnectStatus: {
    params: null,
    query: connectStatusQuerySchema,
    body: null,
    response: connectStatusSchema,
  },

  listNotifications: { params: null, query: pageQuerySchema, body: null, response: notificationPageSchema },
  listGroupedNotifications: {
    params: null,
    query: pageQuerySchema,
    body: null,
    response: groupedNotificationPageSchema,
  },
  listResonanceNotifications: {
    params: null,
    query: pageQuerySchema,
    body: null,
    response: resonanceNotificationPageSchema,
  },
  getUnseenNotificationCount: { params: null, query: null, body: null, response: unseenCountSchema },
  markAllNotificationsSeen: { params: null, query: null, body: null, response: null },
  markNotificationsRead: {
    params: null,
    query: null,
    body: markNotificationsReadPayloadSchema,
    response: null,
  },
  markAllNotificationsRead: {
    params: null,
    query: null,
    body: markAllNotificationsReadPayloadSchema,
    response: null,
  },

  verifyPassword: { params: null, query: null, body: passwordPayloadSchema, response: null },
  deleteAccount: { params: null, query: null, body: passwordPayloadSchema, response: null },
  changeEmail: { params: null, query: null, body: changeEmailPayloadSchema, response: null },
  validateEmailChange: { params: null, query: null, body: validateEmailChangePayloadSchema, response: null },
  changePassword: { params: null, query: null, body: changePasswordPayloadSchema, response: null },
  contactSupport: { params: null, query: null, body: supportMessagePayloadSchema, response: null },
  refreshToken: {
    params: null,
    query: null,
    body: refreshTokenPayloadSchema,
    response: refreshedTokensSchema,
  },
  verifyToken: { params: null, query: null, body: verifyTokenPayloadSchema, response: null },
  setOnboardingStatus: { params: null, query: null, body: onboardingStatusPayloadSchema, response: null },
  logOut: { params: null, query: null, body: logOutPayloadSchema, response: null },
  signUp: { params: null, query: null, body: signUpPayloadSchema, response: authSessionSchema },
  logIn: { params: null, query: null, body: logInPayloadSchema, response: authSessionSchema },
  forgotPassword: { params: null, query: null, body: forgotPasswordPayloadSchema, response: null },
  resetPassword: { params: null, query: null, body: resetPasswordPayloadSchema, response: null },
  getCurrentUser: { params: null, query: null, body: null, response: currentUserSchema },
  getSafetyPreferences: { params: null, query: null, body: null, response: safetyPreferencesSchema },
  updateSafetyPreferences: {
    params: null,
    query: null,
    body: safetyPreferencesUpdateSchema,
    response: safetyPreferencesSchema,
  },

  listModerationQueue: {
    params: null,
    query: moderationQueueQuerySchema,
    body: null,
    response: moderationQueuePageSchema,
  },
  moderate: {
    params: null,
    query: null,
    body: moderationActionPayloadSchema,
    response: moderationLogEntrySchema,
  },
  listModerationLog: { params: null, query: pageQuerySchema, body: null, response: moderationLogPageSchema },
  requestReview: { params: null, query: null, body: reviewRequestPayloadSchema, response: null },
} as const satisfies Record<EndpointKey, EndpointSchemas>;
