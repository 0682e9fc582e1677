/** @jest-environment node */
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { registerCspReports } from './cspReports';
import { errorHandler, notFoundHandler } from './errorHandler';
import { loopbackHostOnly } from './hostGuard';
import { INTERNAL_HEADER, isPrivateRemoteFile, isSourceMap, privateFiles } from './privateFiles';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One raw HTTP request (the path and headers exactly as given), and its answer. */
function request(
  port: number,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: { Host: `localhost:${port}`, ...options.headers },
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

/** A request written to the socket as is (for what http.request would refuse to send). */
function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', () => resolve(answer));
  });
}

const logged: string[] = [];
let server: http.Server;
let port: number;
let dist: string;
const token = 'internal-token-for-tests';

beforeAll(async () => {
  // A remote's build as the shop serves it: a chunk, its map, the server container.
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-errors-'));
  fs.mkdirSync(path.join(dist, 'server'));
  fs.writeFileSync(path.join(dist, 'main.js'), 'console.log(1)\n//# sourceMappingURL=main.js.map');
  fs.writeFileSync(path.join(dist, 'main.js.map'), '{"sources":["/work/main/src/x.ts"]}');
  fs.writeFileSync(path.join(dist, 'server', 'remoteEntry.js'), 'module.exports = {}');

  const app = express();
  app.use(loopbackHostOnly);
  app.use(privateFiles(isSourceMap, token));
  app.use('/remotes', privateFiles(isPrivateRemoteFile, token));
  registerCspReports(app, () => undefined);
  app.use('/remotes/mf-catalog', express.static(dist, { index: false, fallthrough: false }));
  app.get('/boom', () => {
    throw new Error(`failed in ${__filename}`);
  });
  app.get('/async-boom', async () => {
    await Promise.resolve();
    throw new TypeError('Cannot read properties of undefined (node_modules/x/index.js)');
  });
  app.get('/jp/boom', () => {
    throw new Error('failed');
  });
  app.post('/api/echo', express.json({ limit: '1kb' }), (req, res) => {
    res.json(req.body);
  });
  app.use(notFoundHandler);
  app.use(errorHandler((line) => logged.push(line)));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dist, { recursive: true, force: true });
});

/** Nothing of the server's insides: no stack frame, no file path, no package folder. */
function expectNothingInternal(text: string) {
  expect(text).not.toMatch(/\bat .+:\d+:\d+/);
  expect(text).not.toContain('/work/');
  expect(text).not.toContain('node_modules');
  expect(text).not.toContain(os.tmpdir());
  expect(text).not.toMatch(/SyntaxError|TypeError|Error:/);
}

