import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';

import { runModeratorCommand } from '../scripts/moderator.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { users } from './db/schema.ts';
import { clientOf, join, statusOf } from './moderation-test-support.ts';
import { createDeps } from './server.ts';
import { createScratchDatabase, createTestServer, testConfig, type TestServer } from './test-support.ts';

/*
 * Who is a moderator (issue 31): MODERATOR_EMAILS at start and at sign-up, and the command for a
 * running database, on PGlite (DATA_DIR) and, when the tests run with DATABASE_URL, PostgreSQL.
 */

const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A database of its own for the command: PGlite in a fresh DATA_DIR, or a scratch PostgreSQL one. */
async function ownDatabase(): Promise<{
  env: NodeJS.ProcessEnv;
  dataDir: string;
  databaseUrl: string | undefined;
}> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cm-moderator-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  if (!process.env.DATABASE_URL) return { env: { DATA_DIR: dataDir }, dataDir, databaseUrl: undefined };
  const scratch = await createScratchDatabase(process.env.DATABASE_URL);
  cleanups.push(() => scratch.drop());
  return { env: { DATABASE_URL: scratch.url, DATA_DIR: dataDir }, dataDir, databaseUrl: scratch.url };
}

/** Adds members straight to a closed database, as an earlier start would have. */
async function withMembers(database: { dataDir: string; databaseUrl: string | undefined }, emails: string[]) {
  const handle = await openDatabase({ ...database, poolSize: 2 });
  await handle.db
    .insert(users)
    .values(emails.map((email) => ({ username: email.split('@')[0] ?? email, email, passwordHash: 'x' })));
  await handle.close();
}

async function isModerator(database: { dataDir: string; databaseUrl: string | undefined }, email: string) {
  const handle = await openDatabase({ ...database, poolSize: 2 });
  const [row] = await handle.db.select({ is: users.isModerator }).from(users).where(eq(users.email, email));
  await handle.close();
  return row?.is;
}

describe('MODERATOR_EMAILS', () => {
  it('is read as a comma-separated list, without case', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cm-config-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'a-secret-that-is-long-enough-for-the-config-0123',
      MODERATOR_EMAILS: ' Mia@Example.com, ,bo@example.org,mia@example.com',
    });
    expect(config.moderatorEmails).toEqual(['mia@example.com', 'bo@example.org']);
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32) }).moderatorEmails).toEqual([]);
  });

  it('makes the members it names moderators at start, and leaves everyone else a member', async () => {
    const database = await ownDatabase();
    await withMembers(database, ['mia@example.com', 'sam@example.com']);
    const deps = await createDeps(
      testConfig({
        dataDir: database.dataDir,
        databaseUrl: database.databaseUrl,
        moderatorEmails: ['mia@example.com'],
      }),
    );
    await deps.database.close();
    expect([
      await isModerator(database, 'mia@example.com'),
      await isModerator(database, 'sam@example.com'),
    ]).toEqual([true, false]);
  });

  it('makes a member who signs up later with a named address a moderator', async () => {
    const server: TestServer = await createTestServer({ moderatorEmails: ['mia@example.com'] });
    cleanups.push(() => server.close());
    const session = await clientOf(server, null).signUp({
      username: 'mia',
      email: 'MIA@example.com',
      password: 'mia-password-1',
    });
    expect(session.user.is_moderator).toBe(true);
    expect(await statusOf(clientOf(server, session.access).listModerationLog())).toBe(0);
    const member = await join(server, 'sam');
    expect(await statusOf(member.client.listModerationLog())).toBe(403);
  });
});

describe('npm run moderator', () => {
  it('grants, lists and revokes by e-mail address', async () => {
    const database = await ownDatabase();
    await withMembers(database, ['mia@example.com', 'sam@example.com']);
    expect(await runModeratorCommand(['list'], database.env)).toEqual({
      lines: ['No moderators yet.'],
      code: 0,
    });
    expect(await runModeratorCommand(['grant', 'Mia@Example.com'], database.env)).toEqual({
      lines: ['mia is now a moderator.'],
      code: 0,
    });
    expect(await isModerator(database, 'mia@example.com')).toBe(true);
    expect(await runModeratorCommand(['list'], database.env)).toEqual({
      lines: ['mia <mia@example.com>'],
      code: 0,
    });
    expect(await runModeratorCommand(['revoke', 'mia@example.com'], database.env)).toEqual({
      lines: ['mia is no longer a moderator.'],
      code: 0,
    });
    expect(await isModerator(database, 'mia@example.com')).toBe(false);
  });

  it('refuses a PGlite folder a running server holds, and takes over one a killed server left', async () => {
    if (process.env.DATABASE_URL) return; // PostgreSQL serves many processes: nothing to refuse.
    const database = await ownDatabase();
    await withMembers(database, ['mia@example.com']);
    // The test runner's parent process stands for a server that still runs.
    writeFileSync(path.join(database.dataDir, 'pglite.pid'), String(process.ppid));
    const refused = await runModeratorCommand(['grant', 'mia@example.com'], database.env);
    expect(refused.code).toBe(1);
    expect(refused.lines.join(' ')).toMatch(
      /is open in process \d+ \(a running server\?\)\. PGlite serves one process: stop it first/,
    );
    // No process has this id (above the kernel's limit): left by a server that was killed.
    writeFileSync(path.join(database.dataDir, 'pglite.pid'), '99999999');
    expect((await runModeratorCommand(['grant', 'mia@example.com'], database.env)).code).toBe(0);
    expect(existsSync(path.join(database.dataDir, 'pglite.pid'))).toBe(false);
    expect(await isModerator(database, 'mia@example.com')).toBe(true);
  });

  it('says so when nobody has the address, and when the command is not one it knows', async () => {
    const database = await ownDatabase();
    await withMembers(database, ['mia@example.com']);
    expect(await runModeratorCommand(['grant', 'nobody@example.com'], database.env)).toEqual({
      lines: ['No member has the e-mail address nobody@example.com.'],
      code: 1,
    });
    expect((await runModeratorCommand(['promote', 'mia@example.com'], database.env)).code).toBe(2);
    expect((await runModeratorCommand(['grant'], database.env)).code).toBe(2);
    expect(await isModerator(database, 'mia@example.com')).toBe(false);
  });
});
