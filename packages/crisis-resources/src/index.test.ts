import { expect, test } from 'vitest';

test('exports exactly the public API', async () => {
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
});
