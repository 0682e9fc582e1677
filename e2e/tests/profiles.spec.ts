import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { root } from './shopServer';
import { CMS_URL } from './support';

/*
 * The two profiles. The suite runs as the local demo (SHOP_PROFILE=local-demo): every server it
 * starts answers loopback names only, so a page elsewhere whose name resolves to 127.0.0.1 (DNS
 * rebinding) is refused. A production start (NODE_ENV=production without the local demo) refuses
 * to run without its secrets and services, naming the variable. The shop keeps its source maps and
 * the remotes' server containers to itself, and its error answers carry no detail.
 */

const SHOP = process.env.SHOP_URL ?? 'http://localhost:3000';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** GET (or `method`) `pathname` from `base`'s port on 127.0.0.1 with `host` as the Host header. */
function request(
  base: string,
  pathname: string,
  options: { host?: string; method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: pathname,
        method: options.method ?? 'GET',
        headers: { Host: options.host ?? url.host, ...options.headers },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** Nothing of a server's insides: no stack frame, no absolute path, no package folder. */
function expectNothingInternal(text: string) {
  expect(text).not.toMatch(/\bat .+:\d+:\d+/);
  expect(text).not.toContain('/work/');
  expect(text).not.toContain(root);
  expect(text).not.toContain('node_modules');
}

test.describe('the local demo answers loopback names only', () => {
  const servers = [
    ['shop', SHOP, '/healthz'],
    ['content backend', CMS_URL, '/_health'],
    ['Stripe stand-in', 'http://127.0.0.1:12111', '/health'],
    ['OAuth stand-in', 'http://127.0.0.1:4010', '/health'],
  ] as const;

  for (const [name, base, health] of servers) {
    test(`${name}: a foreign Host gets 421, a loopback one is answered`, async () => {
      const port = new URL(base).port;
      for (const host of ['localhost', `localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`]) {
        expect([host, (await request(base, health, { host })).status]).not.toEqual([host, 421]);
      }
      for (const host of [`rebind.example:${port}`, 'rebind.example', `127.0.0.1.nip.example`]) {
        expect([host, (await request(base, health, { host })).status]).toEqual([host, 421]);
      }
    });
  }

  test('captured mail cannot be read through a rebound name', async () => {
    const port = new URL(CMS_URL).port;
    const answer = await request(CMS_URL, '/api/dev-mail?to=demo@teashop.test', {
      host: `rebind.example:${port}`,
    });
    expect(answer.status).toBe(421);
    expect(answer.body).not.toContain('teashop.test');
  });
});

/** The first file of `dir` whose name matches `pattern`. */
function fileIn(dir: string, pattern: RegExp): string {
  const name = fs.readdirSync(dir).find((file) => pattern.test(file));
  if (!name) throw new Error(`no ${pattern} in ${dir}`);
  return name;
}

test.describe('files the shop keeps to itself', () => {
  test('source maps and server containers answer 404, while pages are still rendered on the server', async () => {
    const catalog = path.join(root, 'mf-catalog', 'dist');
    // a chunk with its source map (webpack writes none for a chunk of runtime code only)
    const map = fileIn(catalog, /\.js\.map$/);
    const chunk = map.replace(/\.map$/, '');
    expect(fs.existsSync(path.join(catalog, chunk))).toBe(true);
    expect((await request(SHOP, `/remotes/mf-catalog/${chunk}`)).status).toBe(200);
    const shellMap = fileIn(path.join(root, 'shell', 'dist'), /\.js\.map$/);
    for (const file of [
      `/remotes/mf-catalog/${map}`,
      '/remotes/mf-catalog/server/remoteEntry.js',
      '/remotes/mf-cart-checkout/server/remoteEntry.js',
      '/remotes/mf-catalog/server%2FremoteEntry.js',
      `/${shellMap}`,
    ]) {
      const answer = await request(SHOP, file);
      expect([file, answer.status]).toEqual([file, 404]);
      expect(answer.body.length).toBeLessThan(100);
    }
    // the product list comes from mf-catalog's server container
    const page = await request(SHOP, '/products', { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.body).toContain('data-testid="product-card"');
  });
});

test.describe('error answers of the shop server', () => {
  test('broken bodies and bad paths get generic answers: no stack, no path', async () => {
    const json = { 'Content-Type': 'application/json' };
    const corpus: [string, Parameters<typeof request>[2]][] = [
      ['/csp-report', { method: 'POST', headers: json, body: '{"csp-report": {' }],
      [
        '/csp-report',
        { method: 'POST', headers: { 'Content-Type': 'application/csp-report' }, body: '[' },
      ],
      ['/csp-report', { method: 'POST', headers: json, body: `"${'x'.repeat(40_000)}"` }],
      [
        '/csp-report',
        { method: 'POST', headers: { ...json, 'Content-Encoding': 'gzip' }, body: 'not gzip' },
      ],
      ['/remotes/mf-catalog/%E0%A4%A', {}],
      ['/remotes/mf-catalog/..%2f..%2fpackage.json', {}],
      ['/%E0%A4%A', { headers: { Accept: 'text/html' } }],
      ['/nowhere', { method: 'DELETE' }],
    ];
    for (const [pathname, options] of corpus) {
      const answer = await request(SHOP, pathname, options);
      expect([pathname, answer.status >= 400]).toEqual([pathname, true]);
      expectNothingInternal(answer.body);
    }
    const report = await request(SHOP, '/csp-report', {
      method: 'POST',
      headers: json,
      body: '{"broken',
    });
    expect(report.status).toBe(400);
    expect(report.headers['x-request-id']).toBeTruthy();
    expect(JSON.parse(report.body)).toMatchObject({ error: { status: 400 } });
  });

  test('oversized headers get 431 and nothing else', async () => {
    const answer = await new Promise<string>((resolve) => {
      const socket = net.connect(Number(new URL(SHOP).port), '127.0.0.1', () =>
        socket.end(`GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`),
      );
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', () => resolve(text));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 431/);
    expectNothingInternal(answer);
  });
});

/** Runs `command` until it exits (at most `timeoutMs`); resolves to its exit code and output. */
function runToExit(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
  timeoutMs = 60_000,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill(), timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

test.describe('a production start without its settings', () => {
  /** The environment of a production start: no local demo, nothing of the suite's own. */
  const production = (extra: Record<string, string>): NodeJS.ProcessEnv => {
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME };
    return { ...env, NODE_ENV: 'production', STRAPI_TELEMETRY_DISABLED: 'true', ...extra };
  };

  test('the shop server exits, naming the missing variable', async () => {
    const { code, output } = await runToExit(
      process.execPath,
      [path.join(root, 'shell', 'dist-server', 'server.js')],
      {
        cwd: root,
        env: production({
          PORT: '3197',
          PUBLIC_URL: 'https://tea.example',
          RECAPTCHA_SITE_KEY: 'site-key',
        }),
      },
    );
    expect(code).not.toBe(0);
    expect(output).toContain('STRIPE_PUBLISHABLE_KEY');
    expect(output).not.toContain('Tea shop storefront on');
  });

  test('the content backend exits, naming the missing variable', async () => {
    const secrets = [
      'APP_KEYS',
      'API_TOKEN_SALT',
      'ADMIN_JWT_SECRET',
      'TRANSFER_TOKEN_SALT',
      'JWT_SECRET',
      'ENCRYPTION_KEY',
      'PREVIEW_SECRET',
    ];
    const cmsDir = path.join(root, 'cms');
    const { code, output } = await runToExit(
      process.execPath,
      [path.join(cmsDir, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js'), 'start'],
      {
        cwd: cmsDir,
        env: production({
          ...Object.fromEntries(secrets.map((name) => [name, `${name.toLowerCase()}-a,b`])),
          STRIPE_SECRET_KEY: 'sk_live_x',
          STRIPE_WEBHOOK_SECRET: 'whsec_x',
          SMTP_HOST: 'smtp.example',
          HOST: '127.0.0.1',
          PORT: '1397',
        }),
      },
      120_000,
    );
    expect(code).not.toBe(0);
    expect(output).toContain('RECAPTCHA_SECRET');
  });
});
