/**
 * How an attribute becomes a prop: a string as written, a number parsed, a boolean present (or
 * "false"), a list split on white space (`tiles="safetyAndGrounding crisisResources"`).
 */
export type AttributeType = 'string' | 'number' | 'boolean' | 'list';

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
  /**
   * Props made from the others (applied last): `visitor` → `memberId: null`, an href template →
   * the function the widget takes. Pure; its result is what the widget gets.
   */
  readonly derive?: (props: Record<string, unknown>) => Record<string, unknown>;
  /**
   * Methods of the element that call the widget's handle (its ref), with the answer each gives
   * before the widget is drawn: `hasUnsavedChanges: () => false`.
   */
  readonly methods?: Readonly<Record<string, (...args: never[]) => unknown>>;
  /** Loads the widget's code (an `import()`): called when the first element of this tag connects. */
  readonly load: () => Promise<WidgetModule>;
}

/** A widget drawn in a shadow root: drawn again with new props, or removed. */
export interface MountedWidget {
  update(props: Record<string, unknown>): void;
  unmount(): void;
  /** What the widget exposes through its ref (the editor's `hasUnsavedChanges`), if anything. */
  handle?(): Record<string, unknown> | null;
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
  if (type === 'list') return value.split(/\s+/).filter((item) => item !== '');
  if (type === 'boolean') return value.trim().toLowerCase() !== 'false';
  if (type === 'number') {
    const number = Number(value);
    return value.trim() === '' || !Number.isFinite(number) ? undefined : number;
  }
  return value;
}

/**
 * An href template's function: each `{name}` in `template` is replaced by that value of the
 * object the function is called with, URL-encoded (`/memory/{link}` → `/memory/a%2Fb`). A name
 * with no value is left empty. The template is the page's own markup; only the values come from
 * the API, and each is encoded, so none can add a path, a query or a scheme.
 *
 * @example
 * hrefTemplate('/members/{username}')({ username: 'sam' }); // '/members/sam'
 */
export function hrefTemplate(template: string): (values: Record<string, unknown>) => string {
  return (values) =>
    template.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = values[name];
      if (typeof value !== 'string' && typeof value !== 'number') return '';
      // A value of "." or ".." would still step through the path: its dots are encoded too.
      return encodeURIComponent(value).replace(/^\.{1,2}$/, (dots) => dots.replaceAll('.', '%2E'));
    });
}

/**
 * The attributes of an element, written compactly (the loader carries every element's table):
 * `'country heading-level:number hide-title:boolean'`. Each attribute's prop is its camelCase
 * name; the type is `string` unless given.
 *
 * @example
 * attributesOf('hide-title:boolean'); // { 'hide-title': ['hideTitle', 'boolean'] }
 */
export function attributesOf(
  list: string,
): Readonly<Record<string, readonly [prop: string, type: AttributeType]>> {
  return Object.fromEntries(
    list
      .split(/\s+/)
      .filter((item) => item !== '')
      .map((item) => {
        const [attribute = '', type = 'string'] = item.split(':');
        const prop = attribute.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
        return [attribute, [prop, type as AttributeType]] as const;
      }),
  );
}
