import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { defineConfig, type Options } from 'tsup';

const external = ['react', 'react-dom', 'react/jsx-runtime'];
const USE_CLIENT = '"use client";';

/**
 * One build for every published package: ESM + CJS + .d.ts, React left to the host, and the
 * `"use client"` directive on React entries so React Server Components hosts treat the widgets
 * as client components.
 *
 * Every package keeps one ESM file per source module (every module is an entry, shared code goes
 * to chunks). A single bundled file would defeat tree-shaking: top-level calls such as
 * `forwardRef(...)`, `createContext(...)` or a zod `z.object(...)` count as side effects, so
 * importing `Button` would pull in every Radix primitive, and importing one api-client constant
 * would pull in every schema. Per-module files plus `"sideEffects"` in package.json let a host's
 * bundler drop whole modules it does not use. CJS stays one file (CJS hosts do not tree-shake
 * anyway), with declarations of its own: `.d.cts` files whose shared chunks are `.d.cts` too. (A
 * copy of the ESM `.d.ts` as `.d.cts` imports an ESM chunk once two entries share types, TS1479
 * for a CommonJS consumer with `skipLibCheck: false`; check:packages type-checks one.)
 */
export function packageBuild(options: {
  react: boolean;
  onSuccess?: Options['onSuccess'];
  /** The package's entries (its `exports`), each with types and a CJS file; default `src/index.ts`. */
  entries?: string[];
  /**
   * Entries among `entries` that are framework-free and ship without `"use client"`, so that a
   * React Server Component may import their values (crisis-resources' return guard, whose inline
   * script a server layout renders). The package's own modules import such an entry by its
   * published name (`external` below), so it stays one self-contained file with no shared chunk
   * (a chunk carries the banner).
   */
  plainEntries?: string[];
  /** More imports left to the host, such as the package's own plain entries by name. */
  external?: string[];
}) {
  const entries = options.entries ?? ['src/index.ts'];
  const plainEntries = options.plainEntries ?? [];
  const common: Options = {
    format: ['esm'],
    sourcemap: true,
    target: 'es2022',
    platform: 'neutral',
    external: [...external, ...(options.external ?? [])],
    banner: options.react ? { js: '"use client";' } : undefined,
  };
  // esbuild's banner goes on every file; a plain entry's is taken off once the files are written.
  const unbanner = (extension: string) => async () => {
    for (const entry of plainEntries) {
      const file = path.join('dist', path.relative('src', entry).replace(/\.tsx?$/, extension));
      const code = await readFile(file, 'utf8');
      if (code.startsWith(USE_CLIENT))
        await writeFile(file, code.slice(USE_CLIENT.length).replace(/^\n/, ''));
    }
  };
  const mainSuccess = options.onSuccess;
  return defineConfig([
    {
      ...common,
      entry: ['src/**/*.{ts,tsx}', '!src/**/*.test.{ts,tsx}', '!src/**/*.d.ts', '!src/test-*.ts'],
      splitting: true,
      clean: true,
      dts: { entry: entries },
      onSuccess:
        plainEntries.length === 0
          ? mainSuccess
          : async () => {
              await unbanner('.js')();
              if (typeof mainSuccess === 'function') return mainSuccess();
              return undefined;
            },
    },
    {
      ...common,
      entry: entries,
      format: ['cjs'],
      dts: { entry: entries },
      clean: false,
      ...(plainEntries.length > 0 ? { onSuccess: unbanner('.cjs') } : {}),
    },
  ]);
}
