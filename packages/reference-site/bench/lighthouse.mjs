// Lighthouse (mobile preset, simulated throttling) on the production build of the reference
// site, served with the reference server on a fresh PGlite database: the median of RUNS
// (default 5) runs for /, /learn and /faq. `npm run lighthouse -w @childhood-memories/reference-site`;
// prints numbers, asserts nothing. CHROME_PATH (default /usr/bin/chromium) is the browser.
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { ensureSiteBuilt, repoRoot, siteDir } from '../scripts/ensure-built.mjs';

const runs = Number(process.env.RUNS ?? 5);
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const apiPort = 38711;
const sitePort = 38712;
const siteUrl = `http://localhost:${sitePort}`;
const run = promisify(execFile);

async function waitFor(url) {
  for (let attempt = 0; attempt < 360; attempt += 1) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Nothing answered at ${url}`);
}

/** One run; a run whose trace Lighthouse could not record (it happens here) is tried again. */
async function lighthouse(url, attempt = 1) {
  try {
    return await lighthouseOnce(url);
  } catch (error) {
    if (attempt >= 3) throw error;
    return lighthouse(url, attempt + 1);
  }
}

async function lighthouseOnce(url) {
  const { stdout } = await run(
    path.join(repoRoot, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--quiet',
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance,accessibility',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout);
  return {
    performance: report.categories.performance.score * 100,
    accessibility: report.categories.accessibility.score * 100,
    cls: report.audits['cumulative-layout-shift'].numericValue,
    lcp: report.audits['largest-contentful-paint'].numericValue,
    tbt: report.audits['total-blocking-time'].numericValue,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

ensureSiteBuilt();
const dataDir = mkdtempSync(path.join(tmpdir(), 'cm-site-lighthouse-'));
const children = [
  spawn('npx', ['tsx', path.join(repoRoot, 'packages/reference-server/src/main.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(apiPort),
      SEED_DEMO: '1',
      CORS_ORIGINS: siteUrl,
    },
    stdio: 'ignore',
    detached: true,
  }),
];
try {
  await waitFor(`http://127.0.0.1:${apiPort}/api/v1/reaction/options/`);
  children.push(
    spawn('npx', ['react-router-serve', './build/server/index.js'], {
      cwd: siteDir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(sitePort),
        API_BASE_URL: `http://localhost:${apiPort}`,
        API_INTERNAL_URL: `http://127.0.0.1:${apiPort}`,
        SITE_URL: siteUrl,
      },
      stdio: 'ignore',
      detached: true,
    }),
  );
  await waitFor(`${siteUrl}/faq`);
  console.log(`Lighthouse 12.8.2, mobile preset, production build, median of ${runs} runs`);
  for (const route of ['/', '/learn', '/faq']) {
    const samples = [];
    for (let index = 0; index < runs; index += 1) samples.push(await lighthouse(`${siteUrl}${route}`));
    const pick = (key) => median(samples.map((sample) => sample[key]));
    console.log(
      `${route.padEnd(7)} performance ${pick('performance').toFixed(0).padStart(3)}   ` +
        `accessibility ${pick('accessibility').toFixed(0).padStart(3)}   CLS ${pick('cls').toFixed(3)}   ` +
        `LCP ${pick('lcp').toFixed(0).padStart(5)} ms   TBT ${pick('tbt').toFixed(0).padStart(4)} ms`,
    );
  }
} finally {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
}
