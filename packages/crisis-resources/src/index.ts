export { CrisisResources } from './CrisisResources.tsx';
export type { CrisisResourcesProps } from './CrisisResources.tsx';
export { QuickExit } from './QuickExit.tsx';
export type { QuickExitPlacement, QuickExitProps } from './QuickExit.tsx';
export { crisisCountries } from './crisis-countries.ts';
export { parseCrisisLine, smsHref, telHref } from './phone-links.ts';
export { exitPage, isQuickExiting, useQuickExitShortcut } from './quick-exit.ts';
export type { QuickExitDetail, QuickExitOptions, UseQuickExitShortcutOptions } from './quick-exit.ts';
export { crisisResourcesMessages } from './messages.ts';
export type { CrisisResourcesMessages } from './messages.ts';
export { QUICK_EXIT_DEFAULT_HREF, QUICK_EXIT_EVENT } from './constants.ts';
export type { CrisisCountry, CrisisLine, ParsedCrisisLine } from './types.ts';

// Last, after ui's modules (and so ui's styles.css) have loaded: equal-specificity rules here win.
import './styles.css';
