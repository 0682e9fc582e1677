import { useState } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import React from 'react';
import singleSpaReact from 'single-spa-react';
import { BrowserRouter } from 'react-router';
import { type Locale, isLocale, DEFAULT_LOCALE, localePrefix } from '@teashop/contracts';
import { loadNamespace, type TranslationSource } from '../i18n/i18n';
import { AreaFallback } from './AreaFallback';
import { type AreaProps, AreaTree } from '../ssr/AreaTree';
import { isServerRendered, readEmbeddedData } from '../ssr/embeddedData';
import { areaClient } from '../data/areaClients';
import type { RemoteName } from '@teashop/contracts';
import { type AreaRouteMap, hydratesIslandsOnly } from '../routes/routeMap';
import { AreaRoutes, preloadRoute } from '../routes/areaRoutes';
import { hydrateRootInSlices } from '../ssr/renderInSlices';
import { type IslandsPage, hydrateIslands } from './islandsOnly';

export type { AreaProps };

/** An area's pages: its route map (the routers are built from it and the route table). */
export type AreaPages = {
  [O in RemoteName]: {
    /** Remote folder name, e.g. 'mf-catalog'; also its i18n namespace and `data-boundary`. */
    name: O;
    /** Its texts: in the browser, loaders per language (`src/i18n`), only the page's is loaded. */
    translations: TranslationSource;
    /** Exactly the routes the table gives this area. */
    routes: AreaRouteMap<O>;
  };
}[RemoteName];

/** The area in the browser, its cache holding the data the server embedded for the first page. */
export function AreaRoot(
  props: AreaProps & {
    pages: AreaPages;
    initialData?: Record<string, unknown> | null;
    standalone?: boolean;
  },
) {
  const { name, locale, basePath, pages, initialData, standalone } = props;
  const [client] = useState(() => areaClient(name, initialData));
  return (
    <AreaTree name={name} locale={locale} basePath={basePath} client={client}>
      <BrowserRouter basename={basePath || undefined}>
        <AreaRoutes name={pages.name} routes={pages.routes} standalone={standalone} />
      </BrowserRouter>
    </AreaTree>
  );
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

/** Areas showing a page that hydrated its islands only (`hydrate: 'islands'`). */
const islandsPages = new Map<string, IslandsPage>();

/** single-spa lifecycles (bootstrap, mount, unmount) of a remote, built with single-spa-react. */
export function createRemoteLifecycles(pages: AreaPages) {
  const { name, translations } = pages;
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
  type MountProps = Parameters<typeof lifecycles.mount>[0];

  /** The whole area as a React root: hydrating the server's page, or rendered anew. */
  async function mountArea(props: MountProps) {
    await lifecycles.mount(props);
    // Hydrated: later mounts of this area render anew.
    serverRendered.delete(name);
    areaContainer(name).removeAttribute('data-ssr');
  }

  /** The page leaves its server HTML for another of the area's pages: the area renders anew. */
  function leaveIslands(props: MountProps) {
    islandsPages.get(name)?.unmount();
    islandsPages.delete(name);
    void mountArea(props);
  }

  return {
    bootstrap: [
      async (props: Partial<AreaProps>) => {
        const locale = isLocale(props.locale) ? props.locale : DEFAULT_LOCALE;
        // The page's texts before the first render (which hydrates the server's HTML with them);
        // the page's code chunk is fetched meanwhile, not after.
        void preloadRoute(pages.routes, window.location.pathname).catch(() => undefined);
        await loadNamespace(name, translations, locale);
      },
      lifecycles.bootstrap,
    ],
    async mount(props: MountProps & Partial<AreaProps>) {
      const container = areaContainer(name);
      const { pathname } = window.location;
      if (!isServerRendered(container)) {
        serverRendered.delete(name);
        return mountArea(props);
      }
      const data = readEmbeddedData(name);
      await preloadRoute(pages.routes, pathname).catch(() => undefined);
      if (!hydratesIslandsOnly(name, pages.routes, pathname)) {
        serverRendered.set(name, data);
        return mountArea(props);
      }
      const locale = isLocale(props.locale) ? props.locale : DEFAULT_LOCALE;
      const page = hydrateIslands({
        container,
        area: { name, locale, basePath: props.basePath ?? localePrefix(locale) },
        client: areaClient(name, data),
        onLeave: () => leaveIslands(props),
      });
      islandsPages.set(name, page);
      await page.live;
      container.removeAttribute('data-ssr');
    },
    async unmount(props: MountProps) {
      const page = islandsPages.get(name);
      if (!page) return lifecycles.unmount(props);
      page.unmount();
      islandsPages.delete(name);
      // The server's HTML of the page goes with it, as a React root's would.
      areaContainer(name).replaceChildren();
    },
    async update(props: MountProps) {
      if (!islandsPages.has(name)) return lifecycles.update?.(props);
    },
  };
}

/** Props for running a remote on its own dev server, derived from the page URL. */
export function standaloneProps(name: string, pathname: string): AreaProps {
  const match = /^\/(zh|jp)(?=\/|$)/.exec(pathname);
  const locale: Locale = match && isLocale(match[1]) ? match[1] : DEFAULT_LOCALE;
  return { name, locale, basePath: localePrefix(locale) };
}
