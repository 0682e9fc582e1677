import { toJSONSchema } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import fs from 'node:fs';
import path from 'node:path';
import { MAX_QUANTITY, MIN_QUANTITY, emptyCartState, ROUTES } from '@teashop/contracts';
import { eventSchemas } from '@teashop/contracts/events';

/*
 * The contract surface of each of the shop's packages: what remotes rely on at run time, as plain
 * JSON. Comparing two surfaces (see semverChange.ts) tells which version bump a change needs.
 */

/** The packages whose public face is gated, and their folders (relative to the repository). */
export const GATED_PACKAGES = [
  { name: '@teashop/contracts', dir: 'shared/contracts' },
  { name: '@teashop/ui', dir: 'shared/ui' },
  { name: '@teashop/runtime', dir: 'shared/runtime' },
] as const;
export type GatedPackage = (typeof GATED_PACKAGES)[number];

const repositoryRoot = path.resolve(__dirname, '..', '..', '..');
export const packageFile = (pkg: GatedPackage, file: string): string =>
  path.join(repositoryRoot, pkg.dir, file);

export type Json = null | boolean | number | string | Json[] | JsonObject;
export type JsonObject = { [key: string]: Json };

export type ContractSurface = {
  /** Every run-time export of each entry of the package's `exports` and its kind, e.g. `function/2`. */
  exports: Record<string, Record<string, string>>;
  /** `@teashop/contracts` only: payload schema of every bus event (what a publisher may send). */
  events?: Record<string, JsonObject>;
  /** `@teashop/contracts` only: route table by name: path, owner, access, layout and the rest. */
  routes?: Record<string, JsonObject>;
  /** `@teashop/contracts` only: the cart state's fields as it starts, and the quantity limits. */
  cartStore?: {
    state: Record<string, string>;
    quantity: { min: number; max: number };
  };
};

/** What a package's `contracts.json` holds: the surface as released with `version`. */
export type ContractsSnapshot = { version: string; surface: ContractSurface };

/** The package's public entries (its `exports` map without the package file and test support). */
export function publicEntries(pkg: GatedPackage): string[] {
  const manifest = JSON.parse(fs.readFileSync(packageFile(pkg, 'package.json'), 'utf8')) as {
    exports: Record<string, string>;
  };
  return Object.keys(manifest.exports).filter(
    (entry) => entry !== './package.json' && entry !== './test-support',
  );
}

function entryExports(pkg: GatedPackage, entry: string): Record<string, unknown> {
  // The entries are loaded as the apps load them, through the package's `exports` map; their names
  // are known only at run time, so a static import cannot name them.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(entry === '.' ? pkg.name : `${pkg.name}/${entry.slice(2)}`) as Record<
    string,
    unknown
  >;
}

export function contractSurface(pkg: GatedPackage): ContractSurface {
  const exports = Object.fromEntries(
    publicEntries(pkg).map((entry) => [entry, exportKinds(entryExports(pkg, entry))]),
  );
  if (pkg.name !== '@teashop/contracts') return canonicalJson({ exports });
  return canonicalJson({
    exports,
    events: eventPayloadSchemas(),
    routes: routeContracts(),
    cartStore: {
      state: Object.fromEntries(
        Object.entries(emptyCartState()).map(([key, value]) => [key, valueKind(value)]),
      ),
      quantity: { min: MIN_QUANTITY, max: MAX_QUANTITY },
    },
  });
}

function eventPayloadSchemas(): Record<string, JsonObject> {
  return Object.fromEntries(
    Object.entries(eventSchemas).map(([name, schema]) => [name, eventPayloadSchema(schema)]),
  );
}

/**
 * The JSON Schema of a payload as publishers see it (`io: 'input'`): the bus validates what is
 * published, so a field with a default is optional here. Schemas JSON Schema cannot express
 * (transforms, refinements with custom code) throw, so they cannot slip past the comparison.
 */
export function eventPayloadSchema(schema: $ZodType): JsonObject {
  const generated = toJSONSchema(schema, { io: 'input', target: 'draft-2020-12' });
  const { $schema: _dialect, ...rest } = generated;
  return normalizeSchemaSets(toJson(rest)) as JsonObject;
}

/** `required` and `enum` are sets: their order in the source must not read as a change. */
function normalizeSchemaSets(node: Json): Json {
  if (Array.isArray(node)) return node.map(normalizeSchemaSets);
  if (!isJsonObject(node)) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      (key === 'required' || key === 'enum') && Array.isArray(value)
        ? [...value].sort(byJsonText)
        : normalizeSchemaSets(value),
    ]),
  );
}

function byJsonText(a: Json, b: Json): number {
  const left = JSON.stringify(a);
  const right = JSON.stringify(b);
  return left < right ? -1 : left > right ? 1 : 0;
}

function routeContracts(): Record<string, JsonObject> {
  const routes: Record<string, JsonObject> = {};
  for (const { name, ...fields } of ROUTES) {
    if (name in routes) throw new Error(`Route name ${name} is used twice in the route table`);
    routes[name] = toJson(fields) as JsonObject;
  }
  return routes;
}

export function exportKinds(moduleExports: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.keys(moduleExports)
      // the CommonJS interop marker of a compiled module, not an export
      .filter((name) => name !== '__esModule')
      .map((name) => [name, valueKind(moduleExports[name])]),
  );
}

/** A function's arity counts the parameters before the first one with a default. */
export function valueKind(value: unknown): string {
  if (typeof value === 'function') {
    return Function.prototype.toString.call(value).startsWith('class')
      ? 'class'
      : `function/${value.length}`;
  }
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'null';
  return typeof value;
}

/** Throws on anything JSON cannot hold, so the snapshot never loses information silently. */
function toJson(value: unknown, path = ''): Json {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (Array.isArray(value)) return value.map((item, index) => toJson(item, `${path}/${index}`));
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, toJson(item, `${path}/${key}`)]),
    );
  }
  throw new Error(`Contract surface value at ${path || '/'} is not JSON: ${String(value)}`);
}

function isJsonObject(value: Json): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The same value with object keys sorted at every depth, so the snapshot text is stable. */
function canonicalJson<T extends Json>(value: T): T {
  return sortKeys(value) as T;
}

function sortKeys(value: Json): Json {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (!isJsonObject(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys(value[key] as Json)]),
  );
}

/** Checks the shape of a parsed `contracts.json`. */
export function parseContractsSnapshot(value: unknown): ContractsSnapshot {
  const problem = 'contracts.json must hold { "version": "x.y.z", "surface": { "exports": ... } }';
  if (typeof value !== 'object' || value === null) throw new Error(problem);
  const { version, surface } = value as { version?: unknown; surface?: unknown };
  if (typeof version !== 'string' || typeof surface !== 'object' || surface === null) {
    throw new Error(problem);
  }
  const exports = (surface as Record<string, unknown>).exports;
  if (typeof exports !== 'object' || exports === null) throw new Error(`${problem} (no exports)`);
  return { version, surface: toJson(surface) as ContractSurface };
}
