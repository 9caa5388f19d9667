import { packageBuild } from '../../scripts/tsup.ts';

export default packageBuild({
  react: true,
  entries: ['src/index.ts', 'src/return-guard.ts'],
  plainEntries: ['src/return-guard.ts'],
  external: ['@childhood-memories/crisis-resources/return-guard'],
});
