// `npm run build` for the site: the workspace build runs packages alphabetically, so the
// libraries the site composes may not be built yet. Build them first (only when stale), then the
// site itself, always (a build asked for is a build done), with its output.
import { ensureSiteBuilt } from './ensure-built.mjs';

ensureSiteBuilt({ force: true, quiet: false });
