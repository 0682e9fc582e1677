#!/usr/bin/env node
// Throughput and latency of the shop's server-rendered pages under load, on a running shop.
//   npm run bench -- [--url http://localhost:3000] [--duration 10] [--connections 50]
//                    [--paths /products,/products/longjing] [--json results.json]
// (SHOP_URL is the default for --url.) Each page is loaded for --duration seconds over
// --connections keep-alive connections (autocannon) after a short warm-up, as an anonymous
// visitor. Prints requests/s, p50/p99 latency, errors (connection errors, timeouts) and answers
// other than 2xx, and checks the bodies: one answer in every few (and every answer of the warm-up)
// must be the whole page, its header, area and footer rendered on the server (no part left to the
// browser), with the nonce of its own Content-Security-Policy. Exits non-zero when a check fails or
// a target is missed (--targets off: report only).
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    duration: { type: 'string' },
    connections: { type: 'string' },
    paths: { type: 'string' },
    targets: { type: 'string' },
    json: { type: 'string' },
  },
});
const base = (args.url ?? process.env.SHOP_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const duration = Number(args.duration ?? 10);
const connections = Number(args.connections ?? 50);
const paths = (args.paths ?? '/products,/products/longjing').split(',').filter(Boolean);
const checkTargets = args.targets !== 'off';
const TARGETS = { requestsPerSecond: 1000, p99Ms: 100, errors: 0 };
/** One body in this many is checked during the run (checking costs the bench's own CPU). */
const SAMPLE_EVERY = 25;

/** What is wrong with a page answer, or null when it is a whole server-rendered page. */
function pageProblem(status, body, csp) {
  if (status !== 200) return `status ${status}`;
  const html = typeof body === 'string' ? body : String(body ?? '');
  for (const part of ['shell-header', 'shell-footer']) {
    if (!html.includes(`<div id="${part}" data-ssr="true">`)) return `${part} not rendered`;
  }
  // every page has a placeholder per area: its own is filled, the others stay empty
  if (!/<div id="area-[a-z0-9-]+" data-ssr="true">/.test(html)) return 'area not rendered';
  const nonce = /'nonce-([^']+)'/.exec(csp ?? '')?.[1];
  const used = [...html.matchAll(/ nonce="([^"]*)"/g)].map((match) => match[1]);
  if (nonce && used.some((value) => value !== nonce)) return 'an inline script has another nonce';
  return null;
}

async function warmUp(url) {
  for (let i = 0; i < 5; i++) {
    const response = await fetch(url);
    const problem = pageProblem(
      response.status,
      await response.text(),
      response.headers.get('content-security-policy'),
    );
    if (problem && i === 4) return problem;
  }
  return null;
}

function run(path) {
  const checks = { sampled: 0, failed: 0, firstProblem: null, cache: {} };
  let seen = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${base}${path}`,
        connections,
        duration,
        requests: [
          {
            method: 'GET',
            onResponse: (status, body, _context, headers) => {
              seen += 1;
              if (seen % SAMPLE_EVERY !== 0) return;
              // autocannon gives the headers as sent (their own case)
              const header = (name) =>
                Object.entries(headers ?? {}).find(([key]) => key.toLowerCase() === name)?.[1];
              const state = header('x-render-cache') ?? 'none';
              checks.cache[state] = (checks.cache[state] ?? 0) + 1;
              checks.sampled += 1;
              const problem = pageProblem(status, body, header('content-security-policy'));
              if (problem) {
                checks.failed += 1;
                checks.firstProblem ??= problem;
              }
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve({ result, checks })),
    );
    process.once('SIGINT', () => instance.stop());
  });
}

const results = [];
for (const path of paths) {
  const warm = await warmUp(`${base}${path}`).catch((error) => `unreachable (${error.message})`);
  if (warm) console.log(`${path}: warm-up answer is not a whole page: ${warm}`);
  const { result, checks } = await run(path);
  const row = {
    path,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
    bodiesChecked: checks.sampled,
    bodiesFailed: checks.failed + (warm ? 1 : 0),
    firstProblem: warm ?? checks.firstProblem,
    renderCache: checks.cache,
  };
  results.push(row);
  console.log(
    `${path}: ${row.requestsPerSecond} req/s, p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms, ` +
      `${row.errors} errors, ${row.non2xx} non-2xx (${row.total} requests); bodies: ` +
      `${row.bodiesChecked - checks.failed}/${row.bodiesChecked} whole pages` +
      `${row.firstProblem ? ` (first problem: ${row.firstProblem})` : ''}; X-Render-Cache ${JSON.stringify(row.renderCache)}`,
  );
}

if (args.json) fs.writeFileSync(args.json, `${JSON.stringify(results, null, 2)}\n`);
const failed = results.filter(
  (row) =>
    row.bodiesFailed > 0 ||
    row.non2xx > 0 ||
    row.errors > TARGETS.errors ||
    (checkTargets &&
      (row.requestsPerSecond < TARGETS.requestsPerSecond || row.p99Ms > TARGETS.p99Ms)),
);
if (failed.length > 0) {
  console.log(
    `\nNot met (targets: ≥${TARGETS.requestsPerSecond} req/s, p99 ≤${TARGETS.p99Ms} ms, no errors, whole pages): ${failed.map((row) => row.path).join(', ')}`,
  );
  process.exit(1);
}
