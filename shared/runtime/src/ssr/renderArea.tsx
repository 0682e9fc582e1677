import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import {
  type Locale,
  localePrefix,
  type RuntimeConfig,
  setRuntimeConfig,
  matchRoute,
  type RemoteName,
} from '@teashop/contracts';
import type { Translations } from '../i18n/i18n';
import { createI18nInstance } from '../i18n/serverInstance';
import { AreaTree } from './AreaTree';
import { renderIslandRoot } from './remoteIslands';
import { createShopQueryClient, dehydrateLoaded, hydrateLoaded } from '../data/queryClient';
import {
  type PageHeadMeta,
  type RouteEntry,
  hydratesIslandsOnly,
  loadContext,
  metaContext,
} from '../routes/routeMap';
import {
  ISLAND_CONTENT_ATTRIBUTE,
  type IslandSlot,
  IslandSlotsContext,
  islandIdPrefix,
} from '../island/island';
import { AreaRoutes } from '../routes/areaRoutes';
import { preloadRoute } from '../routes/routeCode';
import { QUERY_STATE_KEY } from './embeddedData';
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
  /** The data the page's `load` put in its cache (AreaPage.state), so the render reuses it. */
  state?: unknown;
}

export interface AreaRenderResult {
  html: string;
  /** Data the render loaded, embedded in the page for hydration. */
  data: Record<string, unknown>;
}

/** An area's pages, as its server entry is given them (the browser's AreaPages). */
export interface AreaServerPages {
  name: RemoteName;
  translations: Translations;
  routes: Partial<Record<string, RouteEntry>>;
}

export type AreaRenderer = (request: AreaRenderRequest) => Promise<AreaRenderResult>;

/**
 * What a route's `load` found, before the page is rendered: whether its content exists, the head
 * its `meta` gives, and the loaded data for the render.
 */
export interface AreaPage {
  /** 'not-found': the content does not exist (404); 'unknown': the load failed or took too long. */
  status: 'found' | 'not-found' | 'unknown';
  head: PageHeadMeta | null;
  state?: unknown;
}

export type AreaPageLoader = (
  request: Omit<AreaRenderRequest, 'nonce' | 'state'>,
) => Promise<AreaPage>;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The server entry of a remote: renders its pages to HTML with everything per request (language
 * instance, data cache, router); only the content backend's address is set for the process.
 */
export function createAreaRenderer(pages: AreaServerPages): AreaRenderer {
  const { name, translations } = pages;
  return async ({ url, locale, config, cmsApiUrl, timeoutMs, nonce, state }) => {
    setRuntimeConfig({ ...config, cmsApiUrl });
    const i18n = createI18nInstance(locale, { [name]: translations });
    const client = createShopQueryClient();
    if (state) hydrateLoaded(client, state);
    const basePath = localePrefix(locale);
    const router = await staticRouter(pages.name, pages.routes, basePath, url);
    const area = { name, locale, basePath };
    const islands = hydratesIslandsOnly(name, pages.routes, new URL(url, BASE).pathname)
      ? []
      : null;
    const page = await renderToHtml(
      <I18nextProvider i18n={i18n}>
        <IslandSlotsContext.Provider value={islands}>
          <AreaTree {...area} server client={client}>
            {router}
          </AreaTree>
        </IslandSlotsContext.Provider>
      </I18nextProvider>,
      timeoutMs,
      nonce,
    );
    const html = await fillIslands(page, islands ?? [], ({ Component, props }, slot) =>
      renderIslandRoot({
        area,
        i18n,
        client,
        url,
        Component,
        props,
        timeoutMs,
        nonce,
        identifierPrefix: islandIdPrefix(slot),
      }),
    );
    return { html, data: { [QUERY_STATE_KEY]: dehydrateLoaded(client) } };
  };
}

const BASE = 'http://area.invalid';

/** Puts each island's own HTML where the page's render left its place; they render side by side. */
async function fillIslands(
  page: string,
  islands: IslandSlot[],
  render: (island: IslandSlot, slot: number) => Promise<string>,
): Promise<string> {
  const place = new RegExp(`<template ${ISLAND_CONTENT_ATTRIBUTE}="(\\d+)"></template>`, 'g');
  const slots = [...page.matchAll(place)].map((match) => Number(match[1]));
  const rendered = new Map<number, string>(
    await Promise.all(
      slots.flatMap((slot) => {
        const island = islands[slot];
        return island ? [render(island, slot).then((html) => [slot, html] as const)] : [];
      }),
    ),
  );
  return page.replace(place, (_, slot: string) => rendered.get(Number(slot)) ?? '');
}

/** The area's page at `url`, its code loaded before the render (the browser loads it before hydrating too). */
async function staticRouter(
  name: RemoteName,
  routes: AreaServerPages['routes'],
  basePath: string,
  url: string,
) {
  const address = new URL(url, BASE);
  await preloadRoute(routes, address.pathname);
  return (
    <StaticRouter location={address.pathname + address.search} basename={basePath || undefined}>
      <AreaRoutes name={name} routes={routes} />
    </StaticRouter>
  );
}

/**
 * Runs the `load` of the route at `url` into a fresh data cache (within the time budget) and its
 * `meta` on the result: the shop server answers 404 for content that does not exist, writes the
 * head from the page's own data, and renders with the same cache.
 */
export function createAreaPageLoader(options: AreaServerPages): AreaPageLoader {
  const { name, translations, routes } = options;
  const fallbackMeta = createAreaMeta({ name, translations });
  return async ({ url, locale, config, cmsApiUrl, timeoutMs }) => {
    setRuntimeConfig({ ...config, cmsApiUrl });
    const address = new URL(url, 'http://area.invalid');
    const match = matchRoute(address.pathname);
    const entry = match && match.route.owner === name ? routes[match.route.name] : undefined;
    if (!match || !entry) return { status: 'unknown', head: null };
    const fallback = (): AreaPage => ({
      status: 'unknown',
      head: fallbackMeta(match.route.name, locale),
    });
    const client: QueryClient = createShopQueryClient();
    const ctx = loadContext({ client, params: match.params, search: address.searchParams, locale });
    let data: unknown;
    // A member's page is loaded in the browser, with the member's session.
    if (entry.load && match.route.access === 'open') {
      try {
        data = await withTimeout(entry.load(ctx), timeoutMs);
      } catch {
        return fallback();
      }
      if (data === null) return { status: 'not-found', head: null };
    }
    const i18n = createI18nInstance(locale, { [name]: translations });
    const head = entry.meta
      ? entry.meta(data, metaContext(i18n.getFixedT(locale, name), locale, match.path))
      : fallbackMeta(match.route.name, locale);
    return { status: 'found', head, state: dehydrateLoaded(client) };
  };
}

/**
 * A remote's server entry: `render` for its pages' HTML, `page` for what a page's route loads and
 * its head, and `meta` for the head texts (from its translations) of a page whose route gives none.
 */
export function createAreaServer(pages: AreaServerPages): {
  render: AreaRenderer;
  meta: AreaMeta;
  page: AreaPageLoader;
} {
  return {
    render: createAreaRenderer(pages),
    meta: createAreaMeta(pages),
    page: createAreaPageLoader(pages),
  };
}
