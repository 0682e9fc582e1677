import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
