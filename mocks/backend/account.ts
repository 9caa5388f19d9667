/** Accounts and sessions: sign-up, log-in, tokens as the server keeps them, passwords, e-mail change, support, onboarding, Safety Filters, account deletion. */
import {
  Privacy,
  type SafetyPreferences,
  type SafetyPreferencesUpdate,
} from '@childhood-memories/api-client';
import { emailChangeOutcome, refuse } from '@childhood-memories/api-client/domain';
import { type MockMember } from '../fixtures/members.ts';
import { contentWarnings } from '@childhood-memories/api-client/reference-data';
import { MOCK_EMAIL_CODE, type MemberState, type MockMail } from './model.ts';
import { BackendCore } from './core.ts';
import { forgetRows } from './interaction-rows.ts';

export abstract class AccountRules extends BackendCore {
  /** The current member's profile. */
  currentUser(viewer: MockMember | null): {
    username: string;
    email: string;
    has_passed_onboarding: boolean;
    has_first_post: boolean;
    is_moderator: boolean;
  } {
    const state = this.state(viewer);
    return {
      username: state.username,
      email: state.email,
      has_passed_onboarding: state.hasPassedOnboarding,
      has_first_post: this.memories.all().some((memory) => memory.owner === state.username),
      is_moderator: state.isModerator,
    };
  }

  /** Whether an address is one of the `moderators` option's (as `MODERATOR_EMAILS`, case-insensitive). */
  protected isModeratorEmail(email: string): boolean {
    const address = email.trim().toLowerCase();
    return (this.options.moderators ?? []).some((candidate) => candidate.trim().toLowerCase() === address);
  }

  /**
   * Sign up: a new member, signed in (`session()` gives the tokens). 400 for a password the
   * policy refuses, 409 when the email or username is taken.
   */
  signUp(input: { username?: string | undefined; email: string; password: string }): MemberState {
    const email = input.email.trim().toLowerCase();
    const username = (input.username ?? email.split('@')[0] ?? 'member').trim();
    const taken = (member: MemberState) =>
      !member.deleted && (member.email === email || member.username === username);
    if (this.members.some(taken)) throw refuse('accountTaken');
    const id = this.id();
    const n = this.nextSession;
    const state: MemberState = {
      id,
      username,
      email,
      password: input.password,
      token: `token-${username}-${n}`,
      refreshToken: `refresh-${username}-${n}`,
      hasPassedOnboarding: false,
      hiddenContentWarnings: [],
      shownContentWarnings: [],
      lastPrivacy: Privacy.Public,
      pendingEmail: null,
      deleted: false,
      isModerator: this.isModeratorEmail(email),
      reportTimes: [],
    };
    this.members.push(state);
    return state;
  }

  /** Log in with email and password (a new session, `session()` gives its tokens). 401 when they do not match. */
  logIn(input: { email: string; password: string }): MemberState {
    const email = input.email.trim().toLowerCase();
    const state = this.members.find((member) => !member.deleted && member.email === email);
    if (state === undefined || state.password !== input.password) {
      throw refuse('logInFailed');
    }
    return state;
  }

  /**
   * Signs a member in: a new session, answered with its tokens and the profile (what sign-up
   * and log-in answer). A member who has never signed in gets the tokens of `MockMember.token`.
   */
  session(state: MemberState): {
    access: string;
    refresh: string;
    user: ReturnType<AccountRules['currentUser']>;
  } {
    const first = !this.sessions.some((candidate) => candidate.member === state.id);
    const session = this.startSession(
      state,
      first ? { access: state.token, refresh: state.refreshToken } : undefined,
    );
    return {
      access: session.accessTokens[0] ?? '',
      refresh: session.refreshToken,
      user: this.currentUser(this.publicMember(state)),
    };
  }

