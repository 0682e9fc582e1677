#!/usr/bin/env node
// Latency of one storefront query under concurrent load, on a running cms.
//   node scripts/bench.mjs [--url http://127.0.0.1:1337] [--path <api path>] [--concurrency 50]
//                          [--requests 2000] [--warmup 100]
// Prints p50/p95/p99 latency, throughput and errors. Bounded: stops after --requests requests.

const args = Object.fromEntries(
  process.argv
    .slice(2)
    .reduce(
      (pairs, arg, i, all) =>
        arg.startsWith('--') ? [...pairs, [arg.slice(2), all[i + 1]]] : pairs,
      [],
    ),
);
const url = (args.url ?? process.env.CMS_URL ?? 'http://127.0.0.1:1337').replace(/\/$/, '');
const path =
  args.path ??
  '/api/products?locale=en&pagination[pageSize]=12&populate=thumbnailImage&sort=name:asc';
const concurrency = Number(args.concurrency ?? 50);
const total = Math.min(Number(args.requests ?? 2000), 100_000);
const warmup = Number(args.warmup ?? 100);

async function one() {
  const started = performance.now();
  const res = await fetch(url + path);
  await res.arrayBuffer();
  return { ms: performance.now() - started, ok: res.status === 200 };
}

async function run(count) {
  const latencies = [];
  let errors = 0;
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      try {
        const { ms, ok } = await one();
        latencies.push(ms);
        if (!ok) errors += 1;
      } catch {
        errors += 1;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return { latencies, errors, seconds: (performance.now() - started) / 1000 };
}

const pct = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

await run(warmup);
const { latencies, errors, seconds } = await run(total);
latencies.sort((a, b) => a - b);
console.log(`GET ${path}`);
console.log(
  `${latencies.length} requests, concurrency ${concurrency}, ${errors} errors, ${seconds.toFixed(1)} s`,
);
console.log(
  `p50 ${pct(latencies, 50).toFixed(1)} ms  p95 ${pct(latencies, 95).toFixed(1)} ms  ` +
    `p99 ${pct(latencies, 99).toFixed(1)} ms  max ${latencies.at(-1).toFixed(1)} ms  ` +
    `${(latencies.length / seconds).toFixed(0)} req/s`,
);
