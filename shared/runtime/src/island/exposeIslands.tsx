import type { ComponentType } from 'react';
import type { Root } from 'react-dom/client';
import type { RemoteName } from '@teashop/contracts';
import { areaClient } from '../data/areaClients';
import { loadNamespace, type TranslationSource } from '../i18n/i18n';
import { IslandTree } from '../ssr/AreaTree';
import { hydrateRootInSlices, renderRootInSlices } from '../ssr/renderInSlices';
import type { IslandProps } from './island';
import { Live, liveSignal } from './Live';
import type { RemoteIslandsModule } from './remoteIsland';

/** A team's islands that other teams' pages show, by name, with the team's texts. */
export interface TeamIslands {
  name: RemoteName;
  translations: TranslationSource;
  // Each island has props of its own; they arrive as the plain data the host carried.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a table of differently typed components
  islands: Record<string, ComponentType<any>>;
}

/**
 * What a team's `./islands` expose exports as its default: each island on a React root of its own
 * in the host it is handed, with the team's texts and data cache, hydrating the server's HTML when
 * the host holds it.
 */
export function exposeIslands({ name, translations, islands }: TeamIslands): RemoteIslandsModule {
  return {
    mount(element, request) {
      let stopped = false;
      let root: Root | null = null;
      const live = (async () => {
        const Component = islands[request.name] as ComponentType<IslandProps> | undefined;
        if (!Component) throw new Error(`${name} has no island "${request.name}"`);
        await loadNamespace(name, translations, request.locale);
        if (stopped) return;
        const signal = liveSignal();
        const tree = (
          <Live onLive={signal.onLive}>
            <IslandTree
              name={name}
              locale={request.locale}
              basePath={request.basePath}
              location={`${window.location.pathname}${window.location.search}`}
              client={areaClient(name)}
            >
              <Component {...request.props} />
            </IslandTree>
          </Live>
        );
        root = request.hydrate
          ? hydrateRootInSlices(element, tree, { identifierPrefix: request.identifierPrefix })
          : renderRootInSlices(element, tree);
        await signal.live;
      })();
      return {
        live,
        unmount() {
          stopped = true;
          root?.unmount();
        },
      };
    },
  };
}
