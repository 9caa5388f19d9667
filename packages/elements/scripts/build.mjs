// Builds the elements for a page with no bundler: dist/cm-elements.js (the loader: the element
// definitions and `CMWidgets`, no framework) and the widgets' chunks, with React and each widget's
// stylesheets as text (for constructed stylesheets), ES modules, minified; and the same on
// Preact's compat layer in dist/light/ (`preact: true`, experimental).
//
// Vite (Rollup) and not esbuild's splitting: esbuild assigns whole files to chunks by what
// reaches them, and every widget reaches all of ui and api-client through their index files, so
// with the editor beside it the crisis lines' first download grew from 91 to 130 kB gzip. Rollup
// follows the bindings through the index files: each widget's chunks hold what it uses.
//
// Workspace packages are read from their sources (the build does not depend on their order).
// Each stylesheet is bundled (its @imports inlined), its rem sizes made px (a host's root font
// size must not scale the widget inside its shadow root), and ui's six public tokens taken out of
// `.cm-root`, where they would hide a host's values (src/theme.ts registers them instead).
import esbuild from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as viteBuild } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const packages = path.resolve(root, '..');
const PUBLIC_TOKEN = /\s*--cm-(?:accent|background|foreground|radius|spacing|font)\s*:[^;]*;/g;
const CSS_TEXT = '\0cm-css-text:';

/** A stylesheet as the shadow roots take it. */
export function shadowCss(css) {
  return css
    .replace(PUBLIC_TOKEN, '')
    .replace(/(-?\d*\.?\d+)rem\b/g, (_, value) => `${Number((Number(value) * 16).toFixed(3))}px`);
}

/**
 * Every stylesheet import (`import css from '@childhood-memories/x/styles.css'`, a package's own
 * `import './styles.css'`) → the stylesheet's text, as shadowCss makes it. Nothing goes through
 * Vite's CSS pipeline, which would add `<link>` elements to the host's document.
 */
const cssText = {
  name: 'cm-css-text',
  enforce: 'pre',
  // The id drops the extension: an id ending in .css would go to Vite's CSS pipeline.
  resolveId(source, importer) {
    const match = /^@childhood-memories\/([^/]+)\/styles\.css$/.exec(source);
    if (match) return `${CSS_TEXT}${path.join(packages, match[1], 'src', 'styles')}`;
    if (source.endsWith('.css') && source.startsWith('.') && importer !== undefined)
      return `${CSS_TEXT}${path.resolve(path.dirname(importer), source.slice(0, -'.css'.length))}`;
    return undefined;
  },
  async load(id) {
    if (!id.startsWith(CSS_TEXT)) return undefined;
    const file = `${id.slice(CSS_TEXT.length)}.css`;
    this.addWatchFile(file);
    const bundled = await esbuild.build({
      entryPoints: [file],
      bundle: true,
      write: false,
      logLevel: 'error',
    });
    return `export default ${JSON.stringify(shadowCss(bundled.outputFiles[0].text))};`;
  },
};

/**
 * Minifies each chunk (library mode leaves whitespace, to keep pure annotations for a partner's
 * bundler; these files go to browsers as they are). Library mode, for its part, adds no preload
 * helper: nothing here writes `<link>` elements into the host's document.
 */
const minifyChunks = {
  name: 'cm-minify-chunks',
  // After every renderChunk (Vite's own one prints library chunks again, unminified).
  async generateBundle(_, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      const { code } = await esbuild.transform(chunk.code, {
        minify: true,
        format: 'esm',
        target: 'es2022',
        legalComments: 'none',
      });
      chunk.code = code;
    }
  },
};

/** The widgets' own chunks are named `cm-<widget>-<hash>.js`: size-limit and tests find them. */
function chunkFileNames(chunk) {
  const widgets = chunk.moduleIds.filter((id) => id.startsWith(path.join(root, 'src', 'widgets') + path.sep));
  return widgets.length === 1
    ? `chunks/cm-${path.basename(widgets[0]).replace(/\.tsx?$/, '')}-[hash].js`
    : 'chunks/[name]-[hash].js';
}

/** Rollup's notes on what it leaves out, all expected here: "use client" and misplaced pure comments. */
const EXPECTED_WARNINGS = new Set(['MODULE_LEVEL_DIRECTIVE', 'INVALID_ANNOTATION']);

/** React's modules → Preact's compat layer (the experimental light build). */
const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export async function build({ outdir = path.join(root, 'dist'), minify = true, preact = false } = {}) {
  return viteBuild({
    configFile: false,
    // Production whatever NODE_ENV says (a test runner sets "test": React's dev JSX otherwise).
    mode: 'production',
    logLevel: 'warn',
    root,
    plugins: [cssText, ...(minify ? [minifyChunks] : [])],
    resolve: {
      alias: [
        {
          find: /^@childhood-memories\/crisis-resources\/return-guard$/,
          replacement: `${packages}/crisis-resources/src/return-guard.ts`,
        },
        { find: /^@childhood-memories\/([^/]+)$/, replacement: `${packages}/$1/src/index.ts` },
        ...(preact ? PREACT_ALIASES : []),
      ],
    },
    define: { 'process.env.NODE_ENV': '"production"' },
    esbuild: { jsx: 'automatic', jsxDev: false, legalComments: 'none' },
    build: {
      outDir: outdir,
      // The types (tsup, `dts` only) live beside the code: only the code is replaced.
      emptyOutDir: false,
      target: 'es2022',
      minify: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      lib: { entry: { 'cm-elements': path.join(root, 'src', 'index.ts') }, formats: ['es'] },
      rollupOptions: {
        output: { entryFileNames: '[name].js', chunkFileNames },
        onwarn(warning, warn) {
          if (!EXPECTED_WARNINGS.has(warning.code ?? '')) warn(warning);
        },
      },
    },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { rmSync } = await import('node:fs');
  for (const folder of ['chunks', 'react', 'light'])
    rmSync(path.join(root, 'dist', folder), { recursive: true, force: true });
  // The build with React, and the experimental light one on Preact's compat layer (README, "Builds").
  await build();
  await build({ outdir: path.join(root, 'dist', 'light'), preact: true });
}
