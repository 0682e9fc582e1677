// Run: node --test e2e/standins/
// The stand-ins belong to the local demo: they answer loopback names only, so a page elsewhere
// that points its own name at 127.0.0.1 (DNS rebinding) cannot mint tokens or pay orders.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { createOAuthStandIn } from './oauth/server.mjs';
import { startStripeStandin } from './stripe/server.mjs';

/** GET `path` from 127.0.0.1:`port` with `host` in the Host header; resolves to the status. */
function statusWithHost(port, path, host) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, headers: { Host: host } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', reject);
    req.end();
  });
}

const oauth = createOAuthStandIn({ port: 0 });
let oauthPort = 0;
/** @type {Awaited<ReturnType<typeof startStripeStandin>>} */
let stripe;

before(async () => {
  oauthPort = (await oauth.listen()).port;
  stripe = await startStripeStandin({ port: 0, webhookUrl: '' });
});
after(async () => {
  await oauth.close();
  await stripe.close();
});

const loopback = [
  'localhost',
  'localhost:4010',
  'auth.localhost:4010',
  '127.0.0.1:4010',
  '[::1]:4010',
];
const foreign = [
  'evil.example',
  'evil.example:4010',
  '127.0.0.1.evil.example',
  'localhost.evil.example',
];

test('the OAuth stand-in answers loopback names and refuses others with 421', async () => {
  for (const host of loopback) {
    assert.equal(await statusWithHost(oauthPort, '/health', host), 200, host);
  }
  for (const host of foreign) {
    assert.equal(await statusWithHost(oauthPort, '/health', host), 421, host);
  }
});

test('the Stripe stand-in answers loopback names and refuses others with 421', async () => {
  for (const host of loopback) {
    assert.equal(await statusWithHost(stripe.port, '/health', host), 200, host);
  }
  for (const host of foreign) {
    assert.equal(await statusWithHost(stripe.port, '/health', host), 421, host);
    assert.equal(await statusWithHost(stripe.port, '/v1/payment_intents', host), 421, host);
  }
});
