import { defineConfig } from 'tsup';

// The types of the module (`configure`, `defineElements`, `ELEMENTS`); scripts/build.mjs builds
// the code itself.
export default defineConfig({
  entry: { 'cm-elements': 'src/index.ts' },
  format: ['esm'],
  dts: { only: true },
  outDir: 'dist',
  clean: false,
});
