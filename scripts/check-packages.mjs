// Package hygiene for every published package: publint (package.json and files), attw (types
// resolve for ESM and CJS consumers under every module resolution), what the tarball holds (the
// LICENSE, and every file its README links to), and a consumer's type-check of the built types
// (attw resolves a `.d.cts`'s imports but does not type-check them: a `.d.cts` importing an ESM
// `.d.ts` chunk is TS1479 only for a CommonJS consumer with `skipLibCheck: false`).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const license = readFileSync(path.join(root, 'LICENSE'), 'utf8');
const failures = [];
/** Every published package's name, its entries (`exports` less CSS and package.json) and kind. */
const consumers = [];
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
  failures.push(...tarballProblems(dir, pkg.name));
  const entries = Object.keys(pkg.exports ?? { '.': {} }).filter(
    (key) => key !== './package.json' && !key.endsWith('.css') && !key.endsWith('.js'),
  );
  consumers.push({ name: pkg.name, entries, esmOnly: pkg.main === undefined });
  // The built files load in plain Node, with no DOM, both ways (server-side rendering hosts).
  const esm = `await import(${JSON.stringify(pkg.name)}).then((m) => console.info('  esm import ok:', Object.keys(m).length, 'exports'))`;
  const cjs = `console.info('  cjs require ok:', Object.keys(require(${JSON.stringify(pkg.name)})).length, 'exports')`;
  if (!run('node', ['--input-type=module', '-e', esm])) failures.push(`${pkg.name}: ESM import in Node`);
  if (!esmOnly && !run('node', ['-e', cjs])) failures.push(`${pkg.name}: CJS require in Node`);
}
failures.push(...consumerTypeProblems());
if (failures.length > 0) {
  console.error(`\ncheck:packages failed:\n${failures.join('\n')}`);
  process.exit(1);
}
console.info(
  '\ncheck:packages: every published package passes publint and attw, ships its LICENSE and what its README links to, and its types check for ESM and CommonJS consumers.',
);

/** What `npm pack` would put in the tarball: the LICENSE, and every file the README links to. */
function tarballProblems(dir, name) {
  const packed = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: dir,
    encoding: 'utf8',
  });
  const files = new Set(JSON.parse(packed.stdout)[0].files.map((file) => file.path));
  const problems = [];
  if (!files.has('LICENSE')) problems.push(`${name}: the tarball has no LICENSE`);
  else if (readFileSync(path.join(dir, 'LICENSE'), 'utf8') !== license)
    problems.push(`${name}: its LICENSE differs from the repository's`);
  const readme = readFileSync(path.join(dir, 'README.md'), 'utf8');
  for (const [, target] of readme.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^([a-z]+:|#)/.test(target)) continue;
    const file = path.relative(dir, path.resolve(dir, target.replace(/#.*$/, '')));
    if (!files.has(file))
      problems.push(
        `${name}: README links ${target}, which the tarball does not hold (link to the repository instead)`,
      );
  }
  for (const problem of problems) console.error(`  ${problem}`);
  if (problems.length === 0) console.info(`  tarball ok: LICENSE, and every file its README links to`);
  return problems;
}

/**
 * A consumer with the strictest settings partners use (`module: node16`, `skipLibCheck: false`,
 * `exactOptionalPropertyTypes`) imports every entry, from an ES module and from CommonJS; any
 * error inside our built types fails (errors inside other libraries' types are theirs).
 */
function consumerTypeProblems() {
  console.info('\n== types in a node16 consumer, ESM and CommonJS, skipLibCheck off');
  const dir = mkdtempSync(path.join(tmpdir(), 'cm-consumer-'));
  try {
    symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    const specifiers = consumers.flatMap(({ name, entries, esmOnly }) =>
      entries.map((entry) => ({ specifier: path.posix.join(name, entry), esmOnly })),
    );
    const esm = specifiers.map(({ specifier }, index) => `import * as m${index} from '${specifier}';`);
    const cjs = specifiers
      .filter(({ esmOnly }) => !esmOnly)
      .map(({ specifier }, index) => `import m${index} = require('${specifier}');`);
    const use = (lines) =>
      `${lines.join('\n')}\nexport const all = [${lines.map((_, index) => `m${index}`).join(', ')}];\n`;
    writeFileSync(path.join(dir, 'esm.mts'), use(esm));
    writeFileSync(path.join(dir, 'cjs.cts'), use(cjs));
    writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'node16',
          moduleResolution: 'node16',
          target: 'es2022',
          lib: ['es2022', 'dom', 'dom.iterable'],
          jsx: 'react-jsx',
          strict: true,
          exactOptionalPropertyTypes: true,
          noUncheckedIndexedAccess: true,
          skipLibCheck: false,
          noEmit: true,
          types: ['node'],
        },
        files: ['esm.mts', 'cjs.cts'],
      }),
    );
    const tsc = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', dir, '--pretty', 'false'],
      {
        encoding: 'utf8',
      },
    );
    const ours = tsc.stdout
      .split('\n')
      .filter((line) => /^\S.*\(\d+,\d+\): error/.test(line))
      .filter((line) => /(^|\/)(packages\/[^/]+|mocks)\/dist\/|^(esm\.mts|cjs\.cts)/.test(line));
    for (const line of ours) console.error(`  ${line}`);
    if (ours.length === 0) console.info(`  ${specifiers.length} entries: no error in our types`);
    return ours.map((line) => `types in a node16 consumer: ${line}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
