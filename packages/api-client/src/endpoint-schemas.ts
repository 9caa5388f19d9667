import type * as z from 'zod/mini';

import type { EndpointKey } from './endpoints.ts';
import {
  changeEmailPayloadSchema,
  changePasswordPayloadSchema,
  currentUserSchema,
  forgotPasswordPayloadSchema,
  logInPayloadSchema,
  onboardingStatusPayloadSchema,
  passwordPayloadSchema,
  refreshedTokensSchema,
  refreshTokenPayloadSchema,
  resetPasswordPayloadSchema,
  safetyPreferencesSchema,
  signUpPayloadSchema,
  supportMessagePayloadSchema,
  validateEmailChangePayloadSchema,
  verifyTokenPayloadSchema,
  authSessionSchema,
} from './schemas/account.ts';
import { pageQuerySchema } from './schemas/common.ts';
import {
  commentCreatePayloadSchema,
  commentListQuerySchema,
  commentPageSchema,
  commentSchema,
  commentStatusSchema,
  commentUpdatePayloadSchema,
  connectStatusQuerySchema,
  connectStatusSchema,
  empathyCreatedSchema,
  empathyCreatePayloadSchema,
  empathyDeletePayloadSchema,
  feedbackCreateQuerySchema,
  feedbackDeleteQuerySchema,
  feedbackResultSchema,
  feedbackUpdateQuerySchema,
  interactionStatusSchema,
  meTooCommentPageSchema,
  meTooCommentQuerySchema,
  privateCommentCreatePayloadSchema,
  privateCommentDeleteQuerySchema,
  privateCommentUpdatePayloadSchema,
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
  userFeedbackQuerySchema,
  userFeedbackSchema,
  voteListSchema,
} from './schemas/interaction.ts';
import {
  autocompleteQuerySchema,
  autocompleteSchema,
  feedPageSchema,
  lastPrivacySchema,
  memoryListQuerySchema,
  memoryPageSchema,
  memorySavePayloadSchema,
  memorySchema,
  tempPhotoListSchema,
  tempPhotoQuerySchema,
  uploadedPhotoSchema,
} from './schemas/memory.ts';
import {
  groupedNotificationPageSchema,
  markNotificationsReadPayloadSchema,
  notificationPageSchema,
  resonanceNotificationPageSchema,
  unseenCountSchema,
} from './schemas/notifications.ts';
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
 * The schemas of one endpoint: what its query string and JSON body must satisfy, and the shape
 * of a successful answer (null when the answer carries nothing to read). The photo upload's body
 * is multipart (one field, `image`), so it has no body schema.
 *
 * @example
 * ```ts
 * const { body } = endpointSchemas.createComment;
 * ```
 */
export interface EndpointSchemas {
  query: z.ZodMiniType | null;
  body: z.ZodMiniType | null;
  response: z.ZodMiniType | null;
}

const tagListByType = { query: tagListByTypeQuerySchema, body: null, response: tagOptionListSchema } as const;

