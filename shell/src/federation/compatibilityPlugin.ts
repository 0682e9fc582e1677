import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@teashop/contracts';

/** A remote built against contracts or singletons this shell does not provide. */
export class IncompatibleRemoteError extends Error {
  override name = 'IncompatibleRemoteError';
}

/** The remote a request such as `mf_catalog/spa` is for ('mf-catalog'). */
const remoteOfRequest = (id: string) => id.split('/')[0]?.replace(/_/g, '-') as RemoteName;

/**
 * Refuses a remote the shop server found incompatible: it checked the ranges the remote's manifest
 * declares against what this shop provides, and the runtime config says why (`remoteCode`). The
 * refused remote's code is never fetched: the error reaches `errorLoadRemote`, and the fallback
 * plugin shows the area's friendly fallback while the rest of the shop keeps working.
 */
export default function compatibilityPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'teashop-remote-compatibility',
    beforeRequest(args) {
      const remote = remoteOfRequest(args.id);
      const code = window.__TEASHOP_CONFIG__?.remoteCode?.[remote];
      if (code && 'refused' in code) {
        throw new IncompatibleRemoteError(`${remote}: ${code.refused}`);
      }
      return args;
    },
  };
}
