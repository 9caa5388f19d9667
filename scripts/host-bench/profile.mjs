// `npm run bench:host:profile`: where a widget's cost on the host page goes. Builds the host
// pages of `npm run bench:host` unminified (React only, and React + each widget below the host's
// text), loads each RUNS times (default 5) in Chromium at 4× CPU throttling with the V8 sampling
// profiler on for the first 3 s, and prints per page the main thread's busy time and its self
// time by package (each sample attributed to the module esbuild's `// path` comment names), plus
// the "(program)" time V8 cannot attribute to JavaScript (parsing, compiling, style and layout).
// Medians over the runs. It prints numbers; it asserts nothing. PAGES=memory-editor limits the
// widgets. Note: esbuild turns React's CommonJS into a copy per chunk (`__toESM` and
// `__copyProps`, "bundle helpers" here), which a partner's bundler does once.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { launchChromium, serveBenchPage, stats } from '../browser-bench.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const runs = Number(process.env.RUNS ?? 5);
const WIDGETS = ['memory-editor', 'tag-wizard', 'crisis-resources', 'quick-exit', 'notifications-bell'];
const widgets = process.env.PAGES ? process.env.PAGES.split(',') : WIDGETS;
const IDLE = new Set(['(idle)', '(root)', '(program)', '(garbage collector)']);

/** For each built file, the lines where esbuild starts a module, and that module's package. */
function moduleIndex(dir) {
  const cache = new Map();
  return (file) => {
    if (!cache.has(file)) {
      let lines = [];
      try {
        lines = readFileSync(path.join(dir, file), 'utf8').split('\n');
      } catch {
        // Not one of the page's files (an extension, an inline script).
      }
      const marks = [];
      lines.forEach((line, index) => {
        const match = /^\/\/ (node_modules\/(?:@[^/]+\/)?[^/]+|packages\/[^/]+)/.exec(line);
        if (match) marks.push([index, match[1]]);
      });
      cache.set(file, marks);
    }
    return cache.get(file);
  };
}

/** One load: self time (ms) by package, plus busy and "(program)" time. */
async function profileOnce(browser, page) {
  const tab = await browser.newPage();
  const cdp = await tab.context().newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await tab.goto(page.url);
  await tab.waitForTimeout(3000);
  const { profile } = await cdp.send('Profiler.stop');
  await tab.close();

  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const result = new Map([
    ['busy', 0],
    ['(program)', 0],
  ]);
  profile.samples.forEach((id, index) => {
    const ms = profile.timeDeltas[index] / 1000;
    const { functionName, url, lineNumber } = nodes.get(id).callFrame;
    if (functionName === '(program)') result.set('(program)', result.get('(program)') + ms);
    if (IDLE.has(functionName)) return;
    result.set('busy', result.get('busy') + ms);
    let owner = '(other)';
    if (url.startsWith('http')) {
      owner = '(bundle helpers)';
      for (const [line, name] of page.modules(path.basename(new URL(url).pathname))) {
        if (line > lineNumber) break;
        owner = name;
      }
    }
    result.set(owner, (result.get(owner) ?? 0) + ms);
  });
  return result;
}

const served = [];
const browser = await launchChromium();
try {
  const pages = [];
  for (const [label, entry] of [
    ['React only', 'react-only'],
    ...widgets.map((widget) => [`+ ${widget}`, widget]),
  ]) {
    const page = await serveBenchPage({
      entry: path.join(here, `${entry}.tsx`),
      name: `profile-${entry}`,
      minify: false,
    });
    served.push(page);
    pages.push({ label, url: page.url, modules: moduleIndex(page.dir), samples: [] });
  }
  for (let index = 0; index < runs; index += 1) {
    for (const page of pages) page.samples.push(await profileOnce(browser, page));
  }
  console.log(`Main thread in the first 3 s at 4× CPU throttling, median of ${runs} loads (ms)`);
  for (const page of pages) {
    const keys = new Set(page.samples.flatMap((sample) => [...sample.keys()]));
    const median = (key) => stats(page.samples.map((sample) => sample.get(key) ?? 0)).median;
    const packages = [...keys]
      .filter((key) => key !== 'busy' && key !== '(program)')
      .map((key) => [key, median(key)])
      .filter(([, ms]) => ms >= 1)
      .sort((a, b) => b[1] - a[1]);
    console.log(
      `\n${page.label}: JavaScript ${median('busy').toFixed(0)} ms, (program) ${median('(program)').toFixed(0)} ms`,
    );
    for (const [key, ms] of packages) console.log(`  ${ms.toFixed(1).padStart(6)}  ${key}`);
  }
} finally {
  await browser.close();
  for (const page of served) page.close();
}
