import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { CMS_URL } from './support';

/*
 * Requests for made-up product, article, category and collection slugs must not grow the shop
 * server's memory: each answers 404 and whatever the server remembers about slugs is bounded.
 * The test starts its own shop server (the production build, on the suite's cms) so that it can
 * collect garbage before each reading. `SLUG_FLOOD_COUNT` sets the number of requests.
 */
const COUNT = Number(process.env.SLUG_FLOOD_COUNT ?? 2_500);
const CONCURRENCY = 16;
// What a collection keeps: JavaScript objects (heap) and buffers (external). A record kept per
// slug shows here first: 4 MB over 2,500 slugs catches about 1.6 KB kept per slug (a page or an
// answer kept per slug is several). Seen without a leak: 1.1–1.6 MB of heap over 4,000.
const MAX_KEPT_GROWTH_MB = 4;
const WARM_UP = 1_500;
// Rounds of more warm-up while resident memory still grows (see below), at most.
const SETTLE_ROUNDS = 4;
const SETTLE_ROUND = 500;
// Resident memory also holds the allocator's arenas, which grow during the first few thousand
// server renders and then stay (seen: 169 MB after the warm-up, 246 MB after 4,000 more, then
// 206–224 MB over 16,000 more while the heap stayed within 1.5 MB): a loose bound for leaks
// outside both.
const MAX_RSS_GROWTH_MB = 100;
const ROUTES = ['/products/', '/news/', '/category/', '/collection/'];
const PREFIXES = ['', '/zh', '/jp'];
const serverScript = path.resolve(__dirname, '..', '..', 'shell', 'dist-server', 'server.js');

interface Memory {
  rss: number;
  heapUsed: number;
  external: number;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

async function startShop(port: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--expose-gc', '--require', path.join(__dirname, 'memoryReport.cjs'), serverScript],
    {
      env: { ...process.env, PORT: String(port), CMS_URL, SSR_TIMEOUT_MS: '3000' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  for (let i = 0; i < 120; i += 1) {
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error('the shop server did not start');
}

/** Asks the server to collect garbage and report its memory. */
function memoryOf(child: ChildProcess): Promise<Memory> {
  return new Promise((resolve) => {
    const onData = (chunk: Buffer) => {
      const line = /\[memory\] (\{.*\})/.exec(chunk.toString());
      if (!line) return;
      child.stdout?.off('data', onData);
      resolve(JSON.parse(line[1]!) as Memory);
    };
    child.stdout?.on('data', onData);
    child.kill('SIGUSR2');
  });
}

const mb = (bytes: number) => bytes / 1024 / 1024;
const randomSlug = (i: number) => `zz-${i.toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

let shop: ChildProcess | undefined;
// Also when the test times out: the server must not go on taking the machine's time.
test.afterEach(() => {
  shop?.kill();
});

test('a flood of made-up slugs answers 404 and leaves memory bounded', async () => {
  // About 40 requests a second on a busy two-core machine, with room to spare.
  test.setTimeout(60_000 + (WARM_UP + SETTLE_ROUNDS * SETTLE_ROUND + COUNT) * 50);
  const port = await freePort();
  const server = await startShop(port);
  shop = server;
  const statuses = new Map<number, number>();
  const flood = async (total: number) => {
    let sent = 0;
    const worker = async () => {
      while (sent < total) {
        const i = sent++;
        const url = `http://127.0.0.1:${port}${PREFIXES[i % 3]}${ROUTES[i % 4]}${randomSlug(i)}`;
        const answer = await fetch(url, { redirect: 'manual' });
        await answer.arrayBuffer();
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  };

  // Warm up first (code compiled, connection pools filled, the allocator's arenas grown: they
  // grow over the first few thousand renders, and a 1,000-request warm-up measured from 190 or
  // from 225 MB to the same 294 MB), so the growth is what slugs add.
  await flood(WARM_UP);
  // On a loaded machine the arenas may still be growing after it: more warm-up until resident
  // memory settles (under 5 MB more per 500 requests).
  let before = await memoryOf(server);
  for (let round = 0; round < SETTLE_ROUNDS; round += 1) {
    await flood(SETTLE_ROUND);
    const now = await memoryOf(server);
    const settled = mb(now.rss - before.rss) < 5;
    before = now;
    if (settled) break;
  }
  const started = Date.now();
  await flood(COUNT);
  const seconds = (Date.now() - started) / 1000;
  const after = await memoryOf(server);

  const summary =
    `slug flood: ${COUNT} requests in ${seconds.toFixed(0)} s; shop server resident memory ` +
    `${mb(before.rss).toFixed(1)} → ${mb(after.rss).toFixed(1)} MB, heap in use ` +
    `${mb(before.heapUsed).toFixed(1)} → ${mb(after.heapUsed).toFixed(1)} MB, external ` +
    `${mb(before.external).toFixed(1)} → ${mb(after.external).toFixed(1)} MB`;
  console.log(summary);
  test.info().annotations.push({ type: 'measurement', description: summary });

  expect([...statuses.keys()]).toEqual([404]);
  expect(mb(after.heapUsed - before.heapUsed)).toBeLessThan(MAX_KEPT_GROWTH_MB);
  expect(mb(after.external - before.external)).toBeLessThan(MAX_KEPT_GROWTH_MB);
  expect(mb(after.rss - before.rss)).toBeLessThan(MAX_RSS_GROWTH_MB);
  // and the server still answers its real pages
  const real = await fetch(`http://127.0.0.1:${port}/products/longjing`);
  expect(real.status).toBe(200);
  expect(await real.text()).toContain('Longjing');
});
