/*
 * The host page of `npm run bench:host`: a plain page that React renders (a header, a heading and
 * twelve paragraphs), with one widget above the host's text (`?above`) or below it (default).
 * Each entry beside this file renders it with one widget, from the workspace sources, in
 * production React, with a client that answers at once from memory: the network is not what is
 * measured, the host's main thread is.
 */
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

function HostPage({ widget, above }: { widget: ReactNode; above: boolean }) {
  return (
    <main
      style={{ maxWidth: '40rem', margin: '0 auto', padding: '1rem', font: '16px/1.5 system-ui, sans-serif' }}
    >
      <header
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          minHeight: '2.75rem',
        }}
      >
        <strong>A support community</strong>
      </header>
      <h1>Welcome back</h1>
      {above ? widget : null}
      {Array.from({ length: 12 }, (_, index) => (
        <p key={index}>
          Writing down a childhood memory can be a quiet act of care. Take your time, stop whenever you want,
          and come back when it feels right. Paragraph {index + 1}.
        </p>
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
  const container = document.getElementById('root');
  if (container === null) throw new Error('no #root');
  const above = new URLSearchParams(window.location.search).has('above');
  createRoot(container).render(<HostPage widget={widget} above={above} />);
}
