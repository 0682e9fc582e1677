/**
 * The build side of the compatibility check (`src/remote/compatibility.ts`): each remote's manifest
 * declares the ranges it was built against, and the shell's builds carry the versions it provides.
 */
import {
  DECLARATION_KEY,
  type ContractDeclaration,
  type ProvidedVersions,
} from '@teashop/contracts';

export { readDeclaration, type ContractDeclaration } from '@teashop/contracts';

/** The global the shell's browser and server builds replace with the versions they provide. */
export const PROVIDED_VERSIONS_GLOBAL = '__TEASHOP_PROVIDED_VERSIONS__';

/** Adds the declaration to the build stats the manifest's `metaData` is made from. */
export function declareContracts<T extends { metaData: object }>(
  stats: T,
  declaration: ContractDeclaration,
): T {
  return { ...stats, metaData: { ...stats.metaData, [DECLARATION_KEY]: declaration } };
}

/** DefinePlugin definitions of the provided versions. */
export function providedVersionsDefinition(provided: ProvidedVersions): Record<string, string> {
  return { [PROVIDED_VERSIONS_GLOBAL]: JSON.stringify(provided) };
}
