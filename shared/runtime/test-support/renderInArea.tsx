import type { ReactElement } from 'react';
import { createPortal } from 'react-dom';
import { act, render, type queries, type RenderResult } from '@testing-library/react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { initI18n, loadNamespace, type TranslationSource } from '../src/i18n/i18n';
import {
  type Locale,
  DEFAULT_LOCALE,
  localePrefix,
  stripLocale,
  type RuntimeConfig,
  setRuntimeConfig,
} from '@teashop/contracts';
import { AreaContext, ErrorBoundary, ErrorPage } from '@teashop/ui';
import { AreaDataProvider } from '../src/data/AreaData';
import { PageAddressContext } from '../src/ssr/AreaTree';

export interface AreaRenderOptions {
  /** The remote, e.g. 'mf-catalog': its i18n namespace and `data-boundary`. */
  area: string;
  /** The area's texts: its loaders (`src/i18n`), as in the shop, or all languages at hand. */
  translations: TranslationSource;
  /** The page's language; English by default. */
  locale?: Locale;
  /**
   * The page's address as the shopper sees it, with the language prefix ('/jp/products?sort=new');
   * the language's home page by default.
   */
  url?: string;
  /**
   * A route pattern, without the language prefix, the ui is rendered at when it reads route
   * parameters ('/products/:id'); by default the ui is rendered at every address.
   */
  path?: string;
  /** Settings the shop reads from /runtime-config.json before it mounts an area. */
  config?: Partial<RuntimeConfig>;
  /** Data the server embedded in the page, read by the first render of the area. */
  initialData?: Record<string, unknown>;
}

/**
 * The router's current address, as the shopper sees it, for tests (`getByTestId('location')`);
 * outside the area's element, which holds only what the area renders.
 */
function LocationProbe({ basename, host }: { basename: string; host: HTMLElement }) {
  const { pathname, search } = useLocation();
  const address = basename && pathname === '/' ? basename : `${basename}${pathname}`;
  return createPortal(
    <output hidden data-testid="location">
      {`${address}${search}`}
    </output>,
    host,
  );
}

/** An element of its own for the probe; those of earlier renders, unmounted and empty, go. */
function probeHost(): HTMLElement {
  for (const old of document.querySelectorAll('[data-location-probe]')) {
    if (!old.hasChildNodes()) old.remove();
  }
  const host = document.createElement('div');
  host.dataset.locationProbe = '';
  document.body.appendChild(host);
  return host;
}

let announcing = false;

/**
 * A change of address made with the history API is announced with a `popstate`, as the shell does
 * in the shop (its `watchAddress`, then single-spa): what follows the address (`usePageAddress`)
 * hears it.
 */
function announceAddressChanges(): void {
  if (announcing) return;
  announcing = true;
  for (const method of ['pushState', 'replaceState'] as const) {
    const change = History.prototype[method];
    History.prototype[method] = function changeAddress(this: History, ...args) {
      const before = window.location.href;
      change.apply(this, args);
      if (window.location.href === before) return;
      window.dispatchEvent(new PopStateEvent('popstate', { state: this.state }));
    };
  }
}

/**
 * Renders a page or a piece of a remote the way the shop mounts the area: its texts loaded in the
 * page's language, the area's tree (boundary, language and base path, embedded data) and the
 * browser's router at `url` whose basename is the language prefix ('/zh', '/jp'; none in English),
 * so links and navigation inside the area keep the page's language, and the page follows the
 * shop's navigations (`navigate()`, `ShopLink`) as it does in the shop.
 */
export async function renderInArea(
  ui: ReactElement,
  {
    area,
    translations,
    locale = DEFAULT_LOCALE,
    url,
    path,
    config,
    initialData,
  }: AreaRenderOptions,
): Promise<RenderResult<typeof queries, HTMLDivElement, HTMLElement>> {
  const basePath = localePrefix(locale);
  const address = url ?? (basePath || '/');
  const { pathname, search } = new URL(address, 'http://shop.test');
  if (stripLocale(pathname).locale !== locale) {
    throw new Error(
      `renderInArea: ${address} is not a "${locale}" page; its address starts with ${basePath || 'no language prefix'}`,
    );
  }
  if (config) setRuntimeConfig(config);
  // The browser is at the page's address, and hears its changes as in the shop.
  announceAddressChanges();
  window.history.replaceState(null, '', address);
  // A language change re-renders what is already on the page (another render of the same test).
  await act(async () => {
    await initI18n(locale);
    await loadNamespace(area, translations, locale);
  });
  const router = (
    <BrowserRouter basename={basePath || undefined}>
      {path ? (
        <Routes>
          <Route path={path} element={ui} />
        </Routes>
      ) : (
        ui
      )}
      <LocationProbe basename={basePath} host={probeHost()} />
    </BrowserRouter>
  );
  // The area's element, as the shell gives it to the remote, with the tree `AreaTree`
  // (ssr/AreaTree) builds in the browser. Without StrictMode: its second run of every
  // effect exists only in development builds, and tests count requests as the shop makes them.
  const container = document.createElement('div');
  container.id = `area-${area}`;
  container.dataset.boundary = area;
  document.body.appendChild(container);
  return render<typeof queries, HTMLDivElement, HTMLElement>(
    <ErrorBoundary area={area} fallback={() => <ErrorPage locale={locale} />}>
      <AreaContext.Provider value={{ locale, basePath }}>
        <AreaDataProvider initialData={initialData}>
          {/* What an island knows of its page's address (`usePageAddress`). */}
          <PageAddressContext.Provider value={{ pathname, search }}>
            {router}
          </PageAddressContext.Provider>
        </AreaDataProvider>
      </AreaContext.Provider>
    </ErrorBoundary>,
    { container },
  );
}

/** The area as the browser renders it as a whole, with its router (`createRemoteLifecycles`). */
export { AreaRoot } from '../src/remote/AreaRoot';