  /**
   * Rotate a session's tokens for its refresh token; 401 for an unknown one. A refresh token
   * used twice means it leaked: its whole session ends (every access token too), as on the server.
   */
  refresh(refreshToken: string): { access: string; refresh: string } {
    const session = this.sessions.find(
      (candidate) => !candidate.ended && candidate.refreshToken === refreshToken,
    );
    const state =
      session === undefined
        ? undefined
        : this.members.find((member) => member.id === session.member && !member.deleted);
    if (session === undefined || state === undefined) {
      const leaked = this.sessions.find((candidate) => candidate.spentRefreshTokens.includes(refreshToken));
      if (leaked !== undefined) leaked.ended = true;
      throw refuse('sessionEnded');
    }
    const n = this.nextSession++;
    const access = `token-${state.username}-${n}`;
    session.spentRefreshTokens.push(refreshToken);
    session.refreshToken = `refresh-${state.username}-${n}`;
    session.accessTokens.push(access);
    return { access, refresh: session.refreshToken };
  }

  /** 200 when the token is an access token of a session that has not ended, 401 otherwise. */
  verifyToken(token: string): void {
    if (!this.isKnownToken(token)) throw refuse('tokenNotValid');
  }

  /**
   * Logout: ends the session of the access token it was called with, and the session of a
   * refresh token sent in the body (each is its own proof). Unknown tokens are ignored.
   */
  logOut(accessToken: string | null, refreshToken?: string): void {
    if (refreshToken !== undefined) {
      const session = this.sessions.find(
        (candidate) =>
          candidate.refreshToken === refreshToken || candidate.spentRefreshTokens.includes(refreshToken),
      );
      if (session !== undefined) session.ended = true;
    }
    const current = this.sessionOf(accessToken);
    if (current !== undefined) current.ended = true;
  }

  /** Forgot password: mails a one-time link when the email has an account (the answer never tells). */
  forgotPassword(email: string): void {
    const state = this.members.find(
      (member) => !member.deleted && member.email === email.trim().toLowerCase(),
    );
    if (state === undefined) return;
    const token = `reset-${state.username}`;
    this.passwordResets.set(token, state.username);
    this.mail.push({
      to: state.email,
      subject: 'Reset your Childhood Memories password',
      text: `To choose a new password, open /reset-password?token=${encodeURIComponent(token)} within an hour.`,
    });
  }

  /**
   * Reset password with the token of a forgot-password mail (`reset-<username>` in the mock),
   * once: every session of the member ends.
   */
  resetPassword(token: string, password: string): void {
    const username = this.passwordResets.get(token);
    const state = this.members.find((member) => !member.deleted && member.username === username);
    if (state === undefined) throw refuse('resetLinkSpent');
    state.password = password;
    this.passwordResets.delete(token);
    this.endSessions(state.id);
  }

  /** 204 for the right password, 403 otherwise. */
  verifyPassword(viewer: MockMember | null, password: string): void {
    const state = this.state(viewer);
    if (state.password !== password) throw refuse('wrongPassword');
  }

  /** Delete the account and everything the member wrote or did; 403 for a wrong password. */
  deleteAccount(viewer: MockMember | null, password: string): void {
    this.verifyPassword(viewer, password);
    const state = this.state(viewer);
    const name = state.username;
    const links = new Set(
      this.memories
        .all()
        .filter((memory) => memory.owner === name)
        .map((m) => m.shareable_link),
    );
    const commentIds = new Set(
      this.comments
        .all()
        .filter((comment) => comment.author === name || links.has(comment.memory))
        .map((c) => c.id),
    );
    this.memories.removeWhere((memory) => memory.owner === name);
    this.comments.removeWhere((comment) => commentIds.has(comment.id));
    forgetRows(this.interactions.rows, links, commentIds, name);
    this.moderation.forgetMember(name, links, commentIds);
    this.photos.forgetMember(name);
    this.notifications.removeWhere(
      (n) => n.recipient === name || n.originator === name || links.has(n.memory),
    );
    this.endSessions(state.id);
    state.deleted = true;
    state.email = '';
  }

  /**
   * Start an email change: mails the six-digit code to the new address (always
   * `MOCK_EMAIL_CODE`, 123456, in the mock). 409 when the address is taken (or already theirs).
   */
  changeEmail(viewer: MockMember | null, newEmail: string): void {
    const state = this.state(viewer);
    const email = newEmail.trim().toLowerCase();
    const taken = this.members.find((member) => !member.deleted && member.email === email);
    if (taken !== undefined) throw refuse(taken === state ? 'emailAlreadyYours' : 'emailTaken');
    state.pendingEmail = { email, code: MOCK_EMAIL_CODE, attempts: 0 };
    this.mail.push({
      to: email,
      subject: 'Your Childhood Memories confirmation code',
      text: `Your code to confirm this e-mail address is ${MOCK_EMAIL_CODE}. It is valid for 15 minutes.`,
    });
  }

