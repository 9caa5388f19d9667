import type { Config } from '@react-router/dev/config';

// Server-side rendering, so every page's title, description and sharing tags are in the HTML a
// crawler or a link preview receives, and a signed-in member never sees a logged-out flash.
export default {
  appDirectory: 'src',
  ssr: true,
} satisfies Config;
