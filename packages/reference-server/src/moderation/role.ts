import { asc, eq, inArray, sql } from 'drizzle-orm';

import type { DbOrTx } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { forbidden } from '../errors.ts';

/*
 * The moderator role (ours, issue 31): `users.is_moderator`, granted by `MODERATOR_EMAILS` at start
 * and at sign-up, or by `npm run moderator -- grant|revoke|list` on a running database; never by
 * an API a member can call. Every moderation route reads it from the database on each request,
 * so a revoke counts at once, on every process.
 */

/** The words of the moderation routes' refusals. */
export const MODERATION_REFUSALS = {
  notModerator: 'Only moderators can do this.',
  ownContent: 'Another moderator needs to look at this.',
  alreadyHidden: 'This is already hidden.',
  notHidden: 'This is not hidden.',
  nothingOpen: 'There is nothing open here.',
  reviewOpen: 'You have already asked for a review. A moderator will look at it again.',
} as const;

/** Makes the members with these (lower-case) addresses moderators; answers how many changed. */
export async function applyModeratorEmails(db: DbOrTx, emails: readonly string[]): Promise<number> {
  if (emails.length === 0) return 0;
  const changed = await db
    .update(users)
    .set({ isModerator: true })
    .where(
      sql`lower(${users.email}) in (${sql.join(
        emails.map((email) => sql`${email.toLowerCase()}`),
        sql`, `,
      )}) and ${users.isModerator} = false`,
    )
    .returning({ id: users.id });
  return changed.length;
}

/** Whether the member is a moderator now (read from the database, never a cache). */
export async function isModerator(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db.select({ is: users.isModerator }).from(users).where(eq(users.id, userId));
  return row?.is === true;
}

/** 403 'Only moderators can do this.' unless the member is a moderator. */
export async function requireModerator(db: DbOrTx, userId: number): Promise<void> {
  if (!(await isModerator(db, userId))) throw forbidden(MODERATION_REFUSALS.notModerator);
}

/** Grants or revokes the role by e-mail address; answers the member's username, or null when there is none. */
export async function setModerator(db: DbOrTx, email: string, value: boolean): Promise<string | null> {
  const [row] = await db
    .update(users)
    .set({ isModerator: value })
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .returning({ username: users.username });
  return row?.username ?? null;
}

/** Every moderator, by username. */
export async function listModerators(db: DbOrTx): Promise<{ username: string; email: string }[]> {
  return db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(eq(users.isModerator, true))
    .orderBy(asc(users.username));
}

/** The usernames of members by id (the moderators named in the audit log). */
export async function usernamesOf(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.username]));
}
