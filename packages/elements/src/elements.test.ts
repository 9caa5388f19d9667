import { readFileSync } from 'node:fs';
import path from 'node:path';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { eventsOf, widgetElement } from './define.ts';
import { ELEMENTS } from './index.ts';
import { attributeValue, eventName, hrefTemplate, type ElementSpec, type MountedWidget } from './spec.ts';
import { DARK_TOKENS, PUBLIC_TOKENS } from './theme.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('attributes and events', () => {
  it('names each callback’s event in kebab case', () => {
    expect(eventName('onCountryChange')).toBe('cm-country-change');
    expect(eventName('onSaved')).toBe('cm-saved');
    expect(eventName('onRequireSignIn')).toBe('cm-require-sign-in');
  });

  it('reads attributes as props, leaving absent and unreadable ones to the widget’s default', () => {
    expect(attributeValue('string', 'GB')).toBe('GB');
    expect(attributeValue('string', null)).toBeUndefined();
    expect(attributeValue('number', '3')).toBe(3);
    expect(attributeValue('number', 'three')).toBeUndefined();
    expect(attributeValue('number', ' ')).toBeUndefined();
    expect(attributeValue('boolean', '')).toBe(true);
    expect(attributeValue('boolean', 'hide-title')).toBe(true);
    expect(attributeValue('boolean', 'false')).toBe(false);
    expect(attributeValue('boolean', null)).toBeUndefined();
    expect(attributeValue('list', ' safetyAndGrounding  crisisResources ')).toEqual([
      'safetyAndGrounding',
      'crisisResources',
    ]);
  });

  it('fills an href template with URL-encoded values, leaving unknown names empty', () => {
    const href = hrefTemplate('/memory/{link}?from={from}');
    expect(href({ link: 'a/b c' })).toBe('/memory/a%2Fb%20c?from=');
    expect(hrefTemplate('/members/{username}')({ username: '<sam>' })).toBe('/members/%3Csam%3E');
    expect(hrefTemplate('/members/{username}/x')({ username: '..' })).toBe('/members/%2E%2E/x');
  });
});

describe('the editor element’s props', () => {
  const editor = ELEMENTS.find((spec) => spec.tag === 'cm-memory-editor');
  const derive = (props: Record<string, unknown>) => editor?.derive?.(props) ?? {};

  it('writes a new memory unless told to edit, and makes a visitor of `visitor`', () => {
    expect(derive({})).toEqual({ mode: 'create' });
    expect(derive({ mode: 'edit', hashId: 'x1' })).toEqual({ mode: 'edit', hashId: 'x1' });
    expect(derive({ mode: 'anything' }).mode).toBe('create');
    expect(derive({ visitor: true, memberId: 'ada' }).memberId).toBeNull();
    expect(derive({ visitor: false, memberId: 'ada' }).memberId).toBe('ada');
  });

  it('links the saved memory through the `memory-href` template', () => {
    const { memoryHref } = derive({ memoryHref: '/memory/{link}' });
    expect((memoryHref as (memory: { shareable_link: string }) => string)({ shareable_link: 'k/1' })).toBe(
      '/memory/k%2F1',
    );
  });

  it('gives the saved memory and the kind of save as the event’s detail', () => {
    expect(editor?.events.onSaved?.detail?.(...([{ id: 1 }, 'created'] as never[]))).toEqual({
      memory: { id: 1 },
      kind: 'created',
    });
  });
});

/** An element of a test widget whose mount records every props it is given. */
function testElement(tag: string) {
  const drawn: Record<string, unknown>[] = [];
  const unmount = vi.fn();
  const load = vi.fn(() =>
    Promise.resolve({
      mount: (_shadow: ShadowRoot, _host: HTMLElement, props: Record<string, unknown>): MountedWidget => {
        drawn.push(props);
        return { update: (next) => drawn.push(next), unmount };
      },
    }),
  );
  const spec: ElementSpec = {
    tag,
    attributes: { 'default-country': ['defaultCountry', 'string'], 'hide-title': ['hideTitle', 'boolean'] },
    properties: ['messages'],
    events: eventsOf(['onCountryChange']),
    load,
  };
  customElements.define(tag, widgetElement(spec));
  return { drawn, load, unmount };
}

