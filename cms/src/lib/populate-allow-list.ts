/**
 * What a public caller (anyone without an API token: visitors and members alike) may `populate` on
 * the content API, route by route.
 *
 * Strapi populates whatever relation a query names, as deep as it is nested, and some relations
 * lead where the shop's rules do not hold: the upload plugin's `related` (every document that uses
 * a picture, drafts included), `createdBy`/`updatedBy` (admin users), members, and relations from a
 * type without drafts to one with drafts (a review's `product` is read in its draft version). So a
 * public request may only populate the relations listed here for its route:
 * - a name outside the list, at any depth, is refused (400, `ValidationError`, naming the path);
 * - `*` (and `true`) stands for "everything allowed at this level", never more;
 * - each populated entry may carry `fields`, `filters`, `sort`, `count` and a nested `populate`
 *   (checked the same way); other options are refused;
 * - routes not listed here answer their own shape (carts, orders, checkout, search, forms, the
 *   account routes other than `users`): their `populate` is dropped.
 *
 * The lists are what the storefront asks for (catalogue cards and product page, home, news,
 * header, footer, FAQ, about, reviews, the member's own account), with the pictures' own fields.
 */

/** The relations that may be populated below one entry (an empty object: none). */
export interface PopulateRule {
  readonly [name: string]: PopulateRule;
}

const NOTHING: PopulateRule = {};
/** a picture (upload file): its own fields only; never `related`, `folder`, `createdBy` */
const PICTURE = NOTHING;
/** a product as a card: picture and taxonomy */
const PRODUCT_CARD: PopulateRule = {
  thumbnailImage: PICTURE,
  teaCategory: NOTHING,
  roastingLevel: NOTHING,
  caffeineLevel: NOTHING,
};
const COLLECTION: PopulateRule = { cover: PICTURE };

/** By the first path segment under the API prefix. */
export const PUBLIC_POPULATE: Readonly<Record<string, PopulateRule>> = {
  products: {
    ...PRODUCT_CARD,
    gallery: PICTURE,
    brewingGuide: NOTHING,
    collections: COLLECTION,
    recommendedProducts: PRODUCT_CARD,
  },
  'tea-categories': NOTHING,
  collections: COLLECTION,
  'roasting-levels': NOTHING,
  'caffeine-levels': NOTHING,
  articles: { cover: PICTURE },
  header: { headerMenuItem: { subMenu: { list: NOTHING } } },
  footer: { footerMenu: { subMenu: NOTHING } },
  home: {
    heroImage: PICTURE,
    featuredCollections: COLLECTION,
    featuredProducts: PRODUCT_CARD,
  },
  about: { image: PICTURE },
  privacy: NOTHING,
  faq: { items: NOTHING },
  'site-setting': NOTHING,
  'shipping-methods': NOTHING,
  // the author stays private, and the product would be read in its draft version
  reviews: { image: PICTURE },
  // `/users/me`: the member's own address and role (never the role's members)
  users: { shippingAddress: NOTHING, role: NOTHING },
  // the media library's files: nothing (their `related` lists drafts)
  upload: NOTHING,
};

/** Options an entry of `populate` may carry besides its nested `populate`. */
const ENTRY_OPTIONS = new Set(['fields', 'filters', 'sort', 'count']);

export class PopulateRefused extends Error {
  constructor(
    message: string,
    readonly path: string,
  ) {
    super(message);
    this.name = 'PopulateRefused';
  }
}

/** One populated entry, normalised: `true`, or its options with a normalised nested populate. */
export type PopulateEntry = true | { [option: string]: unknown };
export type PopulateTree = Record<string, PopulateEntry>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const WILDCARDS = new Set(['*', 'true']);

const join = (at: string, name: string) => (at ? `${at}.${name}` : name);

function refuseName(name: string, at: string, rule: PopulateRule): never {
  const allowed = Object.keys(rule);
  const path = join(at, name);
  throw new PopulateRefused(
    allowed.length
      ? `populate "${path}" is not available here; allowed${at ? ` under "${at}"` : ''}: ${allowed.join(', ')}`
      : `populate "${path}" is not available here: nothing can be populated${at ? ` under "${at}"` : ''}`,
    path,
  );
}

/** Every name allowed at this level, each populated without anything below. */
function everything(rule: PopulateRule): PopulateTree {
  return Object.fromEntries(Object.keys(rule).map((name) => [name, true as const]));
}

