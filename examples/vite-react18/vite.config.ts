import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

/**
 * The page's policy in production: scripts and styles from this origin only (no 'unsafe-inline':
 * the widgets write no inline style and inject no <style>), the API's origin for its calls and
 * the memories' photos and videos, and `blob:` ones: the editor previews a chosen photo or video
 * from the device. Vite's dev server injects inline scripts and styles for hot reload,
 * so the policy is set where the built app is served: here `vite preview`, on your host its
 * server or CDN (the same header).
 */
function contentSecurityPolicy(apiOrigin: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `connect-src 'self' ${apiOrigin}`,
    `img-src 'self' data: blob: ${apiOrigin}`,
    `media-src 'self' blob: ${apiOrigin}`,
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

export default defineConfig(({ mode }) => {
  const { VITE_API_BASE_URL = 'http://localhost:8000' } = loadEnv(mode, process.cwd(), 'VITE_');
  return {
    plugins: [react()],
    preview: {
      headers: { 'Content-Security-Policy': contentSecurityPolicy(new URL(VITE_API_BASE_URL).origin) },
    },
  };
});
