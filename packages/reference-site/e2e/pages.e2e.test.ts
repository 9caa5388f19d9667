import { createHttpClient } from '@childhood-memories/api-client';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  addSessionCookies,
  apiUrl,
  axeViolations,
  launchBrowser,
  newMember,
  openPage,
  siteUrl,
} from './support.ts';

const PUBLIC_ROUTES = [
  '/',
  '/styles',
  '/comments',
  '/learn',
  '/safety',
  '/faq',
  '/contact-us',
  '/terms-of-use',
  '/privacy-policy',
  '/childhood-trauma-empathy-guide',
  '/guide',
];
const MEMBER_ROUTES = [
  '/home',
  '/quiz',
  '/account',
  '/account/delete-account',
  '/settings',
  '/safety-filters',
];

function metaContent(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html);
  return match?.[1];
}

describe('server-rendered HTML, read raw (before any script runs)', () => {
  it('gives every page its own title and description, and the shared sharing tags', async () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const route of PUBLIC_ROUTES) {
      const response = await fetch(`${siteUrl()}${route}`);
      expect(response.status, route).toBe(200);
      const html = await response.text();
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      expect(title, route).toMatch(/ \| Childhood Memories$/);
      titles.add(title ?? '');
      const description = metaContent(html, 'name', 'description');
      expect(description, route).toBeTruthy();
      descriptions.add(description ?? '');
      expect(metaContent(html, 'property', 'og:title'), route).toBe(title);
      expect(metaContent(html, 'property', 'og:image'), route).toBe(`${siteUrl()}/social-card.png`);
      expect(metaContent(html, 'property', 'og:description'), route).toContain(
        'A calm, private community where adult survivors of childhood trauma',
      );
      expect(metaContent(html, 'property', 'og:url'), route).toBe(`${siteUrl()}${route}`);
      expect(metaContent(html, 'name', 'twitter:card'), route).toBe('summary_large_image');
    }
    expect(titles.size).toBe(PUBLIC_ROUTES.length);
    expect(descriptions.size).toBe(PUBLIC_ROUTES.length);
    const image = await fetch(`${siteUrl()}/social-card.png`);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('sends a strict Content-Security-Policy and the other security headers on every page', async () => {
    for (const route of [...PUBLIC_ROUTES, '/no-such-page']) {
      const response = await fetch(`${siteUrl()}${route}`);
      const csp = response.headers.get('content-security-policy') ?? '';
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce, route).toBeTruthy();
      expect(csp, route).not.toContain('unsafe-inline');
      expect(csp, route).not.toContain('unsafe-eval');
      expect(csp, route).toContain("style-src 'self'");
      expect(csp, route).toContain(`connect-src 'self' ${apiUrl()}`);
      expect(csp, route).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options'), route).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), route).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy'), route).toContain('geolocation=()');
      // Every script in the page carries this response's nonce.
      const html = await response.text();
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
      expect(scripts.length, route).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag, route).toContain(`nonce="${nonce}"`);
    }
    const second = (await fetch(`${siteUrl()}/`)).headers.get('content-security-policy');
    const first = (await fetch(`${siteUrl()}/`)).headers.get('content-security-policy');
    expect(first).not.toBe(second);
  });

  it('asks for the stylesheet first and for the modules only after the first paint', async () => {
    for (const route of ['/', '/faq']) {
      const html = await (await fetch(`${siteUrl()}${route}`)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      const stylesheet = head.search(/<link\b[^>]*rel="stylesheet"/);
      expect(stylesheet, route).toBeGreaterThan(0);
      expect(head.search(/<script\b/), route).toBeGreaterThan(stylesheet);
      // The preloads React Router renders are added back by a script after the first frame.
      expect(html, route).not.toMatch(/<link\b[^>]*rel="modulepreload"/);
      const deferred = /requestAnimationFrame\(function\(\)\{setTimeout\(function\(\)\{(\[[^\]]*\])/.exec(
        head,
      );
      const modules = JSON.parse(deferred?.[1] ?? '[]') as string[];
      expect(
        modules.some((href) => href.includes('entry.client')),
        route,
      ).toBe(true);
    }
  });

  it('answers an unknown address with a calm 404 inside the frame', async () => {
    const response = await fetch(`${siteUrl()}/no-such-page`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('We could not find this page');
    expect(html).toContain('Exit this page');
  });

  it('sends a visitor who opens a member page to log in first', async () => {
    const response = await fetch(`${siteUrl()}/account`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/?routeAction=login&next=%2Faccount');
  });
});

describe('every route in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const width of [1280, 390]) {
    it(`has no axe violation, no CSP violation, no error and nothing wider than the screen at ${width} px`, async () => {
      const member = newMember();
      const session = await createHttpClient({
        baseUrl: apiUrl().replace('localhost', '127.0.0.1'),
        getAccessToken: () => null,
      }).signUp(member);
      const found: string[] = [];
      const { page, context, violations, errors } = await openPage(browser, { width, height: 844 });
      const check = async (where: string) => {
        for (const violation of await axeViolations(page)) found.push(`${where}: ${violation}`);
        // Content cut off at the side (the top bar once was) is something axe does not see.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) found.push(`${where}: ${overflow} px wider than the screen`);
      };
      for (const route of PUBLIC_ROUTES) {
        await page.goto(`${siteUrl()}${route}`, { waitUntil: 'networkidle' });
        await check(route);
      }
      await page.goto(`${siteUrl()}/?routeAction=signup`, { waitUntil: 'networkidle' });
      await check('signup overlay');
      await addSessionCookies(context, session, member.username);
      for (const route of MEMBER_ROUTES) {
        await page.goto(`${siteUrl()}${route}`, { waitUntil: 'networkidle' });
        await check(route);
      }
      if (width < 1024) {
        await page.getByRole('button', { name: 'Menu' }).click();
        const drawer = page.getByRole('dialog', { name: 'Menu' });
        await drawer.waitFor();
        const box = await drawer.boundingBox();
        expect(box?.x).toBe(0);
        expect(box?.width).toBeLessThanOrEqual(500);
        for (const violation of await axeViolations(page)) found.push(`drawer: ${violation}`);
      } else {
        expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
      }
      expect(found).toEqual([]);
      expect(violations).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
