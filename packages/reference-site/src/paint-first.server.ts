import { Transform, type TransformCallback } from 'node:stream';

/**
 * Paint first, then fetch the scripts.
 *
 * React Router's `<Scripts>` renders a `<link rel="modulepreload">` for every module of the page
 * (25 or more files), and React hoists them all to the top of `<head>`. The browser starts them
 * at high priority beside the one stylesheet the first paint needs; over HTTP/1.1 (six
 * connections) and on a slow mobile network they take the bandwidth the stylesheet needs, and a
 * server-rendered page that could show its text at once waits for JavaScript it does not need
 * to show it (Lighthouse measured the landing page's first paint at 3 s on its mobile preset).
 *
 * This transform takes the module preloads out of the head and puts back one small script that
 * adds the same preloads after the first frame. Nothing is lost: the page's own module script
 * still imports every module, and the preloads, arriving a frame later, still fetch the whole
 * module graph at once instead of level by level.
 */
export function paintFirst(nonce: string): Transform {
  let head = '';
  let headDone = false;
  return new Transform({
    transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
      if (headDone) {
        callback(null, chunk);
        return;
      }
      head += chunk.toString();
      const end = head.indexOf('</head>');
      if (end === -1) {
        callback();
        return;
      }
      headDone = true;
      callback(null, deferModulePreloads(head, nonce));
    },
    flush(callback: TransformCallback) {
      // A document without a </head> (it should not happen) passes through unchanged.
      callback(null, headDone ? undefined : head);
    },
  });
}

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const HREF = /\bhref="([^"]*)"/;

/**
 * The HTML with its module preloads replaced by a script that adds them after the first frame.
 * The script is a module, so it neither blocks the parser nor waits for the stylesheet.
 */
export function deferModulePreloads(html: string, nonce: string): string {
  const end = html.indexOf('</head>');
  if (end === -1) return html;
  const hrefs: string[] = [];
  const head = html.slice(0, end).replace(MODULE_PRELOAD, (tag) => {
    const href = HREF.exec(tag)?.[1];
    if (href) hrefs.push(unescapeAttribute(href));
    return '';
  });
  if (hrefs.length === 0) return html;
  return `${head}${preloadScript(hrefs, nonce)}${html.slice(end)}`;
}

function preloadScript(hrefs: string[], nonce: string): string {
  // JSON with `<` escaped cannot close the script element.
  const list = JSON.stringify(hrefs).replace(/</g, '\\u003c');
  const nonceValue = JSON.stringify(nonce).replace(/</g, '\\u003c');
  return (
    `<script type="module" nonce="${escapeAttribute(nonce)}">requestAnimationFrame(function(){setTimeout(function(){` +
    `${list}.forEach(function(href){var link=document.createElement("link");` +
    `link.rel="modulepreload";link.href=href;link.nonce=${nonceValue};document.head.appendChild(link)})})})</script>`
  );
}

function unescapeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
