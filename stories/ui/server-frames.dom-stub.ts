// Vite's development server turns every imported stylesheet into a module that adds a <style>
// element to `document`. A server has no document: this stub takes those elements while the
// worker's modules load, and the worker removes it before anything renders.
const element = () => ({ setAttribute() {}, insertAdjacentElement() {}, textContent: '', remove() {} });

Object.assign(globalThis, {
  document: {
    createElement: element,
    head: { appendChild() {}, removeChild() {} },
    querySelector: () => null,
    querySelectorAll: () => [],
    addEventListener() {},
    removeEventListener() {},
    visibilityState: 'visible',
  },
});
