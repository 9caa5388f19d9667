import type { SiteConfig } from './config.server.ts';

/** A fresh nonce for one response's scripts. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Buffer.from(bytes).toString('base64');
}

/**
 * The Content-Security-Policy of every page. Scripts run only with this response's nonce (no
 * 'unsafe-inline', no eval); styles come only from our own files, which is the proof that no
 * widget injects a `<style>`; the page talks only to itself and the API; nobody may frame it
 * (a quick exit inside someone else's frame would not leave).
 */
export function contentSecurityPolicy(
  nonce: string,
  config: SiteConfig,
  { development = false }: { development?: boolean } = {},
): string {
  const api = new URL(config.apiBaseUrl).origin;
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    // Only `react-router dev` loosens styles: Vite's dev server injects each stylesheet as a
    // <style> for hot reloading, and talks to the page over a WebSocket.
    development ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    `img-src 'self' data: blob: ${api}`,
    `media-src 'self' blob: ${api}`,
    "font-src 'self'",
    development ? `connect-src 'self' ${api} ws: wss:` : `connect-src 'self' ${api}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ].join('; ');
}

/** The security headers every page carries, besides the CSP. */
export function securityHeaders(): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    // Memory links are private links: another site never learns the path a member came from.
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
