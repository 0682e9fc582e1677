// Stripe's request parameters: form encoding with bracketed keys (`metadata[order_id]=…`,
// `expand[]=…`, `expand[0]=…`, `payment_method_data[card][number]=…`) read into plain objects.

/**
 * @typedef {string | ParamList | Params} ParamValue
 * @typedef {Array<ParamValue>} ParamList
 * @typedef {{ [key: string]: ParamValue }} Params
 */

/** Keys whose values are hashes of free-form keys, never turned into arrays. */
const HASHES = new Set(['metadata']);

/**
 * Reads `application/x-www-form-urlencoded` text (a request body or a query string).
 * @param {string} text
 * @returns {Params}
 */
export function parseForm(text) {
  /** @type {Params} */
  const root = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey);
    if (!match) {
      root[rawKey] = value;
      continue;
    }
    const base = /** @type {string} */ (match[1]);
    const path = [...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? '');
    /** @type {Record<string, ParamValue>} */
    let node = root;
    let key = base;
    for (const segment of path) {
      let child = node[key];
      if (child === undefined || typeof child === 'string') {
        child = {};
        node[key] = child;
      }
      const container = /** @type {Record<string, ParamValue>} */ (child);
      node = container;
      key = segment === '' ? String(Object.keys(container).length) : segment;
    }
    node[key] = value;
  }
  return /** @type {Params} */ (arrays(root, ''));
}

/**
 * Turns hashes whose keys are all array indices (`expand[0]`, `expand[]`) into arrays.
 * @param {ParamValue} value
 * @param {string} key
 * @returns {ParamValue}
 */
function arrays(value, key) {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  /** @type {Params} */
  const out = {};
  for (const k of keys) out[k] = arrays(/** @type {ParamValue} */ (value[k]), k);
  if (!HASHES.has(key) && keys.length > 0 && keys.every((k) => /^\d+$/.test(k))) {
    return keys
      .sort((a, b) => Number(a) - Number(b))
      .map((k) => /** @type {ParamValue} */ (out[k]));
  }
  return out;
}

/**
 * A stable text form of parameters, for comparing two requests (idempotency).
 * @param {unknown} value
 * @returns {string}
 */
export function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map(
        (k) =>
          `${JSON.stringify(k)}:${canonical(/** @type {Record<string, unknown>} */ (value)[k])}`,
      );
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}
