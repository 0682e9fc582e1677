import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from './fixtures';
import { root, startShop, type ShopServer } from './shopServer';
import { newMember } from './accounts';
import { signInBrowser } from './support';

/*
 * The shops started here (ports 3110 and 3111) are among the content backend's CORS origins in the
 * suite (scripts/cms-for-tests.mjs), so their pages run as a shopper's would, HTTP cache included.
 *
 * Releases of one remote while the shop runs: each release is an immutable version folder and a
 * switch of the registry, picked up by the shop server for its next page and by open browsers at
 * their next update check (every second here, a minute by default).
 */

interface Registry {
  remotes: Record<string, { live: string; previous: string[] } | undefined>;
}

/** `npm run <script> -w <remote> -- <args>` with the releases in `releasesDir`; returns its output. */
function npmRun(
  releasesDir: string,
  script: string,
  remote: string,
  args: string[] = [],
): Promise<string> {
  const run = spawn('npm', ['run', script, '-w', remote, '--', ...args], {
    cwd: root,
    env: { ...process.env, RELEASES_DIR: releasesDir },
  });
  let output = '';
  run.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  run.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    run.on('close', (status) =>
      status === 0 ? resolve(output) : reject(new Error(`${script} ${remote} failed:\n${output}`)),
    );
  });
}

const live = (releasesDir: string, remote: string): string => {
  const registry = JSON.parse(
    fs.readFileSync(path.join(releasesDir, 'registry.json'), 'utf8'),
  ) as Registry;
  return registry.remotes[remote]?.live ?? '';
};

/**
 * A real production build of `remote` with one text of its English translations changed, made from
 * a copy of its sources in the repository (packages resolve as for the remote itself).
 * Returns the folder of the build.
 */
async function buildWithChangedText(remote: string, before: string, after: string) {
  // next to the remote, at the same depth: module and chunk ids derive from relative paths, so an
  // unchanged chunk gets the same name as in the remote's own build
  const copy = path.join(root, `.tmp-release-test-${remote}`);
  fs.rmSync(copy, { recursive: true, force: true });
  for (const part of ['src', 'public', 'package.json', 'webpack.config.ts']) {
    fs.cpSync(path.join(root, remote, part), path.join(copy, part), { recursive: true });
  }
  // packages installed for the remote itself (npm keeps versions that differ from the root's there)
  const ownPackages = path.join(root, remote, 'node_modules');
  if (fs.existsSync(ownPackages)) fs.symlinkSync(ownPackages, path.join(copy, 'node_modules'));
  const tsconfig = fs.readFileSync(path.join(root, remote, 'tsconfig.json'), 'utf8');
  fs.writeFileSync(path.join(copy, 'tsconfig.json'), tsconfig.split('"../').join(`"${root}/`));
  const translations = path.join(copy, 'src', 'i18n', 'en.json');
  const text = fs.readFileSync(translations, 'utf8');
  expect(text).toContain(before);
  fs.writeFileSync(translations, text.split(before).join(after));
  const build = spawn('npx', ['webpack', '--mode', 'production'], { cwd: copy });
  let output = '';
  build.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  build.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const status = await new Promise((resolve) => build.on('close', resolve));
  if (status !== 0) throw new Error(`the build of the changed ${remote} failed:\n${output}`);
  return { dist: path.join(copy, 'dist'), remove: () => fs.rmSync(copy, { recursive: true }) };
}

/** Console errors and uncaught exceptions of a page. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  return problems;
}

/** Bytes each response of the page's next loads took on the network (cache hits count 0). */
async function recordTransfers(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const urls = new Map<string, { url: string; cached: boolean; status: number }>();
  // Chromium announces a cache hit before the response itself.
  const fromCache = new Set<string>();
  const transfers: { url: string; bytes: number; status: number }[] = [];
  cdp.on('Network.requestServedFromCache', (event) => fromCache.add(event.requestId));
  cdp.on('Network.responseReceived', (event) => {
    urls.set(event.requestId, {
      url: event.response.url,
      status: event.response.status,
      cached: fromCache.has(event.requestId) || Boolean(event.response.fromDiskCache),
    });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const seen = urls.get(event.requestId);
    if (seen && !seen.cached) {
      transfers.push({ url: seen.url, bytes: event.encodedDataLength, status: seen.status });
    }
  });
  return {
    take: () => transfers.splice(0),
  };
}

/** Waits until the page's update check has seen the new deployment. */
async function updateNoticed(page: Page): Promise<void> {
  await page.waitForFunction(
    () => (window as unknown as { __teashopUpdateReady?: boolean }).__teashopUpdateReady === true,
    undefined,
    { timeout: 15_000 },
  );
}

const FEATURED = 'Featured collections';
const SEASONAL = 'Seasonal collections';