describe('error answers of the shop server', () => {
  const json = { 'Content-Type': 'application/json' };
  const corpus: [string, Parameters<typeof request>[1]][] = [
    ['broken JSON report', { method: 'POST', path: '/csp-report', headers: json, body: '{"a":' }],
    [
      'broken CSP report',
      {
        method: 'POST',
        path: '/csp-report',
        headers: { 'Content-Type': 'application/csp-report' },
        body: '{"csp-report": {',
      },
    ],
    [
      'oversized report',
      { method: 'POST', path: '/csp-report', headers: json, body: `"${'x'.repeat(20_000)}"` },
    ],
    [
      'unknown charset',
      {
        method: 'POST',
        path: '/csp-report',
        headers: { 'Content-Type': 'application/json; charset=ebcdic' },
        body: '{}',
      },
    ],
    [
      'bad gzip body',
      {
        method: 'POST',
        path: '/csp-report',
        headers: { ...json, 'Content-Encoding': 'gzip' },
        body: 'not gzip',
      },
    ],
    ['broken API JSON', { method: 'POST', path: '/api/echo', headers: json, body: '[1,' }],
    ['a thrown error', { path: '/boom' }],
    ['a rejected handler', { path: '/async-boom' }],
    ['a bad percent-encoding', { path: '/remotes/mf-catalog/%E0%A4%A' }],
    ['a path out of the folder', { path: '/remotes/mf-catalog/..%2f..%2fetc%2fpasswd' }],
    ['a null byte', { path: '/remotes/mf-catalog/main.js%00.txt' }],
    ['an unknown method and path', { method: 'DELETE', path: '/nowhere/at/all' }],
  ];

  it.each(corpus)('%s: a generic answer, no stack or path', async (_name, options) => {
    const answer = await request(port, options);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expectNothingInternal(answer.body);
    expectNothingInternal(JSON.stringify(answer.headers));
  });

  it('answers broken JSON to /csp-report with JSON 400 and a request id, logged once', async () => {
    logged.length = 0;
    const answer = await request(port, {
      method: 'POST',
      path: '/csp-report',
      headers: json,
      body: '{"broken',
    });
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toMatch(/application\/json/);
    const id = String(answer.headers['x-request-id']);
    expect(JSON.parse(answer.body)).toEqual({
      error: { status: 400, message: 'Bad request', requestId: id },
    });
    expect(logged.filter((line) => line.includes(id))).toHaveLength(1);
  });

  it('answers a failed page with a generic page in its language, the stack only in the log', async () => {
    logged.length = 0;
    const answer = await request(port, { path: '/jp/boom', headers: { Accept: 'text/html' } });
    expect(answer.status).toBe(500);
    expect(answer.headers['content-type']).toMatch(/text\/html/);
    expect(answer.body).toContain('エラーが発生しました');
    const english = await request(port, { path: '/boom', headers: { Accept: 'text/html' } });
    expect(english.body).toContain('Something went wrong. Please try again later.');
    expect(english.body).toContain(String(english.headers['x-request-id']));
    expect(logged.join('\n')).toContain(__filename);
  });

  it('answers JSON to callers that ask for it', async () => {
    const answer = await request(port, { path: '/boom', headers: { Accept: 'application/json' } });
    expect(answer.status).toBe(500);
    expect(JSON.parse(answer.body)).toMatchObject({
      error: { status: 500, message: 'Server error' },
    });
  });

  it('answers oversized headers with 431 and nothing else', async () => {
    const answer = await rawRequest(
      port,
      `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431/);
    expectNothingInternal(answer);
  });
});

describe('files kept from the public', () => {
  it('serves the remote code, not its source map nor its server container', async () => {
    expect((await request(port, { path: '/remotes/mf-catalog/main.js' })).status).toBe(200);
    for (const file of [
      '/remotes/mf-catalog/main.js.map',
      '/remotes/mf-catalog/MAIN.JS.MAP',
      '/remotes/mf-catalog/main.js%2Emap',
      '/remotes/mf-catalog/server/remoteEntry.js',
      '/remotes/mf-catalog/Server/remoteEntry.js',
      '/remotes/mf-catalog/server%2FremoteEntry.js',
      '/remotes/mf-catalog/x/../server/remoteEntry.js',
      '/remotes/mf-catalog/./server/remoteEntry.js',
      '/remotes/mf-catalog/1.2.3/server/remoteEntry.js',
      '/main.js.map',
    ]) {
      const answer = await request(port, { path: file });
      expect([file, answer.status]).toEqual([file, 404]);
      expect(answer.body).not.toContain('module.exports');
      expect(answer.body).not.toContain('sources');
    }
  });

  it('gives the server container to this server itself, with its token', async () => {
    const own = await request(port, {
      path: '/remotes/mf-catalog/server/remoteEntry.js',
      headers: { [INTERNAL_HEADER]: token },
    });
    expect(own.status).toBe(200);
    const guessed = await request(port, {
      path: '/remotes/mf-catalog/server/remoteEntry.js',
      headers: { [INTERNAL_HEADER]: 'guess' },
    });
    expect(guessed.status).toBe(404);
  });
});

describe('the local demo refuses foreign names (DNS rebinding)', () => {
  it.each(['localhost', `localhost:3000`, 'shop.localhost:3000', '127.0.0.1:3000', '[::1]:3000'])(
    'answers %s',
    async (host) => {
      const answer = await request(port, {
        path: '/remotes/mf-catalog/main.js',
        headers: { Host: host },
      });
      expect(answer.status).toBe(200);
    },
  );

  it.each([
    'evil.example',
    'evil.example:3000',
    '127.0.0.1.evil.example',
    'localhost.evil.example',
    '10.0.0.5:3000',
  ])('refuses %s with 421', async (host) => {
    const answer = await request(port, {
      path: '/remotes/mf-catalog/main.js',
      headers: { Host: host },
    });
    expect(answer.status).toBe(421);
    expect(answer.body).not.toContain('console.log');
  });
});
