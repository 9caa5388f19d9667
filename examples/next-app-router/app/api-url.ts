/**
 * Where the API is, read when a request comes (not when the app is built): the browser's address
 * (`API_BASE_URL`, default `npm start`'s reference server) and, for this server's own reads, an
 * address inside your network if it has one (`API_INTERNAL_URL`).
 */
export function apiBaseUrl(): string {
  return process.env.API_BASE_URL ?? 'http://localhost:8000';
}

export function apiInternalUrl(): string {
  return process.env.API_INTERNAL_URL ?? apiBaseUrl();
}
