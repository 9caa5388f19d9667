// Renders every story of the built Storybook into PNGs for a design review: each story at 1280
// and 390 px, light and dark, after its play function has run. Nothing is committed; the
// pictures land in `screenshots/` (git-ignored).
//
//   npm run build-storybook && npm run screenshots            # every story
//   npm run screenshots -- memory-editor tag-wizard           # stories whose id contains a word
//
// Debian's Chromium (`CHROMIUM_PATH` overrides /usr/bin/chromium); nothing is downloaded.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { launchChromium } from './browser-bench.mjs';
import { repoRoot, serveStorybook } from './storybook-static-server.mjs';

const out = path.join(repoRoot, 'screenshots');
const filters = process.argv.slice(2);
const WIDTHS = [1280, 390];
const THEMES = ['light', 'dark'];
const SETTLE_MS = Number(process.env.SCREENSHOT_SETTLE_MS ?? 3000);

const { origin, index, close } = await serveStorybook();

const stories = Object.values(index.entries).filter(
  (entry) =>
    entry.type === 'story' && (filters.length === 0 || filters.some((word) => entry.id.includes(word))),
);

mkdirSync(out, { recursive: true });
const browser = await launchChromium();
let count = 0;
const blank = new Set();
try {
  for (const width of WIDTHS) {
    for (const theme of THEMES) {
      const context = await browser.newContext({
        viewport: { width, height: width < 640 ? 844 : 900 },
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      for (const story of stories) {
        const globals = theme === 'dark' ? '&globals=theme:dark' : '';
        await page.goto(`${origin}/iframe.html?id=${story.id}&viewMode=story${globals}`);
        await page.waitForTimeout(SETTLE_MS);
        // A story must not end on an empty canvas: nothing to see is nothing to review.
        const shown = await page.evaluate(() => (globalThis.document.body.innerText ?? '').trim().length);
        if (shown === 0) blank.add(story.id);
        const file = path.join(out, `${story.id}--${width}-${theme}.png`);
        await page.screenshot({ path: file, fullPage: true });
        count += 1;
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await close();
}
console.log(`${count} screenshots of ${stories.length} stories in ${path.relative(process.cwd(), out)}/`);
if (blank.size > 0) console.log(`Stories that end on an empty canvas:\n  ${[...blank].join('\n  ')}`);
