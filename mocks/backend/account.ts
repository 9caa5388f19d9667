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
import { type CommentStore } from './comments.ts';
import { type StoreContext } from './context.ts';
import { type InteractionStore } from './interactions.ts';
import { type MemberStore } from './members.ts';
import { type MemoryStore } from './memories.ts';
import { type ModerationStore } from './moderation.ts';
import { type PhotoStore } from './photos.ts';
import { forgetRows } from './interaction-rows.ts';

/** Accounts: sign-up and log-in, passwords, e-mail change, support, onboarding, Safety Filters, and leaving (with everything the member wrote or did). */
export class AccountStore {
  /** The mail the backend sent since the last reset, oldest first. */
  private mail: MockMail[] = [];

  /** Forgot-password tokens and whose they are (each works once). */
  private passwordResets = new Map<string, string>();

  private supportMessages: { member: string; subject: string; message: string; email: string }[] = [];

  /** `stores`: what a member's leaving takes with it. */
  constructor(
    private readonly ctx: StoreContext,
    private readonly members: MemberStore,
    private readonly stores: {
      memories: MemoryStore;
      photos: PhotoStore;
      comments: CommentStore;
      interactions: InteractionStore;
      moderation: ModerationStore;
    },
  ) {}

  /** The current member's profile. */
  currentUser(viewer: MockMember | null): {
    username: string;
    email: string;
    has_passed_onboarding: boolean;
    has_first_post: boolean;
    is_moderator: boolean;
  } {
    const state = this.members.state(viewer);
    return {
      username: state.username,
      email: state.email,
      has_passed_onboarding: state.hasPassedOnboarding,
      has_first_post: this.stores.memories.all().some((memory) => memory.owner === state.username),
      is_moderator: state.isModerator,
    };
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
    if (this.members.find(taken) !== undefined) throw refuse('accountTaken');
    const id = this.ctx.id();
    const n = this.members.nextSessionNumber();
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
      isModerator: this.members.isModeratorEmail(email),
      reportTimes: [],
    };
    this.members.add(state);
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
    user: ReturnType<AccountStore['currentUser']>;
  } {
    const first = !this.members.hasSignedIn(state.id);
    const session = this.members.startSession(
      state,
      first ? { access: state.token, refresh: state.refreshToken } : undefined,
    );
    return {
      access: session.accessTokens[0] ?? '',
      refresh: session.refreshToken,
      user: this.currentUser(this.members.publicMember(state)),
    };
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
    this.members.endSessions(state.id);
  }

  /** 204 for the right password, 403 otherwise. */
  verifyPassword(viewer: MockMember | null, password: string): void {
    const state = this.members.state(viewer);
    if (state.password !== password) throw refuse('wrongPassword');
  }

  /** Delete the account and everything the member wrote or did; 403 for a wrong password. */
  deleteAccount(viewer: MockMember | null, password: string): void {
    this.verifyPassword(viewer, password);
    const state = this.members.state(viewer);
    const name = state.username;
    const links = new Set(
      this.stores.memories
        .all()
        .filter((memory) => memory.owner === name)
        .map((m) => m.shareable_link),
    );
    const commentIds = new Set(
      this.stores.comments
        .all()
        .filter((comment) => comment.author === name || links.has(comment.memory))
        .map((c) => c.id),
    );
    this.stores.memories.removeWhere((memory) => memory.owner === name);
    this.stores.comments.removeWhere((comment) => commentIds.has(comment.id));
    forgetRows(this.stores.interactions.rows, links, commentIds, name);
    this.stores.moderation.forgetMember(name, links, commentIds);
    this.stores.photos.forgetMember(name);
    this.ctx
      .notifications()
      .removeWhere((n) => n.recipient === name || n.originator === name || links.has(n.memory));
    this.members.endSessions(state.id);
    state.deleted = true;
    state.email = '';
  }

  /**
   * Start an email change: mails the six-digit code to the new address (always
   * `MOCK_EMAIL_CODE`, 123456, in the mock). 409 when the address is taken (or already theirs).
   */
  changeEmail(viewer: MockMember | null, newEmail: string): void {
    const state = this.members.state(viewer);
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
    const state = this.members.state(viewer);
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
    const state = this.members.state(viewer);
    state.password = newPassword;
    this.members.endSessions(state.id, this.members.sessionOf(accessToken));
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
    const state = this.members.state(viewer);
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
    this.members.state(viewer).hasPassedOnboarding = passed;
  }

  /** The member's Safety Filters: warnings hidden, and warnings shown without a notice. */
  safetyPreferences(viewer: MockMember | null): SafetyPreferences {
    const state = this.members.state(viewer);
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
    const state = this.members.state(viewer);
    state.hiddenContentWarnings = hidden;
    state.shownContentWarnings = [
      ...new Set(update.shown_content_warning_ids ?? state.shownContentWarnings),
    ].filter((id) => !hidden.includes(id));
    return this.safetyPreferences(viewer);
  }

  /** The privacy the member used last (prefilled for new memories). */
  lastPrivacy(viewer: MockMember | null): Privacy {
    return this.members.state(viewer).lastPrivacy;
  }
}
