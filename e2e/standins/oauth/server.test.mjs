// Run: node --test e2e/standins/oauth/
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createOAuthStandIn } from './server.mjs';

const standIn = createOAuthStandIn({
  port: 0,
  clientId: 'shop',
  clientSecret: 's3cret',
  redirectPrefix: 'http://localhost:1337/',
});
let origin = '';
const base = () => `${origin}/realms/teashop/protocol/openid-connect`;
const redirectUri = 'http://localhost:1337/api/connect/teaid/callback';

before(async () => {
  const address = await standIn.listen();
  origin = `http://127.0.0.1:${address.port}`;
});
after(() => standIn.close());

function authorizeQuery(extra = {}) {
  return new URLSearchParams({
    client_id: 'shop',
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid email profile',
    state: 'st4te',
    ...extra,
  });
}

async function approveAs(email) {
  const form = authorizeQuery({ decision: 'allow', email, name: 'Jade Wu' });
  const res = await fetch(`${base()}/auth`, { method: 'POST', body: form, redirect: 'manual' });
  assert.equal(res.status, 302);
  return new URL(res.headers.get('location'));
}

async function exchange(code, overrides = {}) {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    client_id: 'shop',
    client_secret: 's3cret',
    ...overrides,
  });
  return fetch(`${base()}/token`, { method: 'POST', body });
}

test('the authorization endpoint shows a consent page for a known client', async () => {
  const res = await fetch(`${base()}/auth?${authorizeQuery()}`);
  assert.equal(res.status, 200);
  const html = await res.text();
  assert.match(html, /name="decision" value="allow"/);
  assert.match(html, /value="st4te"/);
});

test('unknown clients and foreign redirect URIs are refused without redirecting', async () => {
  const unknown = await fetch(`${base()}/auth?${authorizeQuery({ client_id: 'x' })}`, {
    redirect: 'manual',
  });
  assert.equal(unknown.status, 400);
  const foreign = await fetch(
    `${base()}/auth?${authorizeQuery({ redirect_uri: 'http://evil.test/cb' })}`,
    {
      redirect: 'manual',
    },
  );
  assert.equal(foreign.status, 400);
});

test('code flow: approve, exchange the code once, read the user', async () => {
  const back = await approveAs('Jade.Wu@example.test');
  assert.equal(back.origin + back.pathname, redirectUri);
  assert.equal(back.searchParams.get('state'), 'st4te');
  const code = back.searchParams.get('code');
  assert.ok(code);

  const tokenRes = await exchange(code);
  assert.equal(tokenRes.status, 200);
  const token = await tokenRes.json();
  assert.equal(token.token_type, 'Bearer');
  assert.ok(token.access_token);

  const again = await exchange(code);
  assert.equal(again.status, 400);
  assert.equal((await again.json()).error, 'invalid_grant');

  const info = await fetch(`${base()}/userinfo`, {
    headers: { Authorization: `Bearer ${token.access_token}` },
  });
  assert.equal(info.status, 200);
  const user = await info.json();
  assert.equal(user.email, 'jade.wu@example.test');
  assert.equal(user.email_verified, true);
  assert.equal(user.preferred_username, 'jade.wu');
  assert.equal(user.family_name, 'Wu');
});

test('the token endpoint checks client secret and redirect_uri; userinfo needs a valid token', async () => {
  const code1 = (await approveAs('a@example.test')).searchParams.get('code');
  const badSecret = await exchange(code1, { client_secret: 'nope' });
  assert.equal(badSecret.status, 401);

  const code2 = (await approveAs('a@example.test')).searchParams.get('code');
  const badRedirect = await exchange(code2, { redirect_uri: 'http://localhost:1337/other' });
  assert.equal(badRedirect.status, 400);

  const basic = (await approveAs('a@example.test')).searchParams.get('code');
  const viaBasic = await fetch(`${base()}/token`, {
    method: 'POST',
    headers: { Authorization: `Basic ${Buffer.from('shop:s3cret').toString('base64')}` },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: basic,
      redirect_uri: redirectUri,
    }),
  });
  assert.equal(viaBasic.status, 200);

  const info = await fetch(`${base()}/userinfo`, { headers: { Authorization: 'Bearer forged' } });
  assert.equal(info.status, 401);
});

test('denying sends the error back to the client with the state', async () => {
  const form = authorizeQuery({ decision: 'deny' });
  const res = await fetch(`${base()}/auth`, { method: 'POST', body: form, redirect: 'manual' });
  const back = new URL(res.headers.get('location'));
  assert.equal(back.searchParams.get('error'), 'access_denied');
  assert.equal(back.searchParams.get('state'), 'st4te');
});
