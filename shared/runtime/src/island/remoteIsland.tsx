import { useContext, useEffect, useId, useRef } from 'react';
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

/** The island's server HTML as it goes into its host: in the element its root is made on. */
export const remoteIslandContent = (html: string) =>
  `<div class="${ISLAND_ROOT_CLASS}">${html}</div>`;

const remoteOf = (value: string): { remote: RemoteName; name: string } | null => {
  const [remote = '', name = ''] = value.split(':');
  const known = REMOTES.find((candidate) => candidate === remote);
  return known && name ? { remote: known, name } : null;
};

/**
 * Shows another team's island in `element` (its host): loads the team's `./islands` and hands the
 * host over. Server HTML in the host is hydrated, an empty host rendered; the host's `data-ssr`
 * goes once the island is live, so clicks held until then are replayed on it.
 */
export function mountRemoteIsland(
  element: HTMLElement,
  request: Omit<RemoteIslandMount, 'hydrate' | 'identifierPrefix'> & {
    remote: RemoteName;
    id: string;
  },
): MountedIsland {
  let stopped = false;
  let mounted: MountedIsland | null = null;
  const { remote, id, ...rest } = request;
  const load = loadIslands;
  // Without the shell (a remote's own dev server, a test) there is nothing to load it from.
  if (!load) return { live: Promise.resolve(), unmount: () => undefined };
  const live = (async () => {
    const islands = await load(remote);
    if (stopped) return;
    // The island's root is the host's one element (the server's, or one made here): React refuses
    // a root on the host itself, whose content the page's root leaves alone.
    let root = element.firstElementChild as HTMLElement | null;
    const hydrate = root !== null;
    if (!root) {
      root = document.createElement('div');
      root.className = ISLAND_ROOT_CLASS;
      element.append(root);
    }
    mounted = islands.mount(root, {
      ...rest,
      identifierPrefix: remoteIslandPrefix(id),
      hydrate,
    });
    await mounted.live;
    element.removeAttribute('data-ssr');
  })();
  live.catch((error: unknown) =>
    console.error(`[island] ${remote}:${request.name} could not be shown`, error),
  );
  return {
    live: live.catch(() => undefined),
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
}: {
  remote: RemoteName;
  name: string;
  props: P;
}) {
  const server = useServerRender();
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
    return () => mounted.unmount();
  }, [remote, name, json, locale, basePath, id]);
  const attributes = {
    className: ISLAND_ROOT_CLASS,
    [REMOTE_ISLAND_ATTRIBUTE]: `${remote}:${name}`,
    [REMOTE_ISLAND_ID_ATTRIBUTE]: id,
    [ISLAND_PROPS_ATTRIBUTE]: json,
  };
  if (server) {
    return (
      <div
        {...attributes}
        data-ssr="true"
        dangerouslySetInnerHTML={{
          __html: `<template ${REMOTE_ISLAND_CONTENT_ATTRIBUTE}=""></template>`,
        }}
      />
    );
  }
  return <div ref={host} {...attributes} dangerouslySetInnerHTML={KEPT} suppressHydrationWarning />;
}
