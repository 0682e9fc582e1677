#!/usr/bin/env node
// Throughput and latency of the storefront's main requests under concurrent load, on a running cms.
//   npm run bench -w cms -- [--url http://127.0.0.1:1337] [--duration 20] [--connections 50]
//                           [--only product-list,cart-read] [--json results.json]
// Each scenario runs for --duration seconds with --connections keep-alive connections (autocannon),
// after a 2 s warm-up; prints requests/s, p50/p95/p99 latency and errors (connection errors,
// timeouts and answers other than 2xx) per scenario. Scenarios: the product list and a product
// page as the catalogue remote asks for them, the news list as the content remote asks for it, an
// anonymous cart read and a cart write (carts created first through the cart API, one per
// connection, so writes measure the write path rather than contention on one row).
import fs from 'node:fs';
import autocannon from 'autocannon';

const args = Object.fromEntries(
  process.argv
    .slice(2)
    .reduce(
      (pairs, arg, i, all) =>
        arg.startsWith('--') ? [...pairs, [arg.slice(2), all[i + 1]]] : pairs,
      [],
    ),
);
const base = (args.url ?? process.env.CMS_URL ?? 'http://127.0.0.1:1337').replace(/\/$/, '');
const duration = Number(args.duration ?? 20);
const connections = Number(args.connections ?? 50);
const only = args.only ? new Set(args.only.split(',')) : null;

