/** @jest-environment node */
import type { AddressInfo } from 'node:net';
import express from 'express';
import compression from 'compression';
import { answerHeaders, setPagePolicy } from './answerHeaders';
import type { SecuritySettings } from './securityHeaders';

const settings: SecuritySettings = {
  cmsUrl: '/',
  remotes: {},
  stripePublishableKey: '',
  stripeStandinUrl: 'http://localhost:12111',
  recaptchaSiteKey: '',
  recaptchaScriptUrl: '',
  publicUrl: 'https://shop.example',
};

async function withApp(run: (url: string) => Promise<void>) {
  const app = express();
  app.use(compression() as unknown as express.RequestHandler);
  app.use(answerHeaders(() => settings));
  app.get('/page', (_req, res) => {
    res.type('html').send(`<p>nonce ${String(res.locals.cspNonce)}</p>`);
  });
  app.get('/framed', (_req, res) => {
    setPagePolicy(res, { 'Content-Security-Policy': 'frame-ancestors https://cms.example' });
    res.type('html').send('<p>preview</p>');
  });
  app.get('/main.abc.js', (_req, res) => {
    res.type('js').setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.send('console.log(1)');
  });
  app.get('/api/thing', (_req, res) => res.json({ ok: true }));
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.close();
  }
}

describe('answer headers', () => {
  it('give HTML answers the page policy with their own nonce', () =>
    withApp(async (url) => {
      const answer = await fetch(`${url}/page`);
      const csp = answer.headers.get('content-security-policy') ?? '';
      const nonce = /nonce (\S+)<\/p>/.exec(await answer.text())?.[1];
      expect(csp).toContain(`'nonce-${nonce}'`);
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('permissions-policy')).toContain('payment=');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('strict-transport-security')).toContain('max-age=');
    }));

  it('give scripts and data only nosniff and HSTS, with their cache headers', () =>
    withApp(async (url) => {
      for (const path of ['/main.abc.js', '/api/thing']) {
        const answer = await fetch(`${url}${path}`);
        expect([path, answer.headers.get('x-content-type-options')]).toEqual([path, 'nosniff']);
        expect(answer.headers.get('strict-transport-security')).toContain('max-age=');
        for (const name of ['content-security-policy', 'x-frame-options', 'permissions-policy']) {
          expect([path, name, answer.headers.get(name)]).toEqual([path, name, null]);
        }
      }
      const script = await fetch(`${url}/main.abc.js`);
      expect(script.headers.get('cache-control')).toContain('immutable');
    }));

  it('let a page replace its policy (a framed preview)', () =>
    withApp(async (url) => {
      const answer = await fetch(`${url}/framed`);
      expect(answer.headers.get('content-security-policy')).toBe(
        'frame-ancestors https://cms.example',
      );
      expect(answer.headers.get('x-frame-options')).toBeNull();
    }));
});
