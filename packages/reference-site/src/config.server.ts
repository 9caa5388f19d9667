/**
 * The site's settings, read from the environment on the server only. The browser receives
 * {@link PublicConfig} through the root loader.
 *
 * - `API_BASE_URL`: the reference server as the browser reaches it (default http://localhost:8000).
 * - `API_INTERNAL_URL`: the same server as this process reaches it (default: `API_BASE_URL`).
 * - `SITE_URL`: the site's public address, for canonical and sharing links (default http://localhost:3000).
 * - `COOKIE_DOMAIN`: a Domain for the session cookies, to share them with subdomains (default: none).
 * - `QUIZ_URL`: where the Survivor Love Styles quiz lives; without it no page links to a quiz.
 */
export interface SiteConfig {
  apiBaseUrl: string;
  apiInternalUrl: string;
  siteUrl: string;
  cookieDomain: string | undefined;
  quizUrl: string | undefined;
}

/** What the browser may know of the configuration. */
export interface PublicConfig {
  apiBaseUrl: string;
  siteUrl: string;
  cookieDomain: string | undefined;
  quizUrl: string | undefined;
}

function httpUrl(value: string | undefined, name: string): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  }
  return url.href.replace(/\/$/, '');
}

export function loadConfig(env: Record<string, string | undefined> = process.env): SiteConfig {
  const apiBaseUrl = httpUrl(env.API_BASE_URL, 'API_BASE_URL') ?? 'http://localhost:8000';
  return {
    apiBaseUrl,
    apiInternalUrl: httpUrl(env.API_INTERNAL_URL, 'API_INTERNAL_URL') ?? apiBaseUrl,
    siteUrl: httpUrl(env.SITE_URL, 'SITE_URL') ?? 'http://localhost:3000',
    cookieDomain: env.COOKIE_DOMAIN?.trim() || undefined,
    quizUrl: httpUrl(env.QUIZ_URL, 'QUIZ_URL'),
  };
}

export function publicConfig(config: SiteConfig): PublicConfig {
  return {
    apiBaseUrl: config.apiBaseUrl,
    siteUrl: config.siteUrl,
    cookieDomain: config.cookieDomain,
    quizUrl: config.quizUrl,
  };
}