/** The storefront's query encoding (shared/runtime/src/api/client.ts toQueryString). */
function toQueryString(query) {
  const parts = [];
  const walk = (value, key) => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${key}[${i}]`));
    else if (typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(v, `${key}[${k}]`);
    else parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  };
  for (const [k, v] of Object.entries(query)) walk(v, k);
  return parts.join('&');
}

// mf-catalog/src/api/catalogApi.ts
const MEDIA_FIELDS = ['url', 'width', 'height', 'alternativeText', 'formats'];
const CARD_FIELDS = ['name', 'slug', 'price', 'currency', 'productFormat', 'sku', 'stock'];
const cardPopulate = {
  thumbnailImage: { fields: MEDIA_FIELDS },
  teaCategory: { fields: ['name', 'slug'] },
  roastingLevel: { fields: ['name', 'slug', 'rank'] },
  caffeineLevel: { fields: ['name', 'slug', 'rank'] },
};
const productListPath = `/api/products?${toQueryString({
  locale: 'en',
  fields: CARD_FIELDS,
  populate: cardPopulate,
  filters: {},
  sort: ['name:asc', 'documentId:asc'],
  pagination: { start: 0, limit: 12, withCount: true },
})}`;
const productPagePath = (slug) =>
  `/api/products?${toQueryString({
    locale: 'en',
    filters: { slug: { $eq: slug } },
    populate: {
      ...cardPopulate,
      gallery: { fields: MEDIA_FIELDS },
      brewingGuide: true,
      collections: { fields: ['name', 'slug'] },
      recommendedProducts: { fields: CARD_FIELDS, populate: cardPopulate },
    },
    pagination: { pageSize: 1 },
  })}`;
// mf-content/src/features/content/api.ts (first news page)
const articleListPath = `/api/articles?${toQueryString({
  locale: 'en',
  fields: ['title', 'slug', 'excerpt', 'tags', 'publishDate'],
  populate: { cover: true },
  filters: {},
  sort: ['publishDate:desc', 'id:desc'],
  pagination: { page: 1, pageSize: 6, withCount: true },
})}`;

async function call(path, init = {}) {
  const res = await fetch(base + path, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
  const body = await res.json().catch(() => null);
  if (!res.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

const cartLine = (product, quantity) => ({
  productId: product.documentId,
  quantity,
  name: product.name,
  price: Number(product.price),
  slug: product.slug,
  currency: product.currency,
  productFormat: product.productFormat ?? '',
  sku: product.sku,
  updatedAt: new Date().toISOString(),
  thumbnailUrl: product.thumbnailImage?.url ?? '',
});

/** Anonymous carts as the storefront creates them (POST /api/carts, version 0). */
async function createCarts(count, product) {
  const carts = [];
  for (let i = 0; i < count; i += 1) {
    const cartId = `cart-bench${Date.now().toString(36)}${i}`;
    const answer = await call('/api/carts', {
      method: 'POST',
      headers: { 'X-Cart-Id': cartId },
      body: JSON.stringify({
        data: { cartId, items: [cartLine(product, 1)], locale: 'en', version: 0 },
      }),
    });
    carts.push({ cartId, documentId: answer.data.documentId });
  }
  return carts;
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** One autocannon run; latencies collected per response for exact percentiles. */
function load(requests, seconds, record = true) {
  return new Promise((resolve, reject) => {
    const times = [];
    const statuses = {};
    const instance = autocannon(
      { url: base, connections, duration: seconds, requests, timeout: 10 },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        const non2xx = Object.entries(statuses)
          .filter(([status]) => !status.startsWith('2'))
          .reduce((sum, [, n]) => sum + n, 0);
        resolve({
          requests: times.length,
          rps: times.length / seconds,
          p50: percentile(times, 50),
          p95: percentile(times, 95),
          p99: percentile(times, 99),
          max: times.at(-1) ?? NaN,
          errors: result.errors + result.timeouts + non2xx,
          statuses,
        });
      },
    );
    if (record) {
      instance.on('response', (_client, statusCode, _bytes, responseTime) => {
        times.push(responseTime);
        statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
      });
    }
  });
}

const list = await call(productListPath);
const product = list.data[0];
if (!product) throw new Error('the cms has no products: seed it first');

const scenarios = [
  { name: 'product-list', requests: [{ method: 'GET', path: productListPath }] },
  { name: 'product-page', requests: [{ method: 'GET', path: productPagePath(product.slug) }] },
  { name: 'article-list', requests: [{ method: 'GET', path: articleListPath }] },
];
const wantsCarts = !only || only.has('cart-read') || only.has('cart-write');
const carts = wantsCarts ? await createCarts(connections, product) : [];
let turn = 0;
const nextCart = () => carts[(turn += 1) % carts.length];
scenarios.push(
  {
    name: 'cart-read',
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => {
          const cart = nextCart();
          return {
            ...req,
            path: `/api/carts/${cart.documentId}`,
            headers: { 'x-cart-id': cart.cartId },
          };
        },
      },
    ],
  },
  {
    name: 'cart-write',
    requests: [
      {
        method: 'PUT',
        setupRequest: (req) => {
          const cart = nextCart();
          const quantity = 1 + (turn % 5);
          return {
            ...req,
            path: `/api/carts/${cart.documentId}`,
            headers: { 'content-type': 'application/json', 'x-cart-id': cart.cartId },
            // no version: applied over the current cart (the storefront sends one; a refusal
            // for a stale version would measure the same path and count as an error here)
            body: JSON.stringify({
              data: { items: [cartLine(product, quantity)], locale: 'en' },
            }),
          };
        },
      },
    ],
  },
);

const fmt = (ms) => (Number.isFinite(ms) ? ms.toFixed(1) : '-');
console.log(
  `cms ${base}: ${connections} connections, ${duration} s per scenario, ` +
    `cache ${process.env.CMS_CACHE === 'off' ? 'off (as told by CMS_CACHE)' : 'as the server runs it'}`,
);
console.log('scenario       req/s    p50 ms   p95 ms   p99 ms   max ms  errors');
const results = [];
for (const scenario of scenarios) {
  if (only && !only.has(scenario.name)) continue;
  await load(scenario.requests, 2, false);
  const result = await load(scenario.requests, duration);
  results.push({ scenario: scenario.name, ...result });
  console.log(
    `${scenario.name.padEnd(13)}${result.rps.toFixed(0).padStart(6)}` +
      `${fmt(result.p50).padStart(10)}${fmt(result.p95).padStart(9)}${fmt(result.p99).padStart(9)}` +
      `${fmt(result.max).padStart(9)}${String(result.errors).padStart(8)}` +
      (result.errors ? `  ${JSON.stringify(result.statuses)}` : ''),
  );
}
if (results.some((result) => result.statuses['429'])) {
  console.log(
    '429: the rate limits of the cms answered. To measure the cart path, start it with ' +
      'CART_WRITE_RATE_LIMIT_MAX=1000000 (or TEST_DISABLE_RATELIMIT=1).',
  );
}
if (args.json)
  fs.writeFileSync(args.json, JSON.stringify({ base, connections, duration, results }, null, 2));
