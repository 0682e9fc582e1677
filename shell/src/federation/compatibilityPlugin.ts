import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { providedVersions } from './providedVersions';

/** A remote built against contracts or singletons this shell does not provide. */
export class IncompatibleRemoteError extends Error {
  override name = 'IncompatibleRemoteError';
}

/**
 * Before a remote's code is loaded, checks the ranges its manifest declares against what this shell
 * provides. An incompatible remote is not loaded: the error reaches `errorLoadRemote`, and the
 * fallback plugin shows the area's friendly fallback while the rest of the shop keeps working. The
 * check's code comes with the first remote, after the first paint; what the shell provides is a
 * few hundred bytes of the entry itself, not one more request.
 */
export default function compatibilityPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'teashop-remote-compatibility',
    async loadRemoteSnapshot(args) {
      if (!args.manifestJson) return args;
      const { compatibilityProblems, readDeclaration } = await import('@teashop/contracts');
      const declaration = readDeclaration(args.manifestJson);
      // semver is fetched only for a manifest whose ranges are not plain ones.
      const problems =
        compatibilityProblems(declaration, providedVersions()) ??
        compatibilityProblems(
          declaration,
          providedVersions(),
          (await import('semver/functions/satisfies')).default,
        );
      if (problems.length > 0) {
        const remote = args.moduleInfo.name.replace(/_/g, '-');
        throw new IncompatibleRemoteError(
          `${remote} (${args.manifestUrl ?? 'manifest'}) is not compatible with this shell: ${problems.join('; ')}`,
        );
      }
      return args;
    },
  };
}
