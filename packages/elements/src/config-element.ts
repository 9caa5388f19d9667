import { configure } from './config.ts';

/**
 * `<cm-config base-url="https://api.example.org" locale="en-GB">`: the configuration as markup,
 * for pages that write no script of their own (a member's token still needs
 * `CMWidgets.configure({ getAccessToken })`). It renders nothing. Made on first use: a server
 * has no `HTMLElement` to extend.
 */
export function configElement(): CustomElementConstructor {
  return class ConfigElement extends HTMLElement {
    static readonly observedAttributes = ['base-url', 'locale'];

    connectedCallback(): void {
      this.#apply();
    }

    attributeChangedCallback(): void {
      if (this.isConnected) this.#apply();
    }

    #apply(): void {
      configure({
        baseUrl: this.getAttribute('base-url') ?? undefined,
        locale: this.getAttribute('locale') ?? undefined,
      });
    }
  };
}
