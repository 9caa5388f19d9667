// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';

// Imported in plain Node: a module that touched window, navigator or document would fail here.
import { CrisisResources, QuickExit } from './index.ts';

test('renders on a server, with no window or document', () => {
  expect(typeof window).toBe('undefined');
  const html = renderToString(
    <>
      <QuickExit />
      <CrisisResources />
    </>,
  );
  expect(html).toContain('Exit this page');
  // No browser to ask: the first country of the set.
  expect(html).toContain('href="tel:131114"');
});

test('renders the host’s default country on the server', () => {
  const html = renderToString(<CrisisResources defaultCountry="GB" />);
  expect(html).toContain('href="tel:116123"');
  expect(html).not.toContain('href="tel:131114"');
});
