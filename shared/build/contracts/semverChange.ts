import semver from 'semver';
import type { Json, JsonObject } from './surface';

/*
 * Which version bump a contract change needs. Both surfaces are flattened to maps of JSON Pointer
 * paths: every object leaves a container mark at its own path, every other value (arrays
 * included, as one value) a leaf. A key only added is a MINOR change; a key removed or a value
 * changed is MAJOR. Inside event payload schemas a new key is MINOR only as a new entry of
 * `properties`: any other new keyword (`required`, `minimum`, `additionalProperties`, ...)
 * narrows what publishers may send, so it is MAJOR.
 */

export type Bump = 'none' | 'minor' | 'major';

export interface ContractChange {
  /** JSON Pointer into the surface, e.g. `/events/cart:add-item/properties/quantity/maximum`. */
  path: string;
  change: 'added' | 'removed' | 'changed';
  bump: 'minor' | 'major';
}

/** Top-level sections of the surface whose entries are JSON Schemas. */
const SCHEMA_SECTIONS = new Set(['events']);
/** Schema keywords holding a map of names to schemas. */
const SCHEMA_MAP_KEYWORDS = new Set([
  'properties',
  'patternProperties',
  '$defs',
  'definitions',
  'dependentSchemas',
]);
/** Schema keywords holding one schema. */
const SUBSCHEMA_KEYWORDS = new Set([
  'items',
  'additionalItems',
  'additionalProperties',
  'unevaluatedItems',
  'unevaluatedProperties',
  'propertyNames',
  'contains',
  'not',
  'if',
  'then',
  'else',
  'contentSchema',
]);

const CONTAINER = '{}';

export function requiredBump(before: Json, after: Json): Bump {
  return bumpOf(contractChanges(before, after));
}

export function bumpOf(changes: readonly ContractChange[]): Bump {
  if (changes.some((c) => c.bump === 'major')) return 'major';
  return changes.length > 0 ? 'minor' : 'none';
}

/** The differences, each reported once at the highest path where it shows. */
export function contractChanges(before: Json, after: Json): ContractChange[] {
  const old = flatten(before);
  const now = flatten(after);
  const changes: ContractChange[] = [];
  for (const [path, value] of old) {
    if (!now.has(path)) {
      if (now.get(parentOf(path)) === CONTAINER) {
        changes.push({ path, change: 'removed', bump: 'major' });
      }
    } else if (now.get(path) !== value) {
      changes.push({ path, change: 'changed', bump: 'major' });
    }
  }
  for (const path of now.keys()) {
    if (!old.has(path) && old.get(parentOf(path)) === CONTAINER) {
      changes.push({ path, change: 'added', bump: narrowsSchema(path) ? 'major' : 'minor' });
    }
  }
  return changes.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

function flatten(value: Json, path = '', into = new Map<string, string>()): Map<string, string> {
  if (isJsonObject(value)) {
    into.set(path, CONTAINER);
    for (const [key, item] of Object.entries(value))
      flatten(item, `${path}/${escapeKey(key)}`, into);
  } else {
    into.set(path, JSON.stringify(value));
  }
  return into;
}

function isJsonObject(value: Json): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** RFC 6901 escaping, so keys holding `/` stay one segment. */
function escapeKey(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

function unescapeKey(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

function parentOf(path: string): string {
  return path.slice(0, path.lastIndexOf('/'));
}

/** True when a key added at `path` is a new keyword of an existing schema (not a new property). */
function narrowsSchema(path: string): boolean {
  const [section, , ...inside] = path.split('/').slice(1).map(unescapeKey);
  if (section === undefined || !SCHEMA_SECTIONS.has(section) || inside.length === 0) return false;
  // Walk from the schema root to the parent of the added key, tracking what each node is.
  let node: 'schema' | 'map' | 'data' = 'schema';
  for (const segment of inside.slice(0, -1)) {
    if (node === 'map') node = 'schema';
    else if (node === 'schema') {
      node = SCHEMA_MAP_KEYWORDS.has(segment)
        ? 'map'
        : SUBSCHEMA_KEYWORDS.has(segment)
          ? 'schema'
          : 'data';
    }
  }
  return node !== 'map';
}

/**
 * Whether moving from `fromVersion` to `toVersion` is enough for `bump`: MAJOR needs a higher
 * major, MINOR a higher major or minor, and no version may go backwards.
 */
export function satisfiesBump(fromVersion: string, toVersion: string, bump: Bump): boolean {
  const from = parseVersion(fromVersion);
  const to = parseVersion(toVersion);
  if (semver.lt(to, from)) return false;
  switch (bump) {
    case 'none':
      return true;
    case 'minor':
      return to.major > from.major || (to.major === from.major && to.minor > from.minor);
    case 'major':
      return to.major > from.major;
  }
}

/** The lowest version that satisfies `bump`, for messages. */
export function lowestVersionFor(fromVersion: string, bump: Bump): string {
  const version = parseVersion(fromVersion);
  return bump === 'none' ? version.version : (semver.inc(version, bump) ?? version.version);
}

function parseVersion(version: string): semver.SemVer {
  const parsed = semver.parse(version);
  if (!parsed) throw new Error(`Not a semantic version: ${JSON.stringify(version)}`);
  return parsed;
}

/** One line per change, at most `limit` of them. */
export function listChanges(changes: readonly ContractChange[], limit = 20): string {
  const lines = changes
    .slice(0, limit)
    .map((c) => `  ${c.bump.padEnd(5)}  ${c.change.padEnd(7)}  ${c.path}`);
  if (changes.length > limit) lines.push(`  ... and ${changes.length - limit} more`);
  return lines.join('\n');
}

/** Why a package's version does not cover the contract changes since its snapshot. */
export function missingBumpMessage(
  pkg: { name: string; dir: string },
  snapshotVersion: string,
  packageVersion: string,
  changes: readonly ContractChange[],
): string {
  const bump = bumpOf(changes);
  return [
    `The contract of ${pkg.name} changed in a way that needs a ${bump.toUpperCase()} version bump,`,
    `but ${pkg.dir}/package.json has ${packageVersion} and ${pkg.dir}/contracts.json was made for ${snapshotVersion}.`,
    `Set "version" in ${pkg.dir}/package.json to ${lowestVersionFor(snapshotVersion, bump)} or later, ` +
      `then run \`${UPDATE_COMMAND}\`.`,
    'Changes:',
    listChanges(changes),
  ].join('\n');
}

/** Rewrites the snapshots of the shop's packages (`scripts/update-contracts.ts`). */
export const UPDATE_COMMAND = 'npm run contracts -w @teashop/build';
