import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  server: { port: Number(process.env.PORT ?? 3000), strictPort: true },
  build: { assetsInlineLimit: 0 },
});
