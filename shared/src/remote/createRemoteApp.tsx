import { StrictMode, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import React from 'react';
import singleSpaReact from 'single-spa-react';
import { BrowserRouter, RouterProvider, createBrowserRouter } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { type Locale, isLocale, DEFAULT_LOCALE, localePrefix, stripLocale } from '../locale';
import { addNamespace, initI18n, type Translations } from '../i18n/i18n';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { AreaContext } from './LocaleContext';
import { AreaFallback } from './AreaFallback';
import { ErrorPage } from '../ui/ErrorPages';
import { clientPrefetch, prefetchedValues, PrefetchContext, type Prefetch } from '../ssr/prefetch';
import { AreaDataProvider } from '../data/AreaData';
import { QUERY_STATE_KEY, isServerRendered, readEmbeddedData } from '../ssr/embeddedData';
import { createShopQueryClient, hydrateLoaded } from '../data/queryClient';
import type { RemoteName } from '../routes/routeTable';
import type { AreaRouteMap } from '../routes/routeMap';
import { areaRouteObjects, preloadRoute } from '../routes/areaRoutes';
import { hydrateRootInSlices } from '../ssr/renderInSlices';

/** Custom props the shell passes to every remote. */
export interface AreaProps {
  name: string;
  locale: Locale;
  basePath: string;
}

/** An area's pages: its route map (the routers are built from it and the route table). */
export type AreaPages = {
  [O in RemoteName]: {
    /** Remote folder name, e.g. 'mf-catalog'; also its i18n namespace and `data-boundary`. */
    name: O;
    translations: Translations;
    /** Exactly the routes the table gives this area. */
    routes: AreaRouteMap<O>;
  };
}[RemoteName];

/**
 * TEMPORARY, remove once every remote has a route map: a remote still giving its own `<Routes>`
 * (with `path="*"` rendering nothing) and a regular expression per lazily loaded page.
 */
export interface LegacyAreaPages {
  name: string;
  translations: Translations;
  /** The remote's own routes (react-router `<Routes>`), rendered under the locale base path. */
  Routes: ComponentType;
  /** Loads the lazy code of the page at a locale-free path before server HTML is hydrated. */
  preloadPage?: (path: string) => Promise<unknown>;
}

export type RemoteAppOptions = AreaPages | LegacyAreaPages;

export const isLegacyArea = (options: RemoteAppOptions): options is LegacyAreaPages =>
  'Routes' in options;

/**
 * The React tree of one area around a router: boundary, locale, data cache (and the legacy data
 * loaded on the server). The browser uses it with a browser router, the server render with a
 * static one.
 */
export function AreaTree({
  name,
  locale,
  basePath,
  prefetch,
  client,
  children,
}: AreaProps & { prefetch: Prefetch; client?: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <div data-boundary={name}>
        <ErrorBoundary area={name} fallback={() => <ErrorPage locale={locale} />}>
          <AreaContext.Provider value={{ locale, basePath }}>
            <AreaDataProvider
              client={client}
              server={prefetch.server}
              initialData={prefetch.server ? null : prefetchedValues(prefetch)}
            >
              <PrefetchContext.Provider value={prefetch}>{children}</PrefetchContext.Provider>
            </AreaDataProvider>
          </AreaContext.Provider>
        </ErrorBoundary>
      </div>
    </StrictMode>
  );
}

/**
 * The data cache of an area in the browser, kept across its mounts (coming back shows fresh data
 * at once); the server's data is put in before the first render that hydrates its HTML.
 */
const areaClients = new Map<string, QueryClient>();
function areaClient(name: string, initialData: Record<string, unknown> | null | undefined) {
  let client = areaClients.get(name);
  if (!client) {
    client = createShopQueryClient();
    areaClients.set(name, client);
  }
  if (initialData?.[QUERY_STATE_KEY]) hydrateLoaded(client, initialData[QUERY_STATE_KEY]);
  return client;
}

/** The area in the browser. Data the server embedded is used by the first page only. */
export function AreaRoot(
  props: AreaProps & {
    pages: RemoteAppOptions;
    initialData?: Record<string, unknown> | null;
    standalone?: boolean;
  },
) {
  const { name, locale, basePath, pages, initialData, standalone } = props;
  const [client] = useState(() => areaClient(name, initialData));
  const [prefetch] = useState(() => clientPrefetch(initialData ?? {}));
  useEffect(() => forgetAfterNavigation(prefetch), [prefetch]);
  const [router] = useState(() =>
    isLegacyArea(pages)
      ? null
      : createBrowserRouter(areaRouteObjects(pages.name, pages.routes, { standalone }), {
          basename: basePath || undefined,
        }),
  );
  // Released when the area goes away (not on the development build's check that re-runs effects).
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      setTimeout(() => {
        if (!mounted.current) router?.dispose();
      }, 0);
    };
  }, [router]);
  return (
    <AreaTree name={name} locale={locale} basePath={basePath} prefetch={prefetch} client={client}>
      {router ? (
        <RouterProvider router={router} />
      ) : (
        <BrowserRouter basename={basePath || undefined}>
          {isLegacyArea(pages) ? <pages.Routes /> : null}
        </BrowserRouter>
      )}
    </AreaTree>
  );
}

