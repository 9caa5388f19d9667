import { emailChangeOutcome, refuse } from '@childhood-memories/api-client/domain';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { getCookie } from 'hono/cookie';

import {
  checkPassword,
  currentUser,
  endSession,
  isAccessTokenValid,
  logIn,
  normaliseEmail,
  requestPasswordReset,
  resetPassword,
  revokeAllSessions,
  revokeRefreshToken,
  rotateRefreshToken,
  signUp,
} from '../auth/service.ts';
import { hashPassword } from '../auth/passwords.ts';
import { hashToken, safeEqual, sixDigitCode } from '../auth/tokens.ts';
import type { AppDeps, AppEnv, Viewer } from '../context.ts';
import {
  contentWarnings,
  emailChanges,
  notifications,
  photos,
  supportMessages,
  users,
} from '../db/schema.ts';
import { forbidden } from '../errors.ts';
import { clientAddress, isTrustedOrigin } from '../http.ts';
import { memberChanged } from '../members.ts';
import { isUniqueViolation } from '../memory-write.ts';
import { bumpVersion, bumpVersionWhere } from '../notify.ts';
import { RATE_RULES } from '../rate-limit.ts';
import { route } from './define.ts';

/** How long an e-mail change code stays valid, in seconds. */
export const EMAIL_CODE_TTL = 15 * 60;

/**
 * Deletes a member and everything of theirs in one transaction: the e-mail address (with the
 * row), every memory, comment, reaction, empathy, praise, photo and notification. Photo files
 * go after the commit. Others' notifications caused by the member go too, and their polls see it.
 */
export async function deleteAccount(deps: AppDeps, viewer: Viewer): Promise<void> {
  const files = await deps.db.transaction(async (tx) => {
    const affected = await tx
      .select({ id: notifications.recipientId })
      .from(notifications)
      .where(eq(notifications.originatorId, viewer.id));
    const removedPhotos = await tx
      .delete(photos)
      .where(eq(photos.userId, viewer.id))
      .returning({ key: photos.storageKey, thumbKey: photos.thumbKey });
    await bumpVersionWhere(
      tx,
      sql`select recipient_id from notifications n join memories m on m.id = n.memory_id where m.user_id = ${viewer.id}`,
    );
    await tx.delete(users).where(eq(users.id, viewer.id));
    // The member is gone from every cache: their tokens stop working everywhere.
    await memberChanged(tx, [viewer.id]);
    await bumpVersion(
      tx,
      [...new Set(affected.map((a) => a.id))].filter((id) => id !== viewer.id),
    );
    return removedPhotos.flatMap((p) => (p.thumbKey ? [p.key, p.thumbKey] : [p.key]));
  });
  for (const key of files) await deps.media.delete(key);
}

