/*
 * The page of the stylesheet-order test: every widget's first frame (as in the "Server
 * rendering" stories), with an API client that never answers, so both pages show the same thing.
 * It imports no CSS: the HTML links the packages' stylesheets, in the order the test chooses.
 */
import { MemoryEditor } from '@childhood-memories/memory-editor';
import { WidgetsProvider, type WidgetsClient } from '@childhood-memories/ui';
import { createRoot } from 'react-dom/client';

import { serverFrames } from '../../stories/ui/server-frames.tsx';

/** Every call waits forever: what is compared is the widgets' own frames. */
const neverAnswers = new Proxy({} as WidgetsClient, {
  get: () => () => new Promise<never>(() => undefined),
});

const widgets = {
  ...serverFrames,
  'memory-editor single page': () => <MemoryEditor mode="create" memberId="ada" layout="single" />,
};

const root = document.getElementById('root');
if (root === null) throw new Error('no #root');
window.localStorage.clear();
createRoot(root).render(
  <WidgetsProvider client={neverAnswers}>
    {Object.entries(widgets).map(([name, widget]) => (
      <section key={name} data-widget={name}>
        {widget()}
      </section>
    ))}
  </WidgetsProvider>,
);
