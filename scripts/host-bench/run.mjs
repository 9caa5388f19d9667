// `npm run bench:host`: what each widget costs a partner's page on its main thread. Builds the
// host pages beside this file (React only; React + each widget, above and below the host's text),
// then runs Lighthouse 12.8.2 (mobile preset, simulated throttling) RUNS times per page (default
// 5), interleaved so a slow minute hurts every page alike, and prints the medians of Total
// Blocking Time, the page's own scripting, LCP and CLS, the first download of JavaScript (gzip)
// and each page's difference over React alone. It prints numbers; it asserts nothing.
// PAGES=memory-editor,tag-wizard limits the widgets; CHROME_PATH (default /usr/bin/chromium) is
// the browser, nothing is downloaded. Each widget is also measured on a static host page (its
// text in the HTML, React rendering only the widget below it), against React alone on that page.
// `elements` (in PAGES, and by default) measures `<cm-memory-editor>` from the elements' builds
// (React's, and the light one on Preact) on the static host page (one script tag, widget code
// fetched after the host's first paint), against the same page with no JavaScript at all.
import esbuild from 'esbuild';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import { build as buildElements } from '../../packages/elements/scripts/build.mjs';
import { LIGHTHOUSE_CHROME_FLAGS, lighthouseReport, serveBenchPage, stats } from '../browser-bench.mjs';
import { staticHostMain } from './host-text.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const runs = Number(process.env.RUNS ?? 5);
const WIDGETS = [
  'memory-editor',
  'tag-wizard',
  'crisis-resources',
  'quick-exit',
  'notifications-bell',
  'elements',
];
const widgets = process.env.PAGES ? process.env.PAGES.split(',') : WIDGETS;

async function lighthouse(url) {
  const report = await lighthouseReport(url, ['--only-categories=performance', LIGHTHOUSE_CHROME_FLAGS]);
  const origin = new URL(url).origin;
  const own = (item) => typeof item.url === 'string' && item.url.startsWith(origin);
  const bootup = report.audits['bootup-time'].details?.items ?? [];
  const requests = report.audits['network-requests'].details?.items ?? [];
  return {
    score: report.categories.performance.score * 100,
    tbt: report.audits['total-blocking-time'].numericValue,
    scripting: bootup.filter(own).reduce((sum, item) => sum + (item.scripting ?? 0), 0),
    lcp: report.audits['largest-contentful-paint'].numericValue,
    cls: report.audits['cumulative-layout-shift'].numericValue,
    scripts: requests.filter((item) => own(item) && item.resourceType === 'Script').map((item) => item.url),
  };
}

/**
 * The static host page with `<cm-memory-editor>` below its text, from the elements' build, and
 * the same page without any script: both served from one folder.
 */
