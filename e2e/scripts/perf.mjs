// Measures the running shop with Lighthouse's mobile preset (simulated slow 4G and a mid-range
// phone), three runs per page, one at a time, and prints the medians. Builds and starts nothing.
//
//   npm run perf                      # home, list, detail and the newest article in en and jp
//   RUNS=1 PAGES=/,/products npm run perf -- --json perf.json
//   npm run perf -- --runs 5 --pages /products/longjing,article --locales jp
//   npm run perf -- --before http://localhost:3300   # another build of the shop, run by run
//
// SHOP_URL (default http://localhost:3000) is the shop; CMS_URL (default http://localhost:1337)
// names the newest article (`article` in PAGES), PERF_ARTICLE (a slug or /news/<slug>) when the
// cms cannot. CHROME_PATH (default /usr/bin/chromium) is the browser. `--before` (or PERF_BEFORE)
// names a second shop (say the previous build, started on another port against the same cms): each
// run of a page then measures it there and here one after the other, so both see the same machine,
// and the table gives before → after.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string' },
    pages: { type: 'string' },
    locales: { type: 'string' },
    json: { type: 'string' },
    before: { type: 'string' },
  },
});
const list = (value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const shop = (process.env.SHOP_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const cms = (process.env.CMS_URL ?? 'http://localhost:1337').replace(/\/$/, '');
const runs = Number(args.runs ?? process.env.RUNS ?? 3);
const pages = list(args.pages ?? process.env.PAGES ?? '/,/products,/products/longjing,article');
const locales = list(args.locales ?? process.env.LOCALES ?? 'en,jp');
const jsonOut = args.json ?? null;
const before = (args.before ?? process.env.PERF_BEFORE ?? '').replace(/\/$/, '') || null;
/** The shops measured, in the order each run visits them. */
const shops = before
  ? [
      { label: 'before', url: before },
      { label: 'after', url: shop },
    ]
  : [{ label: 'shop', url: shop }];
if (!Number.isInteger(runs) || runs < 1) throw new Error('RUNS must be a whole number ≥ 1');

/** The newest article as the news page lists it (by publishDate), else PERF_ARTICLE. */
async function newestArticle() {
  const query =
    'locale=en&sort[0]=publishDate:desc&sort[1]=id:desc&pagination[pageSize]=1&fields[0]=slug';
  let slug;
  try {
    const res = await fetch(`${cms}/api/articles?${query}`);
    if (res.ok) slug = (await res.json())?.data?.[0]?.slug;
  } catch {
    // cms not reachable: PERF_ARTICLE below
  }
  slug ??= process.env.PERF_ARTICLE?.replace(/^\/?(news\/)?/, '');
  if (!slug) throw new Error(`No article from ${cms}; set PERF_ARTICLE=<slug>`);
  return `/news/${slug}`;
}

const article = pages.includes('article') ? await newestArticle() : null;
const targets = locales.flatMap((locale) =>
  pages
    .map((page) => (page === 'article' ? article : page.startsWith('/') ? page : `/${page}`))
    .map((page) => (locale === 'en' ? page : `/${locale}${page === '/' ? '' : page}`)),
);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Bytes of JavaScript over the wire (compressed), from the network-requests audit. */
function scriptBytes(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});

/** One Lighthouse run of `url`; a trace Chromium failed to record (NO_NAVSTART…) is run again. */
async function measure(url) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!lhr.runtimeError) {
      return {
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcp: lhr.audits['largest-contentful-paint'].numericValue / 1000,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        js: scriptBytes(lhr) / 1024,
      };
    }
    if (attempt === 3) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    console.warn(`${url}: ${lhr.runtimeError.code}, measuring again`);
  }
}

/** The medians of one page's runs on one shop. */
function summary(path, samples) {
  const pick = (key) => median(samples.map((s) => s[key]));
  return {
    page: path,
    performance: pick('score'),
    lcpSeconds: pick('lcp'),
    tbtMs: pick('tbt'),
    cls: pick('cls'),
    jsKiB: pick('js'),
    scores: samples.map((s) => s.score),
  };
}

/** Per shop label, one summary per page. */
const results = Object.fromEntries(shops.map(({ label }) => [label, []]));
try {
  for (const path of targets) {
    const samples = Object.fromEntries(shops.map(({ label }) => [label, []]));
    for (let i = 0; i < runs; i++) {
      for (const { label, url } of shops) samples[label].push(await measure(`${url}${path}`));
    }
    for (const { label } of shops) {
      const row = summary(path, samples[label]);
      results[label].push(row);
      console.error(`measured ${path}${before ? ` (${label})` : ''}: ${row.scores.join(', ')}`);
    }
  }
} finally {
  await chrome.kill();
}

const cells = (r) => [
  String(r.performance),
  r.lcpSeconds.toFixed(2),
  String(Math.round(r.tbtMs)),
  r.cls.toFixed(3),
  r.jsKiB.toFixed(1),
  r.scores.join('/'),
];
const header = ['page', 'perf', 'LCP s', 'TBT ms', 'CLS', 'JS KiB', 'runs'];
const lines = targets.map((path, row) => {
  const [first, second] = shops.map(({ label }) => cells(results[label][row]));
  return [path, ...first.map((cell, i) => (second ? `${cell} → ${second[i]}` : cell))];
});
const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
const format = (row) => row.map((c, i) => c.padEnd(widths[i])).join('  ');
console.log(
  `Lighthouse mobile preset, median of ${runs} run(s) per page, ${
    before ? `before ${before} → after ${shop}, run by run` : shop
  }`,
);
console.log(format(header));
for (const line of lines) console.log(format(line));
if (jsonOut) {
  fs.writeFileSync(jsonOut, JSON.stringify(before ? results : results.shop, null, 2));
}
