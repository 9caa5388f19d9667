import { lazy } from 'react';

/** The tagging wizard, loaded only when the member opens it (it is the heaviest part). */
export const LazyTagWizard = lazy(() =>
  import('@childhood-memories/tag-wizard').then((module) => ({ default: module.TagWizard })),
);
