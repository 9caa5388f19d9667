// Runs drizzle-kit with this package's drizzle-orm. npm keeps drizzle-orm inside this
// package's node_modules while drizzle-kit sits at the root, where it cannot find it; a
// throwaway folder with both side by side fixes the lookup without touching either install.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(packageRoot, 'package.json'));
/** The installed folder of a package, as Node's lookup from this package finds it. */
function packageDir(name) {
  for (const base of require.resolve.paths(name) ?? []) {
    const candidate = path.join(base, name);
    if (existsSync(path.join(candidate, 'package.json'))) return realpathSync(candidate);
  }
  throw new Error(`${name} is not installed`);
}

const kit = packageDir('drizzle-kit');
const orm = packageDir('drizzle-orm');
const dir = mkdtempSync(path.join(os.tmpdir(), 'drizzle-kit-'));
try {
  mkdirSync(path.join(dir, 'node_modules'));
  symlinkSync(kit, path.join(dir, 'node_modules', 'drizzle-kit'));
  symlinkSync(orm, path.join(dir, 'node_modules', 'drizzle-orm'));
  const result = spawnSync(
    process.execPath,
    [
      '--preserve-symlinks',
      '--preserve-symlinks-main',
      path.join(dir, 'node_modules', 'drizzle-kit', 'bin.cjs'),
      ...process.argv.slice(2),
    ],
    { cwd: packageRoot, stdio: 'inherit' },
  );
  process.exitCode = result.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
