import { copyFile } from 'node:fs/promises';

import { packageBuild } from '../../scripts/tsup.ts';

export default packageBuild({
  react: true,
  // `dark.css` is opt-in, so it ships beside `index.css` rather than inside it.
  async onSuccess() {
    await copyFile('src/dark.css', 'dist/dark.css');
  },
});
