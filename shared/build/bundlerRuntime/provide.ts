import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import federation from '@module-federation/webpack-bundler-runtime';
// The shell exposes nothing, so its own bundler runtime leaves this out; the remotes need it.
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { PROVIDED_BUNDLER_RUNTIME, type WithProvidedBundlerRuntime } from './provided';

/**
 * The shell's runtime plugin that hands its federation bundler runtime to the remotes, whose
 * production `remoteEntry.js` leaves theirs out (`container.ts`): about 4.4 KiB compressed less per
 * remote on a page. It runs before the shell's instance starts, so before any remote is loaded.
 */
export default function provideBundlerRuntime(): ModuleFederationRuntimePlugin {
  return {
    name: 'teashop-provide-bundler-runtime',
    beforeInit(args) {
      const { runtime, bundlerRuntime, attachShareScopeMap } = federation;
      if (runtime && bundlerRuntime) {
        (globalThis as WithProvidedBundlerRuntime)[PROVIDED_BUNDLER_RUNTIME] = {
          runtime,
          bundlerRuntime: { ...bundlerRuntime, initContainerEntry },
          attachShareScopeMap,
        };
      }
      return args;
    },
  };
}
