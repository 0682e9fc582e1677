import { StrictMode, type ComponentType } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import React from 'react';
import singleSpaReact from 'single-spa-react';
import { BrowserRouter } from 'react-router';
import { type Locale, isLocale, DEFAULT_LOCALE, localePrefix } from '../locale';
import { addNamespace, initI18n, type Translations } from '../i18n/i18n';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { AreaContext } from './LocaleContext';
import { AreaFallback } from './AreaFallback';
import { ErrorPage } from '../ui/ErrorPages';

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
}

/** The React tree of one area: boundary, locale, router. Used by single-spa and by the dev host. */
export function AreaRoot({
  name,
  locale,
  basePath,
  Routes,
}: AreaProps & { Routes: ComponentType }) {
  return (
    <StrictMode>
      <div data-boundary={name}>
        <ErrorBoundary fallback={(error) => <ErrorPage locale={locale} message={error.message} />}>
          <AreaContext.Provider value={{ locale, basePath }}>
            <BrowserRouter basename={basePath || undefined}>
              <Routes />
            </BrowserRouter>
          </AreaContext.Provider>
        </ErrorBoundary>
      </div>
    </StrictMode>
  );
}

/** single-spa lifecycles (bootstrap, mount, unmount) of a remote, built with single-spa-react. */
export function createRemoteLifecycles({ name, translations, Routes }: RemoteAppOptions) {
  const lifecycles = singleSpaReact<AreaProps>({
    React,
    ReactDOMClient,
    rootComponent: (props: AreaProps) => (
      <AreaRoot name={name} locale={props.locale} basePath={props.basePath} Routes={Routes} />
    ),
    errorBoundary: () => <AreaFallback area={name} />,
    domElementGetter: () => {
      const host = document.getElementById(`area-${name}`);
      if (host) return host;
      const created = document.createElement('div');
      created.id = `area-${name}`;
      document.body.appendChild(created);
      return created;
    },
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
    mount: lifecycles.mount,
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
