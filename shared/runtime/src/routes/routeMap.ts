import type { ComponentType, ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { QueryClient } from '@tanstack/react-query';
import { CONTENT_LOCALES, type Locale, matchRoute, pageUrl } from '@teashop/contracts';
import {
  fetchShopPages,
  fetchShopQuery,
  type Loader,
  type PagesDefinition,
  type ShopKey,
} from '../data/useShopQuery';
import type { RemoteName, RouteNameOf } from '@teashop/contracts';

/** What a page says about itself in the document head, from the data it loaded. */
export interface PageHeadMeta {
  /** The page's own title (the shop's name is added after it). */
  title?: string;
  description?: string;
  /** Media path or URL of the picture for link previews, as the content backend gives it. */
  image?: string;
  type?: 'website' | 'product' | 'article';
  /** The page's one JSON-LD block. */
  jsonLd?: Record<string, unknown>;
}

/** What a route's `load` gets: the URL's parts and the page's data cache. */
export interface LoadContext {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  locale: Locale;
  /** The content backend's locale of the page ('en', 'zh-Hant', 'ja'). */
  contentLocale: string;
  client: QueryClient;
  /** Loads `key` into the page's cache (what its `useShopQuery(key, …)` then reads). */
  query<T>(key: ShopKey, load: Loader<T>): Promise<T>;
  /** Loads the first page of a list into the cache (what its `useShopPages` then reads). */
  pages<Item, Request>(definition: PagesDefinition<Item, Request>): Promise<unknown>;
}

/** What a route's `meta` gets beside the loaded data. */
export interface MetaContext {
  /** The area's translations in the page's locale. */
  t: TFunction;
  locale: Locale;
  /** Path of the page without the locale prefix ('/products/sencha'). */
  path: string;
  /** Absolute URL of the page (no query). */
  url: string;
}

/**
 * One page of an area: its component (or lazily loaded code), what it loads before it is shown
 * (awaited on the server, started alongside the page in the browser; `null` means the content
 * does not exist: a 404), and its head from that data.
 */
export interface RouteEntry<Data = unknown> {
  component?: ComponentType;
  /** The page's code in its own chunk, loaded before server HTML is hydrated. */
  lazy?: () => Promise<ComponentType>;
  /** Shown while lazy code loads after a navigation. */
  fallback?: ReactNode;
  /**
   * How the browser takes over the server's HTML of this page: `page` (the default) hydrates the
   * whole page; `islands` hydrates only its `island()` parts and leaves the rest as the server sent
   * it (a page whose other parts have no state, effects or handlers of their own).
   */
  hydrate?: 'page' | 'islands';
  /**
   * On a page that hydrates its islands only: the module that declares them (its `island()` parts).
   * The browser loads it instead of the page's code, so the page's other code (its router links,
   * above all) never comes to the browser with it.
   */
  islands?: () => Promise<unknown>;
  /**
   * On a page of islands: the same path at another query is another page, rendered anew in the
   * browser (its heading and head say what was asked, as search results do). Without it the
   * islands stay and follow the address (a list's filters).
   */
  newPageOnQuery?: boolean;
  // Methods (not function properties), so an entry with its own data type fits the map.
  load?(context: LoadContext): Promise<Data | null>;
  meta?(data: Data, context: MetaContext): PageHeadMeta | null;
}

/** An area's pages: exactly the route names the table gives that area, each with its entry. */
export type AreaRouteMap<O extends RemoteName> = { readonly [N in RouteNameOf<O>]: RouteEntry };

/** Whether the page at `pathname` hydrates its islands only (its route says `hydrate: 'islands'`). */
export function hydratesIslandsOnly(
  area: string,
  routes: Partial<Record<string, RouteEntry>>,
  pathname: string,
): boolean {
  const match = matchRoute(pathname);
  return match?.route.owner === area && routes[match.route.name]?.hydrate === 'islands';
}

/** A route entry whose `meta` is typed by what its `load` returns. */
export function route<Data>(entry: RouteEntry<Data>): RouteEntry<Data> {
  return entry;
}

export function loadContext(input: {
  client: QueryClient;
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  locale: Locale;
}): LoadContext {
  const { client } = input;
  return {
    ...input,
    contentLocale: CONTENT_LOCALES[input.locale],
    query: (key, load) => fetchShopQuery(client, key, load),
    pages: (definition) => fetchShopPages(client, definition),
  };
}

export function metaContext(t: TFunction, locale: Locale, path: string): MetaContext {
  return { t, locale, path, url: pageUrl(path, locale) };
}
