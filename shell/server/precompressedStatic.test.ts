/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { acceptedCopies, staticFiles } from './precompressedStatic';

const SCRIPT = `export const tea = ${JSON.stringify('oolong '.repeat(400))};\n`;

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET whose body is read as sent (fetch would decode it). */
function rawGet(url: string, acceptEncoding?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding };
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

describe('static files with compressed copies', () => {
  let root: string;
  let url: string;
  let server: http.Server;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'precompressed-'));
    for (const name of ['main.abcdef12.js', 'remoteEntry.js']) {
      fs.writeFileSync(path.join(root, name), SCRIPT);
      fs.writeFileSync(path.join(root, `${name}.br`), zlib.brotliCompressSync(SCRIPT));
      fs.writeFileSync(path.join(root, `${name}.gz`), zlib.gzipSync(SCRIPT));
    }
    fs.writeFileSync(path.join(root, 'plain.12345678.js'), SCRIPT);
    const app = express();
    app.use(
      staticFiles(root, {
        index: false,
        setHeaders: (res, file) => {
          const entry = path.basename(file) === 'remoteEntry.js';
          res.setHeader('Cache-Control', entry ? 'no-cache' : 'immutable');
        },
      }),
    );
    app.use((_req, res) => res.status(404).type('text').send('no such file'));
    server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('sends the brotli copy to a browser that accepts it, though gzip is listed first', async () => {
    const answer = await rawGet(`${url}/main.abcdef12.js`, 'gzip, deflate, br, zstd');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers.vary).toContain('Accept-Encoding');
    expect(answer.headers['cache-control']).toBe('immutable');
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
  });

  it('tells the page headers the file the copy is of', async () => {
    const answer = await rawGet(`${url}/remoteEntry.js?v=2`, 'br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('sends the gzip copy where brotli is not accepted or weighs less', async () => {
    for (const accepted of ['gzip', 'br;q=0.5, gzip', 'br;q=0, *']) {
      const answer = await rawGet(`${url}/main.abcdef12.js`, accepted);
      expect([accepted, answer.headers['content-encoding']]).toEqual([accepted, 'gzip']);
      expect(zlib.gunzipSync(answer.body).toString()).toBe(SCRIPT);
    }
  });

  it('sends the file itself without an accepted encoding or without copies', async () => {
    const none = await rawGet(`${url}/main.abcdef12.js`);
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body.toString()).toBe(SCRIPT);
    const uncopied = await rawGet(`${url}/plain.12345678.js`, 'br');
    expect(uncopied.headers['content-encoding']).toBeUndefined();
    expect(uncopied.body.toString()).toBe(SCRIPT);
  });

  it('leaves a path it cannot read, or one leaving the folder, to express.static to refuse', async () => {
    for (const bad of ['/%E0%A4%A.js', '/%2e%2e/precompressed.js']) {
      const answer = await rawGet(`${url}${bad}`, 'br');
      expect([bad, answer.headers['content-encoding']]).toEqual([bad, undefined]);
      expect(answer.status).toBeGreaterThanOrEqual(400);
    }
  });

  it('leaves a missing file to the next handler, with no encoding of its own', async () => {
    const answer = await rawGet(`${url}/gone.abcdef12.js`, 'br');
    expect(answer.status).toBe(404);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe('no such file');
  });
});

describe('acceptedCopies', () => {
  it('orders the copies by weight, brotli first among equals', () => {
    expect(acceptedCopies('gzip, br').map((copy) => copy.encoding)).toEqual(['br', 'gzip']);
    expect(acceptedCopies('br;q=0.2, gzip;q=0.8').map((copy) => copy.encoding)).toEqual([
      'gzip',
      'br',
    ]);
    expect(acceptedCopies('identity')).toEqual([]);
    expect(acceptedCopies(undefined)).toEqual([]);
  });
});
