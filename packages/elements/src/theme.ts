/*
 * Theming inside a shadow root. The six public tokens are registered custom properties (they
 * inherit, with the light theme's values as their initial values), and the elements' copy of
 * ui's stylesheet does not declare them on `.cm-root` (scripts/build.mjs takes them out), so
 * `--cm-accent` set on the element or on any ancestor in the host page reaches every part of the
 * widget, while nothing else of the host's CSS does. Dark: `data-theme="dark"` on the element.
 */

/** The six public tokens: name, CSS syntax, the light theme's value (as in ui's styles.css). */
export const PUBLIC_TOKENS = [
  ['--cm-accent', '<color>', '#0e6b66'],
  ['--cm-background', '<color>', '#ffffff'],
  ['--cm-foreground', '<color>', '#1d2430'],
  // Registered lengths need absolute initial values: ui's 0.625rem and 1rem at 16 px.
  ['--cm-radius', '<length>', '10px'],
  ['--cm-spacing', '<length>', '16px'],
  [
    '--cm-font',
    '*',
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', 'Liberation Sans', Arial, sans-serif",
  ],
] as const;

/** The dark theme's public values (ui's `[data-theme='dark']` rule). */
export const DARK_TOKENS = {
  '--cm-accent': '#72d3c6',
  '--cm-background': '#161a21',
  '--cm-foreground': '#e7eaef',
};

let registered = false;

/** Registers the public tokens once per page (a second copy of the package finds them registered). */
export function registerTokens(): void {
  if (registered || typeof CSS === 'undefined' || typeof CSS.registerProperty !== 'function') return;
  registered = true;
  for (const [name, syntax, initialValue] of PUBLIC_TOKENS) {
    try {
      CSS.registerProperty({ name, syntax, inherits: true, initialValue });
    } catch {
      // Already registered on this page: by another copy of the elements, or by the host.
    }
  }
}

/** The elements' own rules in each shadow root: the host box, and the dark theme's public values. */
export const HOST_CSS = `
:host { display: block; }
:host([hidden]) { display: none; }
:host([data-theme='dark']) { ${Object.entries(DARK_TOKENS)
  .map(([name, value]) => `${name}: ${value};`)
  .join(' ')} }
`;
