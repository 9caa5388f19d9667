import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';

import '@childhood-memories/ui/styles.css';
import '@childhood-memories/ui/dark.css';
import './preview.css';

/** Light/dark switcher: the widgets read `data-theme` from any ancestor. */
const withTheme: Decorator = (Story, context) => {
  const theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  return (
    <div data-theme={theme} className="sb-theme-frame" data-testid="theme-frame">
      <Story />
    </div>
  );
};

const preview: Preview = {
  loaders: [mswLoader()],
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Colour theme of the widgets',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    // Chromatic snapshots only the one "all states" story per widget (the Radix habit).
    chromatic: { disableSnapshot: true },
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    options: { storySort: { order: ['Introduction', 'ui', 'crisis-resources', 'quiz-help'] } },
  },
  tags: ['autodocs'],
};

export default preview;
