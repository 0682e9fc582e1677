import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expect, test, type Page } from './fixtures';
import { CMS_URL, DEMO, apiLogin, signInBrowser } from './support';
import { cmsApi, newMember, uniqueEmail, type NewMember } from './accounts';
import {
  EDITOR_LINK_TARGETS,
  REFUSED_LINK_TARGETS,
  XSS_PAYLOADS,
  type XssPayload,
} from './xssCorpus';
import { asEditor, editorToken } from './editor';
import { requireStandIn } from '../support/standIns';

/*
 * Attacks a shopper could try against the shop, each one a probe that must hold:
 * - path traversal against the shop server's static files and the content backend's uploads;
 * - open redirects through the login page's `?redirect=` and the third-party login's stored
 *   return path (and the content backend's OAuth callback parameter);
 * - stored script injection through every field shoppers and editors fill in, then rendered on
 *   every page that shows it, with the Content-Security-Policy switched off so the rendering itself
 *   is what is proven safe.
 * The number of probes of each kind and how many held is printed at the end of the run.
 */

const ROOT = path.resolve(__dirname, '..', '..');
const CMS = CMS_URL.replace(/\/$/, '');

// ---------------------------------------------------------------------------------------------
// Tally: kept in a file, so a retry in a fresh worker still reports the whole run.

type ProbeKind = 'traversal' | 'redirect' | 'xss';
const KINDS: ProbeKind[] = ['traversal', 'redirect', 'xss'];

const tallyFile = (outputDir: string) => path.join(outputDir, 'security-probes.json');

function readTally(outputDir: string): Record<string, boolean> {
  try {
    return JSON.parse(fs.readFileSync(tallyFile(outputDir), 'utf8')) as Record<string, boolean>;
  } catch {
    return {};
  }
}

/** Records one probe; returns its problems (none: the probe held). */
function record(kind: ProbeKind, name: string, problems: string[]): string[] {
  const outputDir = test.info().project.outputDir;
  const tally = readTally(outputDir);
  tally[`${kind}|${name}`] = problems.length === 0;
  fs.mkdirSync(outputDir, { recursive: true });
  fs.writeFileSync(tallyFile(outputDir), JSON.stringify(tally, null, 2));
  return problems.map((problem) => `${name}: ${problem}`);
}

test.afterAll(() => {
  const tally = readTally(test.info().project.outputDir);
  const parts = KINDS.map((kind) => {
    const results = Object.entries(tally).filter(([key]) => key.startsWith(`${kind}|`));
    const held = results.filter(([, ok]) => ok).length;
    return `${kind} ${held}/${results.length} held`;
  });
  console.log(`security probes: ${parts.join(', ')}`);
});

// ---------------------------------------------------------------------------------------------
// 1. Path traversal

interface RawAnswer {
  status: number;
  body: string;
  location?: string;
}

/** A GET whose request line carries `rawPath` byte for byte (no URL normalisation on the way). */
function rawGet(origin: string, rawPath: string): Promise<RawAnswer> {
  const target = new URL(origin);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        hostname: target.hostname,
        port: target.port || 80,
        method: 'GET',
        path: rawPath,
        headers: { Accept: '*/*', Connection: 'close' },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size <= 4_000_000) chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            location: response.headers.location,
          }),
        );
        response.on('error', reject);
      },
    );
    request.setTimeout(20_000, () => request.destroy(new Error(`no answer to ${rawPath}`)));
    request.on('error', reject);
    request.end();
  });
}

/** Files a traversal would aim at, each with text that must never come back. */
const SECRET_FILES = [
  'package.json',
  'mf-catalog/package.json',
  'shell/package.json',
  'shell/server/index.ts',
  'cms/package.json',
  'cms/.env',
  'cms/.tmp/local-secrets.json',
  '.git/config',
  '/etc/passwd',
];

/** What a leaked file would show, whichever file it is. */
const LEAK_MARKERS: Array<string | RegExp> = [
  '"name": "',
  '"devDependencies"',
  '"workspaces"',
  'JWT_SECRET',
  'ADMIN_JWT_SECRET',
  'APP_KEYS',
  'API_TOKEN_SALT',
  'repositoryformatversion',
  'express.static(',
  /root:[^:\n]*:0:0:/,
];

/** The longest line of a file: text no error page would contain by chance. */
function distinctiveLine(file: string): string | null {
  const full = path.isAbsolute(file) ? file : path.join(ROOT, file);
  try {
    if (!fs.statSync(full).isFile()) return null;
    const lines = fs
      .readFileSync(full, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.length >= 16);
    const longest = lines.sort((a, b) => b.length - a.length)[0];
    return longest ? longest.slice(0, 200) : null;
  } catch {
    return null;
  }
}

/** Problems of an answer to a traversal attempt (the leaked text itself is never repeated). */
function traversalProblems(answer: RawAnswer): string[] {
  const problems: string[] = [];
  if (![400, 403, 404].includes(answer.status)) problems.push(`answered ${answer.status}`);
  for (const marker of LEAK_MARKERS) {
    const found =
      typeof marker === 'string' ? answer.body.includes(marker) : marker.test(answer.body);
    if (found) problems.push(`the answer contains ${String(marker)}`);
  }
  for (const file of SECRET_FILES) {
    const line = distinctiveLine(file);
    if (line && answer.body.includes(line)) problems.push(`the answer contains a line of ${file}`);
  }
  return problems;
}