test.describe('release and rollback of one remote', () => {
  test.describe.configure({ mode: 'serial' });
  const releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  let shop: ShopServer;

  test.beforeAll(async () => {
    shop = await startShop(3110, { RELEASES_DIR: releasesDir, UPDATE_CHECK_MS: '1000' });
  });
  test.afterAll(() => {
    shop?.stop();
    fs.rmSync(releasesDir, { recursive: true, force: true });
  });

  test('an open browser and the server HTML follow a release, then a rollback, without errors', async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    // Every remote released; mf-content by its team's own build, built and released on its own.
    for (const remote of ['mf-catalog', 'mf-cart-checkout', 'mf-member']) {
      await npmRun(releasesDir, 'release', remote, ['--no-build']);
    }
    const firstRelease = await npmRun(releasesDir, 'release', 'mf-content');
    const first = live(releasesDir, 'mf-content');
    expect(firstRelease).toContain(`mf-content ${first} is live`);
    const served = await fetch(`${shop.url}/runtime-config.json`).then(
      (r) => r.json() as Promise<{ remotes: Record<string, string> }>,
    );
    expect(served.remotes['mf-content']).toBe(`/remotes/mf-content/${first}/mf-manifest.json`);

    const problems = problemsOf(page);
    const transfers = await recordTransfers(page);
    await page.goto(`${shop.url}/`);
    const home = page.locator('[data-boundary="mf-content"]');
    await expect(home.getByRole('heading', { name: FEATURED })).toBeVisible();
    // A returning shopper: the page and the remotes preloaded when idle are in the browser's cache.
    await page.waitForLoadState('networkidle');
    await page.goto(`${shop.url}/`);
    await page.waitForLoadState('networkidle');
    const before = new Set(transfers.take().map((t) => t.url));
    // What any visit fetches again (the page, its settings, polled manifests, late preloads).
    await page.goto(`${shop.url}/`);
    await page.waitForLoadState('networkidle');
    const everyLoad = new Set(transfers.take().map((t) => t.url));

    // Release a new version with a changed heading.
    const second = await buildWithChangedText('mf-content', FEATURED, SEASONAL);
    // The chunks whose content changed: in the second build, not in the first.
    const firstFiles = new Set(fs.readdirSync(path.join(root, 'mf-content', 'dist')));
    const changedChunks = fs
      .readdirSync(second.dist)
      .filter((file) => /\.(js|css)$/.test(file) && !firstFiles.has(file))
      .filter((file) => file !== 'remoteEntry.js' && !file.startsWith('main.'));
    expect(changedChunks.length).toBeGreaterThan(0);
    await npmRun(releasesDir, 'release', 'mf-content', ['--from', second.dist]);
    second.remove();
    const released = Date.now();
    const next = live(releasesDir, 'mf-content');
    expect(next).not.toBe(first);

    const serverHtml = await fetch(`${shop.url}/`).then((r) => r.text());
    const inServerHtml = Date.now() - released;
    expect(serverHtml).toContain(SEASONAL);

    await updateNoticed(page);
    // The next click is a full page load onto the new version.
    await page.getByRole('banner').getByRole('link', { name: 'Leaf & Kettle Tea' }).click();
    await expect(home.getByRole('heading', { name: SEASONAL })).toBeVisible();
    const inBrowser = Date.now() - released;
    await page.waitForLoadState('networkidle');
    const downloaded = transfers.take();

    // Besides what every visit fetches, only the released remote's changed files came over the
    // network: its new entry and changed chunks. Nothing the browser had
    // downloaded before the release was downloaded again: the shell's code and the remote's
    // unchanged chunks and style sheets came from the cache. (Other remotes' files may appear when
    // the page preloads them while idle, at moments that vary; they are reported. The browser reads
    // no manifest: the shop server hands it each remote's entry.)
    const extra = downloaded.filter((t) => !everyLoad.has(t.url));
    expect(extra.filter((t) => before.has(t.url)).map((t) => t.url)).toEqual([]);
    const remoteFiles = extra.filter((t) => t.url.includes('/remotes/mf-content/'));
    const names = remoteFiles.map((t) => path.basename(new URL(t.url).pathname));
    expect(names.filter((name) => /^remoteEntry\.[0-9a-f]{12}\.js$/.test(name))).toHaveLength(1);
    expect(names.filter((name) => changedChunks.includes(name)).length).toBeGreaterThan(0);
    // They go out as the build's brotli copies (kept beside them by the release, found by the
    // server though published after it started), not compressed again per answer.
    const sharedFiles = path.join(releasesDir, 'mf-content', 'files');
    const copied = names.filter((name) => fs.existsSync(path.join(sharedFiles, `${name}.br`)));
    expect(copied.filter((name) => name.startsWith('remoteEntry.'))).toHaveLength(1);
    for (const name of copied) {
      const answer = await fetch(`${shop.url}/remotes/mf-content/files/${name}`, {
        headers: { 'Accept-Encoding': 'gzip, br' },
      });
      const sent = [answer.headers.get('content-encoding'), answer.headers.get('content-length')];
      const copy = fs.statSync(path.join(sharedFiles, `${name}.br`)).size;
      expect([name, ...sent]).toEqual([name, 'br', String(copy)]);
    }
    const others = extra.filter((t) => !remoteFiles.includes(t));
    expect(others.filter((t) => !t.url.includes('/remotes/')).map((t) => t.url)).toEqual([]);
    expect(names.filter((name) => name === 'mf-manifest.json')).toEqual([]);
    const bytes = remoteFiles.reduce((sum, t) => sum + t.bytes, 0);

    // Roll back: the open browser goes back to the first version on its next navigation.
    await npmRun(releasesDir, 'rollback', 'mf-content');
    const rolledBack = Date.now();
    expect(live(releasesDir, 'mf-content')).toBe(first);
    expect(await fetch(`${shop.url}/`).then((r) => r.text())).toContain(FEATURED);
    await updateNoticed(page);
    await page.getByRole('banner').getByRole('link', { name: 'Leaf & Kettle Tea' }).click();
    await expect(home.getByRole('heading', { name: FEATURED })).toBeVisible();
    const rollbackInBrowser = Date.now() - rolledBack;

    expect(problems).toEqual([]);
    const report = {
      buildAndRelease: firstRelease.split('\n').find((line) => line.startsWith('Released in')),
      releaseToServerHtmlMs: inServerHtml,
      releaseToOpenBrowserMs: inBrowser,
      rollbackToOpenBrowserMs: rollbackInBrowser,
      updateCheckMs: 1000,
      everyLoad: [...everyLoad].map((url) => new URL(url).pathname),
      redownloaded: remoteFiles.map((t) => `${new URL(t.url).pathname} ${t.bytes}`),
      redownloadedBytes: bytes,
      otherRemotesFetched: others.map((t) => `${new URL(t.url).pathname} ${t.bytes}`),
    };
    console.log(`[release timings] ${JSON.stringify(report)}`);
    testInfo.annotations.push({ type: 'release timings', description: JSON.stringify(report) });
  });

  test('the registry is never half-read while releases switch it and pages are served', async () => {
    test.setTimeout(120_000);
    const versions = fs
      .readdirSync(path.join(releasesDir, 'mf-content'))
      .filter((name) => /^[0-9a-f]{12}$/.test(name));
    expect(versions).toHaveLength(2);
    const [a, b] = versions as [string, string];
    const switcher = spawn(
      process.execPath,
      [
        '-r',
        'ts-node/register',
        path.join(root, 'shared', 'build', 'release', 'registryStress.ts'),
        'switch',
        path.join(releasesDir, 'registry.json'),
        'mf-content',
        a,
        b,
      ],
      {
        cwd: root,
        env: {
          ...process.env,
          TS_NODE_PROJECT: path.join(root, 'shared', 'build', 'tsconfig.json'),
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let switches = 0;
    // Pages are served from the render cache in a few seconds: they start once switching has.
    const switching = new Promise<void>((resolve) => {
      switcher.stdout.on('data', (chunk: Buffer) => {
        switches = Number(chunk.toString().trim().split('\n').pop());
        resolve();
      });
    });
    await switching;
    const seen = new Set<string>();
    const failures: string[] = [];
    const linesBefore = shop.output.length;
    try {
      for (let round = 0; round < 60; round++) {
        await Promise.all(
          Array.from({ length: 6 }, async (_, i) => {
            if (i % 3 === 0) {
              const response = await fetch(`${shop.url}/`);
              const html = await response.text();
              if (response.status !== 200 || !(html.includes(FEATURED) || html.includes(SEASONAL)))
                failures.push(`home ${response.status}`);
              return;
            }
            const config = (await fetch(`${shop.url}/runtime-config.json`).then((r) =>
              r.json(),
            )) as { remotes: Record<string, string> };
            const url = config.remotes['mf-content'] ?? '';
            seen.add(url);
            if (!(url.includes(`/${a}/`) || url.includes(`/${b}/`))) failures.push(url);
          }),
        );
      }
    } finally {
      switcher.kill();
    }
    expect(failures).toEqual([]);
    expect(switches).toBeGreaterThanOrEqual(20);
    expect(seen.size).toBe(2);
    expect(shop.output.slice(linesBefore).filter((line) => line.includes('refused'))).toEqual([]);
    console.log(`[registry under load] ${switches} switches during 360 requests`);
  });
});

test.describe('compatibility of released remotes', () => {
  test.describe.configure({ mode: 'serial' });
  const releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  let shop: ShopServer;

  test.beforeAll(async () => {
    shop = await startShop(3111, { RELEASES_DIR: releasesDir });
  });
  test.afterAll(() => {
    shop?.stop();
    fs.rmSync(releasesDir, { recursive: true, force: true });
  });

  test('a shopper buys across the previous release of mf-cart-checkout on the current shell', async ({
    page,
  }) => {
    const member = await newMember('release', { lastName: 'Release' });
    await signInBrowser(page, member.jwt, shop.url);
    const fixture = path.join(root, 'e2e', 'fixtures', 'previous-release', 'mf-cart-checkout');
    await npmRun(releasesDir, 'release', 'mf-cart-checkout', [
      '--from',
      path.join(fixture, 'build'),
    ]);
    const version = live(releasesDir, 'mf-cart-checkout');
    const problems = problemsOf(page);
    const fromFixture: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes(`/remotes/mf-cart-checkout/`)) {
        fromFixture.push(response.url());
      }
    });

    await page.goto(`${shop.url}/products/longjing`);
    const name = (await page.locator('[data-boundary="mf-catalog"] h1').innerText()).trim();
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');

    await page.locator('#shell-cart-button').click();
    const panel = page.getByTestId('cart-panel');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name })).toBeVisible();
    await panel.getByRole('link', { name: /.+/ }).last().click();

    const cart = page.locator('[data-page="cart"]');
    await expect(page).toHaveURL(/\/cart$/);
    await expect(cart.getByRole('link', { name })).toBeVisible();
    await cart.getByRole('button', { name: /Increase quantity of/ }).click();
    await expect(page.getByTestId('cart-badge')).toHaveText('2');
    await cart.getByRole('link', { name: /.+/ }).last().click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.locator('[data-boundary="mf-cart-checkout"] h1').first()).toBeVisible();

    // The fixture's code from the remote's shared files, by the entry the shop server read from
    // the manifest in its version folder: the browser reads no manifest.
    const config = (await fetch(`${shop.url}/runtime-config.json`).then((r) => r.json())) as {
      remotes: Record<string, string>;
      remoteCode: Record<string, { entry?: string }>;
    };
    expect(config.remotes['mf-cart-checkout']).toMatch(`/${version}/mf-manifest.json`);
    expect(config.remoteCode['mf-cart-checkout']?.entry).toMatch(
      /\/files\/remoteEntry\.[0-9a-f]{12}\.js$/,
    );
    expect(fromFixture.some((url) => /\/files\/remoteEntry\.[0-9a-f]{12}\.js$/.test(url))).toBe(
      true,
    );
    expect(fromFixture.filter((url) => url.endsWith('/mf-manifest.json'))).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('a remote built against incompatible contracts is refused: fallback, log line, rest of the shop works', async ({
    page,
  }) => {
    const contractsVersion = (
      JSON.parse(
        fs.readFileSync(path.join(root, 'shared', 'contracts', 'package.json'), 'utf8'),
      ) as { version: string }
    ).version;
    // The next major version of the contracts: no shell of today provides it.
    const nextMajor = `^${Number(contractsVersion.split('.')[0]) + 1}.0.0`;
    const build = path.join(releasesDir, 'incompatible-build');
    fs.cpSync(path.join(root, 'mf-catalog', 'dist'), build, { recursive: true });
    const manifestFile = path.join(build, 'mf-manifest.json');
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as {
      metaData: { teashop: { contracts: string } };
    };
    manifest.metaData.teashop.contracts = nextMajor;
    fs.writeFileSync(manifestFile, JSON.stringify(manifest));
    await npmRun(releasesDir, 'release', 'mf-catalog', ['--from', build]);

    const problems = problemsOf(page);
    const response = await page.goto(`${shop.url}/products`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('[data-fallback="mf-catalog"]')).toBeVisible();
    await expect(page.getByTestId('product-card')).toHaveCount(0);
    await expect(page.locator('#shell-header header')).toBeVisible();
    await expect(page.locator('#shell-footer footer')).toBeVisible();

    const needs = `needs @teashop/contracts ${nextMajor}; this shell provides ${contractsVersion}`;
    expect(problems.some((p) => p.includes('not compatible') && p.includes(needs))).toBe(true);
    await expect
      .poll(() =>
        shop.output.some(
          (line) => line.includes('refused, not compatible') && line.includes(needs),
        ),
      )
      .toBe(true);

    // The rest of the shop keeps working.
    await page.getByRole('banner').getByRole('link', { name: 'News' }).click();
    await expect(page.locator('[data-boundary="mf-content"] h1').first()).toBeVisible();

    // Rolling back to the workspace build is not possible (there is no earlier release), but a
    // compatible release replaces it at once.
    await npmRun(releasesDir, 'release', 'mf-catalog', [
      '--from',
      path.join(root, 'mf-catalog', 'dist'),
    ]);
    await page.goto(`${shop.url}/products`);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });
});
