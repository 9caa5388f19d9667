// The designers' first screen, checked in Chromium like any other page (run after
// `npm run build-storybook`; a CI step). It fails when:
// - the manager shows Storybook's stock brand instead of ours (name and mark);
// - a docs page (the Introduction and every component's autodocs) does not render as written:
//   Markdown left raw (a table as `| a | b |` pipes, a heading as '## '), an error box instead of
//   the page, an uncaught error in the page, or a page with nothing on it;
// - a Markdown table in an .mdx file did not become a <table> with all its rows;
// - the Introduction fails axe (WCAG 2.2 A and AA).
//
//   npm run build-storybook && node scripts/check-storybook.mjs
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { launchChromium } from './browser-bench.mjs';
import { repoRoot, serveStorybook } from './storybook-static-server.mjs';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const BRAND = 'Childhood Memories widgets';

/** Rows of the Markdown tables in an .mdx file (header row included, separator rows left out). */
function markdownTableRows(file) {
  const lines = readFileSync(file, 'utf8').split('\n');
  return lines.filter((line) => /^\s*\|.*\|\s*$/.test(line) && !/^\s*\|[\s:|-]+\|\s*$/.test(line)).length;
}

function mdxFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return mdxFiles(full);
    return entry.name.endsWith('.mdx') ? [full] : [];
  });
}

const problems = [];
const { origin, index, close } = await serveStorybook();
const browser = await launchChromium();
try {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));

  // The manager: our brand, not Storybook's.
  await page.goto(`${origin}/index.html`);
  const brand = page.locator(`img[alt="${BRAND}"]`);
  await brand.first().waitFor({ timeout: 30_000 });
  const logoLoaded = await brand.first().evaluate((img) => img.complete && img.naturalWidth > 0);
  if (!logoLoaded) problems.push(`manager: the brand logo did not load`);
  const stockLogo = await page.locator('svg title', { hasText: /^Storybook$/ }).count();
  if (stockLogo > 0) problems.push('manager: Storybook’s stock logo is still shown');
  if (errors.length > 0) problems.push(`manager: uncaught errors: ${errors.join(' | ')}`);

  // Every docs page renders as written.
  const tableRowsByImport = new Map(
    mdxFiles(path.join(repoRoot, 'stories')).map((file) => [
      `./${path.relative(repoRoot, file).split(path.sep).join('/')}`,
      markdownTableRows(file),
    ]),
  );
  const docs = Object.values(index.entries).filter((entry) => entry.type === 'docs');
  for (const entry of docs) {
    errors.length = 0;
    await page.goto(`${origin}/iframe.html?id=${entry.id}&viewMode=docs`);
    const content = page.locator('.sbdocs-content');
    try {
      await content.first().waitFor({ timeout: 20_000 });
      await page.waitForTimeout(300);
    } catch {
      problems.push(`${entry.id}: the docs page never rendered`);
      continue;
    }
    const text = await content.first().innerText();
    if (text.trim().length < 40) problems.push(`${entry.id}: the docs page is (nearly) empty`);
    const rawLines = text
      .split('\n')
      .filter(
        (line) => /^\s*\|.*\|\s*$/.test(line) || /^\s*#{1,6}\s/.test(line) || /^\s*\|[\s:|-]+\|/.test(line),
      );
    if (rawLines.length > 0)
      problems.push(`${entry.id}: Markdown shown raw: ${rawLines.slice(0, 3).join(' ⏎ ')}`);
    const errorBox = await page.locator('.sb-errordisplay:visible, #error-message:visible').count();
    if (errorBox > 0) problems.push(`${entry.id}: an error is shown instead of the page`);
    const expectedRows = tableRowsByImport.get(entry.importPath) ?? 0;
    if (expectedRows > 0) {
      const rows = await content.first().locator('table tr').count();
      if (rows < expectedRows)
        problems.push(`${entry.id}: ${expectedRows} table rows written, ${rows} rendered`);
    }
    if (entry.importPath === './stories/Introduction.mdx') {
      await page.evaluate(axeSource);
      const violations = await page.evaluate(async () => {
        const results = await globalThis.axe.run(globalThis.document.querySelector('.sbdocs-content'), {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
        });
        return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
      });
      for (const violation of violations) problems.push(`${entry.id}: axe ${violation}`);
    }
    if (errors.length > 0) problems.push(`${entry.id}: uncaught errors: ${errors.join(' | ')}`);
  }
  console.log(`Checked the manager and ${docs.length} docs pages in Chromium.`);
  await context.close();
} finally {
  await browser.close();
  await close();
}

if (problems.length > 0) {
  console.error(`Storybook pages that do not render as written:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
