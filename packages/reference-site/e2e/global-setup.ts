import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { TestProject } from 'vitest/node';

import { ensureSiteBuilt } from '../scripts/ensure-built.mjs';

const siteDir = path.resolve(import.meta.dirname, '..');
const root = path.resolve(siteDir, '../..');

/** The addresses the e2e server grants the moderator role (its configuration, never the API). */
export const MODERATOR_EMAIL = 'e2e_moderator@example.org';
/** The moderator of the quick exit's journeys (quick-exit-back.e2e.test.ts), kept apart from the moderation journey's. */
export const EXIT_MODERATOR_EMAIL = 'e2e_exit_moderator@example.org';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    apiUrl: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitFor(url: string, child: ChildProcess, name: string, timeoutMs = 90_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} did not answer at ${url} within ${timeoutMs} ms`);
}

/**
 * The site's end-to-end tests run against the production build of the site and the real
 * reference server on a fresh PGlite database, both started here as a partner would run them.
 * Whatever is older than its sources is rebuilt first (the libraries it composes, then the site:
 * `scripts/ensure-built.mjs`), so a test never reads a stale build and an unchanged tree starts
 * at once; a build's output shows only when it fails.
 */
export default async function setup(project: TestProject) {
  ensureSiteBuilt();

  const [apiPort, sitePort] = [await freePort(), await freePort()];
  const apiUrl = `http://localhost:${apiPort}`;
  const siteUrl = `http://localhost:${sitePort}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cm-site-e2e-'));
  const children: ChildProcess[] = [];
  const output = (name: string, child: ChildProcess) => {
    child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[${name}] ${chunk.toString()}`));
  };

  const api = spawn('npx', ['tsx', path.join(root, 'packages/reference-server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      SEED_DEMO: '1',
      CORS_ORIGINS: siteUrl,
      PUBLIC_SITE_URL: siteUrl,
      // The site's server reads through 127.0.0.1; photos must still be addressed as the browser reaches the API.
      PUBLIC_API_URL: apiUrl,
      RATE_LIMITS: '0',
      SCRYPT_COST: '1024',
      // The moderation journey's moderator (moderation.e2e.test.ts) becomes one at sign-up.
      MODERATOR_EMAILS: `${MODERATOR_EMAIL},${EXIT_MODERATOR_EMAIL}`,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  children.push(api);
  output('api', api);
  await waitFor(`http://127.0.0.1:${apiPort}/api/v1/reaction/options/`, api, 'reference server');

  const site = spawn('npx', ['react-router-serve', './build/server/index.js'], {
    cwd: siteDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(sitePort),
      API_BASE_URL: apiUrl,
      API_INTERNAL_URL: `http://127.0.0.1:${apiPort}`,
      SITE_URL: siteUrl,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  children.push(site);
  output('site', site);
  await waitFor(`${siteUrl}/faq`, site, 'reference site');

  project.provide('siteUrl', siteUrl);
  project.provide('apiUrl', apiUrl);

  return () => {
    // Each child leads its own process group: npx's children (tsx, node) stop with it.
    for (const child of children) {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
      } catch {
        child.kill('SIGTERM');
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
}
