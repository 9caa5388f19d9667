/**
 * Durability: a burst of memory creates while the server is killed with SIGKILL. After a
 * restart on the same data, every create that was answered 201 must be there, and the
 * database must open cleanly. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set, there
 * with one process and with two (the creates alternate between them, both are killed).
 * `DURABILITY_TARGETS=postgres-2` picks some of `pglite`, `postgres`, `postgres-2`.
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

async function listAll(url: string, token: string, user: string): Promise<Set<string>> {
  const found = new Set<string>();
  for (let page = 1; ; page += 1) {
    const response = await fetch(`${url}${endpoints.listMemories.path}?user=${user}&page=${page}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`list answered ${response.status}`);
    const body = (await response.json()) as { results: { hashId: string }[]; total_pages: number };
    for (const memory of body.results) found.add(memory.hashId);
    if (page >= body.total_pages) return found;
  }
}

async function round(
  urls: string[],
  envs: Record<string, string>[],
  token: string,
  index: number,
): Promise<RoundResult> {
  const servers = envs.map((env) => spawnEntry('src/main.ts', env));
  await Promise.all(urls.map((url) => waitForHealth(url)));
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
      // With two processes, each worker's creates alternate between them.
      const url = urls[(w + i) % urls.length] ?? '';
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
  // Every process at once, with creates in flight on each.
  for (const server of servers) server.kill('SIGKILL');
  stop = true;
  await Promise.all(workers);
  await Promise.all(servers.map(exited));

  const restarted = spawnEntry('src/main.ts', envs[0] ?? {});
  try {
    await waitForHealth(urls[0] ?? '');
    const found = await listAll(urls[0] ?? '', token, `durable${urls.length}`);
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

const wanted = (process.env.DURABILITY_TARGETS ?? 'pglite,postgres,postgres-2').split(',');
let failed = false;
for (const target of await targets()) {
  const runs = (
    target.name === 'PGlite'
      ? [['pglite', 1]]
      : [
          ['postgres', 1],
          ['postgres-2', 2],
        ]
  ) as [string, number][];
  try {
    for (const [id, processes] of runs) {
      if (!wanted.includes(id)) continue;
      const ports = await Promise.all(Array.from({ length: processes }, () => freePort()));
      const urls = ports.map((port) => `http://127.0.0.1:${port}`);
      const envs = ports.map((port) => ({ ...serverEnv(port), ...target.env }));
      const label = `${target.name}${processes > 1 ? ` × ${processes} processes` : ''}`;
      const first = spawnEntry('src/main.ts', envs[0] ?? {});
      await waitForHealth(urls[0] ?? '');
      const token = await signUp(urls[0] ?? '', `durable${processes}`);
      first.kill('SIGTERM');
      await exited(first);
      for (let i = 1; i <= ROUNDS; i += 1) {
        const result = await round(urls, envs, token, i);
        const ok = result.lost.length === 0 && result.acknowledged > 0;
        if (!ok) failed = true;
        console.info(
          `${label} round ${i}: ${result.sent} creates sent, ${result.acknowledged} answered 201, ` +
            `${result.found} memories after SIGKILL and restart, ${result.lost.length} lost — ${ok ? 'ok' : 'FAILED'}`,
        );
      }
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
