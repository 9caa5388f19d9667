/*
 * @childhood-memories/elements: every widget as a custom element, for pages without React or a
 * bundler. In a browser, loading this module defines the elements and `window.CMWidgets`; each
 * widget's code (its framework included) loads only when an element of its tag first appears.
 * On a server it defines nothing; defining twice (two copies on one page) is harmless.
 */
import { guardReturnAfterQuickExit } from '@childhood-memories/crisis-resources/return-guard';

import { configure, type ElementsConfig } from './config.ts';
import { configElement } from './config-element.ts';
import { eventsOf, widgetElement } from './define.ts';
import { attributesOf, hrefTemplate, type ElementSpec } from './spec.ts';

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
    attributes: attributesOf(
      'country default-country heading-level:number hide-title:boolean auto-focus-title:boolean',
    ),
    properties: ['resources', 'extraResources', 'messages'],
    events: eventsOf(['onCountryChange']),
    load: () => import('./widgets/crisis-resources.tsx'),
  },
  {
    tag: 'cm-quick-exit',
    attributes: attributesOf('href label placement shortcut:boolean'),
    properties: ['messages'],
    events: eventsOf(['onExit']),
    load: () => import('./widgets/quick-exit.tsx'),
  },
  {
    tag: 'cm-memory-editor',
    attributes: attributesOf(
      'mode hash-id layout member-id visitor:boolean memory-href terms-href privacy-policy-href',
    ),
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
  {
    tag: 'cm-tag-wizard',
    attributes: attributesOf(
      'open:boolean default-open:boolean trigger-label initial-tab is-edit:boolean is-owner:boolean auto-advance:boolean presentation create-idempotency-key',
    ),
    properties: ['memory', 'messages', 'client'],
    events: eventsOf(['onOpenChange', 'onSaved', 'onSaveError']),
    load: () => import('./widgets/tag-wizard.tsx'),
  },
  {
    tag: 'cm-quiz-help',
    attributes: attributesOf('panel variant tiles:list heading-level:number'),
    properties: ['messages'],
    events: eventsOf(['onTileOpen']),
    load: () => import('./widgets/quiz-help.tsx'),
  },
  {
    tag: 'cm-memory-modal',
    attributes: attributesOf(
      'shareable-link open:boolean default-open:boolean trigger-label initial-tab inline:boolean viewer-username visitor:boolean hashtag-href tag-href member-href memory-href safety-filters-href guidelines-href reaction comment comment-empathy feedback:list resonance:list',
    ),
    properties: ['memory', 'viewer', 'messages', 'storage', 'client'],
    events: eventsOf(['onOpenChange', 'onEditMemory', 'onEditTags', 'onRequireSignIn'], {
      onEditTags: (tab: unknown, memory: unknown) => ({ tab, memory }),
    }),
    derive: ({ viewerUsername, visitor, ...props }) => ({
      ...templates(props, {
        hashtagHref: (hashtag: string) => ({ hashtag }),
        tagHref: (tag: { tagType: string; slug: string; label: string }) => ({
          type: tag.tagType,
          slug: tag.slug,
          label: tag.label,
        }),
        memberHref: (username: string) => ({ username }),
        memoryHref: (link: string) => ({ link }),
      }),
      ...(typeof viewerUsername === 'string' && props.viewer === undefined
        ? { viewer: { username: viewerUsername } }
        : {}),
      ...(visitor === true ? { viewer: null } : {}),
    }),
    load: () => import('./widgets/memory-modal.tsx'),
  },
  {
    tag: 'cm-notifications-bell',
    attributes: attributesOf('route-key signed-in:boolean channel-name align'),
    properties: ['messages', 'client'],
    events: eventsOf(['onOpenNotification']),
    load: () => import('./widgets/notifications-bell.tsx'),
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
  // First: after a quick exit, a page reached by Back leaves again before any widget draws
  // (a page that also has the guard's inline script in its <head> is covered before its first paint).
  if (!guardReturnAfterQuickExit()) {
    window.CMWidgets ??= { configure, defineElements };
    defineElements();
  }
}
