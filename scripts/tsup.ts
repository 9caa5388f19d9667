import { defineConfig, type Options } from 'tsup';

/**
 * One build for every published package: ESM + CJS + .d.ts, React left to the host,
 * and the `"use client"` directive on React entries so React Server Components hosts
 * treat the widgets as client components.
 */
export function packageBuild(options: { react: boolean; entry?: Options['entry'] }) {
  return defineConfig({
    entry: options.entry ?? ['src/index.ts'],
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'es2022',
    platform: 'neutral',
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    banner: options.react ? { js: '"use client";' } : undefined,
  });
}
