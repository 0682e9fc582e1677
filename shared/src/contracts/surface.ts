import { toJSONSchema } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import * as sharedModule from '../index';
import { eventSchemas } from '../bus/events';
import { ROUTES } from '../routes/routeTable';
import { MAX_QUANTITY, MIN_QUANTITY, emptyCartState } from './cart';

/*
 * The contract surface of `@teashop/shared`: what remotes rely on at run time, as plain JSON.
 * Comparing two surfaces (see semverChange.ts) tells which version bump a change needs.
 */

export type Json = null | boolean | number | string | Json[] | JsonObject;
export type JsonObject = { [key: string]: Json };

export type ContractSurface = {
  /** Payload schema of every bus event (JSON Schema of what a publisher may send). */
  events: Record<string, JsonObject>;
  /** Route table by route name: path, owning remote, access, layout and the optional fields. */
  routes: Record<string, JsonObject>;
  /** Every run-time export of the package index and its kind, e.g. `function/2`, `object`. */
  exports: Record<string, string>;
  cartStore: {
    /** Kind of each field of the cart state as it starts. */
    state: Record<string, string>;
    quantity: { min: number; max: number };
  };
};

/** What `shared/contracts.json` holds: the surface as released with `version`. */
export type ContractsSnapshot = { version: string; surface: ContractSurface };

export function contractSurface(): ContractSurface {
  return canonicalJson({
    events: eventPayloadSchemas(),
    routes: routeContracts(),
    exports: exportKinds(sharedModule),
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
    Object.keys(moduleExports).map((name) => [name, valueKind(moduleExports[name])]),
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
  const problem = 'shared/contracts.json must hold { "version": "x.y.z", "surface": { ... } }';
  if (typeof value !== 'object' || value === null) throw new Error(problem);
  const { version, surface } = value as { version?: unknown; surface?: unknown };
  if (typeof version !== 'string' || typeof surface !== 'object' || surface === null) {
    throw new Error(problem);
  }
  for (const section of ['events', 'routes', 'exports', 'cartStore'] as const) {
    const part = (surface as Record<string, unknown>)[section];
    if (typeof part !== 'object' || part === null) throw new Error(`${problem} (no ${section})`);
  }
  return { version, surface: toJson(surface) as ContractSurface };
}