/**
 * The request and answer schemas of every endpoint, keyed like {@link endpoints}. The client
 * checks what it sends and parses what it receives with them; a server validates requests and
 * documents answers with the same objects (`z.toJSONSchema(schema, { io: 'input' })`).
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
  autocompleteHashtags: { query: autocompleteQuerySchema, body: null, response: autocompleteSchema },
  createMemory: { query: null, body: memorySavePayloadSchema, response: memorySchema },
  updateMemory: { query: null, body: memorySavePayloadSchema, response: memorySchema },
  getMemory: { query: null, body: null, response: memorySchema },
  deleteMemory: { query: null, body: null, response: null },
  getMemoryByLink: { query: null, body: null, response: memorySchema },
  getLastPrivacy: { query: null, body: null, response: lastPrivacySchema },
  uploadPhoto: { query: null, body: null, response: uploadedPhotoSchema },
  deleteTempPhoto: { query: tempPhotoQuerySchema, body: null, response: null },
  listTempPhotos: { query: null, body: null, response: tempPhotoListSchema },

  listAgeRanges: { query: tagListQuerySchema, body: null, response: tagOptionListSchema },
  listPersons: { query: tagListQuerySchema, body: null, response: tagOptionListSchema },
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
  listContentWarnings: { query: null, body: null, response: contentWarningOptionListSchema },
  listReactionOptions: { query: null, body: null, response: reactionOptionListSchema },
  listFeedbackOptions: { query: null, body: null, response: feedbackOptionListSchema },
  listReportReasons: { query: reportReasonsQuerySchema, body: null, response: reportReasonListSchema },

  getFeed: { query: pageQuerySchema, body: null, response: feedPageSchema },
  listMemories: { query: memoryListQuerySchema, body: null, response: memoryPageSchema },
  searchByHashtag: { query: pageQuerySchema, body: null, response: memoryPageSchema },
  searchByTag: { query: pageQuerySchema, body: null, response: memoryPageSchema },
  searchByUser: { query: pageQuerySchema, body: null, response: memoryPageSchema },

  getInteractionStatus: { query: null, body: null, response: interactionStatusSchema },
  createResonance: { query: resonanceCreateQuerySchema, body: null, response: resonanceSchema },
  deleteResonance: { query: resonanceDeleteQuerySchema, body: null, response: null },
  createFeedback: { query: feedbackCreateQuerySchema, body: null, response: feedbackResultSchema },
  updateFeedback: { query: feedbackUpdateQuerySchema, body: null, response: feedbackResultSchema },
  deleteFeedback: { query: feedbackDeleteQuerySchema, body: null, response: null },
  getUserFeedback: { query: userFeedbackQuerySchema, body: null, response: userFeedbackSchema },
  listComments: { query: commentListQuerySchema, body: null, response: commentPageSchema },
  getCommentStatus: { query: null, body: null, response: commentStatusSchema },
  createComment: { query: null, body: commentCreatePayloadSchema, response: commentSchema },
  createPrivateComment: { query: null, body: privateCommentCreatePayloadSchema, response: commentSchema },
  deleteComment: { query: null, body: null, response: null },
  deletePrivateComment: { query: privateCommentDeleteQuerySchema, body: null, response: null },
  updatePrivateComment: { query: null, body: privateCommentUpdatePayloadSchema, response: commentSchema },
  updateComment: { query: null, body: commentUpdatePayloadSchema, response: commentSchema },
  hideComment: { query: null, body: null, response: null },
  createEmpathy: { query: null, body: empathyCreatePayloadSchema, response: empathyCreatedSchema },
  deleteEmpathy: { query: null, body: empathyDeletePayloadSchema, response: null },
  createTrauma: { query: null, body: traumaCreatePayloadSchema, response: traumaCreatedSchema },
  deleteTrauma: { query: null, body: traumaDeletePayloadSchema, response: null },
  createSave: { query: null, body: saveCreatePayloadSchema, response: saveCreatedSchema },
  deleteSave: { query: saveDeleteQuerySchema, body: null, response: null },
  createReaction: { query: reactionCreateQuerySchema, body: null, response: reactionSchema },
  updateReaction: { query: reactionUpdateQuerySchema, body: null, response: reactionSchema },
  deleteReaction: { query: reactionDeleteQuerySchema, body: null, response: null },
  sendReport: { query: null, body: reportPayloadSchema, response: null },
  listVotes: { query: null, body: null, response: voteListSchema },
  listMeTooComments: { query: meTooCommentQuerySchema, body: null, response: meTooCommentPageSchema },
  getConnectStatus: { query: connectStatusQuerySchema, body: null, response: connectStatusSchema },

  listNotifications: { query: pageQuerySchema, body: null, response: notificationPageSchema },
  listGroupedNotifications: { query: pageQuerySchema, body: null, response: groupedNotificationPageSchema },
  listResonanceNotifications: {
    query: pageQuerySchema,
    body: null,
    response: resonanceNotificationPageSchema,
  },
  getUnseenNotificationCount: { query: null, body: null, response: unseenCountSchema },
  markAllNotificationsSeen: { query: null, body: null, response: null },
  markNotificationsRead: { query: null, body: markNotificationsReadPayloadSchema, response: null },

  verifyPassword: { query: null, body: passwordPayloadSchema, response: null },
  deleteAccount: { query: null, body: passwordPayloadSchema, response: null },
  changeEmail: { query: null, body: changeEmailPayloadSchema, response: null },
  validateEmailChange: { query: null, body: validateEmailChangePayloadSchema, response: null },
  changePassword: { query: null, body: changePasswordPayloadSchema, response: null },
  contactSupport: { query: null, body: supportMessagePayloadSchema, response: null },
  refreshToken: { query: null, body: refreshTokenPayloadSchema, response: refreshedTokensSchema },
  verifyToken: { query: null, body: verifyTokenPayloadSchema, response: null },
  setOnboardingStatus: { query: null, body: onboardingStatusPayloadSchema, response: null },
  logOut: { query: null, body: null, response: null },
  signUp: { query: null, body: signUpPayloadSchema, response: authSessionSchema },
  logIn: { query: null, body: logInPayloadSchema, response: authSessionSchema },
  forgotPassword: { query: null, body: forgotPasswordPayloadSchema, response: null },
  resetPassword: { query: null, body: resetPasswordPayloadSchema, response: null },
  getCurrentUser: { query: null, body: null, response: currentUserSchema },
  getSafetyPreferences: { query: null, body: null, response: safetyPreferencesSchema },
  updateSafetyPreferences: { query: null, body: safetyPreferencesSchema, response: safetyPreferencesSchema },
} as const satisfies Record<EndpointKey, EndpointSchemas>;
