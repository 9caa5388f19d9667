// Builds what the reference site needs: the libraries it composes through their published
// entries (their `dist`), each only when missing or older than its source, then the site itself.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
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

function newestIn(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestIn(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function isStale(packageDir) {
  const built = path.join(packageDir, 'dist', 'index.js');
  if (!existsSync(built)) return true;
  return newestIn(path.join(packageDir, 'src')) > statSync(built).mtimeMs;
}

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: process.env });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed with code ${result.status}`);
}

/** Builds the stale libraries, then the site (a few seconds). */
export function ensureSiteBuilt() {
  for (const name of SITE_LIBRARIES) {
    if (isStale(path.join(repoRoot, 'packages', name)))
      run('npm', ['run', 'build', '--silent', '-w', `@childhood-memories/${name}`], repoRoot);
  }
  run('npx', ['react-router', 'build'], siteDir);
}