export function registerAccountRoutes(app: Hono<AppEnv>): void {
  route(app, 'signUp', async (c, { body }) => {
    const deps = c.get('deps');
    await deps.limiter.hit('signup', clientAddress(c), RATE_RULES.signup);
    return signUp(deps, body);
  });

  route(app, 'logIn', async (c, { body }) => {
    const deps = c.get('deps');
    const address = clientAddress(c);
    const email = normaliseEmail(body.email);
    await deps.limiter.hit('login-address', address, RATE_RULES.loginPerAddress);
    await deps.limiter.hit('login', `${address}|${email}`, RATE_RULES.login);
    const session = await logIn(deps, body);
    await deps.limiter.reset('login', `${address}|${email}`);
    return session;
  });

  route(app, 'refreshToken', async (c, { body }) => rotateRefreshToken(c.get('deps'), body.refresh));

  route(app, 'verifyToken', async (c, { body }) => {
    if (!(await isAccessTokenValid(c.get('deps'), body.token))) throw refuse('tokenNotValid');
  });

  route(app, 'logOut', async (c, { viewer, body }) => {
    const deps = c.get('deps');
    // A refresh token in the JSON body is its own proof (a page on another site cannot send
    // JSON without asking first). The Bearer token ends its own session. The refresh cookie
    // alone is what any page could make a browser send, so it counts only from the site, a
    // listed partner, or with the Bearer token.
    const fromBody = body?.refresh;
    const fromCookie = getCookie(c, 'refresh_token');
    const cookieCounts = viewer !== null || isTrustedOrigin(c);
    if (fromCookie && !cookieCounts && fromBody === undefined)
      throw forbidden('Please log out from the site itself.');
    if (fromBody) await revokeRefreshToken(deps, fromBody);
    if (fromCookie && cookieCounts && fromCookie !== fromBody) await revokeRefreshToken(deps, fromCookie);
    const session = c.get('session');
    if (viewer !== null && session !== null) await endSession(deps, session);
  });

  route(app, 'forgotPassword', async (c, { body }) => {
    const deps = c.get('deps');
    await deps.limiter.hit(
      'reset',
      `${clientAddress(c)}|${normaliseEmail(body.email)}`,
      RATE_RULES.passwordReset,
    );
    // The answer never tells whether the address has an account.
    await requestPasswordReset(deps, body.email);
  });

  route(app, 'resetPassword', async (c, { body }) => {
    const deps = c.get('deps');
    await deps.limiter.hit('reset-token', clientAddress(c), RATE_RULES.passwordReset);
    await resetPassword(deps, body.token, body.new_password);
  });

  route(app, 'getCurrentUser', async (c, { viewer }) => currentUser(c.get('deps').db, viewer.id));

  route(app, 'verifyPassword', async (c, { viewer, body }) => {
    const deps = c.get('deps');
    await deps.limiter.hit('verify-password', String(viewer.id), RATE_RULES.verifyPassword);
    if (!(await checkPassword(deps, viewer.id, body.password))) throw refuse('wrongPassword');
  });

  route(app, 'deleteAccount', async (c, { viewer, body }) => {
    const deps = c.get('deps');
    await deps.limiter.hit('verify-password', String(viewer.id), RATE_RULES.verifyPassword);
    if (!(await checkPassword(deps, viewer.id, body.password))) throw refuse('wrongPassword');
    await deleteAccount(deps, viewer);
  });

  route(app, 'changeEmail', async (c, { viewer, body }) => {
    const deps = c.get('deps');
    await deps.limiter.hit('email-code', String(viewer.id), RATE_RULES.emailCode);
    const newEmail = normaliseEmail(body.new_email);
    const [taken] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, newEmail));
    if (taken) throw refuse(taken.id === viewer.id ? 'emailAlreadyYours' : 'emailTaken');
    const code = sixDigitCode();
    const values = {
      newEmail,
      codeHash: hashToken(`${viewer.id}:${code}`),
      attempts: 0,
      expiresAt: new Date(Date.now() + EMAIL_CODE_TTL * 1000),
    };
    await deps.db
      .insert(emailChanges)
      .values({ userId: viewer.id, ...values })
      .onConflictDoUpdate({ target: emailChanges.userId, set: values });
    await deps.mailer.send({
      to: newEmail,
      subject: 'Your Childhood Memories confirmation code',
      text: `Your code to confirm this e-mail address is ${code}. It is valid for 15 minutes.\n\nIf you did not ask for it, you can ignore this message.`,
    });
  });

  route(app, 'validateEmailChange', async (c, { viewer, body }) => {
    const deps = c.get('deps');
    await deps.db
      .transaction(async (tx) => {
        const [pending] = await tx
          .select()
          .from(emailChanges)
          .where(and(eq(emailChanges.userId, viewer.id), gt(emailChanges.expiresAt, new Date())));
        const newEmail = normaliseEmail(body.new_email);
        const outcome = emailChangeOutcome(
          pending ? { email: pending.newEmail, attempts: pending.attempts } : null,
          newEmail,
          pending !== undefined && safeEqual(pending.codeHash, hashToken(`${viewer.id}:${body.code.trim()}`)),
        );
        // A missing change was refused as expired by emailChangeOutcome: `pending` is there.
        if (outcome === 'wrong' && pending) {
          await tx
            .update(emailChanges)
            .set({ attempts: pending.attempts + 1 })
            .where(eq(emailChanges.userId, viewer.id));
          return 'wrong';
        }
        try {
          await tx.update(users).set({ email: newEmail }).where(eq(users.id, viewer.id));
        } catch (error) {
          if (isUniqueViolation(error)) throw refuse('emailTaken');
          throw error;
        }
        await tx.delete(emailChanges).where(eq(emailChanges.userId, viewer.id));
        return 'changed';
      })
      .then((outcome) => {
        // The attempt is counted (committed) before the wrong code is answered.
        if (outcome === 'wrong') throw refuse('wrongCode');
      });
  });

  route(app, 'changePassword', async (c, { viewer, body }) => {
    const deps = c.get('deps');
    const passwordHash = await hashPassword(body.new_password, deps.config.scryptCost);
    // Whoever else was signed in (perhaps with the old password) is signed out; this session stays.
    await deps.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, viewer.id));
      await revokeAllSessions(deps, tx, viewer.id, c.get('session'));
    });
  });

  route(app, 'contactSupport', async (c, { viewer, body }) => {
    await c
      .get('deps')
      .db.insert(supportMessages)
      .values({
        userId: viewer.id,
        subject: body.subject.trim(),
        message: body.email ? `${body.message}\n\nReply to: ${body.email}` : body.message,
      });
  });

  route(app, 'setOnboardingStatus', async (c, { viewer, body }) => {
    await c
      .get('deps')
      .db.update(users)
      .set({ hasPassedOnboarding: body.has_passed_onboarding })
      .where(eq(users.id, viewer.id));
  });

  route(app, 'getSafetyPreferences', async (c, { viewer }) => {
    const [row] = await c
      .get('deps')
      .db.select({ hidden: users.hiddenContentWarnings, shown: users.shownContentWarnings })
      .from(users)
      .where(eq(users.id, viewer.id));
    return { hidden_content_warning_ids: row?.hidden ?? [], shown_content_warning_ids: row?.shown ?? [] };
  });

  // A list the body leaves out stays as it was (clients that know only `hidden` keep working);
  // a warning made hidden leaves the shown list, so the two never overlap.
  route(app, 'updateSafetyPreferences', async (c, { viewer, body }) => {
    const { db } = c.get('deps');
    const hidden = body.hidden_content_warning_ids;
    const given = [...hidden, ...(body.shown_content_warning_ids ?? [])];
    if (given.length > 0) {
      const known = await db
        .select({ id: contentWarnings.id })
        .from(contentWarnings)
        .where(inArray(contentWarnings.id, given));
      const knownIds = new Set(known.map((row) => row.id));
      if (hidden.some((id) => !knownIds.has(id))) throw refuse('unknownHiddenWarning');
      if (given.some((id) => !knownIds.has(id))) throw refuse('unknownShownWarning');
    }
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select({ shown: users.shownContentWarnings })
        .from(users)
        .where(eq(users.id, viewer.id))
        .for('update');
      const hiddenSet = new Set(hidden);
      const shown = (body.shown_content_warning_ids ?? row?.shown ?? []).filter((id) => !hiddenSet.has(id));
      await tx
        .update(users)
        .set({ hiddenContentWarnings: hidden, shownContentWarnings: shown })
        .where(eq(users.id, viewer.id));
      return { hidden_content_warning_ids: hidden, shown_content_warning_ids: shown };
    });
  });
}
