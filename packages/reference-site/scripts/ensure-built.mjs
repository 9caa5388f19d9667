// Builds what the reference site needs: the libraries it composes through their published
// entries (their `dist`), each only when missing or older than its source, then the site itself,
// only when its build is missing or older than its own sources or a library's `dist`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';

export const siteDir = path.resolve(import.meta.dirname, '..');
export const repoRoot = path.resolve(siteDir, '../..');

/** The workspace packages the site imports. */
export const SITE_LIBRARIES = [
  'api-client',
  'ui',
  'crisis-resources',
  'quiz-help',
  'memory-modal',
  'tag-wizard',
  'memory-editor',
  'notifications-bell',
];

/** What a library's build reads, besides `src/` (from its folder; the last two are shared). */
const LIBRARY_CONFIG = [
  'package.json',
  'tsconfig.json',
  'tsup.config.ts',
  '../../scripts/tsup.ts',
  '../../tsconfig.base.json',
];
/** What the site's build reads (from its folder): its sources and settings, and the lockfile. */
const SITE_INPUTS = [
  'src',
  'public',
  'package.json',
  'vite.config.ts',
  'react-router.config.ts',
  '../../package-lock.json',
];
/** The file the site's build writes last; its time stands for the build's. */
const SITE_BUILT = path.join('build', 'server', 'index.js');

/** Tests sit beside the sources but are never built: a changed test rebuilds nothing. */
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

/** The newest modification time under `target` (a file or a folder; 0 when absent), tests aside. */
export function newestIn(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return TEST_FILE.test(target) ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    newest = Math.max(newest, newestIn(path.join(target, entry.name)));
  }
  return newest;
}

/** When `file` was built (its modification time), or null when it is missing. */
function builtAt(file) {
  return existsSync(file) ? statSync(file).mtimeMs : null;
}

/** Whether a library's `dist` is missing or older than its source or build settings. */
export function isLibraryStale(packageDir) {
  const built = builtAt(path.join(packageDir, 'dist', 'index.js'));
  if (built === null) return true;
  const inputs = ['src', ...LIBRARY_CONFIG].map((name) => newestIn(path.resolve(packageDir, name)));
  return Math.max(...inputs) > built;
}

/**
 * Whether the site's build is missing or older than anything it is made from: its sources,
 * public files and settings, the lockfile, and the `dist` of every library it composes.
 */
export function isSiteStale(dir = siteDir, libraries = SITE_LIBRARIES) {
  const built = builtAt(path.join(dir, SITE_BUILT));
  if (built === null) return true;
  const inputs = [
    ...SITE_INPUTS.map((name) => newestIn(path.resolve(dir, name))),
    ...libraries.map((name) => newestIn(path.resolve(dir, '../..', 'packages', name, 'dist'))),
  ];
  return Math.max(...inputs) > built;
}

/**
 * Runs a build. Quiet: its output is kept and shown only when it fails. The marker file gets
 * the time the build started, so a source saved while it ran still counts as newer.
 */
function run(command, args, cwd, { quiet, marker }) {
  const started = new Date();
  const result = spawnSync(command, args, {
    cwd,
    env: process.env,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    if (quiet) process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
    const why = result.error ? result.error.message : `code ${result.status}`;
    throw new Error(`${command} ${args.join(' ')} failed (${why})`);
  }
  if (existsSync(marker)) utimesSync(marker, started, started);
}

/**
 * Builds the stale libraries, then the site when it is stale (or always, with `force`).
 * Quiet by default: nothing is printed unless a build fails. `onBuild` hears what is about to
 * be built (for one line of progress). Returns the names of what was built.
 *
 * @param {{ force?: boolean; quiet?: boolean; onBuild?: (what: string[]) => void }} [options]
 * @returns {string[]}
 */
export function ensureSiteBuilt({ force = false, quiet = true, onBuild } = {}) {
  const libraries = SITE_LIBRARIES.filter((name) => isLibraryStale(path.join(repoRoot, 'packages', name)));
  // A library about to be rebuilt makes the site stale too.
  const site = force || libraries.length > 0 || isSiteStale();
  const what = [...libraries, ...(site ? ['reference-site'] : [])];
  if (what.length > 0) onBuild?.(what);
  for (const name of libraries) {
    run('npm', ['run', 'build', '--silent', '-w', `@childhood-memories/${name}`], repoRoot, {
      quiet,
      marker: path.join(repoRoot, 'packages', name, 'dist', 'index.js'),
    });
  }
  if (site) run('npx', ['react-router', 'build'], siteDir, { quiet, marker: path.join(siteDir, SITE_BUILT) });
  return what;
}
