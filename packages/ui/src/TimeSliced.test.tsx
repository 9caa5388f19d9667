import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect, useRef } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, test, vi } from 'vitest';

import { TimeSliced } from './TimeSliced.tsx';

afterEach(() => {
  document.body.innerHTML = '';
});

/** Calls `onCommit` once, in the first commit of the tree it sits in (before any later one). */
function FirstCommit({ onCommit }: { onCommit: () => void }) {
  const done = useRef(false);
  useLayoutEffect(() => {
    if (done.current) return;
    done.current = true;
    onCommit();
  });
  return null;
}

const widget = (onCommit: () => void) => (
  <>
    <TimeSliced fallback={<p>Starting</p>}>
      <p>The widget</p>
    </TimeSliced>
    <FirstCommit onCommit={onCommit} />
  </>
);

test('a client mount commits the fallback first, then the children', async () => {
  const firstFrames: string[] = [];
  await act(async () => {
    render(widget(() => firstFrames.push(document.body.textContent ?? '')));
  });
  expect(firstFrames).toEqual(['Starting']);
  expect(screen.getByText('The widget')).toBeInTheDocument();
  expect(screen.queryByText('Starting')).not.toBeInTheDocument();
});

test('the server renders the children, and hydration keeps them without showing the fallback', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(widget(() => undefined));
  document.body.append(container);
  expect(container.textContent).toBe('The widget');

  const firstFrames: string[] = [];
  const onRecoverableError = vi.fn();
  const root = await act(async () =>
    hydrateRoot(
      container,
      widget(() => firstFrames.push(container.textContent ?? '')),
      { onRecoverableError },
    ),
  );
  expect(onRecoverableError).not.toHaveBeenCalled();
  expect(firstFrames).toEqual(['The widget']);
  expect(container.textContent).toBe('The widget');
  act(() => root.unmount());
});
