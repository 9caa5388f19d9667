import { defineConfig, type Options } from 'tsup';

const external = ['react', 'react-dom', 'react/jsx-runtime'];

/**
 * One build for every published package: ESM + CJS + .d.ts, React left to the host, and the
 * `"use client"` directive on React entries so React Server Components hosts treat the widgets
 * as client components.
 *
 * React packages keep one ESM file per source module (every module is an entry, shared code goes
 * to chunks). A single bundled file would defeat tree-shaking: `forwardRef(...)` and
 * `createContext(...)` at the top level count as side effects, so importing `Button` would pull in
 * every Radix primitive. Per-module files plus `"sideEffects": ["**\/*.css"]` let a host's bundler
 * drop whole modules it does not use. CJS stays one file (CJS hosts do not tree-shake anyway).
 */
export function packageBuild(options: { react: boolean; onSuccess?: Options['onSuccess'] }) {
  const common: Options = {
    format: ['esm'],
    sourcemap: true,
    target: 'es2022',
    platform: 'neutral',
    external,
    banner: options.react ? { js: '"use client";' } : undefined,
  };
  if (!options.react) {
    return defineConfig({
      ...common,
      entry: ['src/index.ts'],
      format: ['esm', 'cjs'],
      dts: true,
      clean: true,
    });
  }
  return defineConfig([
    {
      ...common,
      entry: ['src/**/*.{ts,tsx}', '!src/**/*.test.{ts,tsx}', '!src/**/*.d.ts'],
      splitting: true,
      clean: true,
      dts: { entry: 'src/index.ts' },
      onSuccess: options.onSuccess,
    },
    { ...common, entry: ['src/index.ts'], format: ['cjs'], dts: false, clean: false },
  ]);
}
