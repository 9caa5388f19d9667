// The tiny static server of the plain HTML example: this folder's pages, the elements' build
// under /elements/ (the installed package's, `npm install && npm start` in a copy of this folder;
// in the repository, packages/elements/dist after `npm run build`), and a strict policy on every
// answer (no inline script or style anywhere). PORT (default 8080); API_ORIGIN (default
// http://localhost:8000, where `npm start` runs the reference server, which must let this page
// in: `CORS_ORIGINS=http://localhost:3000,http://localhost:8080 npm start`).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const TYPES = { '.html': 'text/html; charset=utf-8', '.css': 'text/css', '.js': 'text/javascript' };
/** The installed package's build when there is one, else the repository's. */
const installed = path.join(here, 'node_modules', '@childhood-memories', 'elements', 'dist');
const ELEMENTS_DIR = existsSync(installed)
  ? installed
  : path.join(here, '..', '..', 'packages', 'elements', 'dist');
/** The API origin the pages are written with (`<cm-config base-url>`). */
export const DEFAULT_API_ORIGIN = 'http://localhost:8000';

/** The page's policy: everything from this origin, the API's calls to `apiOrigin`. */
export function policy(apiOrigin = '') {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `connect-src 'self'${apiOrigin ? ` ${apiOrigin}` : ''}`,
    `img-src 'self' data: blob:${apiOrigin ? ` ${apiOrigin}` : ''}`,
    `media-src 'self' blob:${apiOrigin ? ` ${apiOrigin}` : ''}`,
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * Serves the example on 127.0.0.1 (`port` 0: any free one) with the elements from `elementsDir`,
 * its pages pointing at `apiOrigin` (a string, or a function read on each request, for an API
 * started after this server). Returns its `origin` and `close()`.
 */
export async function serveExample({
  elementsDir = ELEMENTS_DIR,
  apiOrigin = DEFAULT_API_ORIGIN,
  port = 0,
} = {}) {
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const [base, relative] = url.pathname.startsWith('/elements/')
      ? [elementsDir, url.pathname.slice('/elements/'.length)]
      : [here, url.pathname === '/' ? 'index.html' : url.pathname.slice(1)];
    const file = path.resolve(base, relative);
    const type = TYPES[path.extname(file)];
    if (!file.startsWith(base + path.sep) || type === undefined || file.endsWith('.mjs')) {
      response.writeHead(404).end();
      return;
    }
    try {
      const api = typeof apiOrigin === 'function' ? apiOrigin() : apiOrigin;
      const body = await readFile(file);
      response.writeHead(200, { 'Content-Type': type, 'Content-Security-Policy': policy(api) });
      response.end(
        type.startsWith('text/html') ? body.toString('utf8').replaceAll(DEFAULT_API_ORIGIN, api) : body,
      );
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  return {
    origin: `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { origin } = await serveExample({
    port: Number(process.env.PORT ?? 8080),
    apiOrigin: process.env.API_ORIGIN ?? DEFAULT_API_ORIGIN,
  });
  console.info(`The plain HTML example: ${origin}/`);
}
