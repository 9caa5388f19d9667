import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
  // The layers of the house style, one rule per layer (tests/lint shows each refusing a bad import).
  ...layers(),
);

/**
 * `no-restricted-imports` for each layer's source (tests and test support may use the mocks):
 * api-client imports nothing of ours; ui only api-client; the widgets never the mocks, the
 * reference server or the site; the test kit (mocks/) only api-client; the server never ui, a
 * widget or the mocks; the site talks to the server over HTTP and never imports it or the mocks;
 * the API contract's shared cases (tests/contract/cases.ts) import only api-client, so the server
 * and the mocks each bring themselves in through their own adapter file.
 */
function layers() {
  const widgets = [
    'crisis-resources',
    'quiz-help',
    'memory-editor',
    'tag-wizard',
    'memory-modal',
    'notifications-bell',
    'elements',
  ];
  const tests = ['**/*.test.{ts,tsx}', '**/test-*.ts', '**/e2e/**'];
  const rule = (files, group, message) => ({
    files,
    ignores: tests,
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group, message }] }] },
  });
  const src = (name) => [`packages/${name}/src/**/*.{ts,tsx}`];
  const mocks = ['@childhood-memories/mocks', '**/mocks', '**/mocks/**'];
  const server = ['@childhood-memories/reference-server', '**/reference-server/**'];
  const site = ['@childhood-memories/reference-site', '**/reference-site/**'];
  return [
    rule(
      src('api-client'),
      ['@childhood-memories/*', '../../*'],
      'api-client is the bottom layer: it imports nothing of ours.',
    ),
    rule(
      src('ui'),
      ['@childhood-memories/*', '!@childhood-memories/api-client', '../../*'],
      'ui builds on api-client only.',
    ),
    rule(
      widgets.flatMap(src),
      [...mocks, ...server, ...site, '../../../*'],
      'A widget never imports the mocks, the reference server or the site.',
    ),
    rule(
      src('reference-server'),
      [
        '@childhood-memories/*',
        '!@childhood-memories/api-client',
        '!@childhood-memories/api-client/*',
        ...mocks,
      ],
      'The reference server builds on api-client only: never ui, a widget or the mocks.',
    ),
    rule(
      ['mocks/**/*.ts'],
      [
        '@childhood-memories/*',
        '!@childhood-memories/api-client',
        '!@childhood-memories/api-client/*',
        '../*',
      ],
      'The test kit (mocks/) builds on api-client only.',
    ),
    rule(
      src('reference-site'),
      [...mocks, ...server],
      'The reference site talks to the reference server over HTTP; it never imports it or the mocks.',
    ),
    rule(
      ['tests/contract/cases.ts'],
      [
        '@childhood-memories/*',
        '!@childhood-memories/api-client',
        '!@childhood-memories/api-client/*',
        ...mocks,
        '../*',
      ],
      'The shared contract cases build on api-client only: each backend comes in through its adapter.',
    ),
  ];
}
