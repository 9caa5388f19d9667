// Serves the built Storybook (`storybook-static/`) on 127.0.0.1 for the scripts that open it in
// Chromium (the screenshots and the docs check). Run `npm run build-storybook` first.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const site = path.join(repoRoot, 'storybook-static');

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

/**
 * Starts the server; resolves to its `origin`, the Storybook `index` (index.json) and `close()`.
 * Exits the process with a hint when there is no build.
 */
export async function serveStorybook() {
  if (!existsSync(path.join(site, 'index.json'))) {
    console.error('No storybook-static/: run `npm run build-storybook` first.');
    process.exit(1);
  }
  const server = createServer((request, response) => {
    let file = path.join(site, decodeURIComponent(new URL(request.url, 'http://x').pathname));
    if (!file.startsWith(site)) file = site;
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    origin: `http://127.0.0.1:${port}`,
    index: JSON.parse(readFileSync(path.join(site, 'index.json'), 'utf8')),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
