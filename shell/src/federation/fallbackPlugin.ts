import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remoteOfRequest } from './names';

/**
 * A team's islands on other teams' pages: each place that shows one has a fallback of its own
 * (an older release of the team, from before its islands, is one reason to need it).
 */
const isIslands = (id: string) => id.endsWith('/islands');

/**
 * When a remote (manifest, entry or chunk) cannot be loaded, answer `loadRemote` with a fallback
 * module instead of an exception: single-spa lifecycles for `<remote>/spa`, a small component for
 * fragments. Runtime plugins run before shared modules are negotiated, so the fallback UI (which
 * uses React and `shared`) is imported lazily.
 */
export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'teashop-remote-fallback',
    async errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      const { fallbackComponentModule, fallbackLifecycles } = await import('./fallbackModules');
      const area = remoteOfRequest(args.id);
      if (isIslands(args.id)) {
        console.warn(`[shell] ${args.id} could not be loaded: its places show their fallback`);
      } else {
        console.error(`[shell] ${args.id} could not be loaded`, args.error);
      }
      window.dispatchEvent(
        new CustomEvent('shell:remote-failed', { detail: { area, id: args.id } }),
      );
      return args.id.endsWith('/spa') ? fallbackLifecycles(area) : fallbackComponentModule(area);
    },
  };
}
