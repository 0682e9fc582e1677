/**
 * A small in-memory stand-in for the content backend's REST API, answering the catalogue's
 * requests (filters, start/limit pagination) the way the real one does, for component tests.
 */
import type { ProductDetail, Review, Taxon } from '../api/types';

type Nested = { [key: string]: Nested | string };

/** `filters[$and][0][slug][$in][0]=x` -> nested objects. */
export function parseQuery(search: string): Nested {
  const root: Nested = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Nested;
    });
  }
  return root;
}

function matches(value: unknown, condition: Nested | string): boolean {
  if (typeof condition === 'string') return String(value) === condition;
  return Object.entries(condition).every(([key, sub]) => {
    if (key === '$and') return Object.values(sub as Nested).every((c) => matches(value, c));
    if (key === '$in') return Object.values(sub as Nested).includes(String(value));
    if (key === '$eq') return String(value) === sub;
    if (key === '$lte') return Number(value) <= Number(sub);
    const child = (value as Record<string, unknown> | null | undefined)?.[key];
    if (Array.isArray(child)) return child.some((c) => matches(c, sub));
    return matches(child, sub);
  });
}

export const taxonomy = {
  categories: [
    { documentId: 'c1', slug: 'green', name: 'Green Tea', sortOrder: 1 },
    { documentId: 'c2', slug: 'oolong', name: 'Oolong Tea', sortOrder: 2 },
    { documentId: 'c3', slug: 'herbal', name: 'Herbal Infusions', sortOrder: 3 },
  ] as Taxon[],
  roastingLevels: [
    { documentId: 'r0', slug: 'unroasted', name: 'Unroasted', rank: 0 },
    { documentId: 'r3', slug: 'heavy', name: 'Heavy roast', rank: 3 },
  ] as Taxon[],
  caffeineLevels: [
    { documentId: 'k0', slug: 'none', name: 'None', rank: 0 },
    { documentId: 'k2', slug: 'medium', name: 'Medium', rank: 2 },
  ] as Taxon[],
};

/** `count` products: green (unroasted, medium caffeine) and oolong (heavy), plus herbal (none). */
export function makeProducts(count: number): ProductDetail[] {
  const [green, oolong, herbal] = taxonomy.categories as [Taxon, Taxon, Taxon];
  const [unroasted, heavy] = taxonomy.roastingLevels as [Taxon, Taxon];
  const [none, medium] = taxonomy.caffeineLevels as [Taxon, Taxon];
  return Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(2, '0');
    const kind = i % 3;
    return {
      documentId: `doc-${n}`,
      slug: `tea-${n}`,
      name: `Tea ${n}`,
      price: 10 + i,
      currency: 'USD',
      productFormat: 'Loose leaf, 50 g',
      sku: `SKU-${n}`,
      stock: 20,
      thumbnailImage: {
        url: `/uploads/tea-${n}.png`,
        width: 800,
        height: 800,
        alternativeText: `Tea ${n}`,
      },
      teaCategory: kind === 0 ? green : kind === 1 ? oolong : herbal,
      roastingLevel: kind === 1 ? heavy : unroasted,
      caffeineLevel: kind === 2 ? none : medium,
      collections: [],
    };
  });
}

export interface FakeCms {
  requests: string[];
  products: ProductDetail[];
  reviews: Review[];
  /** What `GET /api/reviews/eligibility` answers for the signed-in member. */
  canReview: boolean;
  /** Requests to hold back until `release()` (for loading states). */
  hold: boolean;
  release: () => void;
  restore: () => void;
  posted: FormData[];
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Replaces global fetch with the fake backend until `restore()`. */
export function installFakeCms(products: ProductDetail[] = makeProducts(30)): FakeCms {
  const original = global.fetch;
  const waiting: Array<() => void> = [];
  const cms: FakeCms = {
    requests: [],
    products,
    reviews: [],
    canReview: true,
    hold: false,
    posted: [],
    release: () => waiting.splice(0).forEach((go) => go()),
    restore: () => {
      global.fetch = original;
    },
  };
  const answer = (url: URL, init?: RequestInit): Response => {
    const q = parseQuery(url.search);
    const path = url.pathname.replace(/^\/api/, '');
    if (path === '/products') {
      const filters = (q.filters ?? {}) as Nested;
      const found = cms.products.filter((p) => matches(p, filters));
      const pagination = (q.pagination ?? {}) as Nested;
      const start = Number(pagination.start ?? 0);
      const limit = Number(pagination.limit ?? pagination.pageSize ?? 25);
      return json({
        data: found.slice(start, start + limit),
        meta: { pagination: { start, limit, total: found.length } },
      });
    }
    if (path === '/tea-categories') return json({ data: taxonomy.categories, meta: {} });
    if (path === '/roasting-levels') return json({ data: taxonomy.roastingLevels, meta: {} });
    if (path === '/caffeine-levels') return json({ data: taxonomy.caffeineLevels, meta: {} });
    if (path === '/site-setting') {
      return json({ data: { freeShippingThreshold: 50, currency: 'USD' }, meta: {} });
    }
    if (path === '/reviews/eligibility') {
      const canReview = cms.canReview;
      return json({ data: { canReview, reason: canReview ? null : 'notReceived' }, meta: {} });
    }
    if (path === '/reviews' && init?.method === 'POST') {
      const form = init.body as FormData;
      cms.posted.push(form);
      const data = JSON.parse(String(form.get('data'))) as Record<string, unknown>;
      const review: Review = {
        documentId: `review-${cms.posted.length}`,
        rating: Number(data.rating),
        headline: String(data.headline),
        body: String(data.body),
        publicName: String(data.publicName),
        verifiedPurchase: true,
        createdAt: '2026-11-21T10:00:00.000Z',
      };
      cms.reviews.unshift(review);
      return json({ data: review }, 201);
    }
    if (path === '/reviews')
      return json({ data: cms.reviews, meta: { pagination: { total: cms.reviews.length } } });
    return json({ error: { status: 404, name: 'NotFoundError', message: 'Not Found' } }, 404);
  };
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    cms.requests.push(`${init?.method ?? 'GET'} ${url.pathname}${decodeURIComponent(url.search)}`);
    if (cms.hold) await new Promise<void>((go) => waiting.push(go));
    return answer(url, init);
  }) as typeof fetch;
  return cms;
}
