import { lazy, type ComponentType } from 'react';

/** A lazily loaded component that can also be fetched ahead, on intent (hover, focus) or when idle. */
export type Preloadable<P> = ComponentType<P> & { preload: () => Promise<unknown> };

function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const get = () => (pending ??= load().then((component) => ({ default: component })));
  return Object.assign(lazy(get), { preload: get }) as unknown as Preloadable<P>;
}

// Everything but the text tab loads when it is first wanted: the first download is the memory
// itself (community §2.4 read view and reactions), the rest follows on intent or when idle.
export const LazyComments = preloadable(() => import('./Comments.tsx').then((module) => module.Comments));
export const LazyTagSummary = preloadable(() =>
  import('./TagSummary.tsx').then((module) => module.TagSummary),
);
export const LazyConnectPanel = preloadable(() =>
  import('./ConnectPanel.tsx').then((module) => module.ConnectPanel),
);
export const LazyMessagePanel = preloadable(() =>
  import('./MessagePanel.tsx').then((module) => module.MessagePanel),
);
export const LazyPraisePanel = preloadable(() =>
  import('./PraisePanel.tsx').then((module) => module.default),
);
export const LazyReportDialog = preloadable(() =>
  import('./ReportDialog.tsx').then((module) => module.default),
);
// The writer's family panel: only the writer sees it, with its add dialog and the save payload.
export const LazyFamilyPanel = preloadable(() =>
  import('./FamilyPanel.tsx').then((module) => module.FamilyPanel),
);
// What the writer of a hidden memory or comment sees on it, with the request for a review.
export const LazyModerationNotice = preloadable(() =>
  import('./ModerationNotice.tsx').then((module) => module.default),
);
