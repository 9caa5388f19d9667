/*
 * The examples as partners get them: every public package packed with `npm pack`, each example
 * copied out of the repository and installed from those tarballs with npm (no workspace links),
 * type-checked, tested with its own tests, built with its own build, served as its README says,
 * and driven in Chromium against the reference server on a fresh PGlite: a member signs in with
 * the page's form, posts a memory through the editor, reads it in the memory modal, and after
 * another member comments, the bell's badge shows it. Nothing may go wrong on the way: no console
 * error, no hydration warning, no policy violation, no uncaught error. Sequential, one example at a
 * time (2 cores). `EXAMPLES=next-app-router,testing` runs some of them.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';

import { createHttpClient, emptySavePayload, type Memory } from '@childhood-memories/api-client';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { startServer, type RunningServer } from '../../packages/reference-server/src/server.ts';
import { testConfig } from '../../packages/reference-server/src/test-support.ts';
import { launchChromium } from '../../scripts/browser-bench.mjs';
import { installExample, packPublicPackages } from '../../scripts/examples/packed.mjs';

vi.setConfig({ testTimeout: 600_000, hookTimeout: 600_000 });

const EXAMPLES = ['vite-react18', 'next-app-router', 'plain-html', 'testing'] as const;
type ExampleName = (typeof EXAMPLES)[number];
const chosen = new Set((process.env.EXAMPLES ?? EXAMPLES.join(',')).split(','));
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', CI: 'true' };

let tarballs: Map<string, string>;
let api: RunningServer;
let browser: Browser;
const ports = new Map<ExampleName, number>();
const installed: string[] = [];
const servers: ChildProcess[] = [];
/** Seconds each step took, printed at the end (the README and the CI log quote them). */
const timings: [string, number][] = [];
const began = performance.now();

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function timed<T>(label: string, step: () => T | Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await step();
  timings.push([label, (performance.now() - started) / 1000]);
  return result;
}

/** Runs an npm script or a binary in an installed example; its output only when it fails. */
function run(dir: string, command: string, args: string[], extraEnv: Record<string, string> = {}) {
  const result = spawnSync(command, args, { cwd: dir, encoding: 'utf8', env: { ...env, ...extraEnv } });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

/** Starts a long-running server of an example and waits until `url` answers. */
async function serve(
  dir: string,
  command: string,
  args: string[],
  url: string,
  extraEnv: Record<string, string>,
) {
  const child = spawn(command, args, {
    cwd: dir,
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  servers.push(child);
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${command} ${args.join(' ')} stopped:\n${output}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${url} did not answer:\n${output}`);
}

function stop(child: ChildProcess) {
  if (child.pid !== undefined && child.exitCode === null) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

beforeAll(async () => {
  for (const name of EXAMPLES) ports.set(name, await freePort());
  tarballs = await timed('pack every public package', () => packPublicPackages());
  api = await startServer(
    testConfig({ corsOrigins: [...ports.values()].map((port) => `http://127.0.0.1:${port}`) }),
  );
  browser = await launchChromium();
});

afterAll(async () => {
  servers.forEach(stop);
  await browser?.close();
  await api?.close();
  for (const dir of [
    ...installed,
    ...new Set([...(tarballs?.values() ?? [])].map((file) => file.replace(/\/[^/]+$/, ''))),
  ])
    rmSync(dir, { recursive: true, force: true });
  const rows = [...timings, ['the whole run', (performance.now() - began) / 1000] as const];
  console.info(
    `\nThe examples from the packed tarballs, in seconds:\n${rows
      .map(([label, seconds]) => `  ${seconds.toFixed(1).padStart(6)}  ${label}`)
      .join('\n')}`,
  );
});

/** A tab that records every console error, hydration message, policy violation and page error. */
async function openTab(url: string): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text()))
      problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`policy violation: ${event.violatedDirective} ${event.blockedURI}`),
    ),
  );
  await page.goto(url);
  return { page, problems };
}

/** A member of the reference server, created through the API (the page signs in with the form). */
async function newMember(name: string) {
  const member = { username: name, email: `${name}@example.org`, password: `a quiet morning for ${name}` };
  const session = await createHttpClient({ baseUrl: api.url, getAccessToken: () => null }).signUp(member);
  return { ...member, client: createHttpClient({ baseUrl: api.url, getAccessToken: () => session.access }) };
}

async function signIn(page: Page, member: { username: string; email: string; password: string }) {
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByText(`Signed in as ${member.username}.`).waitFor();
}

/** A small PNG, as a member's photo. */
const PHOTO = {
  name: 'kite.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAACAAAAAYCAIAAAAUMWhjAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAL0lEQVRIiWPQzy+mKWIYtSB/NIiKR1OR/mhGKx4tKvRHS9P80QpHf7TKzB/crQoA+z0zLpg5LuYAAAAASUVORK5CYII=',
    'base64',
  ),
};

