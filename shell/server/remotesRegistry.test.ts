/** @jest-environment node */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import {
  emptyRegistry,
  release,
  type RegistryDocument,
} from '@teashop/build/release/registryDocument';
import { writeRegistryFile } from '@teashop/build/release/registryFile';
import { RemotesRegistry, registryLocation, remotesRegistry } from './remotesRegistry';

const info = {
  publishedAt: '2025-01-01T00:00:00.000Z',
  packageVersion: '0.1.0',
  contracts: '^1.0.0',
};
const now = new Date('2025-01-02T00:00:00.000Z');

/** A registry where mf-catalog is live on `catalog` (and mf-content on `content`, when given). */
function registry(catalog: string, content?: string): RegistryDocument {
  let document = release(emptyRegistry(now), 'mf-catalog', catalog, info, now);
  if (content) document = release(document, 'mf-content', content, info, now);
  return document;
}

const catalogUrl = (version: string) => `/remotes/mf-catalog/${version}/mf-manifest.json`;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('registryLocation', () => {
  it('is REMOTES_REGISTRY, else registry.json in RELEASES_DIR, else none', () => {
    expect(
      registryLocation({ REMOTES_REGISTRY: 'https://cdn.test/registry.json', RELEASES_DIR: '/r' }),
    ).toBe('https://cdn.test/registry.json');
    expect(registryLocation({ RELEASES_DIR: '/srv/releases' })).toBe(
      path.join('/srv/releases', 'registry.json'),
    );
    expect(registryLocation({})).toBeNull();
  });

  it('gives one reader per location', () => {
    const location = path.join(os.tmpdir(), `registry-${process.pid}-shared.json`);
    expect(remotesRegistry(location)).toBe(remotesRegistry(location));
    expect(remotesRegistry(location)).not.toBe(remotesRegistry(`${location}.other`));
  });
});

