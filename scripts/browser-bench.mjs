// Shared machinery of the widgets' Chromium benchmarks: build a page from the workspace sources
// (production React), serve it on 127.0.0.1 (localStorage and modules need a real origin), open
// it in Debian's Chromium (`CHROMIUM_PATH` overrides /usr/bin/chromium; nothing is downloaded),
// and print median / p95 / max rows. Benchmarks print numbers; they assert nothing.
import esbuild from 'esbuild';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { chromium } from 'playwright';

/**
 * Debian's Chromium (`CHROMIUM_PATH` overrides /usr/bin/chromium), headless, with the flags this
 * closed network needs (TOOLCHAIN gotcha 8). Shared by the benchmarks and the screenshot script.
 */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

const packages = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../packages');
const CONTENT_TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Workspace packages resolve to their `src` (and `styles.css`), as in the tests. */
const workspaceSources = {
  name: 'workspace-sources',
  setup(build) {
    build.onResolve({ filter: /^@childhood-memories\/[^/]+(\/styles\.css)?$/ }, (args) => {
      const [, name, css] = args.path.match(/^@childhood-memories\/([^/]+)(\/styles\.css)?$/);
      return { path: path.join(packages, name, 'src', css ? 'styles.css' : 'index.ts') };
    });
  },
};

/**
 * Builds `entry` (a page that renders into `#root`) with production React and serves it on
 * 127.0.0.1 (`minify: false` keeps the names a profile needs; `pages` adds HTML pages with the
 * same script and their own body). `stylesheets` ({ 'ui.css': '@childhood-memories/ui/styles.css' })
 * builds those packages' CSS into files of their own instead of the script's one, for pages that
 * link them themselves. Returns its `url` (index.html), the `dir` of the built files and
 * `close()`, which removes everything again.
 */
export async function serveBenchPage({ entry, name, minify = true, pages = {}, stylesheets = null }) {
  const out = mkdtempSync(path.join(tmpdir(), `${name}-bench-`));
  const common = { bundle: true, minify, outdir: out, logLevel: 'error', plugins: [workspaceSources] };
  await esbuild.build({
    ...common,
    entryPoints: [entry],
    format: 'esm',
    splitting: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    ...(stylesheets === null ? {} : { loader: { '.css': 'empty' } }),
  });
  if (stylesheets !== null) {
    await esbuild.build({
      ...common,
      entryPoints: Object.entries(stylesheets).map(([file, css]) => ({
        in: css,
        out: file.replace(/\.css$/, ''),
      })),
    });
  }
  const script = path.basename(entry).replace(/\.[jt]sx?$/, '');
  const scriptCss = stylesheets === null ? `<link rel="stylesheet" href="${script}.css">` : '';
  // index.html renders into #root; `pages` ({ 'static.html': body }) add pages with their own body.
  for (const [file, body] of Object.entries({ 'index.html': '<div id="root"></div>', ...pages })) {
    writeFileSync(
      path.join(out, file),
      '<!doctype html><html lang="en"><meta charset="utf-8"><title>bench</title>' +
        '<meta name="viewport" content="width=device-width, initial-scale=1">' +
        `${scriptCss}${body}<script type="module" src="${script}.js"></script></html>`,
    );
  }
  const server = createServer((request, response) => {
    const file = path.join(out, path.basename(new URL(request.url, 'http://x').pathname) || 'index.html');
    try {
      const body = readFileSync(file);
      response.writeHead(200, {
        'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/index.html`,
    dir: out,
    close() {
      server.close();
      rmSync(out, { recursive: true, force: true });
    },
  };
}

/**
 * Builds and serves `entry` ({@link serveBenchPage}) and opens it in Chromium.
 * Returns the browser, the page and `close()`, which removes everything again.
 */
export async function openBenchPage({ entry, name }) {
  const served = await serveBenchPage({ entry, name });
  const browser = await launchChromium();
  const page = await browser.newPage();
  await page.goto(served.url);
  return {
    browser,
    page,
    async close() {
      await browser.close();
      served.close();
    },
  };
}

/** Median, 95th percentile and maximum of some timings. */
export function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: at(0.5), p95: at(0.95), max: sorted.at(-1) };
}

/** One printed row: `label  median … ms   p95 … ms   max … ms   (n=…)`. */
export function row(label, values, width = 40) {
  const { median, p95, max } = stats(values);
  const ms = (value) => `${value.toFixed(2).padStart(6)} ms`;
  return `${label.padEnd(width)} median ${ms(median)}   p95 ${ms(p95)}   max ${ms(max)}   (n=${values.length})`;
}

/** Waits for the next frame and the task after it (the page has rendered and settled). */
export function settle(page) {
  // eslint-disable-next-line no-undef -- runs in the browser
  return page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

const execFileAsync = promisify(execFile);
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * One Lighthouse 12.8.2 run (mobile preset, simulated throttling) of `url` in Debian's Chromium
 * (`CHROME_PATH` overrides /usr/bin/chromium); `args` are added to the command line (categories,
 * `--port` of a browser already running…). Asynchronous, so a page served from the calling
 * process keeps answering. Resolves with the parsed JSON report.
 */
export async function lighthouseReport(url, args) {
  const { stdout } = await execFileAsync(
    path.join(repo, 'node_modules/.bin/lighthouse'),
    [url, '--quiet', '--output=json', '--output-path=stdout', ...args],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return JSON.parse(stdout);
}

/** The Chromium flags Lighthouse launches its own browser with in this closed network. */
export const LIGHTHOUSE_CHROME_FLAGS =
  '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage';
