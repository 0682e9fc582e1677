import { createRoot, type Root } from 'react-dom/client';
import { AreaFallback, i18next, isServerRendered } from '@teashop/runtime';
import { I18nextProvider } from 'react-i18next';

/** single-spa's event after every change of URL, once the areas have changed. */
const ROUTING_EVENT = 'single-spa:routing-event';

/** The page's address, its fragment left out. */
const pageAddress = () => window.location.href.split('#')[0];

/**
 * single-spa lifecycles of an area whose remote could not be loaded, so the rest of the page keeps
 * working. A page the server rendered stays as sent: its links and forms are plain ones and work
 * without the area's code. Once the address moves to another page of the area, the server answers
 * it as a whole page (`reload`). An area with nothing from the server shows the friendly "not
 * available" message.
 */
export function fallbackLifecycles(area: string, reload = () => window.location.reload()) {
  let root: Root | null = null;
  let stopFollowing: (() => void) | null = null;
  return {
    bootstrap: async () => undefined,
    mount: async () => {
      const host = document.getElementById(`area-${area}`);
      if (!host) return;
      // The part is live now: clicks held until then go through as the browser's own.
      const served = isServerRendered(host);
      host.removeAttribute('data-ssr');
      if (served) {
        const shown = pageAddress();
        const onRoute = () => {
          if (pageAddress() !== shown) reload();
        };
        window.addEventListener(ROUTING_EVENT, onRoute);
        stopFollowing = () => window.removeEventListener(ROUTING_EVENT, onRoute);
        return;
      }
      root = createRoot(host);
      root.render(
        <I18nextProvider i18n={i18next}>
          <div data-boundary={area}>
            <AreaFallback area={area} />
          </div>
        </I18nextProvider>,
      );
    },
    unmount: async () => {
      stopFollowing?.();
      stopFollowing = null;
      root?.unmount();
      root = null;
    },
  };
}

/**
 * Module used in place of an exposed component (such as the cart panel) that failed to load.
 * `unavailable` lets a host that has something better to show (the header's plain search form)
 * keep it instead.
 */
export function fallbackComponentModule(area: string) {
  return {
    __esModule: true,
    unavailable: true,
    default: function UnavailableFragment() {
      return <AreaFallback area={area} />;
    },
  };
}
