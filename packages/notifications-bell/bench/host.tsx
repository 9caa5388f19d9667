/*
 * The plain host page of the Lighthouse comparison: React renders a page of text. With
 * `?bell` in the build (host-bell.tsx) the same page carries the bell in its header.
 */
import type { ReactNode } from 'react';

export function HostPage({ bell }: { bell?: ReactNode }) {
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
        {bell ?? <span style={{ width: '2.75rem' }} />}
      </header>
      <h1>Welcome back</h1>
      {Array.from({ length: 12 }, (_, index) => (
        <p key={index}>
          Writing down a childhood memory can be a quiet act of care. Take your time, stop whenever you want,
          and come back when it feels right. Paragraph {index + 1}.
        </p>
      ))}
    </main>
  );
}
