import { defineConfig, type Options } from 'tsup';

// @childhood-memories/testing: the browser-safe kit (`index.ts`) and the Node server
// (`server.ts`, `@childhood-memories/testing/node`), ESM and CJS with types. The project's own
// Vitest wiring (`node.ts`) and the tests are not published. Each format gets its own
// declarations (`.d.ts` beside ESM, `.d.cts` beside CJS, shared chunks included): a `.d.cts`
// importing an ESM `.d.ts` chunk is TS1479 for a CommonJS consumer that checks libraries.
const common: Options = {
  entry: ['index.ts', 'server.ts'],
  sourcemap: true,
  target: 'es2022',
  platform: 'neutral',
  external: ['msw', 'msw/node', '@childhood-memories/api-client', 'zod'],
  tsconfig: 'tsconfig.build.json',
};

export default defineConfig([
  { ...common, format: ['esm'], splitting: true, clean: true, dts: true },
  { ...common, format: ['cjs'], dts: true, clean: false },
]);
