import type { ComponentType, JSX } from 'react';

/** What an island's props may hold: they travel in the server's HTML as JSON. */
export type IslandValue =
  | string
  | number
  | boolean
  | null
  | readonly IslandValue[]
  | { readonly [key: string]: IslandValue | undefined };
export type IslandProps = { readonly [key: string]: IslandValue | undefined };

export const ISLAND_ROOT_ATTRIBUTE = 'data-island-root';
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';

// Any island's component; each is registered with its own props type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a registry of differently typed components
const islands = new Map<string, ComponentType<any>>();

/**
 * An interactive part of a page that hydrates on a small root of its own when its page hydrates
 * islands only (a route with `hydrate: 'islands'`); in any other render it is the component as is.
 * Its props are all it gets in that root: no router, nothing from the page around it, so they must
 * be plain data. `name` is unique in the shop.
 */
export function island<P extends IslandProps>(
  name: string,
  Component: ComponentType<P>,
): (props: P) => JSX.Element {
  islands.set(name, Component);
  function Island(props: P) {
    return (
      <div
        {...{ [ISLAND_ROOT_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) }}
        style={{ display: 'contents' }}
      >
        <Component {...props} />
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}

/** A server-rendered island on the page: its element, component and props. */
export interface FoundIsland {
  element: HTMLElement;
  name: string;
  Component: ComponentType<IslandProps>;
  props: IslandProps;
}

/**
 * The islands inside `container` whose code is loaded. An island inside another is part of the
 * outer one. One whose props cannot be read is left as the server sent it.
 */
export function findIslands(container: ParentNode): FoundIsland[] {
  const found: FoundIsland[] = [];
  for (const element of container.querySelectorAll<HTMLElement>(`[${ISLAND_ROOT_ATTRIBUTE}]`)) {
    if (element.parentElement?.closest(`[${ISLAND_ROOT_ATTRIBUTE}]`)) continue;
    const name = element.getAttribute(ISLAND_ROOT_ATTRIBUTE) ?? '';
    const Component = islands.get(name);
    if (!Component) {
      console.error(`[island] no code for "${name}"`);
      continue;
    }
    try {
      const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as IslandProps;
      found.push({ element, name, Component, props });
    } catch (error) {
      console.error(`[island] props of "${name}" cannot be read`, error);
    }
  }
  return found;
}
