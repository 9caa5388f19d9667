import { describe, expect, it } from 'vitest';

import { loginRedirect, requireMember } from '../session/guard.server.ts';
import { loginAddress, safeNext, signedOutAddress } from './route-action.ts';

describe('safeNext: where a member goes after logging in', () => {
  it('takes a path of this site, with its query and hash', () => {
    expect(safeNext('/home')).toBe('/home');
    expect(safeNext('/memory/abc?tab=comment&comment=12')).toBe('/memory/abc?tab=comment&comment=12');
    expect(safeNext('/memories/search/hashtag/a%2Fb#results')).toBe('/memories/search/hashtag/a%2Fb#results');
    expect(safeNext('/')).toBe('/');
  });

  it('answers the path as the browser will read it', () => {
    expect(safeNext('/memory/../account')).toBe('/account');
    expect(safeNext('/a/./b')).toBe('/a/b');
  });

  it('refuses nothing at all', () => {
    expect(safeNext(null)).toBeNull();
    expect(safeNext('')).toBeNull();
  });

  it('refuses another origin, however it is written', () => {
    for (const hostile of [
      'https://evil.example/home',
      'http://evil.example',
      '//evil.example',
      '//evil.example/home',
      '///evil.example',
      '/\\evil.example',
      '\\/evil.example',
      '\\\\evil.example',
      '/\\/evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      ' /home',
      '/ /evil.example',
      '/\u0000/evil.example',
      '/\u007f/evil.example',
      '/\u0085/evil.example',
      '/\u00a0/evil.example',
      'evil.example',
      'home',
      '.',
      '?next=/home',
      '#/home',
    ]) {
      expect(safeNext(hostile), JSON.stringify(hostile)).toBeNull();
    }
  });

  it('refuses a script or data address', () => {
    expect(safeNext('javascript:alert(1)')).toBeNull();
    expect(safeNext('JavaScript:alert(document.cookie)')).toBeNull();
    expect(safeNext(' javascript:alert(1)')).toBeNull();
    expect(safeNext('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(safeNext('vbscript:msgbox(1)')).toBeNull();
    // A path that only looks like one stays a path of this site.
    expect(safeNext('/javascript:alert(1)')).toBe('/javascript:alert(1)');
  });

  it('refuses an address longer than any of this site', () => {
    expect(safeNext(`/${'a'.repeat(3000)}`)).toBeNull();
  });
});

describe('loginAddress: a visitor is asked to log in on / and comes back', () => {
  it('keeps the page and its query as `next`', () => {
    expect(loginAddress({ pathname: '/settings', search: '' })).toBe('/?routeAction=login&next=%2Fsettings');
    const address = loginAddress({ pathname: '/memory/abc', search: '?tab=comment&comment=12' });
    expect(new URLSearchParams(address.slice(2)).get('next')).toBe('/memory/abc?tab=comment&comment=12');
  });

  it('leaves the login overlay and an older `next` out of `next`, and keeps the signed-out marker', () => {
    const address = loginAddress({
      pathname: '/account',
      search: '?routeAction=login&signedOut=1&next=%2Fsettings',
    });
    const params = new URLSearchParams(address.slice(2));
    expect(params.get('routeAction')).toBe('login');
    expect(params.get('next')).toBe('/account');
    expect(params.get('signedOut')).toBe('1');
    expect(address.startsWith('/?')).toBe(true);
  });

  it('keeps another overlay the page was opened with', () => {
    const params = new URLSearchParams(
      loginAddress({ pathname: '/home', search: '?routeAction=warning' }).slice(2),
    );
    expect(params.get('next')).toBe('/home?routeAction=warning');
    expect(params.has('signedOut')).toBe(false);
  });
});

describe('signedOutAddress: where a member whose session ended goes', () => {
  it('is the same page with the login overlay and the marker, its query and hash kept', () => {
    expect(signedOutAddress({ pathname: '/memory/abc', search: '?tab=comment', hash: '#c12' })).toBe(
      '/memory/abc?tab=comment&routeAction=login&signedOut=1#c12',
    );
    expect(signedOutAddress({ pathname: '/', search: '?routeAction=login', hash: '' })).toBe(
      '/?routeAction=login&signedOut=1',
    );
    expect(signedOutAddress({ pathname: '/', search: '?routeAction=login&next=%2Faccount', hash: '' })).toBe(
      '/?routeAction=login&next=%2Faccount&signedOut=1',
    );
  });
});

describe('the guard of member pages', () => {
  const thrown = (run: () => unknown): Response => {
    try {
      run();
    } catch (error) {
      // React Router's redirect is a Response (of Node's, not happy-dom's, class).
      if (typeof error === 'object' && error !== null && 'headers' in error) return error as Response;
      throw error;
    }
    throw new Error('nothing was thrown');
  };

  it('sends a visitor to log in and back, with the marker of an ended session', () => {
    const response = thrown(() =>
      requireMember(new Request('http://site.test/account?routeAction=login&signedOut=1')),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/?routeAction=login&next=%2Faccount&signedOut=1');
    expect(loginRedirect(new Request('http://site.test/settings')).headers.get('Location')).toBe(
      '/?routeAction=login&next=%2Fsettings',
    );
  });

  it('lets a member through', () => {
    // A browser's Request (happy-dom's) drops a Cookie header; the server's keeps it.
    const request = {
      url: 'http://site.test/account',
      headers: { get: (name: string) => (name === 'cookie' ? 'refresh_token=r' : null) },
    } as unknown as Request;
    expect(requireMember(request)).toBeNull();
  });
});
