import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** What each layer may import, below it on the page; anything else between our packages is refused. */
const widgetsBelow = {
  'crisis-resources': ['ui', 'api-client'],
  'quiz-help': ['crisis-resources', 'ui', 'api-client'],
  'tag-wizard': ['quiz-help', 'crisis-resources', 'ui', 'api-client'],
  'memory-editor': ['tag-wizard', 'quiz-help', 'crisis-resources', 'ui', 'api-client'],
  'memory-modal': ['ui', 'api-client'],
  'notifications-bell': ['ui', 'api-client'],
};
const widgets = Object.keys(widgetsBelow);
const belowHosts = [...widgets, 'ui', 'api-client'];
const and = (names) => new Intl.ListFormat('en').format(names);
const layerGraph = [
  ['api-client', [], 'api-client is the bottom layer: it imports nothing of ours.'],
  ['ui', ['api-client'], 'ui builds on api-client only.'],
  ...Object.entries(widgetsBelow).map(([name, below]) => [
    name,
    below,
    `${name} builds on ${and(below)} only: the widgets are one chain, ` +
      'api-client ← ui ← crisis-resources ← quiz-help ← tag-wizard ← memory-editor, with memory-modal and ' +
      'notifications-bell on ui; a widget never imports one beside or above it (no cycle), nor the test kit.',
  ]),
  [
    'elements',
    belowHosts,
    'The custom elements build on the widgets, ui and api-client; never the test kit.',
  ],
  [
    'reference-site',
    belowHosts,
    'The reference site builds on the widgets, ui and api-client; it talks to the reference server over ' +
      'HTTP and never imports it or the test kit.',
  ],
  [
    'reference-server',
    ['api-client'],
    'The reference server builds on api-client only: never ui, a widget or the test kit.',
  ],
  ['kit', ['api-client'], 'The test kit (mocks/) builds on api-client only.'],
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'storybook-static/**',
      'coverage/**',
      '.data/**',
      '**/.data/**',
      '.storybook/public/**',
      'packages/reference-site/build/**',
      'packages/reference-site/.react-router/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The examples' page scripts run in the browser, as a partner's own scripts do.
    files: ['examples/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  ...storybook.configs['flat/recommended'],
  // The layers of the house style as one dependency graph (tests/lint shows each bad kind refused).
  ...layers(),
);

/**
 * The layers as a graph (eslint-plugin-boundaries): each package of packages/ and the test kit (mocks/,
 * published as @childhood-memories/testing) is an element, every import resolves through the repo's
 * tsconfig `paths` (so a name, a relative path, `import()`, `require` and `export … from` all land on the
 * same element), and a dependency between two elements is refused unless `layerGraph` allows it. On
 * top of that: a test file may use the kit; no package reaches into another by a relative path (it
 * imports it by its name, never its `src`); an import of ours that resolves to nothing (a name outside
 * `paths`, a deep path a package does not export) is refused too, so the kit has no name that slips by.
 * The shared API contract cases (tests/contract/cases.ts) import only api-client: each backend comes in
 * through its own adapter file.
 */
function layers() {
  // (micromatch has no pattern for a relative path: `./**` matches every path and `../**` none.)
  const bySomethingButItsName = '!@childhood-memories/**';
  const intoItsSrc = '@childhood-memories/*/src/**';
  const byName =
    'A package imports another by its name (@childhood-memories/…), never by a path into its src.';
  const policies = layerGraph.flatMap(([type, below, message]) => [
    { from: { element: { type } }, disallow: { to: { element: { type: '*' } } }, message },
    ...(below.length ? [{ from: { element: { type } }, allow: { to: { element: { type: below } } } }] : []),
  ]);
  // Last match wins: a path into a package the layer may import says so; into one it may not, the layer's word.
  const byNameOnly = layerGraph.flatMap(([type, below]) =>
    below.length
      ? [bySomethingButItsName, intoItsSrc].map((source) => ({
          from: { element: { type } },
          disallow: { to: { element: { type: below } }, dependency: { source } },
          message: byName,
        }))
      : [],
  );
  return [
    {
      files: ['packages/**/*.{ts,tsx,js,mjs,cjs}', 'mocks/**/*.{ts,tsx,js,mjs,cjs}'],
      plugins: { boundaries },
      settings: {
        'import/resolver': { typescript: { project: `${import.meta.dirname}/tsconfig.json` } },
        'boundaries/root-path': import.meta.dirname,
        'boundaries/elements': [
          ...layerGraph
            .filter(([type]) => type !== 'kit')
            .map(([name]) => ({
              type: name,
              pattern: `packages/${name}`,
              partialMatch: false,
            })),
          { type: 'kit', pattern: 'mocks', partialMatch: false },
        ],
        'boundaries/files': [
          {
            category: 'test',
            pattern: ['**/*.test.{ts,tsx}', '**/test-*.ts', 'packages/*/e2e/**', 'packages/*/test/**'],
          },
        ],
        'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import', 'require'],
        'boundaries/legacy-templates': false,
      },
      rules: {
        'boundaries/dependencies': [
          'error',
          {
            default: 'disallow',
            checkAllOrigins: true,
            policies: [
              { allow: { to: { module: { origin: ['external', 'core'] } } } },
              ...policies,
              {
                from: { file: { categories: 'test' } },
                allow: { to: { element: { type: 'kit' } } },
              },
              ...byNameOnly,
              {
                disallow: {
                  to: { module: { origin: 'external', source: '@childhood-memories/**' } },
                },
                message:
                  'This @childhood-memories import resolves to no package entry: import a package by its name ' +
                  '(never its src, nor an old name of the test kit).',
              },
            ],
          },
        ],
      },
    },
    {
      files: ['tests/contract/cases.ts'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: [
                  '@childhood-memories/*',
                  '!@childhood-memories/api-client',
                  '!@childhood-memories/api-client/*',
                  '**/mocks',
                  '**/mocks/**',
                  '../*',
                ],
                message:
                  'The shared contract cases build on api-client only: each backend comes in through its adapter.',
              },
            ],
          },
        ],
      },
    },
  ];
}
