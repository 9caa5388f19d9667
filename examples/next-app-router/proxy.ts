import { NextResponse, type NextRequest } from 'next/server';

import { apiBaseUrl } from './app/api-url';

/**
 * A fresh nonce for every page, and the policy that allows only scripts carrying it: Next.js
 * reads the nonce from the request's policy header and puts it on its own scripts. Styles come
 * from this origin only (`style-src 'self'`, no nonce, no 'unsafe-inline'): the widgets write no
 * style attribute and inject no <style>. The API's origin is where the widgets call and where the
 * memories' photos and videos come from; `blob:` ones are the editor's previews of a chosen file.
 */
export function proxy(request: NextRequest) {
  const nonce = btoa(crypto.randomUUID());
  const api = new URL(apiBaseUrl()).origin;
  const policy = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self'",
    `connect-src 'self' ${api}`,
    `img-src 'self' data: blob: ${api}`,
    `media-src 'self' blob: ${api}`,
    "font-src 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');

  const headers = new Headers(request.headers);
  headers.set('x-nonce', nonce);
  headers.set('Content-Security-Policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

export const config = {
  // Pages only: not Next's static files, nor prefetches (which render no HTML of their own).
  matcher: [
    {
      source: '/((?!_next/static|_next/image|favicon.ico).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
};
