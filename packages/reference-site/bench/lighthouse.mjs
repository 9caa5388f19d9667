// Lighthouse (mobile preset, simulated throttling) on the production build of the reference
// site, served with the reference server on a fresh PGlite database: the median of RUNS
// (default 5) runs for /, /learn and /faq as a visitor, then /home signed in with 20 memories in
// the feed and a memory page. `npm run lighthouse -w @childhood-memories/reference-site`; prints
// numbers, asserts nothing. CHROME_PATH (default /usr/bin/chromium) is the browser; PAGES (for
// example `PAGES=memory`) limits the run to some of the pages.
//
// Signed-in runs: Lighthouse attaches to a Chromium this script started, whose cookie jar holds
// the member's session (the site reads it from the cookies, on the server and in the page);
// storage is then not reset by Lighthouse, so the HTTP cache is cleared before every run.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { createHttpClient, emptySavePayload } from '@childhood-memories/api-client';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';

import { LIGHTHOUSE_CHROME_FLAGS, lighthouseReport } from '../../../scripts/browser-bench.mjs';
import { ensureSiteBuilt, repoRoot, siteDir } from '../scripts/ensure-built.mjs';

const runs = Number(process.env.RUNS ?? 5);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const apiPort = 38711;
const sitePort = 38712;
const siteUrl = `http://localhost:${sitePort}`;

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
async function lighthouse(url, signedIn, attempt = 1) {
  try {
    return await lighthouseOnce(url, signedIn);
  } catch (error) {
    if (attempt >= 3) throw error;
    return lighthouse(url, signedIn, attempt + 1);
  }
}

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

async function lighthouseOnce(url, signedIn) {
  if (signedIn) {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${signedIn.port}` });
    const page = await browser.newPage();
    const session = await page.createCDPSession();
    await session.send('Network.clearBrowserCache');
    await page.close();
    await browser.disconnect();
  }
  const report = await lighthouseReport(url, [
    '--only-categories=performance,accessibility',
    ...(signedIn ? [`--port=${signedIn.port}`, '--disable-storage-reset'] : [LIGHTHOUSE_CHROME_FLAGS]),
  ]);
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
      PUBLIC_SITE_URL: siteUrl,
      PUBLIC_API_URL: `http://localhost:${apiPort}`,
      RATE_LIMITS: '0',
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

  // A member with 20 memories in the feed, one of them the memory page measured.
  const api = (token) =>
    createHttpClient({ baseUrl: `http://127.0.0.1:${apiPort}`, getAccessToken: () => token });
  const stamp = Date.now().toString(36);
  const member = {
    username: `bench_${stamp}`,
    email: `bench_${stamp}@example.org`,
    password: 'a quiet river at dawn',
  };
  const tokens = await api(null).signUp(member);
  const writer = api(tokens.access);
  let memory;
  for (let index = 1; index <= 20; index += 1) {
    memory = await writer.createMemory(
      emptySavePayload({
        title: `A summer at the lake, ${index}`,
        description:
          'We rowed out before breakfast, and my grandmother hummed the same song every morning. ' +
          'The water was cold and the light came through the pines. #summer #lake',
        privacy: 0,
        type: 1,
      }),
    );
  }
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  children.push({ pid: chrome.pid, kill: () => chrome.kill() });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  await browser.setCookie(
    ...[
      ['access_token', tokens.access],
      ['refresh_token', tokens.refresh],
      ['username', member.username],
    ].map(([name, value]) => ({ name, value, domain: 'localhost', path: '/', sameSite: 'Strict' })),
  );
  await browser.disconnect();

  console.log(`Lighthouse 12.8.2, mobile preset, production build, median of ${runs} runs`);
  const pages = [
    ['/', null],
    ['/learn', null],
    ['/faq', null],
    ['/home (signed in, 20 memories)', '/home'],
    ['a memory page (signed in)', `/memory/${memory.shareable_link}`],
  ];
  // PAGES=memory,home measures only the pages whose name contains one of those words.
  const only = process.env.PAGES?.split(',').filter(Boolean);
  for (const [name, route] of pages.filter(([name]) => !only || only.some((word) => name.includes(word)))) {
    const samples = [];
    for (let index = 0; index < runs; index += 1)
      samples.push(await lighthouse(`${siteUrl}${route ?? name}`, route ? { port: chrome.port } : null));
    const pick = (key) => median(samples.map((sample) => sample[key]));
    console.log(
      `${name.padEnd(31)} performance ${pick('performance').toFixed(0).padStart(3)}   ` +
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