describe('a widget element', () => {
  it('loads its code when the first element connects, and passes attributes and properties as props', async () => {
    const { drawn, load } = testElement('cm-test-props');
    const element = document.createElement('cm-test-props') as HTMLElement & { messages?: unknown };
    element.setAttribute('default-country', 'GB');
    expect(load).not.toHaveBeenCalled();
    document.body.append(element);
    // Not before the page's first frame is painted.
    expect(load).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(drawn).toHaveLength(1));
    expect(drawn[0]).toMatchObject({ defaultCountry: 'GB' });
    expect(drawn[0]).not.toHaveProperty('hideTitle');

    element.setAttribute('hide-title', '');
    element.messages = { title: 'Lines' };
    expect(drawn.at(-1)).toMatchObject({
      defaultCountry: 'GB',
      hideTitle: true,
      messages: { title: 'Lines' },
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('turns a callback into an event that bubbles out of the shadow root', async () => {
    const { drawn } = testElement('cm-test-events');
    const element = document.createElement('cm-test-events');
    document.body.append(element);
    await vi.waitFor(() => expect(drawn).toHaveLength(1));
    const heard = vi.fn();
    document.addEventListener('cm-country-change', heard);
    (drawn[0]?.onCountryChange as (code: string) => void)('NZ');
    document.removeEventListener('cm-country-change', heard);
    const event = heard.mock.calls[0]?.[0] as CustomEvent<string>;
    expect(event.detail).toBe('NZ');
    expect(event.bubbles && event.composed).toBe(true);
  });

  it('keeps a property set before the element was defined', async () => {
    const element = document.createElement('cm-test-early') as HTMLElement & { messages?: unknown };
    element.messages = { title: 'Early' };
    document.body.append(element);
    const { drawn } = testElement('cm-test-early');
    await vi.waitFor(() => expect(drawn).toHaveLength(1));
    expect(drawn[0]).toMatchObject({ messages: { title: 'Early' } });
  });

  it('removes the widget when the element leaves the page, not when it moves', async () => {
    const { drawn, unmount } = testElement('cm-test-leave');
    const element = document.createElement('cm-test-leave');
    document.body.append(element);
    await vi.waitFor(() => expect(drawn).toHaveLength(1));
    const other = document.createElement('div');
    document.body.append(other);
    other.append(element);
    await Promise.resolve();
    expect(unmount).not.toHaveBeenCalled();
    element.remove();
    await Promise.resolve();
    expect(unmount).toHaveBeenCalledTimes(1);
  });
});

describe('element methods', () => {
  it('call the widget’s handle once it is drawn, and answer the spec’s default before', async () => {
    const handle = { hasUnsavedChanges: vi.fn(() => true) };
    const spec: ElementSpec = {
      tag: 'cm-test-methods',
      attributes: {},
      properties: [],
      events: {},
      methods: { hasUnsavedChanges: () => false },
      load: () =>
        Promise.resolve({
          mount: (): MountedWidget => ({
            update: () => undefined,
            unmount: () => undefined,
            handle: () => handle,
          }),
        }),
    };
    customElements.define(spec.tag, widgetElement(spec));
    const element = document.createElement(spec.tag) as HTMLElement & { hasUnsavedChanges(): boolean };
    expect(element.hasUnsavedChanges()).toBe(false);
    document.body.append(element);
    await vi.waitFor(() => expect(element.hasUnsavedChanges()).toBe(true));
    expect(handle.hasUnsavedChanges).toHaveBeenCalled();
  });
});

describe('theme', () => {
  it('registers the public tokens with ui’s own light and dark values', () => {
    const ui = readFileSync(path.join(import.meta.dirname, '../../ui/src/styles.css'), 'utf8');
    const light = ui.slice(ui.indexOf(':where(.cm-root) {'));
    const dark = ui.slice(ui.indexOf(":where([data-theme='dark']) .cm-root"));
    const value = (css: string, name: string) =>
      css.match(new RegExp(`${name}:\\s*([^;]+);`))?.[1]?.replace(/\s+/g, ' ');
    const px = (rem: string) => `${Number.parseFloat(rem) * 16}px`;
    for (const [name, , initial] of PUBLIC_TOKENS) {
      const declared = value(light, name) ?? '';
      expect(initial).toBe(declared.endsWith('rem') ? px(declared) : declared);
    }
    for (const [name, initial] of Object.entries(DARK_TOKENS)) expect(initial).toBe(value(dark, name));
  });
});