async function serveElementsPages() {
  const out = mkdtempSync(path.join(tmpdir(), 'host-elements-bench-'));
  await buildElements({ outdir: path.join(out, 'elements') });
  await buildElements({ outdir: path.join(out, 'elements-light'), preact: true });
  await esbuild.build({
    entryPoints: [path.join(here, 'elements-configure.ts')],
    bundle: true,
    minify: true,
    format: 'esm',
    outfile: path.join(out, 'configure.js'),
    logLevel: 'error',
  });
  const page = (head, widget) =>
    '<!doctype html><html lang="en"><meta charset="utf-8"><title>bench</title>' +
    `<meta name="viewport" content="width=device-width, initial-scale=1">${head}` +
    staticHostMain(false).replace('<div id="widget"></div>', widget) +
    '</html>';
  writeFileSync(path.join(out, 'none.html'), page('', ''));
  for (const [file, folder] of [
    ['editor.html', 'elements'],
    ['editor-light.html', 'elements-light'],
  ]) {
    writeFileSync(
      path.join(out, file),
      page(
        `<script type="module" src="${folder}/cm-elements.js"></script><script type="module" src="configure.js"></script>`,
        '<cm-memory-editor member-id="host-bench"></cm-memory-editor>',
      ),
    );
  }
  const types = { '.html': 'text/html', '.js': 'text/javascript' };
  const server = createServer((request, response) => {
    const file = path.resolve(out, `.${new URL(request.url, 'http://x').pathname}`);
    try {
      if (!file.startsWith(out + path.sep)) throw new Error('outside');
      const body = readFileSync(file);
      response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return {
    none: `${origin}/none.html`,
    editor: `${origin}/editor.html`,
    editorLight: `${origin}/editor-light.html`,
    close() {
      server.close();
      rmSync(out, { recursive: true, force: true });
    },
  };
}

/** The gzip size of the scripts a page downloaded, in kB (the bench server sends them raw). */
async function gzipKb(urls) {
  let bytes = 0;
  for (const url of urls) bytes += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length;
  return bytes / 1000;
}

const served = [];
const pages = [];
try {
  // Each entry also gets static.html: the host's text in the HTML (a partner's server or CMS
  // page, with or without React of its own) and React rendering only the widget, below it.
  const staticPage = { 'static.html': staticHostMain(false) };
  const base = await serveBenchPage({
    entry: path.join(here, 'react-only.tsx'),
    name: 'host-react',
    pages: staticPage,
  });
  served.push(base);
  pages.push({ label: 'React only', url: base.url });
  pages.push({ label: 'React only, static host', url: base.url.replace('index.html', 'static.html') });
  for (const widget of widgets) {
    if (widget === 'elements') {
      const elements = await serveElementsPages();
      served.push(elements);
      pages.push({ label: 'No JavaScript, static host', url: elements.none });
      pages.push({ label: '<cm-memory-editor>, static host', url: elements.editor });
      pages.push({ label: '<cm-memory-editor> light, static', url: elements.editorLight });
      continue;
    }
    const page = await serveBenchPage({
      entry: path.join(here, `${widget}.tsx`),
      name: `host-${widget}`,
      pages: staticPage,
    });
    served.push(page);
    pages.push({ label: `+ ${widget}, below`, url: page.url });
    pages.push({ label: `+ ${widget}, above`, url: `${page.url}?above` });
    pages.push({ label: `+ ${widget}, static host`, url: page.url.replace('index.html', 'static.html') });
  }

  const samples = new Map(pages.map((page) => [page.label, []]));
  for (let index = 0; index < runs; index += 1) {
    for (const page of pages) samples.get(page.label).push(await lighthouse(page.url));
    console.error(`run ${index + 1} of ${runs} done`);
  }

  const median = (label, key) => stats(samples.get(label).map((sample) => sample[key])).median;
  // Each page against its own kind of host: React's page, or the static one.
  const baselineOf = (label) => {
    const base = label.startsWith('<cm-')
      ? 'No JavaScript, static host'
      : label.endsWith('static host')
        ? 'React only, static host'
        : 'React only';
    return { label: base, tbt: median(base, 'tbt'), scripting: median(base, 'scripting') };
  };
  console.log(`Lighthouse 12.8.2, mobile preset (simulated throttling), median of ${runs} runs per page`);
  console.log(
    `${'page'.padEnd(32)}${'JS gz'.padStart(8)}${'TBT'.padStart(8)}${'Δ TBT'.padStart(8)}` +
      `${'script'.padStart(8)}${'Δ scr'.padStart(8)}${'LCP'.padStart(8)}${'CLS'.padStart(7)}${'score'.padStart(7)}`,
  );
  for (const page of pages) {
    const kb = await gzipKb(samples.get(page.label)[0].scripts);
    const baseline = baselineOf(page.label);
    const tbt = median(page.label, 'tbt');
    const scripting = median(page.label, 'scripting');
    const delta = (value, over) =>
      page.label === baseline.label ? '–' : `${value - over >= 0 ? '+' : ''}${(value - over).toFixed(0)}`;
    console.log(
      `${page.label.padEnd(32)}${kb.toFixed(1).padStart(8)}${tbt.toFixed(0).padStart(8)}` +
        `${delta(tbt, baseline.tbt).padStart(8)}${scripting.toFixed(0).padStart(8)}` +
        `${delta(scripting, baseline.scripting).padStart(8)}${median(page.label, 'lcp').toFixed(0).padStart(8)}` +
        `${median(page.label, 'cls').toFixed(3).padStart(7)}${median(page.label, 'score').toFixed(0).padStart(7)}`,
    );
  }
  console.log('TBT, scripting (the page’s own scripts) and LCP in ms; JS gz in kB, the first download.');
} finally {
  for (const page of served) page.close();
}
