import { type AuthSession, type AuthTokens, type CurrentUser } from '@childhood-memories/api-client';
import { refuse } from '@childhood-memories/api-client/domain';
import { and, count, eq, gt, isNull, ne } from 'drizzle-orm';

import type { AppDeps } from '../context.ts';
import type { DbOrTx } from '../db/client.ts';
import { memories, passwordResets, refreshTokens, users } from '../db/schema.ts';
import { unauthenticated } from '../errors.ts';
import { isUniqueViolation } from '../memory-write.ts';
import { hashPassword, verifyDummyPassword, verifyPassword } from './passwords.ts';
import { hashToken, randomToken, signAccessToken, verifyAccessToken } from './tokens.ts';

/** How long a password-reset link stays valid, in seconds. */
export const RESET_TOKEN_TTL = 60 * 60;

/** E-mail addresses compare without case. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The signed-in member as the api-client's `CurrentUser`. */
export async function currentUser(db: DbOrTx, userId: number): Promise<CurrentUser> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw unauthenticated();
  const [posts] = await db.select({ n: count() }).from(memories).where(eq(memories.userId, userId));
  return {
    username: user.username,
    email: user.email,
    has_passed_onboarding: user.hasPassedOnboarding,
    has_first_post: (posts?.n ?? 0) > 0,
    // Ours: the moderation page is offered to moderators only (the server checks every route too).
    is_moderator: user.isModerator,
  };
}

/** Issues an access token and a new refresh token (in `family`, or a new family for a new login). */
export async function issueTokens(
  deps: AppDeps,
  userId: number,
  family = randomToken(12),
  db: DbOrTx = deps.db,
): Promise<AuthTokens> {
  const refresh = randomToken(32);
  await db.insert(refreshTokens).values({
    userId,
    tokenHash: hashToken(refresh),
    family,
    expiresAt: new Date(Date.now() + deps.config.refreshTokenTtl * 1000),
  });
  return {
    access: signAccessToken(userId, family, deps.config.jwtSecret, deps.config.accessTokenTtl),
    refresh,
  };
}

export async function signUp(
  deps: AppDeps,
  input: { username: string; email: string; password: string },
): Promise<AuthSession> {
  const passwordHash = await hashPassword(input.password, deps.config.scryptCost);
  try {
    const [user] = await deps.db
      .insert(users)
      .values({
        username: input.username,
        email: normaliseEmail(input.email),
        passwordHash,
        // MODERATOR_EMAILS counts at sign-up too, not only for members who were there at start.
        isModerator: deps.config.moderatorEmails.includes(normaliseEmail(input.email)),
      })
      .returning({ id: users.id });
    if (!user) throw new Error('insert returned no row');
    const tokens = await issueTokens(deps, user.id);
    return { ...tokens, user: await currentUser(deps.db, user.id) };
  } catch (error) {
    if (isUniqueViolation(error)) throw refuse('accountTaken');
    throw error;
  }
}

export async function logIn(deps: AppDeps, input: { email: string; password: string }): Promise<AuthSession> {
  const [user] = await deps.db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(input.email)));
  if (!user) {
    await verifyDummyPassword(input.password, deps.config.scryptCost);
    throw refuse('logInFailed');
  }
  if (!(await verifyPassword(input.password, user.passwordHash))) {
    throw refuse('logInFailed');
  }
  const tokens = await issueTokens(deps, user.id);
  return { ...tokens, user: await currentUser(deps.db, user.id) };
}

/**
 * Rotates a refresh token: the old one is revoked in the same statement that checks it, so
 * two uses race to one winner. A revoked token presented again means it leaked: its whole
 * family (that login) is revoked.
 */
export async function rotateRefreshToken(deps: AppDeps, refresh: string): Promise<AuthTokens> {
  const tokenHash = hashToken(refresh);
  const [used] = await deps.db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: refreshTokens.userId, family: refreshTokens.family });
  if (!used) {
    const [known] = await deps.db
      .select({ family: refreshTokens.family })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash));
    if (known) await endSession(deps, known.family);
    throw refuse('sessionEnded');
  }
  return issueTokens(deps, used.userId, used.family);
}

/**
 * Ends a session (a refresh-token family): its refresh tokens are revoked and, from the
 * commit on, its access tokens are refused too.
 */
export async function endSession(deps: AppDeps, family: string, db: DbOrTx = deps.db): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.family, family), isNull(refreshTokens.revokedAt)));
  await deps.sessions.revoke(db, [family]);
}

/** Ends the session of a refresh token. Unknown tokens are ignored. */
export async function revokeRefreshToken(deps: AppDeps, refresh: string): Promise<void> {
  const [known] = await deps.db
    .select({ family: refreshTokens.family })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(refresh)));
  if (known) await endSession(deps, known.family);
}

/** Whether an access token is valid: signed by us, unexpired, its session not ended, its member there. */
export async function isAccessTokenValid(deps: AppDeps, token: string): Promise<boolean> {
  const claims = verifyAccessToken(token, deps.config.jwtSecret);
  if (claims === null || deps.sessions.isRevoked(claims.sid)) return false;
  return (await deps.members.get(claims.sub)) !== null;
}

/** Starts a password reset: a one-hour link by e-mail. Answers the same whether or not the address exists. */
export async function requestPasswordReset(deps: AppDeps, email: string): Promise<void> {
  const [user] = await deps.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, normaliseEmail(email)));
  if (!user) return;
  const token = randomToken(32);
  await deps.db.insert(passwordResets).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL * 1000),
  });
  await deps.mailer.send({
    to: user.email,
    subject: 'Reset your Childhood Memories password',
    text: [
      'Someone asked to reset the password of your Childhood Memories account.',
      'If it was you, open this link within an hour to choose a new password:',
      `${deps.config.publicSiteUrl}/reset-password?token=${encodeURIComponent(token)}`,
      'If it was not you, you can ignore this message: your password stays the same.',
    ].join('\n\n'),
  });
}

/** Completes a reset: sets the password, spends the token, and ends every session of the member (access tokens too). */
export async function resetPassword(deps: AppDeps, token: string, newPassword: string): Promise<void> {
  const passwordHash = await hashPassword(newPassword, deps.config.scryptCost);
  await deps.db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!reset) throw refuse('resetLinkSpent');
    await tx.update(users).set({ passwordHash }).where(eq(users.id, reset.userId));
    await revokeAllSessions(deps, tx, reset.userId);
  });
}

/** Checks the signed-in member's password (for delete account and other sensitive steps). */
export async function checkPassword(deps: AppDeps, userId: number, password: string): Promise<boolean> {
  const [user] = await deps.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!user) return false;
  return verifyPassword(password, user.hash);
}

/**
 * Ends every session of a member (refresh and access tokens), or every one but `except` (the
 * session that changed the password keeps going).
 */
export async function revokeAllSessions(
  deps: AppDeps,
  db: DbOrTx,
  userId: number,
  except: string | null = null,
): Promise<void> {
  const ended = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        except === null ? undefined : ne(refreshTokens.family, except),
      ),
    )
    .returning({ family: refreshTokens.family });
  await deps.sessions.revoke(
    db,
    ended.map((row) => row.family),
  );
}
