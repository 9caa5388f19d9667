import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, test, vi } from 'vitest';

import { CrisisResources } from './CrisisResources.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

test('hydrates the server’s fallback without a mismatch, then shows the browser’s country', async () => {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB']);
  const container = document.createElement('div');
  container.innerHTML = renderToString(<CrisisResources />);
  document.body.append(container);
  expect(screen.getByRole('link', { name: 'Call 13 11 14' })).toBeInTheDocument();

  const onRecoverableError = vi.fn();
  const root = await act(async () => hydrateRoot(container, <CrisisResources />, { onRecoverableError }));

  expect(onRecoverableError).not.toHaveBeenCalled();
  expect(screen.getByRole('combobox', { name: 'Country' })).toHaveDisplayValue('UK');
  expect(screen.getByRole('link', { name: 'Call 116 123' })).toHaveAttribute('href', 'tel:116123');
  act(() => root.unmount());
});
