// Bundle budgets (gzip, React left out). `npm run size` fails over budget.
// Each entry is measured from the built ESM file with its dependencies bundled in.
const react = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];

module.exports = [
  {
    name: '@childhood-memories/crisis-resources (whole entry)',
    path: 'packages/crisis-resources/dist/index.js',
    import: '*',
    limit: '6 kB',
    gzip: true,
    ignore: react,
  },
  {
    name: '@childhood-memories/quiz-help (whole entry)',
    path: 'packages/quiz-help/dist/index.js',
    import: '*',
    limit: '30 kB',
    gzip: true,
    ignore: react,
  },
  {
    name: '@childhood-memories/ui (everything imported)',
    path: 'packages/ui/dist/index.js',
    import: '*',
    limit: '60 kB',
    gzip: true,
    ignore: react,
  },
  {
    name: '@childhood-memories/api-client (everything imported)',
    path: 'packages/api-client/dist/index.js',
    import: '*',
    limit: '25 kB',
    gzip: true,
    ignore: react,
  },
];
