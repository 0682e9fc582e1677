import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { type Locale, isLocale, DEFAULT_LOCALE, localePrefix } from '@teashop/contracts';
import { loadNamespace } from '../i18n/i18n';
import { type AreaProps, AreaTree } from '../ssr/AreaTree';
import { isServerRendered, readEmbeddedData } from '../ssr/embeddedData';
import { areaClient } from '../data/areaClients';
import { hydratesIslandsOnly } from '../routes/routeMap';
import { entryAt, preloadIslands, preloadRoute } from '../routes/routeCode';
import { hydrateRootInSlices, renderRootInSlices } from '../ssr/renderInSlices';
import { Live, liveSignal } from '../island/Live';
import { type IslandsPage, hydrateIslands } from './islandsOnly';
import type { AreaPages } from './areaPages';

export type { AreaProps, AreaPages };

/** The area with its router (and the router itself): loaded when the area renders as a whole. */
const loadAreaRoot = () => import('./AreaRoot').then((m) => m.AreaRoot);

/** The element an area renders into; created when the page lacks it. */
function areaContainer(name: string): HTMLElement {
  const host = document.getElementById(`area-${name}`);
  if (host) return host;
  const created = document.createElement('div');
  created.id = `area-${name}`;
  document.body.appendChild(created);
  return created;
}

/** What the shell passes an area's lifecycle: its locale and base path (and, from single-spa, more). */
export type AreaMountProps = Partial<AreaProps>;

/**
 * An area's lifecycle as the shell drives it: mounted directly on the first page, and by single-spa
 * once the shopper moves between areas (the same functions, in single-spa's shape).
 */
export interface AreaLifecycles {
  bootstrap(props: AreaMountProps): Promise<void>;
  mount(props: AreaMountProps): Promise<void>;
  unmount(props: AreaMountProps): Promise<void>;
  update(props: AreaMountProps): Promise<void>;
}

const areaPropsOf = (name: string, props: AreaMountProps): AreaProps => {
  const locale = isLocale(props.locale) ? props.locale : DEFAULT_LOCALE;
  return { name, locale, basePath: props.basePath ?? localePrefix(locale) };
};

/**
 * The lifecycle of a remote's area. On a server-rendered page it hydrates the page's islands only
 * (`hydrate: 'islands'`) or the whole area; otherwise, and after the shopper leaves the first page,
 * the area renders in the browser on a root of its own.
 */
export function createRemoteLifecycles(pages: AreaPages): AreaLifecycles {
  const { name, translations } = pages;
  /** The area as one React root (hydrated or rendered), while it is mounted so. */
  let root: Root | null = null;
  /** The page that hydrated its islands only, while it is shown. */
  let islandsPage: IslandsPage | null = null;

  /** The whole area as a React root: hydrating the server's page (`data`), or rendered anew. */
  async function mountArea(props: AreaMountProps, data?: Record<string, unknown> | null) {
    const container = areaContainer(name);
    const AreaRoot = await loadAreaRoot();
    const { live, onLive } = liveSignal();
    const area = areaPropsOf(name, props);
    const tree = (
      <Live onLive={onLive}>
        <AreaRoot {...area} pages={pages} initialData={data} />
      </Live>
    );
    if (root) root.render(tree);
    else if (data === undefined) root = renderRootInSlices(container, tree);
    else root = hydrateRootInSlices(container, tree);
    await live;
    container.removeAttribute('data-ssr');
  }

  /**
   * What the browser needs of the page at `pathname`: the islands of the server's HTML of a page of
   * islands; otherwise the page's code and the area's router.
   */
  function pageCode(pathname: string): Promise<unknown> {
    const served = isServerRendered(document.getElementById(`area-${name}`));
    if (served && hydratesIslandsOnly(name, pages.routes, pathname)) {
      return preloadIslands(pages.routes, pathname);
    }
    return Promise.all([preloadRoute(pages.routes, pathname), loadAreaRoot()]);
  }

  /** The page leaves its server HTML for another of the area's pages: the area renders anew. */
  function leaveIslands(props: AreaMountProps) {
    islandsPage?.unmount();
    islandsPage = null;
    // The page left goes at once: the new page's placeholder shows while the area's router and the
    // page's code load, then the area renders on the same root.
    const area = areaPropsOf(name, props);
    const placeholder = entryAt(pages.routes, window.location.pathname)?.fallback ?? null;
    const container = areaContainer(name);
    root = createRoot(container);
    const shown = root;
    flushSync(() =>
      shown.render(
        <AreaTree {...area} client={areaClient(name)}>
          {placeholder}
        </AreaTree>,
      ),
    );
    void mountArea(props);
  }

  return {
    async bootstrap(props) {
      const { locale } = areaPropsOf(name, props);
      // The page's texts before the first render (which hydrates the server's HTML with them);
      // the page's code is fetched meanwhile, not after.
      void pageCode(window.location.pathname).catch(() => undefined);
      await loadNamespace(name, translations, locale);
    },
    async mount(props) {
      const container = areaContainer(name);
      const { pathname } = window.location;
      if (!isServerRendered(container)) return mountArea(props);
      const data = readEmbeddedData(name);
      await pageCode(pathname).catch(() => undefined);
      if (!hydratesIslandsOnly(name, pages.routes, pathname)) return mountArea(props, data);
      const page = hydrateIslands({
        container,
        area: areaPropsOf(name, props),
        client: areaClient(name, data),
        newPageOnQuery: entryAt(pages.routes, pathname)?.newPageOnQuery,
        onLeave: () => leaveIslands(props),
      });
      islandsPage = page;
      await page.live;
      container.removeAttribute('data-ssr');
    },
    async unmount() {
      islandsPage?.unmount();
      islandsPage = null;
      root?.unmount();
      root = null;
      // The server's HTML of a page of islands goes with it, as a React root's would.
      areaContainer(name).replaceChildren();
    },
    async update() {
      // The area follows the address itself (its router); nothing is passed down on update.
    },
  };
}

/** Props for running a remote on its own dev server, derived from the page URL. */
export function standaloneProps(name: string, pathname: string): AreaProps {
  const match = /^\/(zh|jp)(?=\/|$)/.exec(pathname);
  const locale: Locale = match && isLocale(match[1]) ? match[1] : DEFAULT_LOCALE;
  return { name, locale, basePath: localePrefix(locale) };
}
