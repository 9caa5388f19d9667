/** The mock's routes of interaction, notifications and accounts: each a line over the backend. */
import { refuse } from '@childhood-memories/api-client/domain';
import { type EndpointKey } from '@childhood-memories/api-client';
import {
  wireComment,
  wireGroupedNotification,
  wireMeTooComment,
  wireMockNotification,
  wirePage,
  wireResonanceNotification,
} from '../wire.ts';
import {
  type Route,
  idParam,
  textParam,
  reactionOption,
  REPORT_REASONS_BY_ID,
  conditional,
} from '../route-kit.ts';

/** The mock's routes of interaction, notifications and accounts. */
export const communityRoutes = {
  /* ── Interaction ── */
  getInteractionStatus: ({ backend, viewer, params }) =>
    backend.interactionStatus(viewer, textParam(params, 'shareable_link')),
  createResonance: ({ backend, viewer, query }) =>
    backend.interactions.createResonance(viewer, query.shareable_link, query.memory_tag_id),
  deleteResonance: ({ backend, viewer, query }) => {
    backend.interactions.deleteResonance(viewer, query.resonance_id);
    return null;
  },
  createFeedback: ({ backend, viewer, query }) =>
    backend.interactions.createFeedback(viewer, query.feedback, {
      shareable_link: query.shareable_link,
      comment_id: query.comment_id,
    }),
  updateFeedback: ({ backend, viewer, query }) =>
    backend.interactions.updateFeedback(viewer, query.feedback_id, query.feedback, query.shareable_link),
  deleteFeedback: ({ backend, viewer, query }) => {
    backend.interactions.deleteFeedback(viewer, query.feedback_id);
    return null;
  },
  getUserFeedback: ({ backend, viewer, query }) =>
    backend.interactions.userFeedback(viewer, {
      shareable_link: query.shareable_link,
      comment_id: query.comment_id,
    }),
  listComments: ({ backend, viewer, query }) =>
    wirePage(backend.listComments(viewer, query.shareable_link, query.page), (comment) =>
      wireComment(backend, comment, viewer),
    ),
  getCommentStatus: ({ backend, viewer, params }) => backend.commentStatus(viewer, idParam(params, 'id')),
  createComment: ({ backend, viewer, body }) =>
    wireComment(backend, backend.createComment(viewer, body.shareable_link, body.content, false), viewer),
  createPrivateComment: ({ backend, viewer, body }) =>
    wireComment(
      backend,
      backend.createComment(viewer, body.shareable_link, body.comment_content, true),
      viewer,
    ),
  deleteComment: ({ backend, viewer, params }) => {
    backend.comments.deleteComment(viewer, idParam(params, 'id'), false);
    return null;
  },
  deletePrivateComment: ({ backend, viewer, query }) => {
    backend.comments.deleteComment(viewer, query.private_comment_id, true);
    return null;
  },
  updatePrivateComment: ({ backend, viewer, body }) =>
    wireComment(
      backend,
      backend.comments.updateComment(viewer, body.private_comment_id, body.comment_content, true),
      viewer,
    ),
  updateComment: ({ backend, viewer, body, params }) =>
    wireComment(
      backend,
      backend.comments.updateComment(viewer, idParam(params, 'id'), body.content, false),
      viewer,
    ),
  hideComment: ({ backend, viewer, params }) => {
    backend.comments.hideComment(viewer, idParam(params, 'id'));
    return null;
  },
  createEmpathy: ({ backend, viewer, body }) => ({
    data: backend.interactions.createEmpathy(
      viewer,
      body.shareable_link,
      body.comment_id === '' ? null : body.comment_id,
    ),
  }),
  deleteEmpathy: ({ backend, viewer, body }) => {
    backend.interactions.deleteEmpathy(viewer, body.empathy_id);
    return null;
  },
  createTrauma: ({ backend, viewer, body }) => ({
    data: backend.interactions.createTrauma(viewer, body.shareable_link, body.comment_id),
  }),
  deleteTrauma: ({ backend, viewer, body }) => {
    backend.interactions.deleteTrauma(viewer, body.trauma_id);
    return null;
  },
  createSave: ({ backend, viewer, body }) => ({
    data: backend.interactions.createSave(viewer, body.shareable_link),
  }),
  deleteSave: ({ backend, viewer, query }) => {
    backend.interactions.deleteSave(viewer, query.save_id);
    return null;
  },
  createReaction: ({ backend, viewer, query }) =>
    backend.interactions.createReaction(
      viewer,
      query.shareable_link,
      reactionOption(query.reaction_option_id),
    ),
  updateReaction: ({ backend, viewer, query }) =>
    backend.interactions.updateReaction(viewer, query.reaction_id, reactionOption(query.reaction_option_id)),
  deleteReaction: ({ backend, viewer, query }) => {
    backend.interactions.deleteReaction(viewer, query.reaction_id);
    return null;
  },
  sendReport: ({ backend, viewer, body }) => {
    const reason = REPORT_REASONS_BY_ID.get(body.reason);
    if (reason === undefined || reason.type !== (body.metoo === null ? 1 : 2)) {
      throw refuse('reportReason');
    }
    backend.moderation.report(viewer, body, reason.is_other);
    return null;
  },
  listVotes: ({ backend, viewer }) => backend.interactions.votesOf(viewer),
  listMeTooComments: ({ backend, viewer, query }) =>
    wirePage(backend.comments.meTooComments(viewer, query.shareable_link, query.page), (comment) =>
      wireMeTooComment(backend, comment, backend.memories.memoryByLink(viewer, comment.memory).title),
    ),
  getConnectStatus: ({ backend, viewer, query }) =>
    backend.memories.connectStatus(viewer, query.shareable_link),

  /* ── Notifications ── */
  listNotifications: ({ backend, viewer, query, request }) =>
    conditional(request, backend.inbox.notificationVersion(viewer, 'list', query.page ?? 1), () => ({
      ...wirePage(backend.inbox.notificationPage(viewer, query.page), wireMockNotification),
      unseen_count: backend.unseenCount(viewer),
      unread_count: backend.unreadCount(viewer),
    })),
  listGroupedNotifications: ({ backend, viewer, query, request }) =>
    conditional(request, backend.inbox.notificationVersion(viewer, 'grouped', query.page ?? 1), () => ({
      ...wirePage(backend.inbox.groupedNotificationPage(viewer, query.page), wireGroupedNotification),
      unseen_count: backend.unseenCount(viewer),
      unread_count: backend.unreadCount(viewer),
    })),
  listResonanceNotifications: ({ backend, viewer, query, request }) =>
    conditional(request, backend.inbox.notificationVersion(viewer, 'resonance', query.page ?? 1), () => ({
      ...wirePage(backend.inbox.resonanceNotificationPage(viewer, query.page), wireResonanceNotification),
      unseen_count: backend.unseenCount(viewer),
      unread_count: backend.unreadCount(viewer),
    })),
  getUnseenNotificationCount: ({ backend, viewer, request }) =>
    conditional(request, backend.inbox.notificationVersion(viewer, 'unseen'), () => ({
      unseen_count: backend.unseenCount(viewer),
    })),
  markAllNotificationsSeen: ({ backend, viewer }) => {
    backend.inbox.markAllSeen(viewer);
    return null;
  },
  markNotificationsRead: ({ backend, viewer, body }) => {
    backend.markRead(viewer, body.notification_ids);
    return null;
  },
  markAllNotificationsRead: ({ backend, viewer, body }) => {
    backend.inbox.markAllRead(viewer, body.up_to);
    return null;
  },

  /* ── Account and session ── */
  verifyPassword: ({ backend, viewer, body }) => {
    backend.accounts.verifyPassword(viewer, body.password);
    return null;
  },
  deleteAccount: ({ backend, viewer, body }) => {
    backend.accounts.deleteAccount(viewer, body.password);
    return null;
  },
  changeEmail: ({ backend, viewer, body }) => {
    backend.accounts.changeEmail(viewer, body.new_email);
    return null;
  },
  validateEmailChange: ({ backend, viewer, body }) => {
    backend.accounts.validateEmailChange(viewer, body.code, body.new_email);
    return null;
  },
  changePassword: ({ backend, viewer, body, token }) => {
    backend.accounts.changePassword(viewer, body.new_password, token);
    return null;
  },
  contactSupport: ({ backend, viewer, body }) => {
    backend.accounts.contactSupport(viewer, body);
    return null;
  },
  refreshToken: ({ backend, body }) => backend.members.refresh(body.refresh),
  verifyToken: ({ backend, body }) => {
    backend.members.verifyToken(body.token);
    return null;
  },
  setOnboardingStatus: ({ backend, viewer, body }) => {
    backend.accounts.setOnboarding(viewer, body.has_passed_onboarding);
    return null;
  },
  logOut: ({ backend, token, body }) => {
    // A refresh token in the body is its own proof; the Bearer token ends its own session.
    backend.members.logOut(token, body?.refresh);
    return null;
  },
  signUp: ({ backend, body }) => backend.accounts.session(backend.accounts.signUp(body)),
  logIn: ({ backend, body }) => backend.accounts.session(backend.accounts.logIn(body)),
  forgotPassword: ({ backend, body }) => {
    // The answer never tells whether the address has an account.
    backend.accounts.forgotPassword(body.email);
    return null;
  },
  resetPassword: ({ backend, body }) => {
    backend.accounts.resetPassword(body.token, body.new_password);
    return null;
  },
  getCurrentUser: ({ backend, viewer }) => backend.accounts.currentUser(viewer),
  getSafetyPreferences: ({ backend, viewer }) => backend.accounts.safetyPreferences(viewer),
  updateSafetyPreferences: ({ backend, viewer, body }) => backend.updateSafetyPreferences(viewer, body),
} satisfies { [K in EndpointKey]?: Route<K> };
