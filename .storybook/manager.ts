import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming/create';

// The designers' first screen: our name, mark and colours (the ui tokens' light theme), not
// Storybook's stock brand.
addons.setConfig({
  theme: create({
    base: 'light',
    brandTitle: 'Childhood Memories widgets',
    brandImage: './brand-logo.svg',
    brandTarget: '_self',
    colorPrimary: '#0e6b66',
    colorSecondary: '#0e6b66',
    appBg: '#fbfaf7',
    appContentBg: '#ffffff',
    appPreviewBg: '#ffffff',
    appBorderColor: '#d5d8de',
    appBorderRadius: 10,
    textColor: '#1d2430',
    textMutedColor: '#4b5563',
    barTextColor: '#4b5563',
    barSelectedColor: '#0e6b66',
    barHoverColor: '#0e6b66',
    barBg: '#ffffff',
    inputBorderRadius: 10,
    fontBase:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif',
  }),
});
