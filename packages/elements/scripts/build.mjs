// Builds the elements for a page with no bundler: dist/cm-elements.js (the loader: the element
// definitions and `CMWidgets`, no React) and one chunk per widget with React and the widget's
// stylesheets as text (for constructed stylesheets), ES modules, minified. Workspace packages are
// read from their sources (the build does not depend on their order). Each stylesheet is bundled
// (its @imports inlined), its rem sizes made px (a host's root font size must not scale the
// widget inside its shadow root), and ui's six public tokens taken out of `.cm-root`, where they
// would hide a host's values (src/theme.ts registers them instead).
import esbuild from 'esbuild';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const packages = path.resolve(root, '..');
const PUBLIC_TOKEN = /\s*--cm-(?:accent|background|foreground|radius|spacing|font)\s*:[^;]*;/g;

/** A stylesheet as the shadow roots take it. */
export function shadowCss(css) {
  return css
    .replace(PUBLIC_TOKEN, '')
    .replace(/(-?\d*\.?\d+)rem\b/g, (_, value) => `${Number((Number(value) * 16).toFixed(3))}px`);
}

const workspace = {
  name: 'workspace-sources',
  setup(build) {
    build.onResolve({ filter: /^@childhood-memories\/[^/]+(\/styles\.css)?$/ }, (args) => {
      const [, name, css] = args.path.match(/^@childhood-memories\/([^/]+)(\/styles\.css)?$/);
      return { path: path.join(packages, name, 'src', css ? 'styles.css' : 'index.ts') };
    });
  },
};

const cssText = {
  name: 'css-text',
  setup(build) {
    build.onLoad({ filter: /\.css$/ }, async (args) => {
      const bundled = await esbuild.build({
        entryPoints: [args.path],
        bundle: true,
        write: false,
        minify: false,
        logLevel: 'error',
      });
      const css = shadowCss(bundled.outputFiles[0].text);
      return { contents: `export default ${JSON.stringify(css)};`, loader: 'js' };
    });
  },
};

export async function build({ outdir = path.join(root, 'dist'), minify = true } = {}) {
  rmSync(path.join(outdir, 'chunks'), { recursive: true, force: true });
  return esbuild.build({
    entryPoints: { 'cm-elements': path.join(root, 'src', 'index.ts') },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify,
    outdir,
    chunkNames: 'chunks/[name]-[hash]',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    logLevel: 'error',
    metafile: true,
    plugins: [workspace, cssText],
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await build();