const SHOP_TRAVERSALS: Array<[name: string, rawPath: string]> = [
  [
    'remote: encoded slashes to the root package.json',
    '/remotes/mf-catalog/..%2f..%2fpackage.json',
  ],
  ['remote: encoded slash to its own package.json', '/remotes/mf-catalog/..%2fpackage.json'],
  ['remote: plain dot segments', '/remotes/mf-catalog/../../package.json'],
  ['remote: encoded dots', '/remotes/mf-catalog/%2e%2e/%2e%2e/package.json'],
  ['remote: encoded dots and slashes', '/remotes/mf-catalog/%2e%2e%2f%2e%2e%2fpackage.json'],
  ['remote: half-encoded dots', '/remotes/mf-catalog/.%2e/.%2e/package.json'],
  ['remote: double encoding', '/remotes/mf-catalog/%252e%252e%252f%252e%252e%252fpackage.json'],
  ['remote: encoded backslashes', '/remotes/mf-catalog/..%5c..%5cpackage.json'],
  ['remote: raw backslashes', '/remotes/mf-catalog/..\\..\\package.json'],
  ['remote: overlong UTF-8 dots', '/remotes/mf-catalog/%c0%ae%c0%ae/%c0%ae%c0%ae/package.json'],
  ['remote: doubled dots and slashes', '/remotes/mf-catalog/....//....//package.json'],
  [
    'remote: the content backend secrets',
    '/remotes/mf-catalog/..%2f..%2fcms%2f.tmp%2flocal-secrets.json',
  ],
  ['remote: the git config', '/remotes/mf-catalog/..%2f..%2f.git%2fconfig'],
  ['remote name: encoded slashes to cms/.env', '/remotes/..%2f..%2fcms/.env'],
  ['remote name: encoded slashes to the secrets', '/remotes/..%2f..%2fcms/.tmp/local-secrets.json'],
  [
    'remote: deep climb to /etc/passwd',
    '/remotes/mf-member/..%2f..%2f..%2f..%2f..%2f..%2f..%2f..%2fetc%2fpasswd',
  ],
  ['remote: null byte after a file name', '/remotes/mf-catalog/remoteEntry.js%00.json'],
  ['remote: null byte before dot segments', '/remotes/mf-catalog/%00..%2f..%2fpackage.json'],
  ['remote: absolute path', '/remotes/mf-catalog//etc/passwd'],
  ['remote: encoded absolute path', '/remotes/mf-catalog/%2fetc%2fpasswd'],
  ['shell: encoded dots to /etc/passwd', '/%2e%2e/%2e%2e/etc/passwd'],
  ['shell: encoded slashes to /etc/passwd', '/..%2f..%2f..%2f..%2f..%2f..%2fetc%2fpasswd'],
  ['shell: plain dot segments to /etc/passwd', '/../../../../../../etc/passwd'],
  ['shell: encoded absolute path', '/%2fetc%2fpasswd'],
  ['shell: protocol-relative absolute path', '//etc/passwd'],
  ['shell: its own package.json', '/..%2fpackage.json'],
  ['shell: the server source', '/..%2fserver%2findex.ts'],
  ['page route: product slug with dot segments', '/products/..%2f..%2fpackage.json'],
];

const CMS_TRAVERSALS: Array<[name: string, rawPath: string]> = [
  ['uploads: encoded slashes to package.json', '/uploads/..%2f..%2fpackage.json'],
  ['uploads: encoded dots', '/uploads/%2e%2e/%2e%2e/package.json'],
  ['uploads: plain dot segments', '/uploads/../../package.json'],
  ['uploads: the secrets file', '/uploads/..%2f..%2f.tmp%2flocal-secrets.json'],
  ['uploads: encoded backslashes', '/uploads/..%5c..%5cpackage.json'],
  ['uploads: double encoding', '/uploads/%252e%252e%252f%252e%252e%252fpackage.json'],
  [
    'uploads: deep climb to /etc/passwd',
    '/uploads/..%2f..%2f..%2f..%2f..%2f..%2f..%2f..%2fetc%2fpasswd',
  ],
  ['uploads: null byte', '/uploads/x%00.png'],
  ['uploads: absolute path', '/uploads//etc/passwd'],
  ['public folder: encoded slash to package.json', '/..%2fpackage.json'],
];

