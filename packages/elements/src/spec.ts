/** How an attribute becomes a prop. */
export type AttributeType = 'string' | 'number' | 'boolean';

/** A callback prop turned into a `CustomEvent`: its name, and the `detail` made from its arguments. */
export interface EventSpec {
  readonly event: string;
  readonly detail?: (...args: never[]) => unknown;
}

/** One element: its tag, how its attributes, properties and events map to the widget's props. */
export interface ElementSpec {
  readonly tag: string;
  /** kebab-case attribute → [prop, type]. */
  readonly attributes: Readonly<Record<string, readonly [prop: string, type: AttributeType]>>;
  /** Properties passed as they are (objects, arrays). */
  readonly properties: readonly string[];
  /** Callback prop → event. */
  readonly events: Readonly<Record<string, EventSpec>>;
  /** Loads the widget's code (an `import()`): called when the first element of this tag connects. */
  readonly load: () => Promise<WidgetModule>;
}

/** A widget drawn in a shadow root: drawn again with new props, or removed. */
export interface MountedWidget {
  update(props: Record<string, unknown>): void;
  unmount(): void;
}

/** What a widget's chunk exports (it brings React with it; the loader does not). */
export interface WidgetModule {
  readonly mount: (shadow: ShadowRoot, host: HTMLElement, props: Record<string, unknown>) => MountedWidget;
}

/** `onCountryChange` → `cm-country-change`. */
export function eventName(callback: string): string {
  return `cm-${callback
    .replace(/^on/, '')
    .replace(/[A-Z]/g, (letter, index: number) => `${index === 0 ? '' : '-'}${letter.toLowerCase()}`)}`;
}

/**
 * An attribute's value as a prop; `undefined` (the widget's default) when the attribute is absent.
 * A boolean is true when present (`hide-title`, `hide-title=""`) unless it says "false"; a number
 * that does not read as one is left out.
 */
export function attributeValue(type: AttributeType, value: string | null): unknown {
  if (value === null) return undefined;
  if (type === 'boolean') return value.trim().toLowerCase() !== 'false';
  if (type === 'number') {
    const number = Number(value);
    return value.trim() === '' || !Number.isFinite(number) ? undefined : number;
  }
  return value;
}
