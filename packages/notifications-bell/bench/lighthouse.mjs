// Lighthouse (mobile preset, simulated throttling) on a plain host page with React, with and
// without the bell: the Total Blocking Time each adds, median of RUNS (default 5) runs each.
// `npm run lighthouse -w @childhood-memories/notifications-bell`; prints numbers, asserts nothing.
// CHROME_PATH (default /usr/bin/chromium) is the browser; nothing is downloaded.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { serveBenchPage, stats } from '../../../scripts/browser-bench.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const runs = Number(process.env.RUNS ?? 5);
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';

// Asynchronous on purpose: the page is served from this process, which must keep answering.
const run = promisify(execFile);

async function lighthouse(url) {
  const { stdout: json } = await run(
    path.join(root, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--quiet',
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(json);
  return {
    tbt: report.audits['total-blocking-time'].numericValue,
    score: report.categories.performance.score * 100,
    scripting: report.audits['bootup-time'].numericValue,
  };
}

const results = {};
for (const [label, entry] of [
  ['React only', 'host-react.tsx'],
  ['React + bell', 'host-bell.tsx'],
]) {
  const served = await serveBenchPage({ entry: path.join(here, entry), name: `bell-${label.length}` });
  try {
    results[label] = [];
    for (let index = 0; index < runs; index += 1) results[label].push(await lighthouse(served.url));
  } finally {
    served.close();
  }
}

const median = (values) => stats(values).median;
console.log(`Lighthouse 12.8.2, mobile preset, median of ${runs} runs`);
for (const [label, samples] of Object.entries(results)) {
  console.log(
    `${label.padEnd(14)} TBT ${median(samples.map((s) => s.tbt))
      .toFixed(0)
      .padStart(5)} ms   ` +
      `JS boot-up ${median(samples.map((s) => s.scripting))
        .toFixed(0)
        .padStart(5)} ms   ` +
      `score ${median(samples.map((s) => s.score)).toFixed(0)}`,
  );
}
const added =
  median(results['React + bell'].map((s) => s.tbt)) - median(results['React only'].map((s) => s.tbt));
console.log(`The bell adds ${added.toFixed(0)} ms of Total Blocking Time (target: at most 20 ms).`);
