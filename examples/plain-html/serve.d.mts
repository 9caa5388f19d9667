// Types of serve.mjs, for the example's test.
export const DEFAULT_API_ORIGIN: string;
export function policy(apiOrigin?: string): string;
export function serveExample(options?: {
  elementsDir?: string;
  apiOrigin?: string | (() => string);
  port?: number;
}): Promise<{ origin: string; close(): Promise<void> }>;
