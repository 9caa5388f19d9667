import { defineConfig } from '@playwright/test';

const port = Number(process.env.PORT ?? 4173);

export default defineConfig({
  testDir: 'e2e',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A Chrome or Chromium of the machine's (Debian's by default): nothing is downloaded.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    },
  },
  webServer: { command: 'node serve.mjs', url: `http://127.0.0.1:${port}/`, env: { PORT: String(port) } },
});
