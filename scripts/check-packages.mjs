// Package hygiene for every published package: publint (package.json and files) and
// attw (types resolve for ESM and CJS consumers under every module resolution).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const failures = [];
const dirs = [
  ...readdirSync(path.join(root, 'packages')).map((name) => path.join(root, 'packages', name)),
  path.join(root, 'mocks'),
];
for (const dir of dirs) {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  if (pkg.private) continue;
  console.info(`\n== ${pkg.name}`);
  const run = (cmd, args) => spawnSync(cmd, args, { cwd: dir, stdio: 'inherit' }).status === 0;
  if (!run('npx', ['publint', '--strict'])) failures.push(`${pkg.name}: publint`);
  const attwArgs = ['attw', '--pack', '.'];
  if (pkg.exports?.['./styles.css']) attwArgs.push('--exclude-entrypoints', 'styles.css');
  if (pkg.exports?.['./dark.css']) attwArgs.push('dark.css');
  // The elements are for browsers, as ES modules only (a script tag or an import).
  const esmOnly = pkg.main === undefined;
  if (esmOnly) attwArgs.push('--profile', 'esm-only');
  if (!run('npx', attwArgs)) failures.push(`${pkg.name}: attw`);
  // The built files load in plain Node, with no DOM, both ways (server-side rendering hosts).
  const esm = `await import(${JSON.stringify(pkg.name)}).then((m) => console.info('  esm import ok:', Object.keys(m).length, 'exports'))`;
  const cjs = `console.info('  cjs require ok:', Object.keys(require(${JSON.stringify(pkg.name)})).length, 'exports')`;
  if (!run('node', ['--input-type=module', '-e', esm])) failures.push(`${pkg.name}: ESM import in Node`);
  if (!esmOnly && !run('node', ['-e', cjs])) failures.push(`${pkg.name}: CJS require in Node`);
}
if (failures.length > 0) {
  console.error(`\ncheck:packages failed:\n${failures.join('\n')}`);
  process.exit(1);
}
console.info('\ncheck:packages: every published package passes publint and attw.');
