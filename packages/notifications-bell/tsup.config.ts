import { packageBuild } from '../../scripts/tsup.ts';

export default packageBuild({ react: true });
