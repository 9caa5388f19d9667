import { expect, test } from 'vitest';

// The import pulls ui's whole source graph through the workspace alias: slow on a busy machine.
const IMPORT_TIMEOUT_MS = 30_000;

test(
  'exports exactly the public API',
  async () => {
    expect(Object.keys(await import('./index.ts')).sort()).toEqual([
      'CrisisResources',
      'QUICK_EXIT_DEFAULT_HREF',
      'QUICK_EXIT_EVENT',
      'QuickExit',
      'crisisCountries',
      'crisisResourcesMessages',
      'exitPage',
      'isQuickExiting',
      'parseCrisisLine',
      'smsHref',
      'telHref',
      'useQuickExitShortcut',
    ]);
  },
  IMPORT_TIMEOUT_MS,
);
