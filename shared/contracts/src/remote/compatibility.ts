/**
 * What a remote was built against and what the shell it runs in provides. Each remote's manifest
 * declares the range of `@teashop/contracts` (events, route table, cart limits) and of the shared
 * singletons it needs (the UI kit and the area runtime among them); the shell (in the browser and on the server) checks them before it
 * uses the remote.
 */
import { plainSatisfies, type RangeCheck } from './versionRange';

export type { RangeCheck } from './versionRange';

export const DECLARATION_KEY = 'teashop';

/** The package whose version is the contract a remote declares. */
export const CONTRACTS_PACKAGE = '@teashop/contracts';

export interface ContractDeclaration {
  /** semver range of `@teashop/contracts`, e.g. `^1.2.0`. */
  contracts: string;
  /** semver range of each shared singleton (package request -> range). */
  singletons: Record<string, string>;
}

/** Versions the shell provides: `@teashop/contracts` and every shared singleton. */
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
 * without a declaration is refused: it was not built for this shop. Plain ranges are checked here;
 * any other needs `fullCheck` (semver's `satisfies`), and without it the answer is null, so a
 * caller can load semver only for a manifest that needs it.
 */
export function compatibilityProblems(
  declaration: ContractDeclaration | null,
  provided: ProvidedVersions,
  fullCheck: RangeCheck,
): string[];
export function compatibilityProblems(
  declaration: ContractDeclaration | null,
  provided: ProvidedVersions,
  fullCheck?: RangeCheck,
): string[] | null;
export function compatibilityProblems(
  declaration: ContractDeclaration | null,
  provided: ProvidedVersions,
  fullCheck?: RangeCheck,
): string[] | null {
  if (!declaration) return [`its manifest declares no ${CONTRACTS_PACKAGE} range`];
  const needs: [string, string][] = [
    [CONTRACTS_PACKAGE, declaration.contracts],
    ...Object.entries(declaration.singletons).filter(([name]) => name !== CONTRACTS_PACKAGE),
  ];
  const problems: string[] = [];
  for (const [name, range] of needs) {
    // own names only: a manifest naming `constructor` must not find Object.prototype's
    const version = Object.hasOwn(provided, name) ? provided[name] : undefined;
    if (!version) {
      problems.push(`needs ${name} ${range}; this shell does not provide it`);
      continue;
    }
    const allowed = plainSatisfies(version, range) ?? fullCheck?.(version, range);
    if (allowed === undefined) return null;
    if (!allowed) problems.push(`needs ${name} ${range}; this shell provides ${version}`);
  }
  return problems;
}
