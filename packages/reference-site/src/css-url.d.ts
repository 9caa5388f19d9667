/** Vite gives the URL of the processed stylesheet for `import href from './x.css?url'`. */
declare module '*.css?url' {
  const href: string;
  export default href;
}
