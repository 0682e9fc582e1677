import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * When a remote (manifest, entry or chunk) cannot be loaded, answer `loadRemote` with a fallback
 * module instead of an exception: single-spa lifecycles for `<remote>/spa`, a small component for
 * fragments. Runtime plugins run before shared modules are negotiated, so the fallback UI (which
 * uses React and `shared`) is imported lazily.
 */
/** A module other than an area's pages that the remote's release does not expose. */
function isMissingExpose(id: string, error: unknown): boolean {
  return (
    !id.endsWith('/spa') &&
    error instanceof Error &&
    /does not exist in container/.test(error.message)
  );
}

export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'teashop-remote-fallback',
    async errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      const { areaOfRemoteId, fallbackComponentModule, fallbackLifecycles } =
        await import('./fallbackModules');
      const area = areaOfRemoteId(args.id);
      if (isMissingExpose(args.id, args.error)) {
        // An older release of the remote, from before it exposed this: the host shows its fallback.
        console.warn(`[shell] ${args.id} is not in this release of ${area}`);
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
