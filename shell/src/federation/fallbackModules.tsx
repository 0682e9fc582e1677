import { createRoot, type Root } from 'react-dom/client';
import { AreaFallback, i18next } from '@teashop/runtime';
import { I18nextProvider } from 'react-i18next';

/** Remote id ('mf_catalog/spa') -> area name ('mf-catalog'). */
export function areaOfRemoteId(id: string): string {
  return (id.split('/')[0] ?? id).replace(/_/g, '-');
}

/**
 * single-spa lifecycles that show the friendly "not available" message in the area of a remote that
 * could not be loaded, so the rest of the page keeps working.
 */
export function fallbackLifecycles(area: string) {
  let root: Root | null = null;
  return {
    bootstrap: async () => undefined,
    mount: async () => {
      const host = document.getElementById(`area-${area}`);
      if (!host) return;
      // The server's HTML is replaced: the part is live now (early clicks are no longer held).
      host.removeAttribute('data-ssr');
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
