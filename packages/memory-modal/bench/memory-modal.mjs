// The memory modal in real Chromium, on a memory with every tag category answered and 50
// comments: the cost of opening it on its first tab (target under 50 ms) and of a reaction's
// repaint (target under 16 ms). `npm run bench -w @childhood-memories/memory-modal`; prints
// median / p95 / max, asserts nothing. CHROMIUM_PATH overrides /usr/bin/chromium; ROUNDS
// (default 30) sets how many openings and toggles are measured.
/* global window, requestAnimationFrame, Element -- used inside page.evaluate, in the browser */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { openBenchPage, row, settle } from '../../../scripts/browser-bench.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const rounds = Number(process.env.ROUNDS ?? 30);

const { browser, page, close } = await openBenchPage({
  entry: path.join(here, 'page.tsx'),
  name: 'memory-modal',
});
try {
  const opener = page.getByRole('button', { name: 'Open the memory' });
  const dialog = page.getByRole('dialog', { name: 'A memory with everything tagged' });

  // From the click that starts the work (window capture phase) to the end of React's render of
  // it (a microtask after the event) and to the next frame (style, layout and paint included).
  await page.evaluate(() => {
    const samples = { open: { handled: [], frame: [] }, react: { handled: [], frame: [] } };
    window.__bench = samples;
    let pending = null;
    const measure = (bucket) => {
      const t0 = performance.now();
      pending = { bucket, t0 };
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => bucket.frame.push(performance.now() - t0);
        channel.port2.postMessage(null);
      });
    };
    // Back at the window after React's handler: a microtask queued now runs after React's render.
    window.addEventListener('click', () => {
      if (pending === null) return;
      const { bucket, t0 } = pending;
      pending = null;
      queueMicrotask(() => bucket.handled.push(performance.now() - t0));
    });
    window.addEventListener(
      'click',
      (event) => {
        const button = event.target instanceof Element ? event.target.closest('button') : null;
        if (!button) return;
        if (button.textContent === 'Open the memory') measure(samples.open);
        else if (/^Love \d+$/.test(button.textContent ?? '')) measure(samples.react);
      },
      true,
    );
  });

  for (let round = 0; round < rounds; round += 1) {
    await opener.click();
    await dialog.getByRole('tablist').waitFor();
    await settle(page);
    await dialog.getByRole('button', { name: /^Love \d+$/ }).click();
    await settle(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await settle(page);
  }
  const samples = await page.evaluate(() => window.__bench);
  console.log(`memory-modal, ${rounds} rounds, production React, Chromium`);
  console.log(row('open → rendered (handled)', samples.open.handled));
  console.log(row('open → next frame', samples.open.frame));
  console.log(row('reaction → rendered (handled)', samples.react.handled));
  console.log(row('reaction → next frame', samples.react.frame));
} finally {
  await close();
  void browser;
}
