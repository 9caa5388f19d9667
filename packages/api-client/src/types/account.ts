/* Sign-up, sessions, the member, their safety filters and support messages (community §3, §4). */

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
  /**
   * Ours: the member may use the moderation queue (granted by the server's configuration, never
   * by the API). `currentUserSchema` sets it only for a moderator: absent means a member.
   */
  is_moderator?: boolean;
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
