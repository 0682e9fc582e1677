/**
 * What a remote was built against and what the shell it runs in provides. Each remote's manifest
 * declares the range of `@teashop/shared` contracts (events, cart store, route table) and of the
 * shared singletons it needs; the shell (in the browser and on the server) checks them before it
 * uses the remote.
 */
import satisfies from 'semver/functions/satisfies';

export const DECLARATION_KEY = 'teashop';

export interface ContractDeclaration {
  /** semver range of `@teashop/shared`, e.g. `^1.2.0`. */
  contracts: string;
  /** semver range of each shared singleton (package request -> range). */
  singletons: Record<string, string>;
}

/** Versions the shell provides: `@teashop/shared` and every shared singleton. */
export type ProvidedVersions = Record<string, string>;

const isRecordOfStrings = (value: unknown): value is Record<string, string> =>
  Boolean(value) &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.values(value as object).every((v) => typeof v === 'string');

/** The declaration in a manifest (`metaData.teashop`), or null when it has none. */
export function readDeclaration(manifest: unknown): ContractDeclaration | null {
  const meta = (manifest as { metaData?: Record<string, unknown> } | null)?.metaData;
  const declared = meta?.[DECLARATION_KEY] as Partial<ContractDeclaration> | undefined;
  if (!declared || typeof declared.contracts !== 'string') return null;
  if (!isRecordOfStrings(declared.singletons)) return null;
  return { contracts: declared.contracts, singletons: declared.singletons };
}

/**
 * Why a remote cannot run on this shell, one line per unmet range; empty when it can. A manifest
 * without a declaration is refused: it was not built for this shop.
 */
export function compatibilityProblems(
  declaration: ContractDeclaration | null,
  provided: ProvidedVersions,
): string[] {
  if (!declaration) return ['its manifest declares no @teashop/shared contract range'];
  const needs: [string, string][] = [
    ['@teashop/shared', declaration.contracts],
    ...Object.entries(declaration.singletons).filter(([name]) => name !== '@teashop/shared'),
  ];
  return needs.flatMap(([name, range]) => {
    // own names only: a manifest naming `constructor` must not find Object.prototype's
    const version = Object.hasOwn(provided, name) ? provided[name] : undefined;
    if (!version) return [`needs ${name} ${range}; this shell does not provide it`];
    return satisfies(version, range)
      ? []
      : [`needs ${name} ${range}; this shell provides ${version}`];
  });
}
