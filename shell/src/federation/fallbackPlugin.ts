import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { areaOfRemoteId, fallbackComponentModule, fallbackLifecycles } from './fallbackModules';

/**
 * When a remote (manifest, entry or chunk) cannot be loaded, answer `loadRemote` with a fallback
 * module instead of an exception: single-spa lifecycles for `<remote>/spa`, a small component for
 * fragments. Failures are recorded for the update check and for tests.
 */
export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'teashop-remote-fallback',
    errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      const area = areaOfRemoteId(args.id);
      console.error(`[shell] ${args.id} could not be loaded`, args.error);
      window.dispatchEvent(new CustomEvent('shell:remote-failed', { detail: { area, id: args.id } }));
      return args.id.endsWith('/spa') ? fallbackLifecycles(area) : fallbackComponentModule(area);
    },
  };
}
