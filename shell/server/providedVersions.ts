import type { ProvidedVersions } from '@teashop/contracts';

// Replaced at build time with the versions of `shared` and the singletons the shell provides
// (`providedVersionsPlugin` in shared/build/federation.ts).
declare const __TEASHOP_PROVIDED_VERSIONS__: ProvidedVersions | undefined;

/** What this shop provides to remotes (empty outside the server's build, in unit tests). */
export function providedVersions(): ProvidedVersions {
  return typeof __TEASHOP_PROVIDED_VERSIONS__ === 'undefined' ? {} : __TEASHOP_PROVIDED_VERSIONS__;
}
