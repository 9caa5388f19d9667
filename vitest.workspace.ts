import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import type { TestProjectConfiguration } from 'vitest/config';

import { repoRoot, workspaceAliases } from './scripts/aliases.ts';

/** Debian's Chromium by default; `CHROMIUM_PATH` for other machines. Nothing is downloaded. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// A factory, not a shared object: Vitest mutates `instances[].name` (TOOLCHAIN gotcha 4).
function chromium() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: {
        executablePath: chromiumPath,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-dev-shm-usage',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
        ],
      },
      // Stories are checked at rest: with reduced motion every `--cm-duration` is 0 ms, so axe
      // never measures contrast halfway through a fade. The animations themselves are
      // reviewed by eye in Storybook.
      contextOptions: { reducedMotion: 'reduce' },
    }),
    instances: [{ browser: 'chromium' as const }],
  };
}

const resolve = { alias: workspaceAliases() };

/**
 * The test projects. `vitest.config.ts` runs them all with `npm test`;
 * `npx vitest --project unit` runs one.
 */
export const projects: TestProjectConfiguration[] = [
  {
    // Framework-free code and server-side rendering: plain Node, no DOM (the stylesheet-order test
    // builds its page and drives Chromium from here).
    resolve,
    test: {
      name: 'node',
      environment: 'node',
      include: [
        'packages/api-client/src/**/*.test.ts',
        'mocks/**/*.test.ts',
        'tests/ssr/**/*.test.{ts,tsx}',
        'tests/css-order/**/*.test.ts',
        'tests/lint/**/*.test.ts',
        // The API contract on the mock backend (tests/contract/cases.ts; the server's run is below).
        'tests/contract/mocks.contract.test.ts',
        // The plain HTML example against the workspace's sources (tests/examples runs every example
        // from the packed tarballs, a step of its own: npm run test:examples).
        'examples/plain-html/**/*.test.ts',
        // What `npm start` rebuilds (the reference site's build scripts).
        'packages/reference-site/scripts/**/*.test.ts',
      ],
    },
  },
  {
    // React components and hooks in happy-dom with Testing Library.
    plugins: [react()],
    resolve,
    test: {
      name: 'unit',
      environment: 'happy-dom',
      include: ['packages/*/src/**/*.test.{ts,tsx}', 'examples/testing/*.test.tsx'],
      exclude: ['packages/api-client/**', 'packages/reference-server/**', '**/node_modules/**'],
      setupFiles: [path.join(repoRoot, 'vitest.setup.ts')],
    },
  },
  {
    // The reference server on PGlite (or PostgreSQL when DATABASE_URL is set): one fork per file,
    // with the API contract it shares with the mock backend (tests/contract/cases.ts). What only
    // PostgreSQL has (several processes on one database) is in test/postgres, part of the
    // PostgreSQL pass (.ci/run) and left out of the PGlite one, never skipped.
    resolve,
    test: {
      name: 'server',
      environment: 'node',
      include: [
        'packages/reference-server/src/**/*.test.ts',
        'packages/reference-server/test/**/*.test.ts',
        'tests/contract/server.contract.test.ts',
        // The drift check: one scripted session on the server and the mock backend, the same answers.
        'tests/contract/drift.test.ts',
      ],
      exclude: process.env.DATABASE_URL
        ? ['**/node_modules/**']
        : ['**/node_modules/**', 'packages/reference-server/test/postgres/**'],
      pool: 'forks',
      testTimeout: 30000,
      hookTimeout: 60000,
    },
  },
  {
    // The reference site end to end: its production build and the reference server on a fresh
    // PGlite, started by the global setup, driven in Debian's Chromium through Playwright.
    resolve,
    test: {
      name: 'site',
      environment: 'node',
      include: ['packages/reference-site/e2e/**/*.e2e.test.ts'],
      globalSetup: [path.join(repoRoot, 'packages/reference-site/e2e/global-setup.ts')],
      fileParallelism: false,
      testTimeout: 120_000,
      hookTimeout: 180_000,
      // What a person waits for (a page hydrating, a list loading) takes longer on a loaded CI
      // machine than expect.poll's default second; a poll still ends as soon as it holds.
      expect: { poll: { timeout: 10_000 } },
    },
  },
  {
    // Every story is a test in real headless Chromium: play functions and axe (a11y.test: 'error').
    plugins: [storybookTest({ configDir: path.join(repoRoot, '.storybook') })],
    resolve,
    // Found only when the "Server rendering" stories start their worker: optimized up front, or
    // Vite reloads the page in the middle of the run.
    optimizeDeps: { include: ['react-dom/server'] },
    test: {
      name: 'storybook',
      browser: chromium(),
    },
  },
];
