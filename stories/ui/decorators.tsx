import type { ReactNode } from 'react';
import { WidgetRoot, WidgetsProvider } from '@childhood-memories/ui';
import type { Decorator } from '@storybook/react-vite';
import { MOCK_API_BASE } from '@childhood-memories/testing';
import { delay, http } from 'msw';

/** Every primitive sits in a `.cm-root`, as it does inside a widget. */
export const withWidgetRoot: Decorator = (Story) => (
  <WidgetRoot className="cm-stack">
    <Story />
  </WidgetRoot>
);

/** For primitives that need the provider (toasts) and to exercise its plumbing. */
export const withWidgetsProvider: Decorator = (Story) => (
  <WidgetsProvider>
    <WidgetRoot className="cm-stack">
      <Story />
    </WidgetRoot>
  </WidgetsProvider>
);

/** A sentence of memory-like text repeated to an exact length, for the counter states. */
export function textOfLength(length: number): string {
  const sentence = 'I remember the smell of rain on the porch and the sound of the radio in the kitchen. ';
  return sentence.repeat(Math.ceil(length / sentence.length)).slice(0, length);
}

/** The page of a gallery story (every state on one canvas): one column, calm gaps, at most 1280 px. */
export function GalleryCanvas({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: '2.5rem',
        maxInlineSize: 1280,
        fontFamily: 'system-ui, sans-serif',
      }}
    >
      {children}
    </div>
  );
}

/** The style of a gallery's section heading, readable on the light or the dark page. */
export function galleryHeading(theme: unknown) {
  return { margin: '0 0 0.75rem', fontSize: '1.125rem', color: theme === 'dark' ? '#e7eaef' : '#1d2430' };
}

/** The API as seen while a page loads: every request still on its way (`parameters.msw`). */
export const apiNeverAnswers = {
  handlers: [
    http.all(`${MOCK_API_BASE}/*`, async () => {
      await delay('infinite');
      return new Response(null, { status: 204 });
    }),
  ],
};
