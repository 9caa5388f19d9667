// Per-keystroke cost of typing into a 5000-character description, in real Chromium.
// `npm run bench -w @childhood-memories/memory-editor`; prints numbers, asserts nothing.
// CHROMIUM_PATH overrides /usr/bin/chromium; KEYSTROKES (default 200) sets how many are typed.
/* global window, document, requestAnimationFrame -- used inside page.evaluate, in the browser */
import esbuild from 'esbuild';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const packages = path.resolve(here, '../..');
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const keystrokes = Number(process.env.KEYSTROKES ?? 200);
const DESCRIPTION_MAX = 5000;

// 1. Build the page from the sources (workspace packages read from their `src`), production React.
const out = mkdtempSync(path.join(tmpdir(), 'memory-editor-bench-'));
await esbuild.build({
  entryPoints: [path.join(here, 'page.tsx')],
  bundle: true,
  minify: true,
  format: 'iife',
  outdir: out,
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'error',
  plugins: [
    {
      name: 'workspace-sources',
      setup(build) {
        build.onResolve({ filter: /^@childhood-memories\/[^/]+(\/styles\.css)?$/ }, (args) => {
          const [, name, css] = args.path.match(/^@childhood-memories\/([^/]+)(\/styles\.css)?$/);
          return { path: path.join(packages, name, 'src', css ? 'styles.css' : 'index.ts') };
        });
      },
    },
  ],
});
writeFileSync(
  path.join(out, 'index.html'),
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>bench</title>' +
    '<link rel="stylesheet" href="page.css"><div id="root"></div><script src="page.js"></script></html>',
);

// 2. Serve it over HTTP (localStorage needs a real origin).
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const server = createServer((request, response) => {
  const file = path.join(out, path.basename(new URL(request.url, 'http://x').pathname) || 'index.html');
  try {
    const body = readFileSync(file);
    response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    response.end(body);
  } catch {
    response.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}/index.html`;

const browser = await chromium.launch({
  executablePath,
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
try {
  const page = await browser.newPage();
  await page.goto(url);
  await page.getByRole('radio', { name: 'Unhappy' }).check();
  const description = page.getByRole('textbox', { name: 'Your memory' });
  const sentence = 'I remember the smell of rain on the porch and the radio in the kitchen. ';
  const start = sentence
    .repeat(Math.ceil(DESCRIPTION_MAX / sentence.length))
    .slice(0, DESCRIPTION_MAX - keystrokes);
  await description.fill(start);
  await description.press('End');

  // In the page: for each key, the time from keydown to the end of its input handling (React
  // renders a typed character synchronously), and to the next frame after it.
  await page.evaluate(() => {
    const samples = { handled: [], frame: [] };
    window.__bench = samples;
    let startedAt = 0;
    document.addEventListener('keydown', () => (startedAt = performance.now()), true);
    window.addEventListener('input', () => {
      const t0 = startedAt;
      queueMicrotask(() => samples.handled.push(performance.now() - t0));
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => samples.frame.push(performance.now() - t0);
        channel.port2.postMessage(null);
      });
    });
  });
  const text = 'and we sang #summer songs while the kettle boiled ';
  for (let index = 0; index < keystrokes; index += 1) {
    await page.keyboard.press(text[index % text.length] === ' ' ? 'Space' : text[index % text.length]);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  }
  const samples = await page.evaluate(() => window.__bench);
  const length = (await description.inputValue()).length;

  const stats = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
    return { median: at(0.5), p95: at(0.95), max: sorted.at(-1) };
  };
  const row = (label, values) => {
    const { median, p95, max } = stats(values);
    return `${label.padEnd(36)} median ${median.toFixed(2).padStart(6)} ms   p95 ${p95.toFixed(2).padStart(6)} ms   max ${max.toFixed(2).padStart(6)} ms`;
  };
  console.info(
    `Chromium ${browser.version()}, ${samples.handled.length} keystrokes, description ${start.length} → ${length} characters (limit ${DESCRIPTION_MAX})`,
  );
  console.info(row('keydown → input handled (render)', samples.handled));
  console.info(row('keydown → next frame (incl. vsync)', samples.frame));
  console.info('Target: under 16 ms per keystroke.');
} finally {
  await browser.close();
  server.close();
  rmSync(out, { recursive: true, force: true });
}
