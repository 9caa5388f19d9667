import type { ApiClient, createHttpClient } from '@childhood-memories/api-client';
import { WidgetsProvider } from '@childhood-memories/ui';
import type { ReactNode, RefObject } from 'react';
import { createRoot } from 'react-dom/client';

import { currentConfig, onConfigure, type ElementsConfig } from './config.ts';
import type { MountedWidget, WidgetModule } from './spec.ts';
import { HOST_CSS, registerTokens } from './theme.ts';

let roots = 0;

// One client per configuration, shared by every element that calls the API.
let clientFrom: { config: Readonly<ElementsConfig>; client: Partial<ApiClient> | undefined } | undefined;
function clientOf(
  config: Readonly<ElementsConfig>,
  createClient: typeof createHttpClient,
): Partial<ApiClient> | undefined {
  if (clientFrom?.config !== config) {
    const { client, baseUrl, getAccessToken } = config;
    clientFrom = {
      config,
      client:
        client ??
        (baseUrl === undefined
          ? undefined
          : createClient({ baseUrl, getAccessToken: getAccessToken ?? (() => null) })),
    };
  }
  return clientFrom.client;
}

// One constructed stylesheet per text, shared by every shadow root on the page.
const sheets = new Map<string, CSSStyleSheet>();
function sheet(css: string): CSSStyleSheet {
  let found = sheets.get(css);
  if (found === undefined) {
    found = new CSSStyleSheet();
    found.replaceSync(css);
    sheets.set(css, found);
  }
  return found;
}

/**
 * Makes a widget chunk's `mount`: the widget's stylesheets adopted by the shadow root (no
 * `<style>` element: a page's CSP allows them), its layers (dialogs, popovers, toasts) portalled
 * into the same shadow root, the page's configuration as its provider, drawn again on each
 * `configure()`. The element's `data-theme` is copied inside, where ui's dark rules see it. A
 * widget that calls the API passes `createHttpClient` (so only its chunk carries the client); one
 * with a handle (the editor's) attaches `ref`, which the element's methods call.
 *
 * @example
 * export const { mount } = widgetModule([uiCss, crisisCss], (props) => <CrisisResources {...props} />);
 */
export function widgetModule(
  css: readonly string[],
  render: (props: Record<string, unknown>, ref: RefObject<Record<string, unknown> | null>) => ReactNode,
  createClient?: typeof createHttpClient,
): WidgetModule {
  return {
    mount(shadow, host, initial): MountedWidget {
      registerTokens();
      shadow.adoptedStyleSheets = [sheet(HOST_CSS), ...css.map(sheet)];
      const themed = document.createElement('div');
      const container = document.createElement('div');
      const layers = document.createElement('div');
      themed.append(container, layers);
      // What showed until now (the host's fallback content, through a slot) gives way.
      shadow.replaceChildren(themed);
      roots += 1;
      const root = createRoot(container, { identifierPrefix: `${host.localName}-${roots}-` });
      let props = initial;
      const handle: RefObject<Record<string, unknown> | null> = { current: null };
      const draw = () => {
        const theme = host.getAttribute('data-theme');
        if (theme === null) themed.removeAttribute('data-theme');
        else themed.setAttribute('data-theme', theme);
        const config = currentConfig();
        root.render(
          <WidgetsProvider
            client={createClient === undefined ? config.client : clientOf(config, createClient)}
            locale={config.locale}
            messages={config.messages}
            portalContainer={layers}
          >
            {render(props, handle)}
          </WidgetsProvider>,
        );
      };
      const unsubscribe = onConfigure(draw);
      draw();
      return {
        update(next) {
          props = next;
          draw();
        },
        unmount() {
          unsubscribe();
          root.unmount();
        },
        handle: () => handle.current,
      };
    },
  };
}
