// The benchmark's ceiling: a bare Hono "hello" route on the same Node server adapter.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono();
app.get('/', (c) => c.text('hello'));
app.get('/healthz', (c) => c.json({ status: 'ok' }));
serve({ fetch: app.fetch, hostname: '127.0.0.1', port: Number(process.env.PORT ?? 8001) });
