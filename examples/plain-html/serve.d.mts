// Types of serve.mjs, for the example's test.
export function policy(apiOrigin?: string): string;
export function serveExample(options?: {
  elementsDir?: string;
  apiOrigin?: string;
  port?: number;
}): Promise<{ origin: string; close(): Promise<void> }>;