describe('registry in a file', () => {
  let dir: string;
  let file: string;
  let log: jest.Mock<void, [string]>;
  let reader: RemotesRegistry;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'remotes-registry-'));
    file = path.join(dir, 'registry.json');
    log = jest.fn();
    reader = new RemotesRegistry(file, 5_000, log);
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('names no remotes while there is no registry', () => {
    expect(reader.current()).toEqual({});
    expect(log).not.toHaveBeenCalled();
  });

  it('gives the manifest URL of each live version', () => {
    writeRegistryFile(file, registry('aaaaaaaaaaa1', 'ccccccccccc1'));
    expect(reader.current()).toEqual({
      'mf-catalog': catalogUrl('aaaaaaaaaaa1'),
      'mf-content': '/remotes/mf-content/ccccccccccc1/mf-manifest.json',
    });
  });

  it('uses the base URL the registry names', () => {
    writeRegistryFile(file, { ...registry('aaaaaaaaaaa1'), baseUrl: 'https://cdn.test/shop/' });
    expect(reader.current()).toEqual({
      'mf-catalog': 'https://cdn.test/shop/mf-catalog/aaaaaaaaaaa1/mf-manifest.json',
    });
  });

  it('follows a release without a restart', () => {
    writeRegistryFile(file, registry('aaaaaaaaaaa1'));
    expect(reader.current()['mf-catalog']).toBe(catalogUrl('aaaaaaaaaaa1'));
    writeRegistryFile(
      file,
      release(registry('aaaaaaaaaaa1'), 'mf-catalog', 'bbbbbbbbbbb2', info, now),
    );
    expect(reader.current()['mf-catalog']).toBe(catalogUrl('bbbbbbbbbbb2'));
  });

  it('keeps the last good registry when the file turns invalid, and says so once', () => {
    writeRegistryFile(file, registry('aaaaaaaaaaa1'));
    expect(reader.current()['mf-catalog']).toBe(catalogUrl('aaaaaaaaaaa1'));

    fs.writeFileSync(file, '{"format": 1, "remotes": ');
    for (let i = 0; i < 5; i++) {
      expect(reader.current()).toEqual({ 'mf-catalog': catalogUrl('aaaaaaaaaaa1') });
    }
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(expect.stringContaining(`registry ${file} refused: not JSON`));

    // A registry that parses but is not valid is refused the same way.
    fs.writeFileSync(file, JSON.stringify({ format: 1, remotes: { 'mf-unknown': {} } }));
    expect(reader.current()).toEqual({ 'mf-catalog': catalogUrl('aaaaaaaaaaa1') });
    expect(reader.current()).toEqual({ 'mf-catalog': catalogUrl('aaaaaaaaaaa1') });
    expect(log).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenLastCalledWith(expect.stringContaining('unknown remote "mf-unknown"'));

    writeRegistryFile(file, registry('bbbbbbbbbbb2'));
    expect(reader.current()['mf-catalog']).toBe(catalogUrl('bbbbbbbbbbb2'));
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('refuses an invalid registry it reads first, naming no remotes', () => {
    fs.writeFileSync(file, 'not json');
    expect(reader.current()).toEqual({});
    expect(reader.current()).toEqual({});
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('names no remotes once the registry is removed', () => {
    writeRegistryFile(file, registry('aaaaaaaaaaa1'));
    expect(reader.current()['mf-catalog']).toBeDefined();
    fs.rmSync(file);
    expect(reader.current()).toEqual({});
    expect(log).not.toHaveBeenCalled();
  });

  it('refresh() has nothing to wait for', async () => {
    writeRegistryFile(file, registry('aaaaaaaaaaa1'));
    await expect(reader.refresh()).resolves.toBeUndefined();
    expect(reader.current()['mf-catalog']).toBe(catalogUrl('aaaaaaaaaaa1'));
  });
});

describe('registry at a URL', () => {
  let served: { status: number; body: string };
  let requests: number;
  let server: http.Server;
  let url: string;
  let log: jest.Mock<void, [string]>;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      requests++;
      res.writeHead(served.status, { 'content-type': 'application/json' }).end(served.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/registry.json`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    served = { status: 200, body: JSON.stringify(registry('aaaaaaaaaaa1')) };
    requests = 0;
    log = jest.fn();
  });

  it('is fetched in the background: refresh() waits for it', async () => {
    const reader = new RemotesRegistry(url, 60_000, log);
    // The first request finds nothing yet and does not wait.
    expect(reader.current()).toEqual({});
    await reader.refresh();
    expect(reader.current()).toEqual({ 'mf-catalog': catalogUrl('aaaaaaaaaaa1') });
    expect(requests).toBe(1);
    expect(log).not.toHaveBeenCalled();
  });

  it('names no remotes when the registry is not found', async () => {
    served = { status: 404, body: '' };
    const reader = new RemotesRegistry(url, 60_000, log);
    await reader.refresh();
    expect(reader.current()).toEqual({});
    expect(log).not.toHaveBeenCalled();
  });

  it('keeps the last good registry on an error or an invalid answer', async () => {
    const reader = new RemotesRegistry(url, 60_000, log);
    await reader.refresh();
    const good = { 'mf-catalog': catalogUrl('aaaaaaaaaaa1') };

    served = { status: 500, body: 'upstream down' };
    await reader.refresh();
    expect(reader.current()).toEqual(good);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(new RegExp(`registry ${url} refused: .*500`)),
    );
    // The same failure again is not logged again.
    await reader.refresh();
    expect(log).toHaveBeenCalledTimes(1);

    served = { status: 200, body: '<html>maintenance</html>' };
    await reader.refresh();
    expect(reader.current()).toEqual(good);
    expect(log).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenLastCalledWith(expect.stringContaining('not JSON'));

    served = { status: 200, body: JSON.stringify(registry('bbbbbbbbbbb2')) };
    await reader.refresh();
    expect(reader.current()).toEqual({ 'mf-catalog': catalogUrl('bbbbbbbbbbb2') });
  });

  it('is not fetched again before refreshMs', async () => {
    const reader = new RemotesRegistry(url, 60_000, log);
    await reader.refresh();
    served = { status: 200, body: JSON.stringify(registry('bbbbbbbbbbb2')) };
    for (let i = 0; i < 5; i++) reader.current();
    await wait(100);
    expect(reader.current()).toEqual({ 'mf-catalog': catalogUrl('aaaaaaaaaaa1') });
    expect(requests).toBe(1);
  });

  it('picks up a new registry once refreshMs has passed', async () => {
    const reader = new RemotesRegistry(url, 50, log);
    await reader.refresh();
    expect(reader.current()).toEqual({ 'mf-catalog': catalogUrl('aaaaaaaaaaa1') });
    served = { status: 200, body: JSON.stringify(registry('bbbbbbbbbbb2', 'ccccccccccc1')) };

    const deadline = Date.now() + 2_000;
    while (reader.current()['mf-catalog'] === catalogUrl('aaaaaaaaaaa1')) {
      if (Date.now() > deadline) throw new Error('the new registry was not picked up');
      await wait(10);
    }
    expect(reader.current()).toEqual({
      'mf-catalog': catalogUrl('bbbbbbbbbbb2'),
      'mf-content': '/remotes/mf-content/ccccccccccc1/mf-manifest.json',
    });
    expect(requests).toBeGreaterThanOrEqual(2);
    expect(log).not.toHaveBeenCalled();
  });
});
