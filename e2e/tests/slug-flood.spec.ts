import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { expect, test } from '@playwright/test';

/*
 * Requests for made-up product, article, category and collection slugs must not grow the shop
 * server's memory: each answers 404 and whatever the server remembers about slugs is bounded.
 * `SLUG_FLOOD_COUNT` sets the number of requests (default 6,000).
 */
const COUNT = Number(process.env.SLUG_FLOOD_COUNT ?? 6_000);
const CONCURRENCY = 16;
const MAX_GROWTH_MB = 20;
const ROUTES = ['/products/', '/news/', '/category/', '/collection/'];
const PREFIXES = ['', '/zh', '/jp'];

/** The shop server's process (the one listening for the tests), by its command line. */
function shopServerPid(): number {
  const found = execFileSync('pgrep', ['-f', 'dist-server/server.js'], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map(Number)
    // the server itself, not the shell that started it
    .filter((pid) => fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'node');
  expect(found.length, 'one shop server process').toBe(1);
  return found[0]!;
}

const residentMb = (pid: number): number => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return kb / 1024;
};

const randomSlug = (i: number) => `zz-${i.toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

test('a flood of made-up slugs answers 404 and leaves memory bounded', async ({
  request,
}, testInfo) => {
  test.setTimeout(Math.max(180_000, COUNT * 40));
  const pid = shopServerPid();

  let sent = 0;
  const statuses = new Map<number, number>();
  async function flood(total: number) {
    const worker = async () => {
      while (sent < total) {
        const i = sent++;
        const path = `${PREFIXES[i % 3]}${ROUTES[i % 4]}${randomSlug(i)}`;
        const answer = await request.get(path, { maxRedirects: 0 });
        statuses.set(answer.status(), (statuses.get(answer.status()) ?? 0) + 1);
        await answer.dispose();
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  }

  // The heap grows with the allocation rate of a burst, whatever is kept, and V8 gives it back
  // only when it sees fit. So after a warm-up that lets it reach its working size, the flood runs
  // in two halves: memory that grows with the number of slugs seen shows as growth in the second.
  await flood(3_000);
  const started = Date.now();
  sent = 0;
  statuses.clear();
  await flood(COUNT / 2);
  const before = residentMb(pid);
  await flood(COUNT);
  const seconds = (Date.now() - started) / 1000;
  const after = residentMb(pid);

  const summary =
    `slug flood: ${COUNT} requests in ${seconds.toFixed(0)} s, shop server resident memory ` +
    `${before.toFixed(1)} MB after the first half, ${after.toFixed(1)} MB after the second ` +
    `(${(after - before).toFixed(1)} MB)`;
  console.log(summary);
  testInfo.annotations.push({ type: 'measurement', description: summary });

  expect([...statuses.keys()]).toEqual([404]);
  expect(after - before).toBeLessThan(MAX_GROWTH_MB);
  // and the shop still answers its real pages
  const real = await request.get('/products/longjing');
  expect(real.status()).toBe(200);
  expect(await real.text()).toContain('Longjing');
});
