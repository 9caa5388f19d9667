/**
 * Benchmark: a bare Hono "hello" route as the ceiling (measured again next to each database's
 * routes), then the feed, a memory's detail and the notification poll on its 304 path, each at
 * 50 connections. Prints requests per second,
 * p50/p99 latency and the ratio to the ceiling. PGlite always; PostgreSQL too when
 * DATABASE_URL is set, through one process and then through two on the same database (the 50
 * connections spread over both). Traffic goes to 127.0.0.1 only, for a bounded time.
 *
 *   npm run bench -w @childhood-memories/reference-server
 *   BENCH_DURATION=10 DATABASE_URL=postgres://… npm run bench -w @childhood-memories/reference-server
 */
import { endpoints } from '@childhood-memories/api-client';
import autocannon from 'autocannon';

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

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const MEMORIES = Number(process.env.BENCH_MEMORIES ?? 40);

interface Row {
  database: string;
  route: string;
  rps: number;
  p50: number;
  p99: number;
  unexpected: number;
}

async function measure(
  url: string | string[],
  headers: Record<string, string>,
  expected: number,
): Promise<Omit<Row, 'database' | 'route'>> {
  // Several URLs: autocannon spreads its connections over them (two processes, no proxy between).
  const result = await autocannon({
    url: url as string,
    connections: CONNECTIONS,
    duration: DURATION,
    headers,
  });
  const stats =
    (result as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {};
  const unexpected = Object.entries(stats)
    .filter(([code]) => Number(code) !== expected)
    .reduce((sum, [, value]) => sum + value.count, 0);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    unexpected: unexpected + result.errors + result.timeouts,
  };
}

const rows: Row[] = [];

/**
 * The bare Hono ceiling, measured again next to each database's routes: on a shared machine the
 * load moves between runs, and a ratio means something only under the same conditions.
 */
async function ceiling(database: string): Promise<Row> {
  const port = await freePort();
  const hello = spawnEntry('scripts/hello.ts', { PORT: String(port) });
  try {
    await waitForHealth(`http://127.0.0.1:${port}`);
    return {
      database,
      route: 'hello (ceiling)',
      ...(await measure(`http://127.0.0.1:${port}/`, {}, 200)),
    };
  } finally {
    hello.kill('SIGTERM');
    await exited(hello);
  }
}

for (const target of await targets()) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawnEntry('src/main.ts', { ...serverEnv(port), ...target.env });
  try {
    await waitForHealth(base, 600_000);
    const writer = await signUp(base, 'writer');
    const reader = await signUp(base, 'reader');
    let link = '';
    for (let i = 0; i < MEMORIES; i += 1) {
      const response = await fetch(`${base}${endpoints.createMemory.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${writer}` },
        body: JSON.stringify(scriptPayload(`Bench memory ${i}`)),
      });
      const memory = (await response.json()) as { shareable_link: string };
      link = memory.shareable_link;
      await fetch(`${base}${endpoints.createEmpathy.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${reader}` },
        body: JSON.stringify({ shareable_link: link, comment_id: '' }),
      });
    }
    const poll = `${base}${endpoints.listGroupedNotifications.path}`;
    const first = await fetch(poll, { headers: { authorization: `Bearer ${writer}` } });
    const etag = first.headers.get('etag') ?? '';
    rows.push(await ceiling(target.name));
    const routes: [string, string, Record<string, string>, number][] = [
      ['feed', `${base}${endpoints.getFeed.path}`, {}, 200],
      [
        'memory detail',
        `${base}${endpoints.getMemoryByLink.path.replace('{shareable_link}', link)}`,
        {},
        200,
      ],
      ['notification poll (304)', poll, { authorization: `Bearer ${writer}`, 'if-none-match': etag }, 304],
    ];
    for (const [route, url, headers, expected] of routes) {
      rows.push({ database: target.name, route, ...(await measure(url, headers, expected)) });
    }
    if (target.name === 'PostgreSQL') {
      // The same routes through two processes on the same database, in the same run.
      const secondPort = await freePort();
      const second = spawnEntry('src/main.ts', { ...serverEnv(secondPort), ...target.env });
      try {
        const secondBase = `http://127.0.0.1:${secondPort}`;
        await waitForHealth(secondBase, 600_000);
        for (const [route, url, headers, expected] of routes) {
          const both = [url, url.replace(base, secondBase)];
          rows.push({ database: 'PostgreSQL × 2', route, ...(await measure(both, headers, expected)) });
        }
      } finally {
        second.kill('SIGTERM');
        await exited(second);
      }
    }
  } finally {
    server.kill('SIGTERM');
    await exited(server);
    await target.cleanup();
  }
}

console.info(`\n${CONNECTIONS} connections, ${DURATION} s per route\n`);
console.info('| database | route | req/s | p50 ms | p99 ms | vs ceiling | unexpected |');
console.info('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
for (const row of rows) {
  const ceilingOf = row.database.replace(' × 2', '');
  const ceilingRps = rows.find((r) => r.database === ceilingOf && r.route === 'hello (ceiling)')?.rps ?? 1;
  console.info(
    `| ${row.database} | ${row.route} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${((row.rps / ceilingRps) * 100).toFixed(1)}% | ${row.unexpected} |`,
  );
}
if (rows.some((row) => row.unexpected > 0)) {
  console.error('bench: some answers were not the expected status');
  process.exit(1);
}