function mergeEntries(a: PopulateEntry | undefined, b: PopulateEntry): PopulateEntry {
  if (a === undefined || a === true) return b;
  if (b === true) return a;
  const nested = mergeTrees(
    (a.populate as PopulateTree | undefined) ?? {},
    (b.populate as PopulateTree | undefined) ?? {},
  );
  const merged: Record<string, unknown> = { ...a, ...b };
  if (Object.keys(nested).length) merged.populate = nested;
  return merged;
}

function mergeTrees(a: PopulateTree, b: PopulateTree): PopulateTree {
  const merged: PopulateTree = { ...a };
  for (const [name, entry] of Object.entries(b)) merged[name] = mergeEntries(merged[name], entry);
  return merged;
}

/** `a.b.c` under `rule`, as a tree (each name checked). */
function dottedPath(path: string, rule: PopulateRule, at: string): PopulateTree {
  const trimmed = path.trim();
  if (trimmed === '') return {};
  if (WILDCARDS.has(trimmed)) return everything(rule);
  const [head = '', ...rest] = trimmed.split('.');
  if (!Object.hasOwn(rule, head)) refuseName(head, at, rule);
  const below = rule[head] as PopulateRule;
  if (rest.length === 0) return { [head]: true };
  const nested = dottedPath(rest.join('.'), below, join(at, head));
  return { [head]: Object.keys(nested).length ? { populate: nested } : true };
}

function entryOf(
  name: string,
  value: unknown,
  rule: PopulateRule,
  at: string,
): PopulateEntry | null {
  const path = join(at, name);
  if (value === true || (typeof value === 'string' && WILDCARDS.has(value.trim()))) return true;
  if (value === false || value === 'false' || value === null || value === '') return null;
  if (!isObject(value)) {
    throw new PopulateRefused(`populate "${path}" must be true, "*" or an object`, path);
  }
  const entry: Record<string, unknown> = {};
  for (const [option, optionValue] of Object.entries(value)) {
    if (option === 'populate') {
      const nested = normalisePopulate(optionValue, rule, path);
      if (nested && Object.keys(nested).length) entry.populate = nested;
    } else if (ENTRY_OPTIONS.has(option)) {
      entry[option] = optionValue;
    } else {
      throw new PopulateRefused(
        `populate "${path}" cannot take "${option}"; use fields, filters, sort, count or populate`,
        path,
      );
    }
  }
  return Object.keys(entry).length ? entry : true;
}

/**
 * The request's `populate` (any of Strapi's forms: `*`, `a,b`, `a.b`, arrays of those, objects with
 * `true`/`*`/options) checked against `rule` and rewritten as one object tree; null for "nothing".
 * Throws `PopulateRefused` for a name or option outside the rule.
 */
export function normalisePopulate(
  populate: unknown,
  rule: PopulateRule,
  at = '',
): PopulateTree | null {
  if (populate === undefined || populate === null || populate === false || populate === 'false') {
    return null;
  }
  if (populate === true) return everything(rule);
  if (typeof populate === 'string' || Array.isArray(populate)) {
    const items = (Array.isArray(populate) ? populate : [populate]).flatMap((item: unknown) => {
      if (typeof item !== 'string') {
        const path = at || 'populate';
        throw new PopulateRefused(`populate "${path}" must list names`, path);
      }
      return item.split(',');
    });
    return items.reduce<PopulateTree>(
      (tree, item) => mergeTrees(tree, dottedPath(item, rule, at)),
      {},
    );
  }
  if (!isObject(populate)) {
    const path = at || 'populate';
    throw new PopulateRefused(`populate "${path}" must be a name, a list or an object`, path);
  }
  let tree: PopulateTree = {};
  for (const [key, value] of Object.entries(populate)) {
    // `populate[0]=a&populate[1]=b` past the array limit arrives as an object with numeric keys
    if (/^\d+$/.test(key) && typeof value === 'string') {
      tree = mergeTrees(tree, normalisePopulate(value, rule, at) ?? {});
      continue;
    }
    if (WILDCARDS.has(key)) {
      tree = mergeTrees(tree, everything(rule));
      continue;
    }
    if (!Object.hasOwn(rule, key)) refuseName(key, at, rule);
    const entry = entryOf(key, value, rule[key] as PopulateRule, at);
    if (entry) tree = mergeTrees(tree, { [key]: entry });
  }
  return tree;
}

/** The rule of a route, by its segments under the API prefix; undefined: populate is dropped. */
export function populateRuleFor(segments: readonly string[]): PopulateRule | undefined {
  const first = segments[0];
  return first !== undefined && Object.hasOwn(PUBLIC_POPULATE, first)
    ? PUBLIC_POPULATE[first]
    : undefined;
}
