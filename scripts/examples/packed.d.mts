/** The repository's root folder. */
export const repoRoot: string;
/** Every published package: its folder and package.json. */
export function publicPackages(): { dir: string; pkg: { name: string; version: string } }[];
/**
 * Packs every public package into `dir` (a new temporary folder by default), building first the
 * ones whose `dist` is missing or stale. Returns a map from package name to its tarball's path.
 */
export function packPublicPackages(dir?: string): Map<string, string>;
/**
 * Copies `examples/<name>` into `into` (a new temporary folder by default) and installs it from
 * the tarballs (`installProject`). Returns the folder.
 */
export function installExample(name: string, tarballs: Map<string, string>, into?: string): string;
/**
 * Points the `@childhood-memories/*` dependencies of the project in `dir`, and every package's
 * own, at the tarballs, and installs it with npm, without a lockfile. Returns the folder.
 */
export function installProject(dir: string, tarballs: Map<string, string>): string;
