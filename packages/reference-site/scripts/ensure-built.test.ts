// `npm start` rebuilds only what changed (issue 26): the decisions, on a throwaway repository
// laid out like this one, with file times set by hand.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { isLibraryStale, isSiteStale } from './ensure-built.mjs';

let root: string;
const site = () => path.join(root, 'packages', 'reference-site');
const ui = () => path.join(root, 'packages', 'ui');

/** Writes `file` (under the throwaway root) with its modification time `minutes` after noon. */
function write(file: string, minutes: number) {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, 'x');
  const at = new Date(Date.UTC(2026, 0, 1, 12, minutes));
  utimesSync(full, at, at);
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'cm-ensure-built-'));
  write('package-lock.json', 0);
  write('scripts/tsup.ts', 0);
  write('tsconfig.base.json', 0);
  for (const file of ['src/index.ts', 'package.json', 'tsconfig.json', 'tsup.config.ts'])
    write(`packages/ui/${file}`, 0);
  write('packages/ui/dist/index.js', 10);
  for (const file of [
    'src/routes/landing.tsx',
    'src/root.tsx',
    'public/favicon.svg',
    'package.json',
    'vite.config.ts',
    'react-router.config.ts',
  ])
    write(`packages/reference-site/${file}`, 0);
  write('packages/reference-site/build/client/assets/app.js', 20);
  write('packages/reference-site/build/server/index.js', 20);
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('the site build', () => {
  it('is fresh when nothing changed since it was built', () => {
    expect(isSiteStale(site(), ['ui'])).toBe(false);
  });

  it('is stale when it was never built', () => {
    rmSync(path.join(site(), 'build'), { recursive: true });
    expect(isSiteStale(site(), ['ui'])).toBe(true);
  });

  it('is stale when a source file deep in src changed', () => {
    write('packages/reference-site/src/routes/landing.tsx', 21);
    expect(isSiteStale(site(), ['ui'])).toBe(true);
  });

  it('is stale when a setting, a public file or the lockfile changed', () => {
    for (const file of [
      'packages/reference-site/vite.config.ts',
      'packages/reference-site/react-router.config.ts',
      'packages/reference-site/package.json',
      'packages/reference-site/public/favicon.svg',
      'package-lock.json',
    ]) {
      write(file, 21);
      expect(isSiteStale(site(), ['ui']), file).toBe(true);
      write(file, 0);
    }
    expect(isSiteStale(site(), ['ui'])).toBe(false);
  });

  it("is stale when a library it composes was built after it (the library's dist is what it bundles)", () => {
    write('packages/ui/dist/styles.css', 30);
    expect(isSiteStale(site(), ['ui'])).toBe(true);
  });
});

describe("a library's build", () => {
  it('is fresh when its dist is newer than its source and settings', () => {
    expect(isLibraryStale(ui())).toBe(false);
  });

  it('is stale when its dist is missing', () => {
    rmSync(path.join(ui(), 'dist'), { recursive: true });
    expect(isLibraryStale(ui())).toBe(true);
  });

  it('stays fresh when only a test beside the sources changed (tests are never built)', () => {
    write('packages/ui/src/Button.test.tsx', 11);
    write('packages/ui/src/rules.test.ts', 11);
    expect(isLibraryStale(ui())).toBe(false);
    write('packages/reference-site/src/paint-first.server.test.ts', 21);
    expect(isSiteStale(site(), ['ui'])).toBe(false);
  });

  it('is stale when a source file or a build setting changed', () => {
    for (const file of [
      'packages/ui/src/index.ts',
      'packages/ui/package.json',
      'packages/ui/tsconfig.json',
      'packages/ui/tsup.config.ts',
      'scripts/tsup.ts',
      'tsconfig.base.json',
    ]) {
      write(file, 11);
      expect(isLibraryStale(ui()), file).toBe(true);
      write(file, 0);
    }
    expect(isLibraryStale(ui())).toBe(false);
  });
});
