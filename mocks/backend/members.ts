/** The members and their sessions: who a token signs in as, tokens as the server keeps them (rotation, reuse ending a session), the moderator role. */
import { Privacy } from '@childhood-memories/api-client';
import { refuse } from '@childhood-memories/api-client/domain';
import { sam, type MockMember } from '../fixtures/members.ts';
import { type MemberState, type MockSession } from './model.ts';

/** The members (deleted ones stay, as gone) and their sessions. */
export class MemberStore {
  private rows: MemberState[];

  private sessions: MockSession[];

  private nextSession = 1;

  /**
   * The fixture members (none for a fresh server), each signed in once with the tokens of
   * `MEMBER_TOKENS`; `moderators` are the e-mail addresses of moderators (as `MODERATOR_EMAILS`).
   */
  constructor(
    private readonly moderators: readonly string[],
    fixtures: readonly MockMember[],
  ) {
    this.rows = fixtures.map((member) => ({
      id: member.id,
      username: member.username,
      email: member.email,
      password: member.password,
      token: member.token,
      refreshToken: member.refreshToken,
      hasPassedOnboarding: member.hasPassedOnboarding,
      hiddenContentWarnings: [],
      shownContentWarnings: [],
      lastPrivacy: Privacy.Public,
      pendingEmail: null,
      deleted: false,
      isModerator: member.username === sam.username || this.isModeratorEmail(member.email),
      reportTimes: [],
    }));
    this.sessions = this.rows.map((member) => ({
      member: member.id,
      accessTokens: [member.token],
      refreshToken: member.refreshToken,
      spentRefreshTokens: [],
      ended: false,
    }));
  }

  /** The first member (deleted ones too) `match` names. */
  find(match: (member: MemberState) => boolean): MemberState | undefined {
    return this.rows.find(match);
  }

  /** A new member (signed up). */
  add(state: MemberState): void {
    this.rows.push(state);
  }

  /** The number the next session's tokens will carry. */
  nextSessionNumber(): number {
    return this.nextSession;
  }

  /** Whether the member has ever signed in. */
  hasSignedIn(memberId: number): boolean {
    return this.sessions.some((candidate) => candidate.member === memberId);
  }

  /** The member an access token signs in as, or null (visitor) for no or an unknown or ended token. */
  memberForToken(token: string | null | undefined): MockMember | null {
    const session = this.sessionOf(token);
    if (session === undefined) return null;
    const state = this.rows.find((member) => member.id === session.member && !member.deleted);
    return state === undefined ? null : this.publicMember(state);
  }

  /** Whether a token is an access token of a session that has not ended. */
  isKnownToken(token: string): boolean {
    return this.memberForToken(token) !== null;
  }

  /** The member by username (deleted members are gone). */
  member(username: string): MockMember | null {
    const state = this.rows.find((member) => member.username === username && !member.deleted);
    return state === undefined ? null : this.publicMember(state);
  }

  /** Every member with an account, in the order they joined (deleted members are gone). */
  allMembers(): MockMember[] {
    return this.rows.filter((member) => !member.deleted).map((member) => this.publicMember(member));
  }

  publicMember(state: MemberState): MockMember {
    return {
      id: state.id,
      username: state.username,
      email: state.email,
      token: state.token,
      refreshToken: state.refreshToken,
      password: state.password,
      hasPassedOnboarding: state.hasPassedOnboarding,
    };
  }

  state(viewer: MockMember | null): MemberState {
    if (viewer === null) throw refuse('signInNeeded');
    const state = this.rows.find((member) => member.username === viewer.username && !member.deleted);
    if (state === undefined) throw refuse('sessionEnded');
    return state;
  }

  sessionOf(token: string | null | undefined): MockSession | undefined {
    if (token === null || token === undefined || token === '') return undefined;
    return this.sessions.find((session) => !session.ended && session.accessTokens.includes(token));
  }

  /** Starts a session (a login) of a member: fresh access and refresh tokens. */
  startSession(state: MemberState, tokens?: { access: string; refresh: string }): MockSession {
    const n = this.nextSession++;
    const session: MockSession = {
      member: state.id,
      accessTokens: [tokens?.access ?? `token-${state.username}-${n}`],
      refreshToken: tokens?.refresh ?? `refresh-${state.username}-${n}`,
      spentRefreshTokens: [],
      ended: false,
    };
    this.sessions.push(session);
    return session;
  }

  /** Ends sessions of a member (every one, or every one but `except`): their tokens stop working. */
  endSessions(memberId: number, except?: MockSession): void {
    for (const session of this.sessions) {
      if (session.member === memberId && session !== except) session.ended = true;
    }
  }

  /** Whether an address is one of the `moderators` option's (as `MODERATOR_EMAILS`, case-insensitive). */
  isModeratorEmail(email: string): boolean {
    const address = email.trim().toLowerCase();
    return this.moderators.some((candidate) => candidate.trim().toLowerCase() === address);
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
    const state = this.rows.find((member) => !member.deleted && member.email.toLowerCase() === address);
    if (state === undefined) throw new Error(`mocks: no member with the e-mail address ${email}`);
    state.isModerator = true;
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
        : this.rows.find((member) => member.id === session.member && !member.deleted);
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
}