/** Embedded data describes the page it came with: the first navigation elsewhere drops it. */
function forgetAfterNavigation(prefetch: Prefetch): () => void {
  const first = window.location.pathname + window.location.search;
  const onRoute = () => {
    if (window.location.pathname + window.location.search !== first) prefetch.entries.clear();
  };
  window.addEventListener('single-spa:routing-event', onRoute);
  window.addEventListener('popstate', onRoute);
  return () => {
    window.removeEventListener('single-spa:routing-event', onRoute);
    window.removeEventListener('popstate', onRoute);
  };
}

/** The element single-spa renders into; created when the page lacks it. */
function areaContainer(name: string): HTMLElement {
  const host = document.getElementById(`area-${name}`);
  if (host) return host;
  const created = document.createElement('div');
  created.id = `area-${name}`;
  document.body.appendChild(created);
  return created;
}

/** Areas whose first mount hydrates server HTML, with the data that HTML was rendered from. */
const serverRendered = new Map<string, Record<string, unknown> | null>();

/** single-spa lifecycles (bootstrap, mount, unmount) of a remote, built with single-spa-react. */
export function createRemoteLifecycles(pages: RemoteAppOptions) {
  const { name, translations } = pages;
  const preloadPage = (path: string): Promise<unknown> =>
    isLegacyArea(pages)
      ? (pages.preloadPage?.(stripLocale(path).path) ?? Promise.resolve())
      : preloadRoute(pages.routes, path);
  const lifecycles = singleSpaReact<AreaProps>({
    React,
    ReactDOMClient: { ...ReactDOMClient, hydrateRoot: hydrateRootInSlices },
    rootComponent: (props: AreaProps) => (
      <AreaRoot
        name={name}
        locale={props.locale}
        basePath={props.basePath}
        pages={pages}
        initialData={serverRendered.get(name)}
      />
    ),
    // The first mount hydrates the HTML the server sent for this area; later mounts render anew.
    renderType: () => (serverRendered.has(name) ? 'hydrateRoot' : 'createRoot'),
    errorBoundary: () => <AreaFallback area={name} />,
    domElementGetter: () => areaContainer(name),
  });
  return {
    bootstrap: [
      async (props: Partial<AreaProps>) => {
        const locale = isLocale(props.locale) ? props.locale : DEFAULT_LOCALE;
        await initI18n(locale);
        addNamespace(name, translations);
      },
      lifecycles.bootstrap,
    ],
    mount: [
      async () => {
        const container = areaContainer(name);
        if (isServerRendered(container)) {
          serverRendered.set(name, readEmbeddedData(name));
          await preloadPage(window.location.pathname).catch(() => undefined);
        } else {
          serverRendered.delete(name);
        }
      },
      lifecycles.mount,
      async () => {
        // Hydrated: later mounts of this area render anew.
        serverRendered.delete(name);
        areaContainer(name).removeAttribute('data-ssr');
      },
    ],
    unmount: lifecycles.unmount,
    update: lifecycles.update,
  };
}

/** Props for running a remote on its own dev server, derived from the page URL. */
export function standaloneProps(name: string, pathname: string): AreaProps {
  const match = /^\/(zh|jp)(?=\/|$)/.exec(pathname);
  const locale: Locale = match && isLocale(match[1]) ? match[1] : DEFAULT_LOCALE;
  return { name, locale, basePath: localePrefix(locale) };
}
