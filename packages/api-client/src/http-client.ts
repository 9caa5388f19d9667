import type { ApiClient, PageParams, RequestOptions, SaveMemoryOptions } from './clients.ts';
import { FIRST_PAGE, TAG_LIST_QUERY, UNTYPED_TAG_OPTION_LISTS } from './constants.ts';
import type { EndpointKey } from './endpoints.ts';
import { TAG_OPTION_ENDPOINTS } from './endpoints/reference.ts';
import { emptyTagLists } from './schemas/comments.ts';
import { feedbackLabelsSchema } from './schemas/feedback.ts';
import { normalizeMemorySavePayload } from './schemas/memory-save.ts';
import { createTransport, failure, type HttpClientConfig } from './transport.ts';
import { uploadPhoto } from './upload.ts';

/**
 * The client `createHttpClient` returns: the whole {@link ApiClient} over HTTP.
 *
 * @example
 * ```ts
 * const client: HttpClient = createHttpClient({ baseUrl: '/api', getAccessToken: () => null });
 * client.baseUrl; // '/api'
 * ```
 */
export interface HttpClient extends ApiClient {
  /** The API base every path is appended to, without a trailing slash. */
  readonly baseUrl: string;
}

/** A page as answered, with `page` filled in from the request when an older server left it out. */
function withPage<P extends { page?: number | undefined }>(
  answer: P,
  requested: number,
): P & { page: number } {
  return { ...answer, page: answer.page ?? requested };
}

/**
 * Creates the HTTP client for the whole API. Nothing is read from `window` or storage, at
 * import or here: the token comes from `getAccessToken` before each call and `fetch` is looked
 * up at call time, so the client can be created during server-side rendering.
 *
 * Every method takes an options object last (`{ signal }`), and rejects only with `ApiError`.
 *
 * @example
 * ```ts
 * const client = createHttpClient({
 *   baseUrl: 'https://api.example.org',
 *   getAccessToken: () => readCookie('access_token'),
 *   onUnauthorized: () => session.expire(),
 * });
 * const feed = await client.getFeed({ page: 1 });
 * ```
 */
