// `npm run moderator -w @childhood-memories/reference-server -- grant|revoke|list [email]`: makes a
// member a moderator, takes the role back, or lists the moderators, on the database the server
// uses (DATABASE_URL, or PGlite in DATA_DIR). No API can do this: only someone with the database.
//
// On PostgreSQL it works while the server runs: every moderation route reads the role from the
// database, so a grant or a revoke counts at the next request, on every process. PGlite is one
// process by construction: stop the server first (or use MODERATOR_EMAILS, applied at start); the
// command refuses a PGlite folder a running server holds (`DATA_DIR/pglite.pid`).
import { existsSync } from 'node:fs';
import path from 'node:path';

import { DEFAULT_DATA_DIR } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { listModerators, setModerator } from '../src/moderation/role.ts';

const USAGE = 'usage: npm run moderator -w @childhood-memories/reference-server -- grant|revoke|list [email]';

/** Runs one command; answers the lines to print and the exit code. */
export async function runModeratorCommand(
  args: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ lines: string[]; code: number }> {
  const [command, email] = args;
  if (command !== 'list' && command !== 'grant' && command !== 'revoke') return { lines: [USAGE], code: 2 };
  if (command !== 'list' && (email === undefined || !email.includes('@')))
    return { lines: [`${command} needs the member's e-mail address.`, USAGE], code: 2 };
  const databaseUrl = env.DATABASE_URL || undefined;
  const dataDir = path.resolve(env.DATA_DIR || DEFAULT_DATA_DIR);
  if (!databaseUrl && !existsSync(path.join(dataDir, 'pglite')))
    return { lines: [`No database in ${dataDir}: start the server once first.`], code: 1 };
  // Two connections: the migration lock holds one while the migrations run on the other.
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({ databaseUrl, dataDir, poolSize: 2, refuseHeldPglite: true });
  } catch (error) {
    // PGlite open in a running server, PostgreSQL not answering: said in a sentence, not a stack.
    return { lines: [error instanceof Error ? error.message : String(error)], code: 1 };
  }
  try {
    if (command === 'list') {
      const moderators = await listModerators(database.db);
      return {
        lines:
          moderators.length === 0
            ? ['No moderators yet.']
            : moderators.map((moderator) => `${moderator.username} <${moderator.email}>`),
        code: 0,
      };
    }
    const username = await setModerator(database.db, email ?? '', command === 'grant');
    if (username === null) return { lines: [`No member has the e-mail address ${email}.`], code: 1 };
    return {
      lines: [
        command === 'grant' ? `${username} is now a moderator.` : `${username} is no longer a moderator.`,
      ],
      code: 0,
    };
  } finally {
    await database.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const { lines, code } = await runModeratorCommand(process.argv.slice(2));
  for (const line of lines) (code === 0 ? console.info : console.error)(line);
  process.exitCode = code;
}
