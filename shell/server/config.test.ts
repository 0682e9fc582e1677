import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { emptyRegistry, release } from '@teashop/build/release/registryDocument';
import { updateRegistryFile, writeRegistryFile } from '@teashop/build/release/registryFile';
import { remotesFromEnv, runtimeConfigFromEnv } from './config';

describe('remotes config', () => {
  it('defaults to same-origin builds in production and dev servers in development', () => {
    expect(remotesFromEnv({}, 'production')['mf-catalog']).toBe(
      '/remotes/mf-catalog/mf-manifest.json',
    );
    expect(remotesFromEnv({}, 'development')['mf-member']).toBe(
      'http://localhost:3003/mf-manifest.json',
    );
  });
  it('re-points one remote without touching the others (file, then env)', () => {
    const file = path.join(os.tmpdir(), `remotes-${process.pid}.json`);
    fs.writeFileSync(
      file,
      JSON.stringify({ 'mf-content': 'https://cdn.example/content/v2/mf-manifest.json' }),
    );
    const remotes = remotesFromEnv(
      {
        REMOTES_CONFIG: file,
        REMOTE_MF_CATALOG_URL: 'https://cdn.example/catalog/mf-manifest.json',
      },
      'production',
    );
    expect(remotes['mf-content']).toBe('https://cdn.example/content/v2/mf-manifest.json');
    expect(remotes['mf-catalog']).toBe('https://cdn.example/catalog/mf-manifest.json');
    expect(remotes['mf-member']).toBe('/remotes/mf-member/mf-manifest.json');
    fs.unlinkSync(file);
  });
  it('serves the other settings when the file is broken, instead of failing', () => {
    const file = path.join(os.tmpdir(), `remotes-broken-${process.pid}.json`);
    fs.writeFileSync(file, '{"mf-content": ');
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const config = runtimeConfigFromEnv({ REMOTES_CONFIG: file }, 'production');
    expect(config.remotes['mf-content']).toBe('/remotes/mf-content/mf-manifest.json');
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/REMOTES_CONFIG .* refused: not JSON/),
    );
    error.mockRestore();
    fs.unlinkSync(file);
  });
});

describe('card payment settings', () => {
  it('uses the offline Stripe stand-in until a publishable key is configured', () => {
    const standin = runtimeConfigFromEnv({}, 'production');
    expect(standin.stripePublishableKey).toBe('');
    expect(standin.stripeStandinUrl).toBe('http://localhost:12111');
    expect(
      runtimeConfigFromEnv({ STRIPE_STANDIN_URL: 'http://pay.test' }, 'production'),
    ).toMatchObject({
      stripeStandinUrl: 'http://pay.test',
    });
    const real = runtimeConfigFromEnv({ STRIPE_PUBLISHABLE_KEY: 'pk_live_123' }, 'production');
    expect(real).toMatchObject({ stripePublishableKey: 'pk_live_123', stripeStandinUrl: '' });
  });
});

describe('remotes released through the registry', () => {
  const info = {
    publishedAt: '2025-01-01T00:00:00.000Z',
    packageVersion: '0.1.0',
    contracts: '^1.0.0',
  };
  let dir: string;
  beforeEach(() => {
    // A fresh folder per test: the process keeps one registry reader per location.
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
    const now = new Date();
    writeRegistryFile(
      path.join(dir, 'registry.json'),
      release(
        release(emptyRegistry(now), 'mf-catalog', 'aaaaaaaaaaa1', info, now),
        'mf-content',
        'ccccccccccc1',
        info,
        now,
      ),
    );
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('serves the live version of released remotes and the default build of the others', () => {
    expect(remotesFromEnv({ RELEASES_DIR: dir }, 'production')).toEqual({
      'mf-catalog': '/remotes/mf-catalog/aaaaaaaaaaa1/mf-manifest.json',
      'mf-cart-checkout': '/remotes/mf-cart-checkout/mf-manifest.json',
      'mf-member': '/remotes/mf-member/mf-manifest.json',
      'mf-content': '/remotes/mf-content/ccccccccccc1/mf-manifest.json',
    });
  });

  it('reads the registry named by REMOTES_REGISTRY', () => {
    const remotes = remotesFromEnv(
      { REMOTES_REGISTRY: path.join(dir, 'registry.json'), RELEASES_DIR: path.join(dir, 'none') },
      'production',
    );
    expect(remotes['mf-catalog']).toBe('/remotes/mf-catalog/aaaaaaaaaaa1/mf-manifest.json');
  });

  it('follows a release made while the shop runs', () => {
    const file = path.join(dir, 'registry.json');
    expect(remotesFromEnv({ RELEASES_DIR: dir }, 'production')['mf-catalog']).toBe(
      '/remotes/mf-catalog/aaaaaaaaaaa1/mf-manifest.json',
    );
    updateRegistryFile(file, (document) =>
      release(document, 'mf-catalog', 'bbbbbbbbbbb2', info, new Date()),
    );
    expect(remotesFromEnv({ RELEASES_DIR: dir }, 'production')['mf-catalog']).toBe(
      '/remotes/mf-catalog/bbbbbbbbbbb2/mf-manifest.json',
    );
  });

  it('is overridden by REMOTE_<NAME>_URL and by REMOTES_CONFIG', () => {
    const config = path.join(dir, 'remotes.json');
    fs.writeFileSync(
      config,
      JSON.stringify({ 'mf-content': 'https://cdn.example/content/mf-manifest.json' }),
    );
    const remotes = remotesFromEnv(
      {
        RELEASES_DIR: dir,
        REMOTES_CONFIG: config,
        REMOTE_MF_CATALOG_URL: 'https://cdn.example/catalog/mf-manifest.json',
        REMOTE_MF_CONTENT_URL: 'https://cdn.example/content-env/mf-manifest.json',
      },
      'production',
    );
    expect(remotes['mf-catalog']).toBe('https://cdn.example/catalog/mf-manifest.json');
    expect(remotes['mf-content']).toBe('https://cdn.example/content/mf-manifest.json');
  });

  it('is not used in development', () => {
    expect(remotesFromEnv({ RELEASES_DIR: dir }, 'development')).toEqual({
      'mf-catalog': 'http://localhost:3001/mf-manifest.json',
      'mf-cart-checkout': 'http://localhost:3002/mf-manifest.json',
      'mf-member': 'http://localhost:3003/mf-manifest.json',
      'mf-content': 'http://localhost:3004/mf-manifest.json',
    });
  });
});

describe('where the browser reaches the content backend', () => {
  it('is the shop’s own origin unless PUBLIC_CMS_URL names another one (CMS_URL is internal)', () => {
    expect(runtimeConfigFromEnv({ CMS_URL: 'http://localhost:1337' }, 'production').cmsUrl).toBe(
      '',
    );
    expect(
      runtimeConfigFromEnv(
        { PUBLIC_CMS_URL: 'https://cms.example', CMS_URL: 'http://cms:1337' },
        'production',
      ).cmsUrl,
    ).toBe('https://cms.example');
  });
});
