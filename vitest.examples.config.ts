/*
 * The examples from the packed tarballs (`npm run test:examples`, a CI step of its own, not in
 * `npm test`): tests/examples packs every public package, installs each example from the
 * tarballs into a folder of its own, builds it and drives it in Chromium against the reference
 * server. One file, run alone: installs and builds take the machine's two cores.
 */
import { defineConfig } from 'vitest/config';

import { workspaceAliases } from './scripts/aliases.ts';

export default defineConfig({
  resolve: { alias: workspaceAliases() },
  test: {
    name: 'examples',
    environment: 'node',
    include: ['tests/examples/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
});
