// Chromatic needs its cloud: run it only when a project token is configured.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.info('chromatic: CHROMATIC_PROJECT_TOKEN is not set, so visual tests are skipped.');
  process.exit(0);
}
const result = spawnSync(
  'npx',
  ['chromatic', '--exit-zero-on-changes', '--only-changed', '--build-script-name', 'build-storybook'],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
