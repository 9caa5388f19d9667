// The examples as a partner gets them: every public package packed with `npm pack` from its built
// `dist` (a stale or missing one is built first), and an example copied out of the repository
// into a folder of its own, its `@childhood-memories/*` dependencies (and theirs) pointed at those
// tarballs, installed with npm from the registry like any app: no workspace links, nothing of the
// repository's node_modules. Used by tests/examples (the CI step) and by
// `node scripts/examples/packed.mjs <example> [folder]`, which leaves an installed copy to try.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const examplesDir = path.join(repoRoot, 'examples');

/** Never copied out of an example: what an install or a build leaves behind. */
const LEFT_BEHIND = new Set([
  'node_modules',
  'dist',
  '.next',
  'test-results',
  'playwright-report',
  'next-env.d.ts',
]);

/** Every published package: its folder and package.json. */
export function publicPackages() {
  const dirs = [
    ...readdirSync(path.join(repoRoot, 'packages')).map((name) => path.join(repoRoot, 'packages', name)),
    path.join(repoRoot, 'mocks'),
  ];
  return dirs
    .map((dir) => ({ dir, pkg: JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) }))
    .filter(({ pkg }) => !pkg.private);
}

/** The newest modification time of the files under `target` (tests and builds aside). */
function newestIn(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return /\.test\.[cm]?[jt]sx?$/.test(target) ? 0 : stat.mtimeMs;
  return readdirSync(target)
    .filter((name) => !['dist', 'node_modules', 'bench', 'fixtures.test'].includes(name))
    .reduce((newest, name) => Math.max(newest, newestIn(path.join(target, name))), 0);
}

/**
 * Whether a package's `dist` is older than what it is built from: its own sources, and for the
 * elements (which bundle every widget) every widget's too.
 */
function isStale({ dir, pkg }) {
  const built = path.join(
    dir,
    'dist',
    pkg.name === '@childhood-memories/elements' ? 'cm-elements.js' : 'index.js',
  );
  if (!existsSync(built)) return true;
  const sources =
    pkg.name === '@childhood-memories/elements'
      ? [dir, ...publicPackages().map((other) => path.join(other.dir, 'src'))]
      : [dir];
  return Math.max(...sources.map(newestIn)) > statSync(built).mtimeMs;
}

function run(command, args, options) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed in ${options.cwd}:\n${result.stdout ?? ''}\n${result.stderr ?? ''}`,
    );
  }
  return result.stdout;
}

/**
 * Packs every public package into `dir` (a new temporary folder by default), building first the
 * ones whose `dist` is missing or stale. Returns a map from package name to its tarball's path.
 */
export function packPublicPackages(dir = mkdtempSync(path.join(tmpdir(), 'cm-packs-'))) {
  mkdirSync(dir, { recursive: true });
  const packages = publicPackages();
  for (const entry of packages.filter(isStale)) {
    console.info(`Building ${entry.pkg.name} (its dist is missing or older than its sources)…`);
    run('npm', ['run', 'build', '-w', entry.pkg.name], { cwd: repoRoot });
  }
  const tarballs = new Map();
  for (const { dir: packageDir, pkg } of packages) {
    const [packed] = JSON.parse(
      run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', dir], { cwd: packageDir }),
    );
    tarballs.set(pkg.name, path.join(dir, packed.filename));
  }
  return tarballs;
}

/**
 * Copies `examples/<name>` into `into` (a new temporary folder by default) and installs it from
 * the tarballs (`installProject`). Returns the folder.
 */
export function installExample(
  name,
  tarballs,
  into = mkdtempSync(path.join(tmpdir(), `cm-example-${name}-`)),
) {
  cpSync(path.join(examplesDir, name), into, {
    recursive: true,
    filter: (file) => !LEFT_BEHIND.has(path.basename(file)),
  });
  return installProject(into, tarballs);
}

/**
 * Points the `@childhood-memories/*` dependencies of the project in `dir`, and every package's
 * own (`overrides`), at the tarballs, and installs it with npm, without a lockfile, as any app
 * installs from the registry. Returns the folder.
 */
export function installProject(dir, tarballs) {
  const manifestPath = path.join(dir, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const tarballOf = (dependency) => {
    const tarball = tarballs.get(dependency);
    if (tarball === undefined)
      throw new Error(`${manifest.name} depends on ${dependency}, which is not a public package`);
    return `file:${tarball}`;
  };
  for (const field of ['dependencies', 'devDependencies']) {
    for (const dependency of Object.keys(manifest[field] ?? {})) {
      if (dependency.startsWith('@childhood-memories/')) manifest[field][dependency] = tarballOf(dependency);
    }
  }
  manifest.overrides = {
    ...manifest.overrides,
    ...Object.fromEntries([...tarballs.keys()].map((dependency) => [dependency, tarballOf(dependency)])),
  };
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  run('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock', '--loglevel=error'], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  return dir;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [name, folder] = process.argv.slice(2);
  if (name === undefined || !existsSync(path.join(examplesDir, name, 'package.json'))) {
    console.error(
      'Usage: node scripts/examples/packed.mjs <vite-react18|next-app-router|plain-html|testing> [folder]',
    );
    process.exit(1);
  }
  const started = Date.now();
  const installed = installExample(name, packPublicPackages(), folder && path.resolve(folder));
  console.info(
    `examples/${name}, installed from the packed tarballs in ${Math.round((Date.now() - started) / 1000)} s: ${installed}`,
  );
}
