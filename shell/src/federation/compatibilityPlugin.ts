import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@teashop/contracts';
import { remoteOfRequest } from './names';

/** A remote built against contracts or singletons this shell does not provide. */
export class IncompatibleRemoteError extends Error {
  override name = 'IncompatibleRemoteError';
}

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
      const remote = remoteOfRequest(args.id) as RemoteName;
      const code = window.__TEASHOP_CONFIG__?.remoteCode?.[remote];
      if (code && 'refused' in code) {
        throw new IncompatibleRemoteError(`${remote}: ${code.refused}`);
      }
      return args;
    },
  };
}
