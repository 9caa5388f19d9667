import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';

import { describe, expect, it } from 'vitest';

import { deferModulePreloads, paintFirst } from './paint-first.server.ts';

const HEAD =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/assets/styles.css" data-precedence="site"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="abc"/>' +
  '<link rel="modulepreload" href="/assets/root.js?v=1&amp;x=2" nonce="abc"/>' +
  '<link rel="icon" href="/favicon.svg"/></head>';
const BODY =
  '<body><p>Text</p><link rel="modulepreload" href="/assets/late.js"/>' +
  '<script type="module" async="">import "/assets/root.js";</script></body></html>';

describe('paintFirst', () => {
  it('takes the module preloads out of the head and adds them back after the first frame', () => {
    const html = deferModulePreloads(HEAD + BODY, 'abc');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<link[^>]*modulepreload/);
    expect(head).toContain('<link rel="stylesheet" href="/assets/styles.css"');
    expect(head).toContain('<link rel="icon" href="/favicon.svg"/>');
    expect(head).toContain(
      '<script type="module" nonce="abc">requestAnimationFrame(function(){setTimeout(function(){' +
        '["/assets/entry.client.js","/assets/root.js?v=1&x=2"].forEach(',
    );
    expect(head).toContain('link.nonce="abc"');
    // The body is not the head: what streams there is left alone.
    expect(html.slice(html.indexOf('</head>'))).toBe('</head>' + BODY);
  });

  it('leaves a head without module preloads as it is', () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    expect(deferModulePreloads(html, 'abc')).toBe(html);
  });

  it('cannot be made to close its script by an href', () => {
    const html = deferModulePreloads(
      '<head><link rel="modulepreload" href="/a.js?&lt;/script&gt;"/></head>',
      'abc',
    );
    expect(html).toContain('"/a.js?\\u003c/script>"');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it('rewrites a head that reaches the stream in many small chunks, and streams the rest through', async () => {
    const document = HEAD + BODY;
    const chunks: string[] = [];
    for (let index = 0; index < document.length; index += 7) chunks.push(document.slice(index, index + 7));
    const output = await text(Readable.from(chunks).pipe(paintFirst('abc')));
    expect(output).toBe(deferModulePreloads(document, 'abc'));
  });

  it('passes a document without a head end through unchanged', async () => {
    const output = await text(Readable.from(['<p>no head', ' here</p>']).pipe(paintFirst('abc')));
    expect(output).toBe('<p>no head here</p>');
  });
});
