import { copyFile } from 'node:fs/promises';

import type { Options } from 'tsup';

import { packageBuild } from '../../scripts/tsup.ts';

const base = packageBuild({ react: true });

if (typeof base === 'function' || Array.isArray(base)) {
  throw new Error('packageBuild() is expected to return one options object');
}

const config: Options = {
  ...base,
  // `dark.css` is opt-in, so it ships beside `index.css` rather than inside it.
  async onSuccess() {
    await copyFile('src/dark.css', 'dist/dark.css');
  },
};

export default config;
