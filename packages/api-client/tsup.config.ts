import { packageBuild } from '../../scripts/tsup.ts';

export default packageBuild({
  react: false,
  entries: ['src/index.ts', 'src/reference-data.ts', 'src/domain/index.ts'],
});
