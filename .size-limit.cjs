// Bundle budgets (gzip, React left out). `npm run size` fails over budget.
// Each entry is measured from the built ESM file with its dependencies bundled in.
const react = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];

// Measure what a host installs: workspace packages resolve through node_modules to their built
// `dist`, not through the repo's tsconfig `paths` to their sources.
const modifyEsbuildConfig = (config) => ({ ...config, tsconfigRaw: '{}', logLevel: 'error' });

// What loads through `import()` is left out: a first download counts what loads before it.
const leaveLazyOut = (config) => ({
  ...modifyEsbuildConfig(config),
  plugins: [
    {
      name: 'lazy-imports-stay-lazy',
      setup(build) {
        build.onResolve({ filter: /.*/ }, (args) =>
          args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
        );
      },
    },
  ],
});

module.exports = [
  {
    // Issue 26 made the quick exit lend itself to every dialog (its registration) and issue 28 gave
    // it the bottom placement: 6.09 kB. Issue 35 added the return guard (Back after an exit), the
    // exit's place for floating layers to avoid and the touch-only hint: 6.79 kB.
    name: '@childhood-memories/crisis-resources (whole entry)',
    path: 'packages/crisis-resources/dist/index.js',
    import: '*',
    limit: '7 kB',
    gzip: true,
    ignore: react,
    modifyEsbuildConfig,
  },
  {
    // Issue 10 added the verified crisis-line names, the tile arrows and the one heading scale (+0.9 kB).
    name: '@childhood-memories/quiz-help (whole entry)',
    path: 'packages/quiz-help/dist/index.js',
    import: '*',
    limit: '31 kB',
    gzip: true,
    ignore: react,
    modifyEsbuildConfig,
  },
  {
    // Every export at once, which no widget does: since HashtagTextArea (issue 8) this includes
    // TanStack Query's observer (`useQuery`), which every widget that fetches already had. Issue 17
    // moved Radix Toast behind `import()` (loaded with the first toast): its chunk is counted here,
    // with the chunk's glue (+0.5 kB), while a widget's first download leaves it out. Issues 26-29
    // added the exit every dialog carries (its registry and ExitLink), the shared drafts setting, the
    // one cache key per memory and CheckIcon: 58.8 kB. Issue 35: the exits' places and what keeps
    // toasts, popovers and panels off them, and the touch-only hint: 60.5 kB.
    name: '@childhood-memories/ui (everything imported)',
    path: 'packages/ui/dist/index.js',
    import: '*',
    limit: '61 kB',
    gzip: true,
    ignore: react,
    modifyEsbuildConfig,
  },
  {
    // Issue 16 §3 added the rules both backends share (privacy, subjects, not-found texts: +0.5 kB);
    // a widget imports what it uses, the reference data is a separate entry. Issues 28 and 29 wrote
    // every rule the server enforces into the request schemas (patterns, bounds, the one table of
    // tag lists) so the OpenAPI document states them, and added deleteMemory and autosave: 27.0 kB.
    // The domain core both backends share is its own entry (api-client/domain), not counted here.
    // Issue 31 added moderation (four endpoints, their schemas, the writer's moderation state,
    // four notification events): 28.2 kB.
    name: '@childhood-memories/api-client (everything imported)',
    path: 'packages/api-client/dist/index.js',
    import: '*',
    limit: '29 kB',
    gzip: true,
    ignore: react,
    modifyEsbuildConfig,
  },
  {
    // What a page downloads before the member can write: the whole entry with ui, api-client (zod
    // included), quiz-help, crisis-resources and TanStack Query bundled in; React left out. Code
    // reached only through `import()` (the tag wizard, the guidance modals, the help content) is
    // left out by the plugin below, so a static import of any of it would show up here at once.
    // The tag wizard has its own entry.
    name: '@childhood-memories/memory-editor (whole entry, lazy parts left out)',
    path: 'packages/memory-editor/dist/index.js',
    import: '*',
    limit: '70 kB',
    gzip: true,
    ignore: react,
    modifyEsbuildConfig: leaveLazyOut,
  },
  {
    // The tag wizard as a page downloads it before the member can tag: the whole entry with ui
    // and TanStack Query bundled in, React left out. It imports nothing of api-client at run time
    // (types only) and uses no react-aria. Its lazy parts, the family panel (an `import()` when
    // the list shows) and quiz-help's grounding tip (on 'Take a break'), are left out by the
    // plugin below; with them the total is about 54 kB. A static import of either would show up
    // here at once.
    name: '@childhood-memories/tag-wizard (whole entry, lazy parts left out)',
    path: 'packages/tag-wizard/dist/index.js',
    import: '*',
    limit: '45 kB',
    gzip: true,
    ignore: react,
    modifyEsbuildConfig: leaveLazyOut,
  },
  {
    // The memory modal as a page downloads it to show a memory: the whole entry with ui and
    // TanStack Query bundled in, React left out. The photo viewer, the report dialog and praise
    // load on use (`import()`), left out by the plugin below.
    name: '@childhood-memories/memory-modal (whole entry, lazy parts left out)',
    path: 'packages/memory-modal/dist/index.js',
    import: '*',
    limit: '40 kB',
    gzip: true,
    ignore: react,
    modifyEsbuildConfig: leaveLazyOut,
  },
  {
    // The bell as a page downloads it: the whole entry with ui and TanStack Query, React left out.
    name: '@childhood-memories/notifications-bell (whole entry)',
    path: 'packages/notifications-bell/dist/index.js',
    import: '*',
    limit: '30 kB',
    gzip: true,
    ignore: react,
    modifyEsbuildConfig,
  },
  {
    // The elements' loader, all a page downloads until an element appears: the definitions,
    // `CMWidgets.configure`, no framework (issue 16: at most 3 kB), and since issue 35 the quick
    // exit's return guard, run before any element is defined: 3.23 kB.
    name: '@childhood-memories/elements (the loader)',
    path: 'packages/elements/dist/cm-elements.js',
    limit: '3.5 kB',
    gzip: true,
    modifyEsbuildConfig: leaveLazyOut,
  },
  {
    // A page with <cm-crisis-resources>: the loader and the widget's code, React included.
    name: '@childhood-memories/elements: <cm-crisis-resources> first download, React included',
    path: ['packages/elements/dist/cm-elements.js', 'packages/elements/dist/chunks/cm-crisis-resources-*.js'],
    limit: '100 kB',
    gzip: true,
    modifyEsbuildConfig: leaveLazyOut,
  },
  {
    // The same from the experimental light build (Preact's compat layer).
    name: '@childhood-memories/elements/light: <cm-crisis-resources> first download, Preact included',
    path: [
      'packages/elements/dist/light/cm-elements.js',
      'packages/elements/dist/light/chunks/cm-crisis-resources-*.js',
    ],
    limit: '40 kB',
    gzip: true,
    modifyEsbuildConfig: leaveLazyOut,
  },
  {
    // A page with <cm-quick-exit>: the loader and the widget's code, React included.
    name: '@childhood-memories/elements: <cm-quick-exit> first download, React included',
    path: ['packages/elements/dist/cm-elements.js', 'packages/elements/dist/chunks/cm-quick-exit-*.js'],
    limit: '100 kB',
    gzip: true,
    modifyEsbuildConfig: leaveLazyOut,
  },
  {
    // The same from the experimental light build (Preact's compat layer).
    name: '@childhood-memories/elements/light: <cm-quick-exit> first download, Preact included',
    path: [
      'packages/elements/dist/light/cm-elements.js',
      'packages/elements/dist/light/chunks/cm-quick-exit-*.js',
    ],
    limit: '40 kB',
    gzip: true,
    modifyEsbuildConfig: leaveLazyOut,
  },
  {
    // A page with <cm-memory-editor>: the loader and the widget's code, React included.
    name: '@childhood-memories/elements: <cm-memory-editor> first download, React included',
    path: ['packages/elements/dist/cm-elements.js', 'packages/elements/dist/chunks/cm-memory-editor-*.js'],
    limit: '165 kB',
    gzip: true,
    modifyEsbuildConfig: leaveLazyOut,
  },
  {
    // The same from the experimental light build (Preact's compat layer).
    name: '@childhood-memories/elements/light: <cm-memory-editor> first download, Preact included',
    path: [
      'packages/elements/dist/light/cm-elements.js',
      'packages/elements/dist/light/chunks/cm-memory-editor-*.js',
    ],
    // Issue 31: the client's moderation schemas (every endpoint's schemas travel with the client): 100.4 kB.
    // Issue 35: posted_at, the lists by audience, mark all read, the exit's guard and avoidance: 102 kB.
    limit: '102.5 kB',
    gzip: true,
    modifyEsbuildConfig: leaveLazyOut,
  },
  {
    // A page with <cm-tag-wizard>: the loader and the widget's code, React included.
    name: '@childhood-memories/elements: <cm-tag-wizard> first download, React included',
    path: ['packages/elements/dist/cm-elements.js', 'packages/elements/dist/chunks/cm-tag-wizard-*.js'],
    limit: '150 kB',
    gzip: true,
    modifyEsbuildConfig: leaveLazyOut,
  },
  {
    // The same from the experimental light build (Preact's compat layer).
    name: '@childhood-memories/elements/light: <cm-tag-wizard> first download, Preact included',
    path: [
      'packages/elements/dist/light/cm-elements.js',
      'packages/elements/dist/light/chunks/cm-tag-wizard-*.js',
    ],
    limit: '85 kB',
    gzip: true,
    modifyEsbuildConfig: leaveLazyOut,
  },
  {
    // A page with <cm-quiz-help>: the loader and the widget's code, React included.
    name: '@childhood-memories/elements: <cm-quiz-help> first download, React included',
    path: ['packages/elements/dist/cm-elements.js', 'packages/elements/dist/chunks/cm-quiz-help-*.js'],
    limit: '120 kB',
    gzip: true,
    modifyEsbuildConfig: leaveLazyOut,
  },
  {
    // The same from the experimental light build (Preact's compat layer).
    name: '@childhood-memories/elements/light: <cm-quiz-help> first download, Preact included',
    path: [
      'packages/elements/dist/light/cm-elements.js',
      'packages/elements/dist/light/chunks/cm-quiz-help-*.js',
    ],
    limit: '60 kB',
    gzip: true,
    modifyEsbuildConfig: leaveLazyOut,
  },
  {
    // A page with <cm-memory-modal>: the loader and the widget's code, React included.
    name: '@childhood-memories/elements: <cm-memory-modal> first download, React included',
    path: ['packages/elements/dist/cm-elements.js', 'packages/elements/dist/chunks/cm-memory-modal-*.js'],
    limit: '150 kB',
    gzip: true,
    modifyEsbuildConfig: leaveLazyOut,
  },
  {
    // The same from the experimental light build (Preact's compat layer).
    name: '@childhood-memories/elements/light: <cm-memory-modal> first download, Preact included',
    path: [
      'packages/elements/dist/light/cm-elements.js',
      'packages/elements/dist/light/chunks/cm-memory-modal-*.js',
    ],
    // Issue 31: the writer's moderation notice (lazy) and the client's moderation schemas: 85.9 kB.
    // Issue 35: the steady modal, tag links, the posted time, the exit's guard and avoidance: 88.1 kB.
    limit: '89 kB',
    gzip: true,
    modifyEsbuildConfig: leaveLazyOut,
  },
  {
    // A page with <cm-notifications-bell>: the loader and the widget's code, React included.
    name: '@childhood-memories/elements: <cm-notifications-bell> first download, React included',
    path: [
      'packages/elements/dist/cm-elements.js',
      'packages/elements/dist/chunks/cm-notifications-bell-*.js',
    ],
    limit: '120 kB',
    gzip: true,
    modifyEsbuildConfig: leaveLazyOut,
  },
  {
    // The same from the experimental light build (Preact's compat layer).
    name: '@childhood-memories/elements/light: <cm-notifications-bell> first download, Preact included',
    path: [
      'packages/elements/dist/light/cm-elements.js',
      'packages/elements/dist/light/chunks/cm-notifications-bell-*.js',
    ],
    limit: '60 kB',
    gzip: true,
    modifyEsbuildConfig: leaveLazyOut,
  },
];
