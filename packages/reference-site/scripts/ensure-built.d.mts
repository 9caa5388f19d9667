/** The reference site's package directory. */
export const siteDir: string;
/** The repository root. */
export const repoRoot: string;
/** The workspace packages the site imports. */
export const SITE_LIBRARIES: readonly string[];
/** The newest modification time under a file or folder (0 when absent), test files aside. */
export function newestIn(target: string): number;
/** Whether a library's `dist` is missing or older than its source or build settings. */
export function isLibraryStale(packageDir: string): boolean;
/**
 * Whether the site's build is missing or older than its sources, public files, settings, the
 * lockfile, or the `dist` of a library it composes.
 */
export function isSiteStale(dir?: string, libraries?: readonly string[]): boolean;
/**
 * Builds the libraries whose `dist` is missing or older than their source, then the site when it
 * is stale (or always, with `force`). Quiet by default: a build's output shows only when it
 * fails. Returns the names of what was built.
 */
export function ensureSiteBuilt(options?: {
  force?: boolean;
  quiet?: boolean;
  onBuild?: (what: string[]) => void;
}): string[];
