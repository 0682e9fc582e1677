/**
 * Values of `filters` checked against the types of the fields they compare, before the database
 * sees them: a number field compared with `abc`, a boolean with `maybe`, `$null` with anything but
 * true/false, or an operator that takes one value given an object, is a mistake of the caller and
 * answered 400 with the path of the value (Strapi itself checks names, operators and dates).
 */

interface Attribute {
  type: string;
  target?: string;
  component?: string;
}

export interface FilterSchema {
  attributes: Record<string, Attribute>;
}

export type SchemaOf = (uid: string) => FilterSchema | undefined;

export class FilterValueRefused extends Error {
  constructor(
    message: string,
    readonly path: string,
  ) {
    super(message);
    this.name = 'FilterValueRefused';
  }
}

const NUMBER_TYPES = new Set(['integer', 'biginteger', 'float', 'decimal']);
const BOOLEANS = new Set(['true', 'false', 't', 'f', '1', '0']);
/** Operators that compare with one value. */
const ONE_VALUE = new Set(['$eq', '$ne', '$lt', '$lte', '$gt', '$gte', '$eqi', '$nei']);
/** Operators that take a list (or one value). */
const LIST = new Set(['$in', '$notIn', '$between']);
/** Operators that take true or false, whatever the field. */
const PRESENCE = new Set(['$null', '$notNull']);
/** Fields every document has without an attribute entry. */
const IMPLICIT: Record<string, Attribute> = { id: { type: 'integer' } };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A list given as an array, or as an object with numeric keys (qs past its array limit). */
const listOf = (value: unknown): unknown[] | null => {
  if (Array.isArray(value)) return value;
  if (isObject(value) && Object.keys(value).every((k) => /^\d+$/.test(k))) {
    return Object.values(value);
  }
  return null;
};

const join = (at: string, name: string) => (at ? `${at}.${name}` : name);

const shown = (value: unknown) => JSON.stringify(String(value).slice(0, 60));

function checkScalar(type: string, value: unknown, path: string): void {
  if (value === null) return;
  if (typeof value === 'object') {
    throw new FilterValueRefused(
      `filters "${path}" takes one value, not a list or an object`,
      path,
    );
  }
  const text = String(value).trim();
  if (NUMBER_TYPES.has(type) && (text === '' || !Number.isFinite(Number(text)))) {
    throw new FilterValueRefused(`filters "${path}": ${shown(value)} is not a number`, path);
  }
  if (type === 'boolean' && !BOOLEANS.has(text.toLowerCase())) {
    throw new FilterValueRefused(`filters "${path}": ${shown(value)} is not true or false`, path);
  }
}

function checkOperand(attribute: Attribute, value: unknown, path: string): void {
  if (!isObject(value)) {
    // `filters[price]=12` compares with $eq; a list compares with $in
    const list = listOf(value);
    if (list) list.forEach((item, i) => checkScalar(attribute.type, item, join(path, String(i))));
    else checkScalar(attribute.type, value, path);
    return;
  }
  for (const [operator, operand] of Object.entries(value)) {
    const at = join(path, operator);
    if (operator === '$not') checkOperand(attribute, operand, at);
    else if (PRESENCE.has(operator)) checkScalar('boolean', operand, at);
    else if (ONE_VALUE.has(operator)) checkScalar(attribute.type, operand, at);
    else if (LIST.has(operator)) {
      const list = listOf(operand) ?? [operand];
      if (operator === '$between' && list.length !== 2) {
        throw new FilterValueRefused(
          `filters "${at}" takes two values, the lower and the upper`,
          at,
        );
      }
      list.forEach((item, i) => checkScalar(attribute.type, item, join(at, String(i))));
    }
  }
}

function targetOf(attribute: Attribute): string | undefined {
  if (attribute.type === 'relation') return attribute.target;
  if (attribute.type === 'component') return attribute.component;
  if (attribute.type === 'media') return 'plugin::upload.file';
  return undefined;
}

/** Throws `FilterValueRefused` for the first value that cannot be compared with its field. */
export function checkFilterValues(
  filters: unknown,
  schema: FilterSchema,
  schemaOf: SchemaOf,
  at = '',
): void {
  if (Array.isArray(filters)) {
    throw new FilterValueRefused(
      `filters${at ? ` "${at}"` : ''} must name fields, not list values`,
      at,
    );
  }
  if (!isObject(filters)) return;
  for (const [key, value] of Object.entries(filters)) {
    const path = join(at, key);
    if (key === '$and' || key === '$or') {
      const list = listOf(value);
      if (!list) throw new FilterValueRefused(`filters "${path}" takes a list`, path);
      list.forEach((item, i) => checkFilterValues(item, schema, schemaOf, join(path, String(i))));
      continue;
    }
    if (key === '$not') {
      checkFilterValues(value, schema, schemaOf, path);
      continue;
    }
    const attribute = schema.attributes[key] ?? IMPLICIT[key];
    if (!attribute) continue; // unknown names are Strapi's to refuse
    const target = targetOf(attribute);
    if (target) {
      const targetSchema = schemaOf(target);
      if (targetSchema && isObject(value)) checkFilterValues(value, targetSchema, schemaOf, path);
      continue;
    }
    checkOperand(attribute, value, path);
  }
}
