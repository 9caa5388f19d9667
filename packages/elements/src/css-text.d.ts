// The elements' build (scripts/build.mjs) turns each package stylesheet into its text, for the
// shadow roots' constructed stylesheets.
declare module '@childhood-memories/ui/styles.css' {
  const css: string;
  export default css;
}
declare module '@childhood-memories/crisis-resources/styles.css' {
  const css: string;
  export default css;
}
declare module '@childhood-memories/memory-editor/styles.css' {
  const css: string;
  export default css;
}
declare module '@childhood-memories/quiz-help/styles.css' {
  const css: string;
  export default css;
}
declare module '@childhood-memories/tag-wizard/styles.css' {
  const css: string;
  export default css;
}
declare module '@childhood-memories/memory-modal/styles.css' {
  const css: string;
  export default css;
}
declare module '@childhood-memories/notifications-bell/styles.css' {
  const css: string;
  export default css;
}
