import type { QueryClient } from '@tanstack/react-query';
import type { Root } from 'react-dom/client';
import { matchRoute } from '@teashop/contracts';
import { followLinksIn } from '@teashop/ui';
import { IslandTree, type AreaProps } from '../ssr/AreaTree';
import { hydrateRootInSlices } from '../ssr/renderInSlices';
import { findIslands, islandIdPrefix } from '../island/island';
import { Live, liveSignal } from '../island/Live';
import { findRemoteIslands, mountRemoteIsland } from '../island/remoteIsland';

/** single-spa's event after every change of URL, pushState and the back button included. */
const ROUTING_EVENT = 'single-spa:routing-event';

export interface IslandsPage {
  /** Resolves once every island has hydrated (its effects have run). */
  live: Promise<void>;
  /** Takes the islands' roots down and stops listening. */
  unmount(): void;
}

/**
 * The server's HTML of an area's page stays as it is; each island in it hydrates on a root of its
 * own. A link in the static HTML navigates within the shop as the area's own links would; when the
 * address moves to another page of this area, `onLeave` is called to render the area in the browser
 * (the area's router takes over from there).
 */
export function hydrateIslands({
  container,
  area,
  client,
  newPageOnQuery = false,
  onLeave,
}: {
  container: HTMLElement;
  area: AreaProps;
  client: QueryClient;
  /** Another query of the same path is another page (the route's `newPageOnQuery`). */
  newPageOnQuery?: boolean;
  onLeave: () => void;
}): IslandsPage {
  const { pathname: herePath, search: hereSearch } = window.location;
  const here = `${herePath}${hereSearch}`;
  const islands = findIslands(container);
  const lives: Promise<void>[] = [];
  const roots: Root[] = islands.map(({ element, Component, props, slot }) => {
    const { live, onLive } = liveSignal();
    lives.push(live);
    return hydrateRootInSlices(
      element,
      // Outside the island's error boundary: an island that crashes is live too (it shows nothing).
      <Live onLive={onLive}>
        <IslandTree {...area} location={here} client={client}>
          <Component {...props} />
        </IslandTree>
      </Live>,
      slot === null ? undefined : { identifierPrefix: islandIdPrefix(slot) },
    );
  });
  // Other teams' islands on the page (their hosts carry their own `data-ssr`): shown independently.
  const remoteIslands = findRemoteIslands(container).map(({ element, ...island }) =>
    mountRemoteIsland(element, { ...island, locale: area.locale, basePath: area.basePath }),
  );
  // Another page of the area: it renders in the browser. The same page at another query (a filter
  // applied, back to the previous one) stays: its islands follow the address (`usePageAddress`),
  // unless another query is another page.
  // Heard as the address changes (`popstate`, the shell's and single-spa's announcement of every
  // change), not only once single-spa has routed: the page left must not stay under the new address.
  let left = false;
  const onRoute = () => {
    const { pathname, search } = window.location;
    const samePage = pathname === herePath && (!newPageOnQuery || search === hereSearch);
    if (left || samePage || matchRoute(pathname)?.route.owner !== area.name) return;
    left = true;
    onLeave();
  };
  const stopFollowingLinks = followLinksIn(container);
  window.addEventListener('popstate', onRoute);
  window.addEventListener(ROUTING_EVENT, onRoute);
  return {
    live: Promise.all(lives).then(() => undefined),
    unmount() {
      stopFollowingLinks();
      window.removeEventListener('popstate', onRoute);
      window.removeEventListener(ROUTING_EVENT, onRoute);
      for (const root of roots) root.unmount();
      for (const remoteIsland of remoteIslands) remoteIsland.unmount();
    },
  };
}
