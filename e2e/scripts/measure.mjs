// Measures a page of the running shop in Chromium: JavaScript transferred on first load (bytes on
// the wire, gzip as served), split by area, and the time from navigation start to the first
// content of a remote. Usage: node scripts/measure.mjs [path] [selector]
import { chromium } from '@playwright/test';

const base = process.env.SHOP_URL ?? 'http://localhost:3000';
const path = process.argv[2] ?? '/';
const selector = process.argv[3] ?? '[data-boundary^="mf-"] h1, [data-boundary^="mf-"] [data-page]';
const runs = Number(process.env.RUNS ?? 5);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});

async function measureOnce(warm) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (!warm) await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map();
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') scripts.set(e.requestId, { url: e.response.url, bytes: 0 });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const s = scripts.get(e.requestId);
    if (s) s.bytes = e.encodedDataLength;
  });
  await page.goto(base + path, { waitUntil: 'commit' });
  await page.locator(selector).first().waitFor({ timeout: 30_000 });
  const firstContentMs = await page.evaluate(() => performance.now());
  const beforeContent = [...scripts.values()].reduce((sum, s) => sum + s.bytes, 0);
  await page.waitForLoadState('networkidle');
  const byArea = {};
  let total = 0;
  for (const s of scripts.values()) {
    const area =
      /\/remotes\/([^/]+)\//.exec(new URL(s.url).pathname)?.[1] ??
      (new URL(s.url).origin === base ? 'shell' : 'other');
    byArea[area] = (byArea[area] ?? 0) + s.bytes;
    total += s.bytes;
  }
  await context.close();
  return {
    firstContentMs,
    total,
    byArea,
    beforeContent,
    files: scripts.size,
  };
}

const cold = await measureOnce(false);
const warmTimes = [];
for (let i = 0; i < runs; i += 1) warmTimes.push((await measureOnce(true)).firstContentMs);
warmTimes.sort((a, b) => a - b);
await browser.close();

const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
console.log(`page ${path}`);
console.log(
  `JavaScript on the wire (compressed as served) before the first content: ${kb(cold.beforeContent)}; ` +
    `by network idle, with preloads of linked areas: ${kb(cold.total)} in ${cold.files} files`,
);
for (const [area, bytes] of Object.entries(cold.byArea))
  console.log(`  ${area}: ${kb(bytes)} (${((bytes / cold.total) * 100).toFixed(0)}%)`);
console.log(
  `navigation start -> first remote content: cold ${cold.firstContentMs.toFixed(0)} ms, warm median ${warmTimes[Math.floor(warmTimes.length / 2)].toFixed(0)} ms (${runs} runs)`,
);
