import { type ReactNode, useContext, useEffect, useId, useRef, useState } from 'react';
import { type Locale, type RemoteName, REMOTES } from '@teashop/contracts';
import { AreaContext } from '@teashop/ui';
import { useServerRender } from '../data/queryClient';
import { ISLAND_PROPS_ATTRIBUTE, type IslandProps } from './island';

/** `<remote>:<island>`: whose island a host holds, and which. */
export const REMOTE_ISLAND_ATTRIBUTE = 'data-remote-island';
/** The host's React id: the island's own ids (`useId`) are prefixed with it on both sides. */
export const REMOTE_ISLAND_ID_ATTRIBUTE = 'data-island-id';
/** Where the shop server puts the island's HTML, rendered by its own team's server code. */
export const REMOTE_ISLAND_CONTENT_ATTRIBUTE = 'data-remote-island-content';

/** What a team's `./islands` expose is asked to show in a host element. */
export interface RemoteIslandMount {
  /** The island's name in its team's `./islands` (without the team). */
  name: string;
  props: IslandProps;
  locale: Locale;
  basePath: string;
  /** Prefix of the island's React ids, the same the server rendered it with. */
  identifierPrefix: string;
  /** true: the host holds the server's HTML of the island, which is hydrated. */
  hydrate: boolean;
}

export interface MountedIsland {
  /** Resolves once the island is live (hydrated or rendered, its effects run). */
  live: Promise<void>;
  unmount(): void;
}

/** An island handed to its team: `shown` is false when the team's code could not show it. */
export interface MountedRemoteIsland {
  shown: Promise<boolean>;
  unmount(): void;
}

/** What a team's `./islands` expose gives: its islands, each shown in a host it is handed. */
export interface RemoteIslandsModule {
  mount(element: HTMLElement, request: RemoteIslandMount): MountedIsland;
}

type IslandsLoader = (remote: RemoteName) => Promise<RemoteIslandsModule>;

let loadIslands: IslandsLoader | null = null;

/** Set by the shell: how a team's `./islands` expose is loaded (Module Federation). */
export function setRemoteIslandLoader(loader: IslandsLoader | null): void {
  loadIslands = loader;
}

export const remoteIslandPrefix = (id: string) => `${id}-`;

/** Adds no box of its own (ui.css): the host and the island's root element inside it. */
export const ISLAND_ROOT_CLASS = 'ui-island';

/** Marks server HTML in a host that is the placing team's fallback, not the island's own. */
export const ISLAND_FALLBACK_ATTRIBUTE = 'data-island-fallback';

/** The island's server HTML as it goes into its host: in the element its root is made on. */
export const remoteIslandContent = (html: string, fallback = false) =>
  `<div class="${ISLAND_ROOT_CLASS}"${fallback ? ` ${ISLAND_FALLBACK_ATTRIBUTE}=""` : ''}>${html}</div>`;

const remoteOf = (value: string): { remote: RemoteName; name: string } | null => {
  const [remote = '', name = ''] = value.split(':');
  const known = REMOTES.find((candidate) => candidate === remote);
  return known && name ? { remote: known, name } : null;
};

/**
 * Shows another team's island in `element` (its host): loads the team's `./islands` and hands the
 * host over. The island's server HTML in the host is hydrated; an empty host, or one holding the
 * placing team's fallback, is rendered anew. The host's `data-ssr` goes once the island is live,
 * so clicks held until then are replayed on it. When the team's code cannot show it (not
 * reachable, or a release without it), the host is left as it is and `shown` is false.
 */
