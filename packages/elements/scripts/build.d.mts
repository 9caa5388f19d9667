// Types of build.mjs, for the TypeScript tests that build the elements (examples/plain-html).
export function shadowCss(css: string): string;
export function build(options?: { outdir?: string; minify?: boolean; preact?: boolean }): Promise<unknown>;
