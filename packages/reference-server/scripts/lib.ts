import { emptySavePayload } from '@childhood-memories/api-client';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { createScratchDatabase } from '../src/test-support.ts';

export const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts a TypeScript entry point of this package in its own Node process (no npx wrapper: signals reach it). */
export function spawnEntry(entry: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(packageRoot, entry)], {
    cwd: packageRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', () => undefined);
  child.stderr?.on('data', (chunk: Buffer) => {
    if (process.env.SHOW_SERVER_LOG === '1') process.stderr.write(chunk);
  });
  return child;
}

/** Waits until `url/healthz` answers 200. */
export async function waitForHealth(url: string, timeoutMs = 600_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not become healthy in time`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Waits for a child to exit. */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** A database to run against: PGlite in a fresh directory, or a scratch PostgreSQL database. */
export interface Target {
  name: 'PGlite' | 'PostgreSQL';
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

/** PGlite always; PostgreSQL too when `DATABASE_URL` is set (a scratch database next to it). */
export async function targets(): Promise<Target[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cm-script-'));
  const list: Target[] = [
    {
      name: 'PGlite',
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      cleanup: async () => undefined,
    },
  ];
  if (process.env.DATABASE_URL) {
    const scratch = await createScratchDatabase(process.env.DATABASE_URL);
    list.push({
      name: 'PostgreSQL',
      env: { DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'cm-script-')), DATABASE_URL: scratch.url },
      cleanup: () => scratch.drop(),
    });
  }
  return list;
}

/** The environment every script server shares: no demo content, fast hashing, no rate limits, quiet. */
export function serverEnv(port: number): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: '0',
    SCRYPT_COST: '1024',
    RATE_LIMITS: '0',
    JWT_SECRET: 'script-secret-that-is-long-enough-0123456789abcdef',
  };
}

/** A save payload for scripts. */
export function scriptPayload(title: string, privacy: 0 | 1 | 2 = 0) {
  return emptySavePayload({
    description: `${title}: a memory written by a script. #script`,
    title,
    age_ranges: [{ id: 103, name: '6-8' }],
    persons_actions: [
      {
        person_involved: { id: 301, description: 'Mother' },
        person_action: [{ id: 503, description: 'Listened to me' }],
      },
    ],
    feelings: [{ id: 904, description: 'Lonely' }],
    needs: [{ id: 1003, description: 'Being heard' }],
    privacy,
    sensitive_topics: [2],
    subjects: ['Mother'],
  });
}

/** Signs up a member and answers its access token. */
export async function signUp(url: string, name: string): Promise<string> {
  const response = await fetch(`${url}/user/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: name, email: `${name}@example.com`, password: `${name}-password-1` }),
  });
  if (response.status !== 201) throw new Error(`sign up answered ${response.status}`);
  return ((await response.json()) as { access: string }).access;
}
