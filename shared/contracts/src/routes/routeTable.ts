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
  /** The shopper cannot switch language here (spec section 4: checkout pages). */
  localeLocked?: boolean;
}

/** A route of the table with its name and owner as literal types (for the areas' route maps). */
type Declared<N extends string, O extends RemoteName> = RouteDef & { name: N; owner: O };

const open = <N extends string, O extends RemoteName>(
  name: N,
  path: string,
  owner: O,
  extra: Partial<RouteDef> = {},
): Declared<N, O> => ({ access: 'open', layout: 'default', ...extra, name, path, owner });
const member = <N extends string, O extends RemoteName>(
  name: N,
  path: string,
  owner: O,
  extra: Partial<RouteDef> = {},
): Declared<N, O> => ({ access: 'login', layout: 'default', ...extra, name, path, owner });

/** The route table of the whole shop (spec section 2). One table, used everywhere. */
export const ROUTES = [
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
  member('checkout', '/checkout', 'mf-cart-checkout', { localeLocked: true }),
  member('complete', '/complete', 'mf-cart-checkout', { layout: 'bare', localeLocked: true }),
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
] as const satisfies readonly RouteDef[];

/** Base name of every route of the table, as a literal type ('products-id', 'cart', …). */
export type RouteName = (typeof ROUTES)[number]['name'];

/** The names of the routes one area owns: exactly the pages its route map must give. */
export type RouteNameOf<O extends RemoteName> = Extract<
  (typeof ROUTES)[number],
  { owner: O }
>['name'];

/** The routes one area owns, in table order. */
export function routesOf(owner: RemoteName): RouteDef[] {
  return (ROUTES as readonly RouteDef[]).filter((route) => route.owner === owner);
}

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
  for (const route of ROUTES as readonly RouteDef[]) {
    const params = matchPattern(route.path, path);
    if (params) return { route, params, locale, path, name: routeName(route.name, locale) };
  }
  return null;
}

export function findRoute(base: string): RouteDef {
  const route = (ROUTES as readonly RouteDef[]).find((r) => r.name === base);
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
