import type { StorybookConfig } from '@storybook/react-vite';
import remarkGfm from 'remark-gfm';

import { workspaceAliases } from '../scripts/aliases.ts';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: [
    // GitHub-flavoured Markdown in the docs pages: tables render as tables, not as raw pipes.
    {
      name: '@storybook/addon-docs',
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
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
