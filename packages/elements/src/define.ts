import {
  eventName,
  attributeValue,
  type ElementSpec,
  type MountedWidget,
  type WidgetModule,
} from './spec.ts';

let painted: Promise<void> | undefined;

/**
 * Resolves once the page's first frame has been painted (a frame, then a task): a widget's code
 * is never fetched ahead of the host's own first paint, which stays as fast as without us. The
 * host's fallback children show meanwhile.
 */
export function afterFirstPaint(): Promise<void> {
  painted ??= new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function') resolve();
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });
  return painted;
}

/**
 * The custom element class of one widget. Nothing of the widget loads until an element of its
 * tag connects; until then (and if its code cannot load) the element shows its own children, a
 * host's fallback (`<cm-crisis-resources><a href="tel:988">Call 988</a></cm-crisis-resources>`).
 * Attributes (kebab-case) and properties become props; callbacks become `CustomEvent`s that
 * bubble and cross the shadow boundary.
 */
export function widgetElement(spec: ElementSpec): CustomElementConstructor {
  let loading: Promise<WidgetModule> | undefined;
  const load = () => (loading ??= afterFirstPaint().then(spec.load));

  class WidgetElement extends HTMLElement {
    static readonly observedAttributes = [...Object.keys(spec.attributes), 'data-theme'];
    #values = new Map<string, unknown>();
    #mounted: MountedWidget | undefined;
    #waiting = false;

    connectedCallback(): void {
      if (this.shadowRoot === null) {
        const shadow = this.attachShadow({ mode: 'open' });
        shadow.append(document.createElement('slot'));
      }
      // A property set before the element was defined sits on the instance: move it to the accessor.
      for (const name of spec.properties) {
        if (Object.prototype.hasOwnProperty.call(this, name)) {
          const value = (this as unknown as Record<string, unknown>)[name];
          delete (this as unknown as Record<string, unknown>)[name];
          this.#values.set(name, value);
        }
      }
      this.#draw();
    }

    disconnectedCallback(): void {
      // Moved within the page (removed and added in one task): keep it.
      queueMicrotask(() => {
        if (this.isConnected) return;
        this.#mounted?.unmount();
        this.#mounted = undefined;
        this.shadowRoot?.replaceChildren(document.createElement('slot'));
      });
    }

    attributeChangedCallback(): void {
      this.#draw();
    }

    /** @internal */
    getProperty(name: string): unknown {
      return this.#values.get(name);
    }

    /** @internal */
    setProperty(name: string, value: unknown): void {
      this.#values.set(name, value);
      this.#draw();
    }

    #props(): Record<string, unknown> {
      const props: Record<string, unknown> = {};
      for (const [attribute, [prop, type]] of Object.entries(spec.attributes)) {
        const value = attributeValue(type, this.getAttribute(attribute));
        if (value !== undefined) props[prop] = value;
      }
      for (const name of spec.properties) {
        const value = this.#values.get(name);
        if (value !== undefined) props[name] = value;
      }
      for (const [callback, { event, detail }] of Object.entries(spec.events)) {
        props[callback] = (...args: never[]) => {
          this.dispatchEvent(
            new CustomEvent(event, {
              detail: detail === undefined ? args[0] : detail(...args),
              bubbles: true,
              composed: true,
            }),
          );
        };
      }
      return spec.derive === undefined ? props : spec.derive(props);
    }

    /** @internal */
    callMethod(name: string, args: never[]): unknown {
      const method = this.#mounted?.handle?.()?.[name];
      if (typeof method === 'function') return (method as (...values: never[]) => unknown)(...args);
      return spec.methods?.[name]?.(...args);
    }

    #draw(): void {
      const shadow = this.shadowRoot;
      if (!this.isConnected || shadow === null) return;
      if (this.#mounted !== undefined) {
        this.#mounted.update(this.#props());
        return;
      }
      if (this.#waiting) return;
      this.#waiting = true;
      load().then(
        (module) => {
          this.#waiting = false;
          if (!this.isConnected || this.#mounted !== undefined) return;
          this.#mounted = module.mount(shadow, this, this.#props());
        },
        (error: unknown) => {
          this.#waiting = false;
          // The fallback content stays; the host can react.
          console.error(`[${spec.tag}] the widget could not load`, error);
          this.dispatchEvent(
            new CustomEvent('cm-load-error', { detail: error, bubbles: true, composed: true }),
          );
        },
      );
    }
  }

  for (const name of spec.properties) {
    Object.defineProperty(WidgetElement.prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: WidgetElement) {
        return this.getProperty(name);
      },
      set(this: WidgetElement, value: unknown) {
        this.setProperty(name, value);
      },
    });
  }
  for (const name of Object.keys(spec.methods ?? {})) {
    Object.defineProperty(WidgetElement.prototype, name, {
      configurable: true,
      writable: true,
      value(this: WidgetElement, ...args: never[]) {
        return this.callMethod(name, args);
      },
    });
  }
  return WidgetElement;
}

/** Each callback's event: `{ onCountryChange: { event: 'cm-country-change' } }`. */
export function eventsOf(
  callbacks: readonly string[],
  details: Record<string, (...args: never[]) => unknown> = {},
): Record<string, { event: string; detail?: (...args: never[]) => unknown }> {
  return Object.fromEntries(
    callbacks.map((callback) => [callback, { event: eventName(callback), detail: details[callback] }]),
  );
}
