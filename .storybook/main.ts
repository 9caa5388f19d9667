import type { StorybookConfig } from '@storybook/react-vite';

import { workspaceAliases } from '../scripts/aliases.ts';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // A design review, not a tutorial: no onboarding checklist in the sidebar.
  features: { sidebarOnboardingChecklist: false },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    // The "Server rendering" stories render in a module worker that loads lazy parts; React's
    // server renderer, found only once that worker starts, is optimized up front (no reload).
    return mergeConfig(viteConfig, {
      resolve: { alias: workspaceAliases() },
      worker: { format: 'es' },
      optimizeDeps: { include: ['react-dom/server'] },
    });
  },
};

export default config;
