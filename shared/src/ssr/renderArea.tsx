import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { type Locale, localePrefix } from '../locale';
import { type RuntimeConfig, setRuntimeConfig } from '../config/runtimeConfig';
import { createI18nInstance, type Translations } from '../i18n/i18n';
import { AreaTree } from '../remote/createRemoteApp';
import { prefetchedValues, serverPrefetch } from './prefetch';
import { renderToHtml } from './renderToHtml';
import { type AreaMeta, createAreaMeta } from './pageMeta';

/** What the shop server asks a remote's server bundle for. */
export interface AreaRenderRequest {
  /** Path and query of the page, with its locale prefix ('/jp/products?category=green'). */
  url: string;
  locale: Locale;
  /** The settings the browser gets from /runtime-config.json, so both render the same. */
  config: RuntimeConfig;
  /** Content backend as the shop server reaches it. */
  cmsApiUrl: string;
  /** Give up after this long; the area is then rendered in the browser. */
  timeoutMs: number;
  /** The page's Content-Security-Policy nonce for inline scripts. */
  nonce?: string;
}

export interface AreaRenderResult {
  html: string;
  /** Data the render loaded, embedded in the page for hydration. */
  data: Record<string, unknown>;
}

export type AreaRenderer = (request: AreaRenderRequest) => Promise<AreaRenderResult>;

/**
 * The server entry of a remote: renders its pages to HTML with everything per request (language
 * instance, loaded data, router); only the content backend's address is set for the process.
 */
export function createAreaRenderer(options: {
  name: string;
  translations: Translations;
  Routes: ComponentType;
}): AreaRenderer {
  const { name, translations, Routes } = options;
  return async ({ url, locale, config, cmsApiUrl, timeoutMs, nonce }) => {
    setRuntimeConfig({ ...config, cmsApiUrl });
    const i18n = createI18nInstance(locale, { [name]: translations });
    const prefetch = serverPrefetch();
    const basePath = localePrefix(locale);
    const html = await renderToHtml(
      <I18nextProvider i18n={i18n}>
        <AreaTree name={name} locale={locale} basePath={basePath} prefetch={prefetch}>
          <StaticRouter basename={basePath || undefined} location={url}>
            <Routes />
          </StaticRouter>
        </AreaTree>
      </I18nextProvider>,
      timeoutMs,
      nonce,
    );
    return { html, data: prefetchedValues(prefetch) };
  };
}

/** A remote's server entry: `render` for its pages' HTML, `meta` for their head texts. */
export function createAreaServer(options: {
  name: string;
  translations: Translations;
  Routes: ComponentType;
}): { render: AreaRenderer; meta: AreaMeta } {
  return { render: createAreaRenderer(options), meta: createAreaMeta(options) };
}
