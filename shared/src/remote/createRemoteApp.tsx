import { StrictMode, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import React from 'react';
import singleSpaReact from 'single-spa-react';
import { BrowserRouter } from 'react-router';
import { type Locale, isLocale, DEFAULT_LOCALE, localePrefix, stripLocale } from '../locale';
import { addNamespace, initI18n, type Translations } from '../i18n/i18n';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { AreaContext } from './LocaleContext';
import { AreaFallback } from './AreaFallback';
import { ErrorPage } from '../ui/ErrorPages';
import { clientPrefetch, PrefetchContext, type Prefetch } from '../ssr/prefetch';
import { isServerRendered, readEmbeddedData } from '../ssr/embeddedData';
import { hydrateRootInSlices } from '../ssr/renderInSlices';

/** Custom props the shell passes to every remote. */
export interface AreaProps {
  name: string;
  locale: Locale;
  basePath: string;
}

export interface RemoteAppOptions {
  /** Remote folder name, e.g. 'mf-catalog'; also its i18n namespace and `data-boundary`. */
  name: string;
  translations: Translations;
  /** The remote's own routes (react-router `<Routes>`), rendered under the locale base path. */
  Routes: ComponentType;
  /** Loads the lazy code of the page at a locale-free path before server HTML is hydrated. */
  preloadPage?: (path: string) => Promise<unknown>;
}

/**
 * The React tree of one area around a router: boundary, locale, data loaded on the server. The
 * browser uses it with a BrowserRouter, the server render with a StaticRouter.
 */
export function AreaTree({
  name,
  locale,
  basePath,
  prefetch,
  children,
}: AreaProps & { prefetch: Prefetch; children: ReactNode }) {
  return (
    <StrictMode>
      <div data-boundary={name}>
        <ErrorBoundary fallback={(error) => <ErrorPage locale={locale} message={error.message} />}>
          <AreaContext.Provider value={{ locale, basePath }}>
            <PrefetchContext.Provider value={prefetch}>{children}</PrefetchContext.Provider>
          </AreaContext.Provider>
        </ErrorBoundary>
      </div>
    </StrictMode>
  );
}

/** The area in the browser. Data the server embedded is used by the first page only. */
export function AreaRoot({
  name,
  locale,
  basePath,
  Routes,
  initialData,
}: AreaProps & { Routes: ComponentType; initialData?: Record<string, unknown> | null }) {
  const [prefetch] = useState(() => clientPrefetch(initialData ?? {}));
  useEffect(() => forgetAfterNavigation(prefetch), [prefetch]);
  return (
    <AreaTree name={name} locale={locale} basePath={basePath} prefetch={prefetch}>
      <BrowserRouter basename={basePath || undefined}>
        <Routes />
      </BrowserRouter>
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
export function createRemoteLifecycles({
  name,
  translations,
  Routes,
  preloadPage,
}: RemoteAppOptions) {
  const lifecycles = singleSpaReact<AreaProps>({
    React,
    ReactDOMClient: { ...ReactDOMClient, hydrateRoot: hydrateRootInSlices },
    rootComponent: (props: AreaProps) => (
      <AreaRoot
        name={name}
        locale={props.locale}
        basePath={props.basePath}
        Routes={Routes}
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
          await preloadPage?.(stripLocale(window.location.pathname).path).catch(() => undefined);
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
