/*
 * @childhood-memories/elements: every widget as a custom element, for pages without React or a
 * bundler. In a browser, loading this module defines the elements and `window.CMWidgets`; each
 * widget's code (React included) loads only when an element of its tag first appears. On a server
 * it defines nothing; defining twice (two copies on one page) is harmless.
 */
import { configure, type ElementsConfig } from './config.ts';
import { configElement } from './config-element.ts';
import { eventsOf, widgetElement } from './define.ts';
import { hrefTemplate, type ElementSpec } from './spec.ts';

export { configure, type ElementsConfig };
export { attributeValue, eventName, hrefTemplate, type ElementSpec } from './spec.ts';

/** `{ memoryHref: '/memory/{link}' }` → `{ memoryHref: (link) => '/memory/…' }`, for each given name. */
function templates(
  props: Record<string, unknown>,
  wanted: Record<string, (...args: never[]) => Record<string, unknown>>,
): Record<string, unknown> {
  const next = { ...props };
  for (const [prop, values] of Object.entries(wanted)) {
    const template = props[prop];
    if (typeof template !== 'string') continue;
    const fill = hrefTemplate(template);
    next[prop] = (...args: never[]) => fill(values(...args));
  }
  return next;
}

/** The elements: tag, attributes → props, properties, callbacks → events, and the code to load. */
export const ELEMENTS: readonly ElementSpec[] = [
  {
    tag: 'cm-crisis-resources',
    attributes: {
      country: ['country', 'string'],
      'default-country': ['defaultCountry', 'string'],
      'heading-level': ['headingLevel', 'number'],
      'hide-title': ['hideTitle', 'boolean'],
      'auto-focus-title': ['autoFocusTitle', 'boolean'],
    },
    properties: ['resources', 'extraResources', 'messages'],
    events: eventsOf(['onCountryChange']),
    load: () => import('./widgets/crisis-resources.tsx'),
  },
  {
    tag: 'cm-quick-exit',
    attributes: {
      href: ['href', 'string'],
      label: ['label', 'string'],
      placement: ['placement', 'string'],
      shortcut: ['shortcut', 'boolean'],
    },
    properties: ['messages'],
    events: eventsOf(['onExit']),
    load: () => import('./widgets/quick-exit.tsx'),
  },
  {
    tag: 'cm-memory-editor',
    attributes: {
      mode: ['mode', 'string'],
      'hash-id': ['hashId', 'string'],
      layout: ['layout', 'string'],
      'member-id': ['memberId', 'string'],
      visitor: ['visitor', 'boolean'],
      'memory-href': ['memoryHref', 'string'],
      'terms-href': ['termsHref', 'string'],
      'privacy-policy-href': ['privacyPolicyHref', 'string'],
    },
    properties: ['messages', 'storage', 'client'],
    events: eventsOf(['onSaved', 'onCancel', 'onRequireSignIn'], {
      onSaved: (memory: unknown, kind: unknown) => ({ memory, kind }),
    }),
    derive: ({ visitor, mode, ...props }) => ({
      ...templates(props, {
        memoryHref: (memory: { shareable_link: string }) => ({ link: memory.shareable_link }),
      }),
      mode: mode === 'edit' ? 'edit' : 'create',
      ...(visitor === true ? { memberId: null } : {}),
    }),
    methods: {
      hasUnsavedChanges: () => false,
      confirmNavigateAway: () => Promise.resolve(true),
    },
    load: () => import('./widgets/memory-editor.tsx'),
  },
];

/**
 * Defines every element (and `<cm-config>`) in `registry` (default: the page's), skipping tags
 * already defined. Called when this module loads in a browser.
 *
 * @example
 * defineElements();
 */
export function defineElements(registry: CustomElementRegistry = customElements): void {
  if (registry.get('cm-config') === undefined) registry.define('cm-config', configElement());
  for (const spec of ELEMENTS) {
    if (registry.get(spec.tag) === undefined) registry.define(spec.tag, widgetElement(spec));
  }
}

declare global {
  interface Window {
    CMWidgets?: { configure: typeof configure; defineElements: typeof defineElements };
  }
}

if (typeof window !== 'undefined' && typeof customElements !== 'undefined') {
  window.CMWidgets ??= { configure, defineElements };
  defineElements();
}
