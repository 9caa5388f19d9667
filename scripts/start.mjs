// `npm start`: the reference server on its embedded database (PGlite) with demo content, and the
// reference site's production build beside it, which is what a newcomer should see. Builds only
// what changed, quietly (a build's output shows only when it fails), and prints the site's address
// and the demo members' logins. Ctrl-C stops both. Storybook is `npm run storybook`.
//
// Variables (each optional; the README's "Run it" lists them): PORT (the site, 3000), API_PORT
// (the API, 8000), SITE_URL, API_BASE_URL (the API as the browser reaches it), API_INTERNAL_URL,
// PUBLIC_API_URL, CORS_ORIGINS, SEED_DEMO (1). Everything else in the environment reaches both
// processes as it is (DEMO_PASSWORD, DATA_DIR, DATABASE_URL, QUIZ_URL, …).
import { spawn } from 'node:child_process';
import path from 'node:path';

import { DEMO_MEMBERS } from '../packages/reference-server/src/seed/demo-members.mjs';
import { ensureSiteBuilt } from '../packages/reference-site/scripts/ensure-built.mjs';

const root = path.resolve(import.meta.dirname, '..');
const apiPort = process.env.API_PORT ?? '8000';
const sitePort = process.env.PORT ?? '3000';
const siteUrl = process.env.SITE_URL ?? `http://localhost:${sitePort}`;
const apiUrl = process.env.API_BASE_URL ?? `http://localhost:${apiPort}`;
const children = [];

function start(name, command, args, options) {
  // Each in its own process group: stopping it stops what npx started under it too (a SIGTERM to
  // this script reaches no grandchild otherwise; Ctrl-C reached them only through the terminal).
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'], detached: true, ...options });
  child.on('exit', (code) => {
    if (code && code !== 0) {
      console.error(`${name} stopped with code ${code}`);
      stop(1);
    }
  });
  children.push(child);
  return child;
}

async function waitFor(url, name) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} did not start at ${url}`);
}

function stop(code = 0) {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));

try {
  ensureSiteBuilt({
    onBuild: (what) =>
      console.info(`Building ${what.join(', ')} (only what changed; a first start takes about a minute)…`),
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

start('reference server', 'npx', ['tsx', path.join(root, 'packages/reference-server/src/main.ts')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: apiPort,
    SEED_DEMO: process.env.SEED_DEMO ?? '1',
    CORS_ORIGINS: process.env.CORS_ORIGINS ?? siteUrl,
    PUBLIC_SITE_URL: siteUrl,
    // The site's server reads through API_INTERNAL_URL; photo addresses must be the browser's.
    PUBLIC_API_URL: process.env.PUBLIC_API_URL ?? apiUrl,
  },
});
await waitFor(`http://127.0.0.1:${apiPort}/api/v1/reaction/options/`, 'The reference server');

start('reference site', 'npx', ['react-router-serve', './build/server/index.js'], {
  cwd: path.join(root, 'packages/reference-site'),
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: sitePort,
    API_BASE_URL: apiUrl,
    API_INTERNAL_URL: process.env.API_INTERNAL_URL ?? `http://127.0.0.1:${apiPort}`,
    SITE_URL: siteUrl,
  },
});
await waitFor(`http://127.0.0.1:${sitePort}/faq`, 'The reference site');

console.info(`Childhood Memories is running at ${siteUrl} (Ctrl-C stops it)`);
// The demo members' logins. Their password is DEMO_PASSWORD as it was when the database was
// first seeded (a random one nobody knows when it was unset).
if ((process.env.SEED_DEMO ?? '1') === '1') {
  const logins = DEMO_MEMBERS.map(({ email }) => email).join(', ');
  console.info(
    process.env.DEMO_PASSWORD
      ? `Demo members (password: DEMO_PASSWORD): ${logins}`
      : `Demo members: ${logins} (their password is DEMO_PASSWORD='a phrase of yours' given on a fresh database's first start)`,
  );
}
