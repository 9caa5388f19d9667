/*
 * The host page of `npm run bench:host`: a plain page that React renders (a header, a heading and
 * twelve paragraphs), with one widget above the host's text (`?above`) or below it (default); or,
 * in `static.html`, the same text in the HTML and React rendering only the widget.
 * Each entry beside this file renders it with one widget, from the workspace sources, in
 * production React, with a client that answers at once from memory: the network is not what is
 * measured, the host's main thread is.
 */
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

import {
  HOST_HEADER_STYLE,
  HOST_HEADING,
  HOST_MAIN_STYLE,
  HOST_NAME,
  HOST_PARAGRAPHS,
} from './host-text.mjs';

function HostPage({ widget, above }: { widget: ReactNode; above: boolean }) {
  return (
    <main style={HOST_MAIN_STYLE}>
      <header style={HOST_HEADER_STYLE}>
        <strong>{HOST_NAME}</strong>
      </header>
      <h1>{HOST_HEADING}</h1>
      {above ? widget : null}
      {HOST_PARAGRAPHS.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {above ? null : widget}
    </main>
  );
}

/**
 * Renders the host page with `widget` (none for the React-only page).
 *
 * @example
 * renderHostPage(<CrisisResources defaultCountry="GB" />);
 */
export function renderHostPage(widget: ReactNode = null): void {
  // The static host page (its text in the HTML): React renders only the widget, where it stands.
  const slot = document.getElementById('widget');
  if (slot !== null) {
    createRoot(slot).render(widget);
    return;
  }
  const container = document.getElementById('root');
  if (container === null) throw new Error('no #root');
  const above = new URLSearchParams(window.location.search).has('above');
  createRoot(container).render(<HostPage widget={widget} above={above} />);
}
