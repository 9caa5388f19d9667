import { selectionFromOption } from '@childhood-memories/api-client';
import { waitFor, within } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';

import { listOptions, OptionList } from './OptionList.tsx';

const options = listOptions(
  Array.from({ length: 300 }, (_, index) =>
    selectionFromOption({ id: index + 1, label: `feeling ${index + 1}`, optionType: null }),
  ),
);

function list(query: string) {
  return (
    <OptionList
      legend="Feelings"
      sections={[{ id: 'all', heading: null, options }]}
      selected={[]}
      max={15}
      query={query}
      onToggle={() => undefined}
      noMatches="No options match your search"
    />
  );
}

describe('OptionList with 300 options', () => {
  it('mounts the first 60 with the question and the rest right after', async () => {
    // Without act(), which would flush the follow-up transition into the first render.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const previous = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    try {
      flushSync(() => root.render(list('')));
      expect(within(container).getAllByRole('checkbox')).toHaveLength(60);
      expect(within(container).getByRole('checkbox', { name: 'Feeling 60' })).toBeInTheDocument();
      await waitFor(() => expect(within(container).getAllByRole('checkbox')).toHaveLength(300), {
        timeout: 10_000,
      });
    } finally {
      root.unmount();
      container.remove();
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = previous;
    }
  });

  it('searches every option at once, mounted or not', () => {
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const previous = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    try {
      flushSync(() => root.render(list('feeling 299')));
      expect(within(container).getByRole('checkbox', { name: 'Feeling 299' })).toBeVisible();
    } finally {
      root.unmount();
      container.remove();
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = previous;
    }
  });
});
