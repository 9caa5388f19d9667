/** The reference site's package directory. */
export const siteDir: string;
/** The repository root. */
export const repoRoot: string;
/** The workspace packages the site imports. */
export const SITE_LIBRARIES: readonly string[];
/** Builds the libraries whose `dist` is missing or older than their source, then the site. */
export function ensureSiteBuilt(): void;