test.describe('path traversal', () => {
  test('the shop server serves only its own build folders', async ({ baseURL }) => {
    const origin = baseURL ?? 'http://localhost:3000';
    // Control: the folders are served, so the refusals below are refusals.
    const manifest = await rawGet(origin, '/remotes/mf-catalog/mf-manifest.json');
    expect(manifest.status, 'a remote manifest is served').toBe(200);

    const problems: string[] = [];
    for (const [name, rawPath] of SHOP_TRAVERSALS) {
      const answer = await rawGet(origin, rawPath);
      problems.push(...record('traversal', `shop ${name}`, traversalProblems(answer)));
    }
    expect(problems).toEqual([]);
  });

  test('the content backend serves only its uploads', async () => {
    // Control: an uploaded image of the catalogue is served.
    const products = await cmsApi<{ data: Array<{ thumbnailImage?: { url?: string } | null }> }>(
      '/products?locale=en&fields[0]=slug&populate[thumbnailImage][fields][0]=url&pagination[pageSize]=5',
    );
    const upload = products.data.data.map((p) => p.thumbnailImage?.url).find(Boolean);
    if (upload?.startsWith('/uploads/')) {
      expect((await rawGet(CMS, upload)).status, 'an upload is served').toBe(200);
    }

    const problems: string[] = [];
    for (const [name, rawPath] of CMS_TRAVERSALS) {
      const answer = await rawGet(CMS, rawPath);
      problems.push(...record('traversal', `cms ${name}`, traversalProblems(answer)));
    }
    expect(problems).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// 2. Open redirects

/** Hosts of the test run itself: the shop, the content backend, the OAuth stand-in. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Records every attempt to reach the attacker's site; the attacker's pages are answered locally. */
async function watchOffsite(page: Page) {
  const offsite: string[] = [];
  const dialogs: string[] = [];
  await page.context().route(
    (url) => url.hostname === 'evil.example' || url.hostname.endsWith('.evil.example'),
    async (route) => {
      offsite.push(route.request().url());
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>elsewhere</h1>' });
    },
  );
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const url = frame.url();
    if (url === 'about:blank') return;
    const parsed = new URL(url);
    if (!/^https?:$/.test(parsed.protocol) || !LOCAL_HOSTS.has(parsed.hostname)) offsite.push(url);
  });
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  return { offsite, dialogs };
}

let member: Promise<NewMember> | undefined;
/** One member for the journeys of this file, registered on first use. */
const probeMember = (): Promise<NewMember> => (member ??= newMember('probe'));

async function logInThroughForm(page: Page, who: NewMember): Promise<void> {
  const form = page.locator('[data-page="login"]');
  await form.getByLabel('Email', { exact: true }).fill(who.email);
  await form.getByLabel('Password', { exact: true }).fill(who.password);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
}

/**
 * Waits until the page is on the shop outside `fromPath` (or went elsewhere), then lets it settle.
 */
async function waitToLeave(
  page: Page,
  shopOrigin: string,
  fromPath: RegExp,
  offsite: string[],
): Promise<void> {
  const left = () => {
    const url = new URL(page.url());
    return url.origin !== shopOrigin || !fromPath.test(url.pathname);
  };
  await expect
    .poll(() => offsite.length > 0 || left(), { message: 'the page moves on', timeout: 20_000 })
    .toBe(true);
  await page.waitForLoadState('load').catch(() => undefined);
  await page.waitForTimeout(500);
}

interface RedirectProbe {
  name: string;
  /** the `redirect` parameter exactly as it is put in the address */
  query: string;
  /** where the member must land; when absent, anywhere on the shop */
  expectPath?: string;
}

const LOGIN_REDIRECTS: RedirectProbe[] = [
  { name: 'absolute URL', query: encodeURIComponent('https://evil.example/'), expectPath: '/' },
  { name: 'protocol-relative', query: '//evil.example', expectPath: '/' },
  { name: 'protocol-relative, encoded', query: '%2F%2Fevil.example', expectPath: '/' },
  { name: 'slash and backslash', query: '/%5Cevil.example', expectPath: '/' },
  { name: 'slash and raw backslash', query: '/\\evil.example', expectPath: '/' },
  { name: 'two backslashes', query: '%5C%5Cevil.example', expectPath: '/' },
  { name: 'encoded slashes after a slash', query: '/%2F%2Fevil.example', expectPath: '/' },
  { name: 'double-encoded slashes', query: '/%252F%252Fevil.example', expectPath: '/' },
  { name: 'triple-encoded slashes', query: '/%25252F%25252Fevil.example' },
  { name: 'javascript: URL', query: encodeURIComponent('javascript:alert(1)'), expectPath: '/' },
  {
    name: 'data: URL',
    query: encodeURIComponent('data:text/html,<script>alert(1)</script>'),
    expectPath: '/',
  },
  {
    name: 'scheme without slashes',
    query: encodeURIComponent('https:evil.example'),
    expectPath: '/',
  },
  { name: 'leading space, tab between slashes', query: '%20/%09/evil.example', expectPath: '/' },
  { name: 'tab between slashes', query: '/%09/evil.example', expectPath: '/' },
  { name: 'newline between slashes', query: '/%0A/evil.example', expectPath: '/' },
  { name: 'tab before a backslash', query: '/%09%5Cevil.example', expectPath: '/' },
  {
    name: 'user info before the host',
    query: encodeURIComponent('https://localhost:3000@evil.example/'),
    expectPath: '/',
  },
  { name: 'fullwidth solidus', query: '%EF%BC%8F%EF%BC%8Fevil.example', expectPath: '/' },
  { name: 'dot segment to a double slash', query: '/.%2F%2Fevil.example', expectPath: '/' },
  {
    name: 'parent segment to a double slash',
    query: '/x/..%2F%2Fevil.example',
    expectPath: '/',
  },
  { name: 'language prefix and a double slash', query: '/zh//evil.example', expectPath: '/' },
  {
    name: 'language prefix, dot segment, double slash',
    query: '/zh/.%2F%2Fevil.example',
    expectPath: '/',
  },
  { name: 'language prefix and a backslash', query: '/zh/%5Cevil.example', expectPath: '/' },
];

/** The cms's own check of the OAuth callback parameter (tokens travel to the callback). */
const OAUTH_CALLBACKS: Array<[name: string, callback: string]> = [
  ['another site', 'https://evil.example/connect/teaid/redirect'],
  ['a look-alike host', 'http://localhost:3000.evil.example/connect/teaid/redirect'],
  ['user info before the host', 'http://localhost:3000@evil.example/connect/teaid/redirect'],
  ['protocol-relative', '//evil.example/connect/teaid/redirect'],
  ['another path of the shop', 'http://localhost:3000/member/account'],
];

test.describe('open redirects', () => {
  test('login ?redirect= to a shop page lands there (control)', async ({ page }) => {
    const who = await probeMember();
    await page.goto('/login?redirect=%2Fmember%2Forders');
    await logInThroughForm(page, who);
    await expect(page).toHaveURL('/member/orders');
  });

  for (const probe of LOGIN_REDIRECTS) {
    test(`login ?redirect= ${probe.name} stays on the shop`, async ({ page, baseURL }) => {
      const origin = new URL(baseURL ?? 'http://localhost:3000').origin;
      const who = await probeMember();
      const { offsite, dialogs } = await watchOffsite(page);
      await page.goto(`/login?redirect=${probe.query}`);
      await logInThroughForm(page, who);
      await waitToLeave(page, origin, /^\/login$/, offsite);

      const problems: string[] = [];
      const landed = new URL(page.url());
      if (landed.origin !== origin) problems.push(`landed on ${page.url()}`);
      if (offsite.length > 0) problems.push(`went to ${offsite.join(', ')}`);
      if (dialogs.length > 0) problems.push(`dialogs: ${dialogs.join(', ')}`);
      if (probe.expectPath && landed.pathname !== probe.expectPath)
        problems.push(`landed on ${landed.pathname}, not ${probe.expectPath}`);
      expect(record('redirect', `login ${probe.name}`, problems)).toEqual([]);
    });
  }

  const POISONED_RETURNS: Array<[name: string, value: string]> = [
    ['protocol-relative', '//evil.example'],
    ['absolute URL', 'https://evil.example/'],
    ['slash and backslash', '/\\evil.example'],
    ['javascript: URL', 'javascript:alert(1)'],
    ['encoded protocol-relative', '%2F%2Fevil.example'],
  ];

  for (const [name, value] of [
    ['a shop page (control)', '/member/orders'] as const,
    ...POISONED_RETURNS,
  ]) {
    test(`third-party login with a stored return path of ${name} lands on the shop`, async ({
      page,
      baseURL,
    }) => {
      const origin = new URL(baseURL ?? 'http://localhost:3000').origin;
      await page.goto(`/login?redirect=${encodeURIComponent('/member/account')}`);
      const button = page.getByRole('link', { name: 'Continue with Teaid' });
      await expect(page.locator('[data-page="login"]')).toBeVisible();
      requireStandIn((await button.count()) > 0, 'shopThirdPartyLogin');
      const { offsite, dialogs } = await watchOffsite(page);
      // The stored path is replaced just before the shop's callback page reads it.
      await page.addInitScript(
        ({ key, stored }) => {
          if (/\/connect\/[^/]+\/redirect$/.test(location.pathname)) {
            sessionStorage.setItem(key, stored);
          }
        },
        { key: 'teashop:login-return', stored: value },
      );
      await button.click();
      await expect(page.getByRole('button', { name: 'Allow' })).toBeVisible();
      await page.getByLabel('Email').fill(uniqueEmail('oauth-probe'));
      await page.getByRole('button', { name: 'Allow' }).click();
      // On to the shop's callback page, which then sends the member on.
      await expect
        .poll(() => offsite.length > 0 || new URL(page.url()).origin === origin, {
          timeout: 20_000,
        })
        .toBe(true);
      await waitToLeave(page, origin, /^\/connect\//, offsite);

      const landed = new URL(page.url());
      if (value === '/member/orders') {
        expect(landed.origin).toBe(origin);
        expect(landed.pathname).toBe('/member/orders');
        return;
      }
      const problems: string[] = [];
      if (landed.origin !== origin) problems.push(`landed on ${page.url()}`);
      if (landed.pathname !== '/') problems.push(`landed on ${landed.pathname}, not the home page`);
      if (offsite.length > 0) problems.push(`went to ${offsite.join(', ')}`);
      if (dialogs.length > 0) problems.push(`dialogs: ${dialogs.join(', ')}`);
      expect(record('redirect', `third-party login return ${name}`, problems)).toEqual([]);
    });
  }

  // A same-site address such as '/zh//evil.example' (reachable through a plain link): the language
  // switch must not turn it into '//evil.example'.
  for (const [name, address, menu, target] of [
    ['Chinese to English', '/zh//evil.example', '語言: 繁體中文', 'English'],
    ['Japanese to English', '/jp//evil.example/', '言語: 日本語', 'English'],
    ['English to Japanese', '//evil.example', 'Language: English', '日本語'],
  ] as const) {
    test(`the language switch on a doubled-slash address stays on the shop (${name})`, async ({
      page,
      baseURL,
    }) => {
      const origin = new URL(baseURL ?? 'http://localhost:3000').origin;
      const { offsite, dialogs } = await watchOffsite(page);
      await page.goto(`${origin}${address}`);
      const header = page.locator('header[data-boundary="shell"]');
      await header.getByRole('button', { name: menu }).click();
      await header.getByRole('button', { name: target, exact: true }).click();
      await waitToLeave(page, origin, new RegExp(`^${address.replace(/\//g, '\\/')}$`), offsite);

      const problems: string[] = [];
      const landed = new URL(page.url());
      if (landed.origin !== origin) problems.push(`landed on ${page.url()}`);
      if (offsite.length > 0) problems.push(`went to ${offsite.join(', ')}`);
      if (dialogs.length > 0) problems.push(`dialogs: ${dialogs.join(', ')}`);
      expect(record('redirect', `language switch ${name}`, problems)).toEqual([]);
    });
  }

  test('the content backend refuses OAuth callbacks outside the shop', async () => {
    const plain = await fetch(`${CMS}/api/connect/teaid`, { redirect: 'manual' });
    requireStandIn(plain.status === 302, 'cmsThirdPartyLogin');
    const problems: string[] = [];
    for (const [name, callback] of OAUTH_CALLBACKS) {
      const answer = await fetch(
        `${CMS}/api/connect/teaid?callback=${encodeURIComponent(callback)}`,
        { redirect: 'manual' },
      );
      const location = answer.headers.get('location') ?? '';
      const found: string[] = [];
      if (answer.status >= 300 && answer.status < 400) {
        // Sent on to the provider: the address the provider will return to must be the shop's.
        const returnTo = new URL(location, CMS).searchParams.get('redirect_uri') ?? location;
        if (/evil\.example/.test(decodeURIComponent(returnTo)))
          found.push(`sent on with ${returnTo}`);
      } else if (answer.status !== 400) {
        found.push(`answered ${answer.status}`);
      }
      problems.push(...record('redirect', `cms OAuth callback ${name}`, found));
    }
    expect(problems).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// 3. Stored script injection

/** Records script that runs (`window.__xss`, frames setting `parent.__xss`) and dialogs. */
async function watchScripts(page: Page): Promise<{ dialogs: string[] }> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    if (dialog.type() === 'beforeunload') {
      void dialog.accept().catch(() => undefined);
      return;
    }
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  await page.addInitScript(() => {
    const hits: string[] = [];
    Object.defineProperty(window, '__xssHits', { value: hits });
    Object.defineProperty(window, '__xss', {
      configurable: false,
      get: () => hits[hits.length - 1],
      set: (value: unknown) => {
        hits.push(`${String(value)} at ${location.href}`);
      },
    });
  });
  return { dialogs };
}

async function scriptHits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const w = window as unknown as { __xss?: unknown; __xssHits?: string[] };
    return [...(w.__xssHits ?? []), ...(w.__xss === undefined ? [] : [`__xss=${String(w.__xss)}`])];
  });
}

/**
 * Markup in the page that could run script: event handler attributes, script-like URLs, frames
 * with inline documents, plugins, refreshes, scripts that are not the shop's. With `strict`, also
 * any element a payload would have created (the area shows text only).
 */
async function dangerousMarkup(page: Page, strict: string | null): Promise<string[]> {
  return page.evaluate((strictScope) => {
    const found: string[] = [];
    const describe = (el: Element) => {
      const html = el.outerHTML;
      return html.length > 160 ? `${html.slice(0, 160)}…` : html;
    };
    const scripty = (value: string) =>
      // eslint-disable-next-line no-control-regex
      /^(javascript|vbscript|data):/i.test(value.replace(/[\u0000-\u0020\u007f]+/g, ''));
    for (const el of Array.from(document.querySelectorAll('*'))) {
      const tag = el.localName;
      for (const attr of Array.from(el.attributes)) {
        const name = attr.name.toLowerCase();
        if (name.startsWith('on')) found.push(`handler ${name}: ${describe(el)}`);
        if (name === 'srcdoc') found.push(`srcdoc: ${describe(el)}`);
        // (the shop's own empty icon is a `data:,` link in the head)
        const urlAttribute =
          (['href', 'xlink:href', 'action', 'formaction', 'data'].includes(name) &&
            !(tag === 'link' && attr.value === 'data:,')) ||
          (name === 'src' && tag !== 'img');
        if (urlAttribute && scripty(attr.value))
          found.push(`${name}=${attr.value}: ${describe(el)}`);
        if (name === 'src' && tag === 'img' && /^(javascript|vbscript):/i.test(attr.value.trim()))
          found.push(`img src=${attr.value}`);
      }
      if (['iframe', 'frame', 'object', 'embed'].includes(tag))
        found.push(`${tag}: ${describe(el)}`);
      if (tag === 'meta' && el.getAttribute('http-equiv')?.toLowerCase() === 'refresh')
        found.push(`refresh: ${describe(el)}`);
      if (tag === 'base' && el.closest('body')) found.push(`base: ${describe(el)}`);
      if (tag === 'script') {
        const script = el as HTMLScriptElement;
        const data = /json/i.test(script.type);
        if (!data && !script.src && !script.nonce) found.push(`inline script: ${describe(el)}`);
      }
    }
    if (strictScope) {
      for (const root of Array.from(document.querySelectorAll(strictScope))) {
        const created = root.querySelectorAll(
          'img[src="x"], math, mglyph, details, marquee, video, source, noscript, textarea, style, template, script',
        );
        for (const el of Array.from(created)) found.push(`element from text: ${describe(el)}`);
      }
    }
    return found;
  }, strict);
}

/** Everything a page must show after the payloads were rendered on it. */
async function xssProblems(
  page: Page,
  dialogs: string[],
  strictScope: string | null,
): Promise<string[]> {
  const problems = [...(await scriptHits(page)).map((hit) => `script ran: ${hit}`)];
  if (dialogs.length > 0) problems.push(`dialogs: ${dialogs.join(', ')}`);
  problems.push(...(await dangerousMarkup(page, strictScope)));
  return problems;
}

/** Raw server HTML must carry stored text escaped, never as markup. */
function verbatimIn(html: string, texts: string[]): string[] {
  return texts
    .filter((text) => text.includes('<') && html.includes(text))
    .map((text) => `server HTML contains ${text}`);
}

/** Saves and publishes fields of an English single type, as the editor's "Publish" does. */
const publishSingle = (uid: string, data: Record<string, unknown>) =>
  asEditor<unknown>(`/content-manager/single-types/${uid}/actions/publish?locale=en`, {
    body: data,
  });

/** A published single type as visitors read it, without the row ids and times a save renews. */
async function publishedContent(pathAndQuery: string): Promise<unknown> {
  const { data } = await cmsApi<{ data: unknown }>(pathAndQuery);
  return JSON.parse(JSON.stringify(data.data), (key, value: unknown) =>
    ['id', 'createdAt', 'updatedAt', 'publishedAt'].includes(key) ? undefined : value,
  );
}

const HEADER_CONTENT =
  '/header?locale=en&populate[headerMenuItem][populate][subMenu][populate]=list';
const ABOUT_CONTENT = '/about?locale=en&populate=image';

const textOf = (payload: XssPayload) => payload.text.trim();

/**
 * Editor links the storefront refuses to follow (shown as plain text): a link leaves the shop only
 * when it names its scheme. The others open outside.
 */
const LINKS_SHOWN_AS_TEXT = new Set(['ftp', 'backslash-path', 'protocol-relative']);

test.describe('stored script injection', () => {
  // The policy would stop inline script anyway; with it off, only safe rendering stops it.
  test.use({ bypassCSP: true });

  test('the watchers see injected markup and script that runs (control)', async ({ page }) => {
    const { dialogs } = await watchScripts(page);
    await page.goto('/about');
    await page.evaluate(() => {
      document.body.insertAdjacentHTML('beforeend', '<img src=x onerror="window.__xss=1">');
    });
    await expect.poll(() => scriptHits(page)).not.toEqual([]);
    const problems = await xssProblems(page, dialogs, 'body');
    expect(problems.some((p) => p.startsWith('script ran:'))).toBe(true);
    expect(problems.some((p) => p.startsWith('handler onerror:'))).toBe(true);
    expect(problems.some((p) => p.startsWith('element from text:'))).toBe(true);
  });

  test('reviews: headline, body and public name render as text on the product page', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    // reviews come from members who received the tea: the demo member's shipped order holds it
    const who = { jwt: await apiLogin(DEMO.email, DEMO.password) };
    const slug = 'aged-oolong';
    const reviewCount = async () =>
      (
        await cmsApi<{ meta: { pagination: { total: number } } }>(
          `/reviews?filters[product][slug][$eq]=${encodeURIComponent(slug)}&pagination[pageSize]=1`,
        )
      ).data.meta.pagination.total;
    const countBefore = await reviewCount();
    const stored: Array<{ payload: XssPayload; headline: string; body: string; name: string }> = [];
    const created: string[] = [];
    try {
      for (const payload of XSS_PAYLOADS) {
        const answer = await cmsApi<{
          data: { documentId: string; headline: string; body: string; publicName: string };
        }>('/reviews', {
          method: 'POST',
          jwt: who.jwt,
          body: {
            data: {
              productSlug: slug,
              rating: 4,
              headline: payload.text,
              body: `${payload.text} (${payload.id})`,
              publicName: payload.text,
              locale: 'en',
            },
          },
        });
        expect(answer.status, `review with ${payload.id}`).toBe(201);
        created.push(answer.data.data.documentId);
        stored.push({
          payload,
          headline: answer.data.data.headline,
          body: answer.data.data.body,
          name: answer.data.data.publicName,
        });
      }

      const { dialogs } = await watchScripts(page);
      await page.goto(`/products/${slug}`);
      const reviews = page.getByTestId('reviews');
      const more = reviews.getByRole('button', { name: 'Show more reviews' });
      await expect(reviews.getByTestId('review').first()).toBeVisible();
      while ((await more.count()) > 0) await more.click();
      const shown = await reviews.getByTestId('review').evaluateAll((items) =>
        items.map((item) => ({
          headline: item.querySelector('h3')?.textContent ?? '',
          meta: item.querySelector('p')?.textContent ?? '',
          body: item.querySelectorAll('p')[1]?.textContent ?? '',
        })),
      );
      const pageProblems = await xssProblems(page, dialogs, '[data-testid="reviews"]');
      const html = await (await request.get(`/products/${slug}`)).text();

      const problems: string[] = [];
      for (const review of stored) {
        const found: string[] = [];
        const item = shown.find((s) => s.headline === review.headline && s.body === review.body);
        if (!item) found.push('not shown as text');
        else if (!item.meta.startsWith(`by ${review.name} ·`))
          found.push(`public name shown as "${item.meta}"`);
        found.push(...verbatimIn(html, [review.headline, review.name]));
        found.push(...pageProblems);
        problems.push(...record('xss', `review ${review.payload.id}`, found));
      }
      expect(problems).toEqual([]);
    } finally {
      // Leaves the product as it was, when the editor can.
      if (await editorToken()) {
        for (const documentId of created) {
          await asEditor(`/content-manager/collection-types/api::review.review/${documentId}`, {
            method: 'DELETE',
          }).catch(() => undefined);
        }
      }
    }
    if (await editorToken())
      expect(await reviewCount(), 'the probe reviews are gone').toBe(countBefore);
  });

  test("member names and phone render as text in the header and the member's account", async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const who = await newMember('probe-names');
    const { dialogs } = await watchScripts(page);
    await signInBrowser(page, who.jwt, baseURL);
    const header = page.locator('header[data-boundary="shell"]');
    const profile = page.getByTestId('profile');
    const problems: string[] = [];
    for (const payload of XSS_PAYLOADS) {
      const saved = await cmsApi<{ firstName: string; lastName: string; phone: string }>(
        '/users/me',
        {
          method: 'PUT',
          jwt: who.jwt,
          body: { firstName: payload.text, lastName: payload.text, phone: payload.text },
        },
      );
      expect(saved.status, `saving ${payload.id}`).toBe(200);
      const { firstName, lastName, phone } = saved.data;

      await page.goto('/member/account');
      await expect(profile).toBeVisible();
      const found: string[] = [];
      const headerText = (await header.textContent()) ?? '';
      if (!headerText.includes(lastName)) found.push('last name not shown as text in the header');
      const profileText = (await profile.textContent()) ?? '';
      if (!profileText.includes(`${firstName} ${lastName}`))
        found.push('name not shown as text in the account');
      if (!profileText.includes(phone)) found.push('phone not shown as text in the account');
      found.push(...(await xssProblems(page, dialogs, '[data-testid="profile"]')));
      const html = await (
        await request.get('/member/account', { headers: { Cookie: `teashop_jwt=${who.jwt}` } })
      ).text();
      found.push(...verbatimIn(html, [firstName, lastName, phone]));
      problems.push(...record('xss', `member name ${payload.id}`, found));
    }
    expect(problems).toEqual([]);
  });

  test('a contact message with every payload is stored as sent', async () => {
    const { data: captcha } = await cmsApi<{ token: string }>('/captcha-standin/token');
    requireStandIn(captcha?.token, 'captcha');
    const marker = `probe-${Date.now().toString(36)}`;
    const note = XSS_PAYLOADS.map((p) => p.text).join('\n');
    const sent = await cmsApi<{ data: { ok: boolean } }>('/contact-messages', {
      method: 'POST',
      body: {
        data: {
          firstName: marker,
          lastName: XSS_PAYLOADS[0]?.text,
          contactNumber: '0912 345 678',
          note,
          locale: 'en',
        },
        captchaToken: captcha.token,
      },
    });
    const found: string[] = [];
    if (sent.status !== 200 || !sent.data?.data?.ok) found.push(`answered ${sent.status}`);
    // The shop team reads messages in the admin panel: what they read is what was sent.
    if (await editorToken()) {
      const list = await asEditor<{ results: Array<{ firstName: string; note: string }> }>(
        '/content-manager/collection-types/api::contact-message.contact-message?page=1&pageSize=20&sort=createdAt:DESC',
      );
      const message = list.data?.results?.find((m) => m.firstName === marker);
      if (!message) found.push('not found in the admin list');
      else if (message.note !== note) found.push('the stored note differs from the one sent');
    }
    expect(record('xss', 'contact note', found)).toEqual([]);
  });

  test('the header announcement (editor HTML) is sanitised for every payload', async ({ page }) => {
    test.setTimeout(300_000);
    requireStandIn(await editorToken(), 'editorAccount');
    const snapshot = await publishedContent(HEADER_CONTENT);
    const before = snapshot as {
      enableHeaderNotification?: boolean;
      headerNotificationText?: string;
    } | null;
    const { dialogs } = await watchScripts(page);
    const banner = page.getByTestId('announcement');
    const problems: string[] = [];
    try {
      for (const payload of XSS_PAYLOADS) {
        const label = `announcement probe ${payload.id}`;
        const saved = await publishSingle('api::header.header', {
          enableHeaderNotification: true,
          headerNotificationText: `<span>${label}</span> ${payload.text}`,
        });
        expect(saved.status, `publishing ${payload.id}`).toBe(200);
        await page.goto('/faq');
        await expect(banner).toContainText(label);
        problems.push(
          ...record('xss', `announcement ${payload.id}`, await xssProblems(page, dialogs, null)),
        );
      }
    } finally {
      await publishSingle('api::header.header', {
        enableHeaderNotification: before?.enableHeaderNotification ?? false,
        headerNotificationText: before?.headerNotificationText ?? '',
      });
    }
    expect(problems).toEqual([]);
    expect(await publishedContent(HEADER_CONTENT), 'the header is as it was').toEqual(snapshot);
  });

  test('about page rich text: payloads show as text, editor links stay inert', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    requireStandIn(await editorToken(), 'editorAccount');
    const snapshot = await publishedContent(ABOUT_CONTENT);
    const body = (snapshot as { body?: unknown } | null)?.body ?? [];
    const text = (value: string) => ({ type: 'text', text: value });
    const blocks = [
      ...XSS_PAYLOADS.map((p) => ({ type: 'paragraph', children: [text(p.text)] })),
      { type: 'heading', level: 2, children: [text(XSS_PAYLOADS[0]?.text ?? '')] },
      { type: 'quote', children: [text(XSS_PAYLOADS[3]?.text ?? '')] },
      { type: 'code', children: [text(XSS_PAYLOADS[5]?.text ?? '')] },
      {
        type: 'paragraph',
        children: EDITOR_LINK_TARGETS.map((link) => ({
          type: 'link',
          url: link.text,
          children: [text(`link ${link.id}`)],
        })),
      },
    ];
    const { dialogs } = await watchScripts(page);
    const problems: string[] = [];
    try {
      // The content backend refuses script-like links outright.
      for (const target of REFUSED_LINK_TARGETS) {
        const refused = await publishSingle('api::about.about', {
          body: [
            {
              type: 'paragraph',
              children: [{ type: 'link', url: target.text, children: [text('x')] }],
            },
          ],
        });
        problems.push(
          ...record(
            'xss',
            `about link refused by the cms: ${target.id}`,
            refused.status === 400 ? [] : [`saved with ${refused.status}`],
          ),
        );
      }

      const saved = await publishSingle('api::about.about', { body: blocks });
      expect(saved.status, 'publishing the about page').toBe(200);
      await page.goto('/about');
      const root = page.locator('[data-page="about"]');
      await expect(root.getByText('link ftp')).toBeVisible();
      const pageProblems = await xssProblems(page, dialogs, '[data-page="about"]');
      const paragraphs = await root
        .locator('p, h2, blockquote, pre')
        .evaluateAll((els) => els.map((el) => el.textContent ?? ''));
      const html = await (await request.get('/about')).text();
      for (const payload of XSS_PAYLOADS) {
        const found = paragraphs.includes(textOf(payload)) ? [] : ['not shown as text'];
        found.push(...verbatimIn(html, [payload.text]), ...pageProblems);
        problems.push(...record('xss', `about text ${payload.id}`, found));
      }

      const links = await root.locator('a').evaluateAll((anchors) =>
        anchors.map((a) => ({
          text: a.textContent ?? '',
          href: a.getAttribute('href') ?? '',
          target: a.getAttribute('target'),
          rel: a.getAttribute('rel') ?? '',
          attributes: a.getAttributeNames(),
        })),
      );
      for (const target of EDITOR_LINK_TARGETS) {
        const found = [...pageProblems];
        const link = links.find((l) => l.text === `link ${target.id}`);
        if (LINKS_SHOWN_AS_TEXT.has(target.id)) {
          if (link) found.push(`rendered as a link to ${link.href}`);
        } else if (!link) {
          found.push('not rendered as an outside link');
        } else {
          if (link.href !== target.text) found.push(`href rewritten to ${link.href}`);
          if (link.target !== '_blank' || !link.rel.includes('noopener'))
            found.push('leaves the shop in the same tab');
          const unexpected = link.attributes.filter(
            (name) => !['href', 'target', 'rel', 'class'].includes(name),
          );
          if (unexpected.length > 0) found.push(`attributes ${unexpected.join(', ')}`);
        }
        problems.push(...record('xss', `about link ${target.id}`, found));
      }
    } finally {
      await publishSingle('api::about.about', { body });
    }
    expect(problems).toEqual([]);
    expect(await publishedContent(ABOUT_CONTENT), 'the about page is as it was').toEqual(snapshot);
  });
});
