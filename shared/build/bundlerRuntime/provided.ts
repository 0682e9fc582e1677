import type { Federation } from '@module-federation/webpack-bundler-runtime';

/**
 * What the shell hands the remotes' containers of its federation bundler runtime: the functions
 * webpack's federation runtime modules call (`__webpack_require__.federation.bundlerRuntime`) and
 * the runtime they start instances with. They keep no state of their own (each call is given the
 * container's `__webpack_require__`), so one copy serves every container of the page.
 */
export interface ProvidedBundlerRuntime {
  runtime: NonNullable<Federation['runtime']>;
  bundlerRuntime: NonNullable<Federation['bundlerRuntime']>;
  attachShareScopeMap: Federation['attachShareScopeMap'];
}

/** Where the shell puts it, beside the runtime core (`_FEDERATION_RUNTIME_CORE`). */
export const PROVIDED_BUNDLER_RUNTIME = '_TEASHOP_FEDERATION_BUNDLER_RUNTIME';

export type WithProvidedBundlerRuntime = typeof globalThis & {
  [PROVIDED_BUNDLER_RUNTIME]?: ProvidedBundlerRuntime;
};
