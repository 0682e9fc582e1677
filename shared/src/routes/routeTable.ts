import { type Locale, LOCALES, localizePath, stripLocale } from '../locale';

export type RemoteName = 'mf-catalog' | 'mf-cart-checkout' | 'mf-member' | 'mf-content';
export const REMOTES: readonly RemoteName[] = [
  'mf-catalog',
  'mf-cart-checkout',
  'mf-member',
  'mf-content',
];

export type Access = 'open' | 'login';
export type Layout = 'default' | 'auth' | 'bare';

/** A dynamic segment whose value must exist in the content backend, or the page is a 404. */
export interface ContentLookup {
  collection: string;
  field: string;
  param: string;
}

export interface RouteDef {
  /** Base name; the full route name carries the locale suffix, e.g. `products-id___jp`. */
  name: string;
  path: string;
  owner: RemoteName;
  access: Access;
  layout: Layout;
  lookup?: ContentLookup;
  /** Listed in the sitemaps (static pages only; dynamic ones come from content). */
  sitemap?: boolean;
  /** Kept out of search engines' indexes (`noindex`): pages whose content is a query's answer. */
  noindex?: boolean;
}

const open = (
  name: string,
  path: string,
  owner: RemoteName,
  extra: Partial<RouteDef> = {},
): RouteDef => ({ name, path, owner, access: 'open', layout: 'default', ...extra });
const member = (
  name: string,
  path: string,
  owner: RemoteName,
  extra: Partial<RouteDef> = {},
): RouteDef => ({ name, path, owner, access: 'login', layout: 'default', ...extra });

/** The route table of the whole shop (spec section 2). One table, used everywhere. */
export const ROUTES: readonly RouteDef[] = [
  open('index', '/', 'mf-content', { sitemap: true }),
  open('about', '/about', 'mf-content', { sitemap: true }),
  open('contact', '/contact', 'mf-content', { sitemap: true }),
  open('copyright', '/copyright', 'mf-content', { sitemap: true }),
  open('faq', '/faq', 'mf-content', { sitemap: true }),
  open('news', '/news', 'mf-content', { sitemap: true }),
  open('news-slug', '/news/:slug', 'mf-content', {
    lookup: { collection: 'articles', field: 'slug', param: 'slug' },
  }),
  open('products', '/products', 'mf-catalog', { sitemap: true }),
  open('products-id', '/products/:id', 'mf-catalog', {
    lookup: { collection: 'products', field: 'slug', param: 'id' },
  }),
  open('category-slug', '/category/:slug', 'mf-catalog', {
    lookup: { collection: 'tea-categories', field: 'slug', param: 'slug' },
  }),
  open('collection-slug', '/collection/:slug', 'mf-catalog', {
    lookup: { collection: 'collections', field: 'slug', param: 'slug' },
  }),
  open('search', '/search', 'mf-catalog', { noindex: true }),
  member('cart', '/cart', 'mf-cart-checkout', { layout: 'auth' }),
  member('checkout', '/checkout', 'mf-cart-checkout'),
  member('complete', '/complete', 'mf-cart-checkout', { layout: 'bare' }),
  member('member-account', '/member/account', 'mf-member'),
  member('member-orders', '/member/orders', 'mf-member'),
  member('member-orders-id', '/member/orders/:id', 'mf-member'),
  member('member-shipping', '/member/shipping', 'mf-member'),
  open('login', '/login', 'mf-member', { layout: 'auth' }),
  open('signup', '/signup', 'mf-member', { layout: 'auth' }),
  open('forgot-password', '/forgot-password', 'mf-member', { layout: 'auth' }),
  open('reset-password', '/reset-password', 'mf-member', { layout: 'auth' }),
  open('email-confirmation', '/email-confirmation', 'mf-member', { layout: 'auth' }),
  open('connect-callback', '/connect/:provider/redirect', 'mf-member', { layout: 'auth' }),
];

export function routeName(base: string, locale: Locale): string {
  return `${base}___${locale}`;
}

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
  locale: Locale;
  /** Path without the locale prefix. */
  path: string;
  /** Full name with locale suffix. */
  name: string;
}

function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const got = path.split('/').filter(Boolean);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const w = want[i] as string;
    const g = got[i] as string;
    if (w.startsWith(':')) {
      let value: string;
      try {
        value = decodeURIComponent(g);
      } catch {
        return null;
      }
      if (!value) return null;
      params[w.slice(1)] = value;
    } else if (w !== g) {
      return null;
    }
  }
  return params;
}

/** Matches a full pathname (with or without locale prefix) against the route table. */
export function matchRoute(pathname: string): RouteMatch | null {
  const withoutTrailing = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  const { locale, path } = stripLocale(withoutTrailing);
  for (const route of ROUTES) {
    const params = matchPattern(route.path, path);
    if (params) return { route, params, locale, path, name: routeName(route.name, locale) };
  }
  return null;
}

export function findRoute(base: string): RouteDef {
  const route = ROUTES.find((r) => r.name === base);
  if (!route) throw new Error(`Unknown route: ${base}`);
  return route;
}

/** Builds the localized URL of a named route: `routePath('products-id', 'jp', { id: 'sencha' })`. */
export function routePath(
  base: string,
  locale: Locale,
  params: Record<string, string> = {},
): string {
  const route = findRoute(base);
  const path = route.path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing route parameter ${key} for ${base}`);
    return encodeURIComponent(value);
  });
  return localizePath(path, locale);
}

/** Every localized variant of the table, e.g. for listing all route names. */
export function allRouteNames(): string[] {
  return ROUTES.flatMap((r) => LOCALES.map((l) => routeName(r.name, l)));
}
