// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';

test('imports and renders on a server, with no window, navigator or document', async () => {
  expect(typeof window).toBe('undefined');
  const { CrisisResources, QuickExit } = await import('./index.ts');
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

test('renders the host’s default country on the server', async () => {
  const { CrisisResources } = await import('./index.ts');
  const html = renderToString(<CrisisResources defaultCountry="GB" />);
  expect(html).toContain('href="tel:116123"');
  expect(html).not.toContain('href="tel:131114"');
});