  /** Confirm an email change with its six-digit code. */
  validateEmailChange(viewer: MockMember | null, code: string, newEmail: string): void {
    const state = this.state(viewer);
    const pending = state.pendingEmail;
    const outcome = emailChangeOutcome(pending, newEmail.trim().toLowerCase(), pending?.code === code.trim());
    if (pending === null || outcome === 'wrong') {
      if (pending !== null) pending.attempts += 1;
      throw refuse('wrongCode');
    }
    state.email = pending.email;
    state.pendingEmail = null;
  }

  /**
   * Change the password (the shared schema checked both fields and the policy): every other
   * session of the member ends; the one it was called from (`accessToken`) goes on.
   */
  changePassword(viewer: MockMember | null, newPassword: string, accessToken: string | null = null): void {
    const state = this.state(viewer);
    state.password = newPassword;
    this.endSessions(state.id, this.sessionOf(accessToken));
  }

  /** The mail the backend sent since the last reset, oldest first (for assertions). */
  sentMail(): readonly MockMail[] {
    return this.mail;
  }

  /** Store a support message. */
  contactSupport(
    viewer: MockMember | null,
    input: { subject: string; message: string; email?: string },
  ): void {
    const state = this.state(viewer);
    this.supportMessages.push({
      member: state.username,
      subject: input.subject,
      message: input.message,
      email: input.email ?? state.email,
    });
  }

  /** Messages sent to support (for assertions). */
  supportInbox(): readonly { member: string; subject: string; message: string; email: string }[] {
    return this.supportMessages;
  }

  /** Mark onboarding passed or not. */
  setOnboarding(viewer: MockMember | null, passed: boolean): void {
    this.state(viewer).hasPassedOnboarding = passed;
  }

  /** The member's Safety Filters: warnings hidden, and warnings shown without a notice. */
  safetyPreferences(viewer: MockMember | null): SafetyPreferences {
    const state = this.state(viewer);
    return {
      hidden_content_warning_ids: [...state.hiddenContentWarnings],
      shown_content_warning_ids: [...state.shownContentWarnings],
    };
  }

  /** Replace the member's Safety Filters; a shown list left out stays, less what is now hidden. */
  updateSafetyPreferences(viewer: MockMember | null, update: SafetyPreferencesUpdate): SafetyPreferences {
    const known = new Set(contentWarnings.map((warning) => warning.id));
    const hidden = [...new Set(update.hidden_content_warning_ids)];
    // As the server words it: the hidden list first, then the shown one.
    if (hidden.some((id) => !known.has(id))) throw refuse('unknownHiddenWarning');
    if ((update.shown_content_warning_ids ?? []).some((id) => !known.has(id)))
      throw refuse('unknownShownWarning');
    const state = this.state(viewer);
    state.hiddenContentWarnings = hidden;
    state.shownContentWarnings = [
      ...new Set(update.shown_content_warning_ids ?? state.shownContentWarnings),
    ].filter((id) => !hidden.includes(id));
    return this.safetyPreferences(viewer);
  }

  /**
   * Makes the member with this e-mail address (case-insensitive) a moderator, as the server's
   * `npm run moderator -- grant <email>` does on a running database. Never by any API.
   *
   * @example
   * backend.grantModerator('ada@example.org');
   */
  grantModerator(email: string): void {
    const address = email.trim().toLowerCase();
    const state = this.members.find((member) => !member.deleted && member.email.toLowerCase() === address);
    if (state === undefined) throw new Error(`mocks: no member with the e-mail address ${email}`);
    state.isModerator = true;
  }

  /** The privacy the member used last (prefilled for new memories). */
  lastPrivacy(viewer: MockMember | null): Privacy {
    return this.state(viewer).lastPrivacy;
  }
}