/** The image is drawn: its bytes loaded (a policy that refuses its URL leaves it empty). */
async function expectDrawn(image: ReturnType<Page['getByRole']>) {
  await image.waitFor();
  await expect
    .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
}

/**
 * Writes and posts a public memory with a photo through the editor (the photo's preview is a
 * `blob:` URL, its saved copy the API's); returns the memory the API answered.
 */
async function postMemory(page: Page, description: string): Promise<Memory> {
  await page.getByRole('radio', { name: 'Happy', exact: true }).click();
  await page.getByRole('textbox', { name: 'Your memory' }).fill(description);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Add photos' }).click();
  await (await chooser).setFiles(PHOTO);
  await page
    .getByText(/uploaded$/)
    .first()
    .waitFor();
  await expectDrawn(page.getByRole('img', { name: 'Photo 1' }).first());
  await page.getByRole('radio', { name: /^Public/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  const created = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().includes('/memories/memories-list/'),
  );
  await page.getByRole('button', { name: 'Post' }).click();
  return (await (await created).json()) as Memory;
}

/** Another member comments: the writer's bell has one unseen notification. */
async function commentOn(memory: Memory, reader: Awaited<ReturnType<typeof newMember>>) {
  await reader.client.createComment({
    shareable_link: memory.shareable_link,
    content: 'Thank you for sharing this.',
  });
}

async function expectBadge(page: Page, count: number) {
  await page.getByRole('button', { name: `Notifications, ${count} unseen` }).waitFor({ timeout: 15_000 });
}

describe.runIf(chosen.has('vite-react18'))('examples/vite-react18 (React 18, client-rendered)', () => {
  let dir = '';
  let started = 0;

  it('installs from the tarballs, passes its own test (the test kit) and builds (type-check, then Vite)', async () => {
    started = performance.now();
    dir = await timed('vite-react18: npm install from the tarballs', () =>
      installExample('vite-react18', tarballs),
    );
    installed.push(dir);
    await timed('vite-react18: npm test (its Vitest test with the test kit)', () =>
      run(dir, 'npm', ['test']),
    );
    await timed('vite-react18: npm run build (tsc, vite build)', () =>
      run(dir, 'npm', ['run', 'build'], { VITE_API_BASE_URL: api.url }),
    );
  });

  it('in Chromium: a member posts, reads the memory in the modal, and the bell shows a comment', async () => {
    const port = ports.get('vite-react18') ?? 0;
    const origin = `http://127.0.0.1:${port}`;
    await serve(
      dir,
      'npx',
      ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
      origin,
      {
        VITE_API_BASE_URL: api.url,
      },
    );
    const { page, problems } = await openTab(origin);
    await page
      .getByRole('link', { name: /116 123/ })
      .first()
      .waitFor();
    timings.push([
      'vite-react18: from an empty folder to the crisis lines on screen',
      (performance.now() - started) / 1000,
    ]);
    expect((await fetch(origin)).headers.get('content-security-policy')).toContain("style-src 'self';");

    const writer = await newMember('vite-writer');
    await signIn(page, writer);
    const memory = await postMemory(page, 'Bread on Sunday mornings. #bread');
    const modal = page.getByRole('dialog').filter({ hasText: 'Bread on Sunday mornings.' });
    await modal.waitFor();
    await modal.getByRole('button', { name: 'Close', exact: true }).click();
    await modal.waitFor({ state: 'hidden' });

    await commentOn(memory, await newMember('vite-reader'));
    await page.reload();
    await expectBadge(page, 1);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe.runIf(chosen.has('next-app-router'))('examples/next-app-router (React 19, server-rendered)', () => {
  let dir = '';
  let started = 0;

  it('installs from the tarballs and builds (next build: type-check and production build)', async () => {
    started = performance.now();
    dir = await timed('next-app-router: npm install from the tarballs', () =>
      installExample('next-app-router', tarballs),
    );
    installed.push(dir);
    await timed('next-app-router: npm run build (next build)', () => run(dir, 'npm', ['run', 'build']));
  });

  it('serves every page with a fresh nonce on every script, no style attribute, the memory in the first HTML', async () => {
    const port = ports.get('next-app-router') ?? 0;
    const origin = `http://127.0.0.1:${port}`;
    await serve(dir, 'npm', ['start', '--', '--hostname', '127.0.0.1', '--port', String(port)], origin, {
      API_BASE_URL: api.url,
    });
    const { page } = await openTab(origin);
    await page
      .getByRole('link', { name: /116 123/ })
      .first()
      .waitFor();
    timings.push([
      'next-app-router: from an empty folder to the crisis lines on screen',
      (performance.now() - started) / 1000,
    ]);
    await page.close();

    const writer = await newMember('next-early');
    const memory = await writer.client.createMemory(
      emptySavePayload({
        title: 'Paper boats',
        description: 'We raced paper boats on the canal.',
        privacy: 0,
      }),
    );
    const nonces = new Set<string>();
    for (const path of ['/', `/memory/${encodeURIComponent(memory.shareable_link)}`]) {
      const answer = await fetch(`${origin}${path}`);
      const policy = answer.headers.get('content-security-policy') ?? '';
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1] ?? '';
      expect(nonce).not.toBe('');
      nonces.add(nonce);
      expect(policy).toContain("style-src 'self';");
      expect(policy).toContain(`connect-src 'self' ${new URL(api.url).origin}`);
      const html = await answer.text();
      expect(html).not.toMatch(/<[^>]*\sstyle=/);
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
      expect(html).toContain('116 123');
      if (path !== '/') expect(html).toContain('We raced paper boats on the canal.');
    }
    expect(nonces.size).toBe(2);
  });

  it('in Chromium: a member posts, reads the memory on its page in the inline modal, and the bell shows a comment', async () => {
    const origin = `http://127.0.0.1:${ports.get('next-app-router') ?? 0}`;
    const { page, problems } = await openTab(origin);
    const writer = await newMember('next-writer');
    await signIn(page, writer);
    const memory = await postMemory(page, 'The smell of rain on the school path. #rain');
    await page.waitForURL(`${origin}/memory/${encodeURIComponent(memory.shareable_link)}`);
    await page.getByRole('dialog').filter({ hasText: 'The smell of rain on the school path.' }).waitFor();

    await commentOn(memory, await newMember('next-reader'));
    await page.goto(origin);
    await expectBadge(page, 1);
    // A reload of the memory's own page: the server sends it, hydration takes over quietly.
    await page.goto(`${origin}/memory/${encodeURIComponent(memory.shareable_link)}`);
    await page.getByRole('dialog').filter({ hasText: 'The smell of rain on the school path.' }).waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe.runIf(chosen.has('plain-html'))('examples/plain-html (custom elements, no build step)', () => {
  let dir = '';
  let started = 0;

  it('installs the elements from their tarball', async () => {
    started = performance.now();
    dir = await timed('plain-html: npm install from the tarball', () =>
      installExample('plain-html', tarballs),
    );
    installed.push(dir);
  });

  it('in Chromium: a member posts through <cm-memory-editor>, reads it in <cm-memory-modal>, and the bell shows a comment', async () => {
    const port = ports.get('plain-html') ?? 0;
    const origin = `http://127.0.0.1:${port}`;
    await serve(dir, 'npm', ['start'], origin, { PORT: String(port), API_ORIGIN: api.url });
    const { page, problems } = await openTab(origin);
    await page
      .getByRole('link', { name: /116 123/ })
      .first()
      .waitFor();
    timings.push([
      'plain-html: from an empty folder to the crisis lines on screen',
      (performance.now() - started) / 1000,
    ]);

    const writer = await newMember('html-writer');
    await signIn(page, writer);
    const memory = await postMemory(page, 'Paper boats on the canal. #boats');
    await page.locator('#saved-status a').waitFor();

    await page.goto(`${origin}/community.html`);
    await page.getByText(`Signed in as ${writer.username}.`).waitFor();
    // The page's own listing gives each <cm-memory-modal> its memory.
    await page
      .locator('cm-memory-modal')
      .evaluate((element, link) => element.setAttribute('shareable-link', link), memory.shareable_link);
    await page.getByRole('button', { name: 'Read this memory' }).click();
    const modal = page.getByRole('dialog').filter({ hasText: 'Paper boats on the canal.' });
    await modal.waitFor();
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });

    await commentOn(memory, await newMember('html-reader'));
    await page.reload();
    await expectBadge(page, 1);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe.runIf(chosen.has('testing'))('examples/testing (the test kit in a partner’s own tests)', () => {
  let dir = '';

  it('installs from the tarballs and type-checks', async () => {
    dir = await timed('testing: npm install from the tarballs', () => installExample('testing', tarballs));
    installed.push(dir);
    await timed('testing: tsc --noEmit', () => run(dir, 'npx', ['tsc', '--noEmit']));
  });

  it('passes its Vitest test (createMockClient) and its Playwright test (routeMockApi)', async () => {
    await timed('testing: npm test (Vitest)', () => run(dir, 'npm', ['test']));
    await timed('testing: npm run test:e2e (Playwright)', () =>
      run(dir, 'npm', ['run', 'test:e2e'], { PORT: String(ports.get('testing') ?? 4173) }),
    );
  });
});
