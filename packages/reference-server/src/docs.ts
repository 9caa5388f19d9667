import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

import type { Hono } from 'hono';

import type { AppEnv } from './context.ts';

/*
 * `/docs`: a readable reference of `/openapi.json` for partners who implement their own backend,
 * drawn by Swagger UI (swagger-ui-dist, served from this server: no CDN, nothing fetched from
 * elsewhere). Its page has a policy of its own: scripts only from here, and the inline styles
 * Swagger UI sets on its elements.
 */

const DOCS_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Childhood Memories API</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/docs/swagger-ui.css">
</head>
<body>
<main id="reference"></main>
<script src="/docs/swagger-ui-bundle.js"></script>
<script src="/docs/start.js"></script>
</body>
</html>
`;

const START = `window.SwaggerUIBundle({ url: '/openapi.json', dom_id: '#reference', deepLinking: true });\n`;

const assetsDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

export function registerDocsRoute(app: Hono<AppEnv>): void {
  const cache = new Map<string, Buffer>();
  app.get('/docs', (c) => {
    c.header('Content-Security-Policy', DOCS_POLICY);
    return c.html(PAGE);
  });
  app.get('/docs/start.js', (c) => {
    c.header('Content-Security-Policy', DOCS_POLICY);
    return c.body(START, 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
  });
  app.get('/docs/:file', async (c) => {
    const file = c.req.param('file');
    const type = ASSETS[file];
    if (type === undefined) return c.notFound();
    let body = cache.get(file);
    if (body === undefined) {
      body = await readFile(path.join(assetsDir, file));
      cache.set(file, body);
    }
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': type,
      'Cache-Control': 'public, max-age=86400',
    });
  });
}
