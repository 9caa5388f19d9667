import { WidgetRoot, WidgetsProvider } from '@childhood-memories/ui';
import type { Decorator } from '@storybook/react-vite';

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
