import { createContext, useContext, type ComponentType, type JSX } from 'react';

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
/** The island's number on its page; its React ids (`useId`) are prefixed with it on both sides. */
export const ISLAND_SLOT_ATTRIBUTE = 'data-island-slot';
/** Where the server puts an island's own HTML into its page's. */
export const ISLAND_CONTENT_ATTRIBUTE = 'data-island-content';

export const islandIdPrefix = (slot: number) => `island${slot}-`;

/** An island of a page whose server render leaves it to be rendered as a root of its own. */
export interface IslandSlot {
  name: string;
  Component: ComponentType<IslandProps>;
  props: IslandProps;
}

/**
 * Given by the server render of a page that hydrates its islands only: the islands rendered go
 * here, and each is rendered as a root of its own, as the browser hydrates it, so that even the ids
 * React makes (`useId`, which depend on the tree around them) are the same on both sides.
 */
export const IslandSlotsContext = createContext<IslandSlot[] | null>(null);

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
    const slots = useContext(IslandSlotsContext);
    const attributes = {
      [ISLAND_ROOT_ATTRIBUTE]: name,
      [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props),
      // Adds no box of its own (ui.css).
      className: 'ui-island',
    };
    if (!slots) {
      return (
        <div {...attributes}>
          <Component {...props} />
        </div>
      );
    }
    const slot =
      slots.push({ name, Component: Component as ComponentType<IslandProps>, props }) - 1;
    return (
      <div {...attributes} {...{ [ISLAND_SLOT_ATTRIBUTE]: slot }}>
        <template {...{ [ISLAND_CONTENT_ATTRIBUTE]: slot }} />
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
  /** Its number on the page, when the server rendered it as a root of its own. */
  slot: number | null;
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
      const slot = element.getAttribute(ISLAND_SLOT_ATTRIBUTE);
      found.push({ element, name, Component, props, slot: slot === null ? null : Number(slot) });
    } catch (error) {
      console.error(`[island] props of "${name}" cannot be read`, error);
    }
  }
  return found;
}
