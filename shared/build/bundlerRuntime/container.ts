import type { Federation } from '@module-federation/webpack-bundler-runtime';
import { PROVIDED_BUNDLER_RUNTIME, type WithProvidedBundlerRuntime } from './provided';

/**
 * A remote's production build uses this module in place of `@module-federation/webpack-bundler-runtime`
 * (`federation.ts`): its container's federation object, made of the bundler runtime the shell
 * provides (`provide.ts`) instead of a copy of its own. Each container evaluates this module once
 * and gets its own object, as with the package; only the functions are shared.
 */

// Defined by the federation plugin in this container's build: `<name>:<version>` of the app.
declare const FEDERATION_BUILD_IDENTIFIER: string | undefined;

type Runtime = NonNullable<Federation['runtime']>;
type Instance = NonNullable<ReturnType<Runtime['getInstance']>>;
type InitOptions = Parameters<Runtime['init']>[0];

const provided = (globalThis as WithProvidedBundlerRuntime)[PROVIDED_BUNDLER_RUNTIME];
if (!provided) {
  throw new Error(
    "[federation] this container runs on the shell's federation runtime, which this page does not have",
  );
}
const shared = provided;

/** Whether an instance of the page is this container's (as the runtime's own `init` decides). */
function isThisContainer(instance: Instance, name: string, version: string | undefined): boolean {
  const buildId =
    typeof FEDERATION_BUILD_IDENTIFIER === 'undefined' ? '' : FEDERATION_BUILD_IDENTIFIER;
  const { options } = instance;
  if (buildId && options.id === buildId) return true;
  if (options.name !== name) return false;
  return version ? options.version === version : !options.version;
}

/**
 * The runtime's `init` for this container. The package's own would look the instance up with the
 * shell's build identifier and make the last container started the shell's default instance,
 * which the shell's `loadRemote` uses.
 */
function init(options: InitOptions): Instance {
  const normalised = { ...options, id: options.id || '' };
  const existing = shared.runtime.getInstance((instance) =>
    isThisContainer(instance, options.name, options.version),
  );
  if (!existing) return shared.runtime.createInstance(normalised);
  existing.initOptions(normalised);
  return existing;
}

const federation: Federation = {
  runtime: { ...shared.runtime, init },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...shared.bundlerRuntime, S: {} },
  attachShareScopeMap: shared.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

export default federation;
