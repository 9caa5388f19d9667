/**
 * Durability: a burst of memory creates while the server is killed with SIGKILL. After a
 * restart on the same data, every create that was answered 201 must be there, and the
 * database must open cleanly. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
 *
 *   npm run durability -w @childhood-memories/reference-server
 *   DATABASE_URL=postgres://… npm run durability -w @childhood-memories/reference-server
 */
import { endpoints } from '@childhood-memories/api-client';

import {
  exited,
  freePort,
  scriptPayload,
  serverEnv,
  signUp,
  spawnEntry,
  targets,
  waitForHealth,
} from './lib.ts';

const CONCURRENCY = Number(process.env.DURABILITY_CONCURRENCY ?? 8);
/** SIGKILL lands once this many creates were answered 201, with more still in flight. */
const KILL_AFTER_ACKS = Number(process.env.DURABILITY_KILL_AFTER ?? 25);
/** Or after this long, whichever comes first. */
const KILL_DEADLINE_MS = Number(process.env.DURABILITY_DEADLINE_MS ?? 120_000);
const ROUNDS = Number(process.env.DURABILITY_ROUNDS ?? 1);

interface RoundResult {
  sent: number;
  acknowledged: number;
  found: number;
  lost: string[];
}

async function listAll(url: string, token: string): Promise<Set<string>> {
  const found = new Set<string>();
  for (let page = 1; ; page += 1) {
    const response = await fetch(`${url}${endpoints.listMemories.path}?user=durable&page=${page}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`list answered ${response.status}`);
    const body = (await response.json()) as { results: { hashId: string }[]; total_pages: number };
    for (const memory of body.results) found.add(memory.hashId);
    if (page >= body.total_pages) return found;
  }
}

async function round(
  url: string,
  env: Record<string, string>,
  token: string,
  index: number,
): Promise<RoundResult> {
  const server = spawnEntry('src/main.ts', env);
  await waitForHealth(url);
  const acknowledged: string[] = [];
  let sent = 0;
  let stop = false;
  let enough: () => void = () => undefined;
  const enoughAcknowledged = new Promise<void>((resolve) => {
    enough = resolve;
  });
  const worker = async (w: number) => {
    for (let i = 0; !stop; i += 1) {
      sent += 1;
      try {
        const response = await fetch(`${url}${endpoints.createMemory.path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
            'idempotency-key': `round-${index}-worker-${w}-${i}`,
          },
          body: JSON.stringify(scriptPayload(`Durable ${index}.${w}.${i}`)),
        });
        if (response.status === 201) {
          acknowledged.push(((await response.json()) as { hashId: string }).hashId);
          if (acknowledged.length >= KILL_AFTER_ACKS) enough();
        }
      } catch {
        return; // the server is gone: this request's fate is unknown, and it was never acknowledged
      }
    }
  };
  const workers = Array.from({ length: CONCURRENCY }, (_, w) => worker(w));
  let deadline: NodeJS.Timeout | undefined;
  await Promise.race([
    enoughAcknowledged,
    new Promise((resolve) => (deadline = setTimeout(resolve, KILL_DEADLINE_MS))),
  ]);
  clearTimeout(deadline);
  server.kill('SIGKILL');
  stop = true;
  await Promise.all(workers);
  await exited(server);

  const restarted = spawnEntry('src/main.ts', env);
  try {
    await waitForHealth(url);
    const found = await listAll(url, token);
    return {
      sent,
      acknowledged: acknowledged.length,
      found: found.size,
      lost: acknowledged.filter((id) => !found.has(id)),
    };
  } finally {
    restarted.kill('SIGTERM');
    await exited(restarted);
  }
}

let failed = false;
for (const target of await targets()) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = { ...serverEnv(port), ...target.env };
  try {
    const first = spawnEntry('src/main.ts', env);
    await waitForHealth(url);
    const token = await signUp(url, 'durable');
    first.kill('SIGTERM');
    await exited(first);
    for (let i = 1; i <= ROUNDS; i += 1) {
      const result = await round(url, env, token, i);
      const ok = result.lost.length === 0 && result.acknowledged > 0;
      if (!ok) failed = true;
      console.info(
        `${target.name} round ${i}: ${result.sent} creates sent, ${result.acknowledged} answered 201, ` +
          `${result.found} memories after SIGKILL and restart, ${result.lost.length} lost — ${ok ? 'ok' : 'FAILED'}`,
      );
    }
  } finally {
    await target.cleanup();
  }
}
if (failed) {
  console.error('durability: an acknowledged create was lost, or none was acknowledged');
  process.exit(1);
}
console.info('durability: every create answered 201 survived SIGKILL, and the database reopened cleanly');
