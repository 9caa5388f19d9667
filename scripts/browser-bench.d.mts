// Types of browser-bench.mjs, for the TypeScript tests that use it (tests/css-order).
import type { Browser } from 'playwright';

export function launchChromium(): Promise<Browser>;

export interface ServedBenchPage {
  url: string;
  dir: string;
  close(): void;
}

export function serveBenchPage(options: {
  entry: string;
  name: string;
  minify?: boolean;
  pages?: Record<string, string>;
  stylesheets?: Record<string, string> | null;
}): Promise<ServedBenchPage>;
