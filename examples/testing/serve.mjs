// The page the Playwright test opens: page/ and the custom elements' build from node_modules
// (under /elements/), on 127.0.0.1:PORT (default 4173). Its widgets call the API at
// http://localhost:8000, which the test kit's routeMockApi answers in the test's process.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';

const here = import.meta.dirname;
const roots = {
  '/elements/': path.join(here, 'node_modules', '@childhood-memories', 'elements', 'dist'),
  '/': path.join(here, 'page'),
};
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript' };

createServer(async (request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  const [prefix, root] = Object.entries(roots).find(([start]) => pathname.startsWith(start)) ?? [];
  const file = path.resolve(root, pathname === '/' ? 'index.html' : pathname.slice(prefix.length));
  const type = TYPES[path.extname(file)];
  if (!file.startsWith(root + path.sep) || type === undefined) return response.writeHead(404).end();
  try {
    response.writeHead(200, { 'Content-Type': type }).end(await readFile(file));
  } catch {
    response.writeHead(404).end();
  }
}).listen(Number(process.env.PORT ?? 4173), '127.0.0.1');
