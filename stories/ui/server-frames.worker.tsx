/// <reference lib="webworker" />
// Renders a widget to HTML with React's server renderer, in a worker: no `window`, no `document`,
// no storage, and a React of its own (a page cannot run the server renderer beside its own).
import './server-frames.dom-stub.ts';

import { renderToReadableStream } from 'react-dom/server';

import { serverFrame, type ServerFrameName } from './server-frames.tsx';

// The modules are loaded: from here on there is no document, as on a server.
delete (globalThis as { document?: unknown }).document;

self.onmessage = async (event: MessageEvent<ServerFrameName>) => {
  try {
    const stream = await renderToReadableStream(serverFrame(event.data));
    await stream.allReady;
    self.postMessage({ html: await new Response(stream).text() });
  } catch (error) {
    self.postMessage({ error: String(error) });
  }
};
