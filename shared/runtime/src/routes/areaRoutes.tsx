import { lazy, Suspense, useEffect, useMemo, type ComponentType } from 'react';
import { type RouteObject, useLocation, useParams, useRoutes } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocale, NotFoundPage } from '@teashop/ui';
import { applyPageHead } from './pageHead';
import { stripLocale, type RemoteName, type RouteDef, ROUTES } from '@teashop/contracts';
import { type AreaRouteMap, type RouteEntry, loadContext, metaContext } from './routeMap';
import { loadCode, loadedCodeOf } from './routeCode';

/** The page component of an entry: its component, or its lazy code behind the entry's fallback. */
const components = new WeakMap<RouteEntry, ComponentType>();
function componentOf(entry: RouteEntry): ComponentType {
  let component = components.get(entry) ?? entry.component;
  if (component) return component;
  const Lazy = lazy(async () => ({ default: await (loadCode(entry) as Promise<ComponentType>) }));
  component = function LazyPage() {
    // Loaded before the render (the server's, and the browser's that hydrates it): the page as
    // is; after a navigation, its fallback until the code is there.
    const Loaded = loadedCodeOf(entry);
    if (Loaded) return <Loaded />;
    return (
      <Suspense fallback={entry.fallback ?? null}>
        <Lazy />
      </Suspense>
    );
  };
  components.set(entry, component);
  return component;
}

/**
 * The page's head in the browser, from the route's `meta` and the data its `load` gives (read from
 * the cache the page fills, so nothing is asked twice); started alongside the page, never holding
 * up its loading state.
 */
function useRouteHead(entry: RouteEntry, area: string) {
  const client = useQueryClient();
  const params = useParams();
  const { pathname, search } = useLocation();
  const locale = useLocale();
  const { t, i18n } = useTranslation(area);
  useEffect(() => {
    const { meta } = entry;
    if (!meta) return;
    let undo: (() => void) | null = null;
    let current = true;
    const path = stripLocale(window.location.pathname).path;
    const ctx = loadContext({ client, params, search: new URLSearchParams(search), locale });
    (entry.load ? entry.load(ctx) : Promise.resolve(undefined)).then(
      (data) => {
        if (!current) return;
        // Content that does not exist: the page shows the not-found page, the tab says so too.
        const head =
          data === null
            ? { title: i18n.t('common:notFound.title') }
            : meta.call(entry, data, metaContext(t, locale, path));
        const shopName = i18n.t('common:shopName');
        if (head) undo = applyPageHead(head, { shopName, path, locale });
      },
      // The page shows the failure itself.
      () => undefined,
    );
    return () => {
      current = false;
      undo?.();
    };
    // The head follows the page's address; `params` and `search` are read from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entry, pathname, search, locale, client]);
}

function RoutePage({
  entry,
  area,
  Page,
}: {
  entry: RouteEntry;
  area: string;
  Page: ComponentType;
}) {
  useRouteHead(entry, area);
  return <Page />;
}

/** A path of the table another area owns: this area is being unmounted, it shows nothing. */
function OtherAreaPath() {
  return null;
}

/**
 * A path the table does not know. In the shop the shell shows its not-found page (no area is
 * mounted there); an area running alone shows it itself.
 */
function UnknownPath({ standalone }: { standalone: boolean }) {
  const locale = useLocale();
  return standalone ? <NotFoundPage locale={locale} /> : null;
}

/**
 * The routes of one area, built from the route table: the area's own routes from its map, the
 * others' paths explicitly empty, and anything else the table's not-found. A page that crashes is
 * caught by the area's error boundary (AreaTree), which reports it.
 */
export function areaRouteObjects(
  name: RemoteName,
  routes: AreaRouteMap<RemoteName> | Partial<Record<string, RouteEntry>>,
  options: { standalone?: boolean } = {},
): RouteObject[] {
  const entries: Partial<Record<string, RouteEntry>> = routes;
  const children: RouteObject[] = (ROUTES as readonly RouteDef[]).map((def) => {
    const entry = def.owner === name ? entries[def.name] : undefined;
    return entry
      ? {
          id: def.name,
          path: def.path,
          element: <RoutePage entry={entry} area={name} Page={componentOf(entry)} />,
        }
      : { id: def.name, path: def.path, element: <OtherAreaPath /> };
  });
  children.push({
    id: 'unknown-path',
    path: '*',
    element: <UnknownPath standalone={options.standalone ?? false} />,
  });
  return children;
}

/**
 * The page of the address the surrounding router holds (the browser's, or the server render's
 * static one). Both render the same tree, so the server's HTML hydrates as it is, and neither needs
 * react-router's data routers: the browser never downloads them.
 */
export function AreaRoutes({
  name,
  routes,
  standalone,
}: {
  name: RemoteName;
  routes: AreaRouteMap<RemoteName> | Partial<Record<string, RouteEntry>>;
  standalone?: boolean;
}) {
  const objects = useMemo(
    () => areaRouteObjects(name, routes, { standalone }),
    [name, routes, standalone],
  );
  return useRoutes(objects);
}
