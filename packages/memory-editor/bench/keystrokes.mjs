// Per-keystroke cost of typing into a 5000-character description, in real Chromium.
// `npm run bench -w @childhood-memories/memory-editor`; prints numbers, asserts nothing.
// CHROMIUM_PATH overrides /usr/bin/chromium; KEYSTROKES (default 200) sets how many are typed.
/* global window, document, requestAnimationFrame -- used inside page.evaluate, in the browser */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { openBenchPage, row, settle } from '../../../scripts/browser-bench.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const keystrokes = Number(process.env.KEYSTROKES ?? 200);
const DESCRIPTION_MAX = 5000;

const { browser, page, close } = await openBenchPage({
  entry: path.join(here, 'page.tsx'),
  name: 'memory-editor',
});
try {
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
    await settle(page);
  }
  const samples = await page.evaluate(() => window.__bench);
  const length = (await description.inputValue()).length;

  console.info(
    `Chromium ${browser.version()}, ${samples.handled.length} keystrokes, description ${start.length} → ${length} characters (limit ${DESCRIPTION_MAX})`,
  );
  console.info(row('keydown → input handled (render)', samples.handled, 36));
  console.info(row('keydown → next frame (incl. vsync)', samples.frame, 36));
  console.info('Target: under 16 ms per keystroke.');
} finally {
  await close();
}