export function createHttpClient(config: HttpClientConfig): HttpClient {
  const transport = createTransport(config);
  const { call } = transport;

  const signalOf = (options: RequestOptions | undefined) => options?.signal;
  // Only an autosave says so; every other save sends the specification's bare path.
  const autosaveQuery = (options: SaveMemoryOptions | undefined) =>
    options?.autosave === true ? { autosave: 'true' } : undefined;
  const pageOf = (params: PageParams | undefined) => params?.page ?? FIRST_PAGE;

  function checkLabels(key: EndpointKey, labels: string[]) {
    const checked = feedbackLabelsSchema.safeParse(labels);
    if (!checked.success) {
      const reason = checked.error.issues.map((issue) => issue.message).join('; ');
      throw failure(key, 'invalid_request', 0, { reason, cause: checked.error });
    }
  }

  const client: HttpClient = {
    baseUrl: transport.baseUrl,

    /* ── Memory writing ── */
    autocompleteHashtags: async (q, options) =>
      call('autocompleteHashtags', { query: { q } }, signalOf(options)),
    createMemory: async (payload, options) =>
      call(
        'createMemory',
        {
          body: normalizeMemorySavePayload(payload),
          query: autosaveQuery(options),
          ...(options?.idempotencyKey === undefined
            ? {}
            : { headers: { 'Idempotency-Key': options.idempotencyKey } }),
        },
        signalOf(options),
      ),
    updateMemory: async (hashId, payload, options) =>
      call(
        'updateMemory',
        { params: { hashId }, query: autosaveQuery(options), body: normalizeMemorySavePayload(payload) },
        signalOf(options),
      ),
    getMemory: async (hashId, options) => call('getMemory', { params: { hashId } }, signalOf(options)),
    deleteMemory: async (hashId, options) => call('deleteMemory', { params: { hashId } }, signalOf(options)),
    getMemoryByLink: async (shareableLink, options) =>
      call('getMemoryByLink', { params: { shareable_link: shareableLink } }, signalOf(options)),
    getLastPrivacy: async (options) => (await call('getLastPrivacy', {}, signalOf(options))).privacy,
    uploadPhoto: async (file, options) => uploadPhoto(transport, config, file, options),
    deleteTempPhoto: async (tempId, options) =>
      call('deleteTempPhoto', { query: { temp_id: tempId } }, signalOf(options)),
    listTempPhotos: async (options) => call('listTempPhotos', {}, signalOf(options)),

    /* ── Reference data ── */
    listTagOptions: async (list, memoryType, options) =>
      call(
        TAG_OPTION_ENDPOINTS[list],
        {
          query: UNTYPED_TAG_OPTION_LISTS.includes(list)
            ? { ...TAG_LIST_QUERY }
            : { ...TAG_LIST_QUERY, mt: memoryType },
        },
        signalOf(options),
      ),
    listPersonsInvolved: async (memoryType, options) =>
      call('listPersonsInvolved', { query: { ...TAG_LIST_QUERY, mt: memoryType } }, signalOf(options)),
    listContentWarnings: async (options) => call('listContentWarnings', {}, signalOf(options)),
    listReactionOptions: async (options) => call('listReactionOptions', {}, signalOf(options)),
    listFeedbackOptions: async (options) => call('listFeedbackOptions', {}, signalOf(options)),
    listReportReasons: async (type, options) =>
      call('listReportReasons', { query: { type } }, signalOf(options)),

    /* ── Feed, lists and search ── */
    getFeed: async (params, options) =>
      withPage(await call('getFeed', { query: { page: params?.page } }, signalOf(options)), pageOf(params)),
    listMemories: async (filters = {}, options) =>
      withPage(
        await call(
          'listMemories',
          {
            query: {
              page: filters.page,
              slug: filters.slug,
              tag_type: filters.tag_type,
              persons_involved: filters.persons_involved,
              person_actions: filters.person_actions?.length === 0 ? undefined : filters.person_actions,
              home: filters.home,
              logged_in: filters.logged_in,
              user: filters.user,
              audience: filters.audience,
            },
          },
          signalOf(options),
        ),
        pageOf(filters),
      ),
    searchByHashtag: async ({ tag, page }, options) =>
      withPage(
        await call(
          'searchByHashtag',
          { params: { tag: tag.replace(/^#/, '') }, query: { page } },
          signalOf(options),
        ),
        page ?? FIRST_PAGE,
      ),
    searchByTag: async ({ tag_type, slug, page }, options) =>
      withPage(
        await call('searchByTag', { params: { tag_type, slug }, query: { page } }, signalOf(options)),
        page ?? FIRST_PAGE,
      ),
    searchByUser: async ({ username, page }, options) =>
      withPage(
        await call('searchByUser', { params: { username }, query: { page } }, signalOf(options)),
        page ?? FIRST_PAGE,
      ),

    /* ── Interaction ── */
    getInteractionStatus: async (shareableLink, options) =>
      call('getInteractionStatus', { params: { shareable_link: shareableLink } }, signalOf(options)),
    createResonance: async ({ memory_tag_id, shareable_link }, options) =>
      call('createResonance', { query: { memory_tag_id, shareable_link } }, signalOf(options)),
    deleteResonance: async (resonanceId, options) =>
      call('deleteResonance', { query: { resonance_id: resonanceId } }, signalOf(options)),
    createFeedback: async (input, options) => {
      checkLabels('createFeedback', input.labels);
      return call(
        'createFeedback',
        {
          query: {
            feedback: input.labels,
            shareable_link: input.shareable_link,
            comment_id: input.comment_id,
          },
        },
        signalOf(options),
      );
    },
    updateFeedback: async ({ labels, shareable_link, feedback_id }, options) => {
      checkLabels('updateFeedback', labels);
      return call(
        'updateFeedback',
        { query: { feedback: labels, shareable_link, feedback_id } },
        signalOf(options),
      );
    },
    deleteFeedback: async (feedbackId, options) =>
      call('deleteFeedback', { query: { feedback_id: feedbackId } }, signalOf(options)),
    getUserFeedback: async (target, options) =>
      call(
        'getUserFeedback',
        { query: { shareable_link: target.shareable_link, comment_id: target.comment_id } },
        signalOf(options),
      ),
    listComments: async ({ shareable_link, page }, options) =>
      withPage(
        await call('listComments', { query: { shareable_link, page } }, signalOf(options)),
        page ?? FIRST_PAGE,
      ),
    getCommentStatus: async (commentId, options) =>
      call('getCommentStatus', { params: { id: commentId } }, signalOf(options)),
    createComment: async ({ shareable_link, content }, options) =>
      call('createComment', { body: { shareable_link, content } }, signalOf(options)),
    createPrivateComment: async ({ shareable_link, comment_content }, options) =>
      call('createPrivateComment', { body: { shareable_link, comment_content } }, signalOf(options)),
    deleteComment: async (commentId, options) =>
      call('deleteComment', { params: { id: commentId } }, signalOf(options)),
    deletePrivateComment: async (privateCommentId, options) =>
      call('deletePrivateComment', { query: { private_comment_id: privateCommentId } }, signalOf(options)),
    updatePrivateComment: async ({ private_comment_id, comment_content }, options) =>
      call('updatePrivateComment', { body: { private_comment_id, comment_content } }, signalOf(options)),
    updateComment: async (commentId, { content }, options) =>
      call(
        'updateComment',
        { params: { id: commentId }, body: { content, ...emptyTagLists() } },
        signalOf(options),
      ),
    hideComment: async (commentId, options) =>
      call('hideComment', { params: { id: commentId } }, signalOf(options)),
    createEmpathy: async ({ shareable_link, comment_id }, options) => {
      const answer = await call(
        'createEmpathy',
        { body: { shareable_link, comment_id: comment_id ?? '' } },
        signalOf(options),
      );
      return { empathy_id: answer.data.empathy_id };
    },
    deleteEmpathy: async (empathyId, options) =>
      call('deleteEmpathy', { body: { empathy_id: empathyId } }, signalOf(options)),
    createTrauma: async ({ shareable_link, comment_id }, options) => {
      const answer = await call('createTrauma', { body: { shareable_link, comment_id } }, signalOf(options));
      return { trauma_id: answer.data.trauma_id };
    },
    deleteTrauma: async (traumaId, options) =>
      call('deleteTrauma', { body: { trauma_id: traumaId } }, signalOf(options)),
    createSave: async (shareableLink, options) => {
      const answer = await call('createSave', { body: { shareable_link: shareableLink } }, signalOf(options));
      return { save_id: answer.data.save_id };
    },
    deleteSave: async (saveId, options) =>
      call('deleteSave', { query: { save_id: saveId } }, signalOf(options)),
    createReaction: async ({ shareable_link, reaction_option_id }, options) =>
      call('createReaction', { query: { shareable_link, reaction_option_id } }, signalOf(options)),
    updateReaction: async ({ reaction_id, reaction_option_id }, options) =>
      call('updateReaction', { query: { reaction_id, reaction_option_id } }, signalOf(options)),
    deleteReaction: async (reactionId, options) =>
      call('deleteReaction', { query: { reaction_id: reactionId } }, signalOf(options)),
    sendReport: async ({ memory, metoo, reason, remark }, options) =>
      call(
        'sendReport',
        { body: { memory, metoo, reason, ...(remark === undefined ? {} : { remark }) } },
        signalOf(options),
      ),
    listVotes: async (options) => call('listVotes', {}, signalOf(options)),
    listMeTooComments: async (params = {}, options) =>
      withPage(
        await call(
          'listMeTooComments',
          { query: { shareable_link: params.shareable_link, page: params.page } },
          signalOf(options),
        ),
        pageOf(params),
      ),
    getConnectStatus: async (shareableLink, options) =>
      call('getConnectStatus', { query: { shareable_link: shareableLink } }, signalOf(options)),
    requestReview: async ({ memory, comment, message }, options) =>
      call('requestReview', { body: { memory, comment, message: message.trim() } }, signalOf(options)),

    /* ── Moderation (ours) ── */
    listModerationQueue: async (params, options) =>
      withPage(
        await call(
          'listModerationQueue',
          { query: { page: params?.page, sort: params?.sort } },
          signalOf(options),
        ),
        pageOf(params),
      ),
    moderate: async ({ action, memory, comment, reason, note }, options) =>
      call(
        'moderate',
        {
          body: {
            action,
            memory,
            comment,
            ...(reason === undefined ? {} : { reason }),
            ...(note === undefined || note.trim() === '' ? {} : { note: note.trim() }),
          },
        },
        signalOf(options),
      ),
    listModerationLog: async (params, options) =>
      withPage(
        await call('listModerationLog', { query: { page: params?.page } }, signalOf(options)),
        pageOf(params),
      ),

    /* ── Notifications ── */
    listNotifications: async (params, options) =>
      withPage(
        await call('listNotifications', { query: { page: params?.page } }, signalOf(options)),
        pageOf(params),
      ),
    listGroupedNotifications: async (params, options) =>
      withPage(
        await call('listGroupedNotifications', { query: { page: params?.page } }, signalOf(options)),
        pageOf(params),
      ),
    listResonanceNotifications: async (params, options) =>
      withPage(
        await call('listResonanceNotifications', { query: { page: params?.page } }, signalOf(options)),
        pageOf(params),
      ),
    getUnseenNotificationCount: async (options) =>
      (await call('getUnseenNotificationCount', {}, signalOf(options))).unseen_count,
    markAllNotificationsSeen: async (options) => call('markAllNotificationsSeen', {}, signalOf(options)),
    markNotificationsRead: async (notificationIds, options) =>
      call('markNotificationsRead', { body: { notification_ids: notificationIds } }, signalOf(options)),
    markAllNotificationsRead: async (params, options) =>
      call(
        'markAllNotificationsRead',
        { body: params?.up_to === undefined ? {} : { up_to: params.up_to } },
        signalOf(options),
      ),

    /* ── Account and session ── */
    verifyPassword: async (password, options) =>
      call('verifyPassword', { body: { password } }, signalOf(options)),
    deleteAccount: async (password, options) =>
      call('deleteAccount', { body: { password } }, signalOf(options)),
    changeEmail: async (newEmail, options) =>
      call('changeEmail', { body: { new_email: newEmail } }, signalOf(options)),
    validateEmailChange: async ({ code, new_email }, options) =>
      call('validateEmailChange', { body: { code, new_email } }, signalOf(options)),
    changePassword: async ({ new_password, confirm_new_password }, options) =>
      call('changePassword', { body: { new_password, confirm_new_password } }, signalOf(options)),
    contactSupport: async ({ subject, message, email }, options) =>
      call(
        'contactSupport',
        { body: { subject, message, ...(email === undefined ? {} : { email }) } },
        signalOf(options),
      ),
    refreshToken: async (refresh, options) => {
      const answer = await call('refreshToken', { body: { refresh } }, signalOf(options));
      return { access: answer.access, refresh: answer.refresh ?? refresh };
    },
    verifyToken: async (token, options) => call('verifyToken', { body: { token } }, signalOf(options)),
    setOnboardingStatus: async (hasPassedOnboarding, options) =>
      call(
        'setOnboardingStatus',
        { body: { has_passed_onboarding: hasPassedOnboarding } },
        signalOf(options),
      ),
    logOut: async (options) => call('logOut', {}, signalOf(options)),
    signUp: async ({ username, email, password }, options) =>
      call('signUp', { body: { username, email, password } }, signalOf(options)),
    logIn: async ({ email, password }, options) =>
      call('logIn', { body: { email, password } }, signalOf(options)),
    forgotPassword: async (email, options) => call('forgotPassword', { body: { email } }, signalOf(options)),
    resetPassword: async ({ token, new_password, confirm_new_password }, options) =>
      call('resetPassword', { body: { token, new_password, confirm_new_password } }, signalOf(options)),
    getCurrentUser: async (options) => call('getCurrentUser', {}, signalOf(options)),
    getSafetyPreferences: async (options) => call('getSafetyPreferences', {}, signalOf(options)),
    updateSafetyPreferences: async ({ hidden_content_warning_ids, shown_content_warning_ids }, options) =>
      call(
        'updateSafetyPreferences',
        {
          body: {
            hidden_content_warning_ids,
            ...(shown_content_warning_ids === undefined ? {} : { shown_content_warning_ids }),
          },
        },
        signalOf(options),
      ),
  };
  return client;
}
