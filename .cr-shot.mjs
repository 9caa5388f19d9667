import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-dev-shm-usage','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const shots = [
  ['crisis-resources-crisisresources--uk', 1000, 'light', 'uk'],
  ['crisis-resources-crisisresources--mobile-390', 420, 'light', 'mobile'],
  ['crisis-resources-crisisresources--dark', 1000, 'dark', 'dark'],
  ['crisis-resources-crisisresources--replaced-set', 1000, 'light', 'replaced'],
  ['crisis-resources-quickexit--inline', 600, 'light', 'qe-inline'],
  ['crisis-resources-quickexit--fixed-on-mobile-390', 420, 'light', 'qe-fixed'],
];
for (const [id, width, theme, name] of shots) {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  await page.goto(`http://localhost:6116/iframe.html?id=${id}&viewMode=story&globals=theme:${theme}`, { waitUntil: 'domcontentloaded', timeout: 120000 }); await page.waitForSelector('.cm-root', { timeout: 120000 });
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/cr-${name}.png`, fullPage: true });
  await page.close();
}
await browser.close();