export function mountRemoteIsland(
  element: HTMLElement,
  request: Omit<RemoteIslandMount, 'hydrate' | 'identifierPrefix'> & {
    remote: RemoteName;
    id: string;
  },
): MountedRemoteIsland {
  let stopped = false;
  let mounted: MountedIsland | null = null;
  const { remote, id, ...rest } = request;
  const load = loadIslands;
  // Without the shell (a remote's own dev server, a test) there is nothing to load it from.
  if (!load) return { shown: Promise.resolve(false), unmount: () => undefined };
  const live = (async () => {
    const islands = await load(remote);
    if (stopped) return;
    // The island's root is the host's one element (the server's, or one made here): React refuses
    // a root on the host itself, whose content the page's root leaves alone.
    const served = element.firstElementChild as HTMLElement | null;
    const root = served ?? document.createElement('div');
    if (!served) {
      root.className = ISLAND_ROOT_CLASS;
      element.append(root);
    }
    try {
      mounted = islands.mount(root, {
        ...rest,
        identifierPrefix: remoteIslandPrefix(id),
        hydrate: served !== null && !served.hasAttribute(ISLAND_FALLBACK_ATTRIBUTE),
      });
      await mounted.live;
    } catch (error) {
      // Nothing of it stays: the host keeps what the server sent, or the fallback comes.
      if (!served) root.remove();
      throw error;
    }
    root.removeAttribute(ISLAND_FALLBACK_ATTRIBUTE);
    element.removeAttribute('data-ssr');
  })();
  return {
    shown: live.then(
      () => true,
      (error: unknown) => {
        console.warn(`[island] ${remote}:${request.name} could not be shown`, error);
        return false;
      },
    ),
    unmount() {
      stopped = true;
      const current = mounted;
      // Not during the render of the root around the host, which React refuses.
      if (current) setTimeout(() => current.unmount(), 0);
    },
  };
}

/** A host found in server HTML, with what its island is to be shown with. */
export interface FoundRemoteIsland {
  element: HTMLElement;
  remote: RemoteName;
  name: string;
  props: IslandProps;
  id: string;
}

/** The hosts of other teams' islands in `container`, outside its own islands (they mount theirs). */
export function findRemoteIslands(container: ParentNode): FoundRemoteIsland[] {
  const found: FoundRemoteIsland[] = [];
  for (const element of container.querySelectorAll<HTMLElement>(`[${REMOTE_ISLAND_ATTRIBUTE}]`)) {
    if (element.parentElement?.closest('[data-island-root]')) continue;
    const owner = remoteOf(element.getAttribute(REMOTE_ISLAND_ATTRIBUTE) ?? '');
    if (!owner) continue;
    try {
      const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as IslandProps;
      found.push({
        element,
        ...owner,
        props,
        id: element.getAttribute(REMOTE_ISLAND_ID_ATTRIBUTE) ?? '',
      });
    } catch (error) {
      console.error(`[island] props of "${owner.remote}:${owner.name}" cannot be read`, error);
    }
  }
  return found;
}

// React keeps what is in the host (the island's own root) when it hydrates or renders it again.
const KEPT = { __html: '' };

/**
 * Another team's island on this team's page: `remote`'s `./islands` renders it, on the server
 * (the shop server fills the host with its HTML) and in the browser (a React root of its own in
 * the host), with `props`, which must be plain data. The page around it never renders its code.
 */
export function RemoteIsland<P extends IslandProps>({
  remote,
  name,
  props,
  fallback,
}: {
  remote: RemoteName;
  name: string;
  props: P;
  /**
   * Shown instead when the team cannot show its island (its code unreachable, or a release of it
   * without this island), on the server and in the browser. Without it the place stays empty.
   */
  fallback?: ReactNode;
}) {
  const server = useServerRender();
  const [failed, setFailed] = useState(false);
  const { locale, basePath } = useContext(AreaContext);
  const id = useId();
  const host = useRef<HTMLDivElement>(null);
  const json = JSON.stringify(props);
  useEffect(() => {
    if (!host.current) return undefined;
    const mounted = mountRemoteIsland(host.current, {
      remote,
      name,
      props: JSON.parse(json) as IslandProps,
      locale,
      basePath,
      id,
    });
    let current = true;
    void mounted.shown.then((shown) => {
      if (!shown && current) setFailed(true);
    });
    return () => {
      current = false;
      mounted.unmount();
    };
  }, [remote, name, json, locale, basePath, id]);
  const attributes = {
    className: ISLAND_ROOT_CLASS,
    [REMOTE_ISLAND_ATTRIBUTE]: `${remote}:${name}`,
    [REMOTE_ISLAND_ID_ATTRIBUTE]: id,
    [ISLAND_PROPS_ATTRIBUTE]: json,
  };
  if (server) {
    // The shop server puts the island, or else the fallback, in the template's place.
    return (
      <div {...attributes} data-ssr="true">
        <template {...{ [REMOTE_ISLAND_CONTENT_ATTRIBUTE]: '' }}>{fallback}</template>
      </div>
    );
  }
  if (failed && fallback !== undefined) {
    return (
      <div {...attributes}>
        <div className={ISLAND_ROOT_CLASS}>{fallback}</div>
      </div>
    );
  }
  return <div ref={host} {...attributes} dangerouslySetInnerHTML={KEPT} suppressHydrationWarning />;
}
