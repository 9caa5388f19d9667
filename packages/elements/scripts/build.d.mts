// Types of build.mjs, for the TypeScript tests that build the elements (examples/plain-html).
import type { BuildResult } from 'esbuild';

export function shadowCss(css: string): string;
export function build(options?: { outdir?: string; minify?: boolean }): Promise<BuildResult>;
