// Offline OAuth 2 / OpenID Connect provider for local runs and end-to-end tests.
//
// It speaks the authorization-code subset a login provider needs, on Keycloak-style paths
// (`/realms/<realm>/protocol/openid-connect/...`), with plain node:http and no dependencies:
//   GET  .../auth      authorization endpoint: a small consent page (or immediate approval)
//   POST .../auth      the consent page's answer; redirects back with ?code=&state= or ?error=
//   POST .../token     code -> { access_token, token_type, expires_in, scope }
//   GET  .../userinfo  Bearer access token -> { sub, email, email_verified, preferred_username, ... }
//   GET  .../.well-known/openid-configuration, GET /health
//
// Settings (environment):
//   OAUTH_STANDIN_PORT (4010), OAUTH_STANDIN_HOST (127.0.0.1), OAUTH_STANDIN_REALM (teashop)
//   OAUTH_STANDIN_CLIENT_ID (teashop-storefront), OAUTH_STANDIN_CLIENT_SECRET (standin-secret)
//   OAUTH_STANDIN_REDIRECT_PREFIX  redirect_uri must start with this (default: any http(s) URL)
//   OAUTH_STANDIN_EMAIL / OAUTH_STANDIN_NAME  the test user offered on the consent page
//   OAUTH_STANDIN_AUTO_APPROVE=1   skip the consent page and approve the test user at once
import http from 'node:http';
import crypto from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { refuseForeignHost } from '../../../scripts/lib/loopback-host.cjs';

const CODE_TTL_MS = 60_000;
const TOKEN_TTL_S = 3600;

export function settingsFromEnv(env = process.env) {
  return {
    port: Number(env.OAUTH_STANDIN_PORT ?? 4010),
    host: env.OAUTH_STANDIN_HOST ?? '127.0.0.1',
    realm: env.OAUTH_STANDIN_REALM ?? 'teashop',
    clientId: env.OAUTH_STANDIN_CLIENT_ID ?? 'teashop-storefront',
    clientSecret: env.OAUTH_STANDIN_CLIENT_SECRET ?? 'standin-secret',
    redirectPrefix: env.OAUTH_STANDIN_REDIRECT_PREFIX ?? '',
    email: env.OAUTH_STANDIN_EMAIL ?? 'leaf.lover@oauth.teashop.test',
    name: env.OAUTH_STANDIN_NAME ?? 'Leaf Lover',
    autoApprove: env.OAUTH_STANDIN_AUTO_APPROVE === '1',
  };
}

const escapeHtml = (value) => String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function send(res, status, body, headers = {}) {
  const isJson = typeof body !== 'string';
  res.writeHead(status, {
    'Content-Type': isJson ? 'application/json' : 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(isJson ? JSON.stringify(body) : body);
}

function oauthError(res, status, error, description) {
  send(res, status, { error, error_description: description });
}

async function readForm(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > 64 * 1024) throw new Error('Request body too large');
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Creates the stand-in (not listening yet). */
export function createOAuthStandIn(options = {}) {
  const s = { ...settingsFromEnv(), ...options };
  const base = `/realms/${s.realm}/protocol/openid-connect`;
  /** code -> { clientId, redirectUri, scope, user, expires } (single use) */
  const codes = new Map();
  /** access token -> { user, scope, expires } */
  const tokens = new Map();

  const random = () => crypto.randomBytes(24).toString('base64url');

  function redirectAllowed(uri) {
    try {
      const url = new URL(uri);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    } catch {
      return false;
    }
    return !s.redirectPrefix || uri.startsWith(s.redirectPrefix);
  }

  /** Checks the authorization request; answers itself and returns null when it is not valid. */
  function authRequest(params, res) {
    const request = {
      clientId: params.get('client_id') ?? '',
      redirectUri: params.get('redirect_uri') ?? '',
      responseType: params.get('response_type') ?? '',
      scope: params.get('scope') ?? '',
      state: params.get('state') ?? '',
    };
    // Without a trustworthy redirect_uri the error must not be sent back to it (RFC 6749 4.1.2.1).
    if (request.clientId !== s.clientId) {
      send(res, 400, '<h1>Unknown client</h1>');
      return null;
    }
    if (!redirectAllowed(request.redirectUri)) {
      send(res, 400, '<h1>Invalid redirect_uri</h1>');
      return null;
    }
    if (request.responseType !== 'code') {
      redirectBack(res, request, { error: 'unsupported_response_type' });
      return null;
    }
    return request;
  }

  function redirectBack(res, request, params) {
    const url = new URL(request.redirectUri);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    if (request.state) url.searchParams.set('state', request.state);
    res.writeHead(302, { Location: url.toString(), 'Cache-Control': 'no-store' });
    res.end();
  }

  function approve(res, request, user) {
    const code = random();
    codes.set(code, { ...request, user, expires: Date.now() + CODE_TTL_MS });
    redirectBack(res, request, { code });
  }

  function consentPage(request) {
    const hidden = ['client_id', 'redirect_uri', 'response_type', 'scope', 'state']
      .map((name) => {
        const key =
          { client_id: 'clientId', redirect_uri: 'redirectUri', response_type: 'responseType' }[
            name
          ] ?? name;
        return `<input type="hidden" name="${name}" value="${escapeHtml(request[key])}">`;
      })
      .join('');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>TeaID sign in</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:16px system-ui,sans-serif;background:#f4f1ea;display:flex;justify-content:center;padding:48px 16px}
form{background:#fff;padding:28px;border-radius:10px;max-width:380px;width:100%;box-shadow:0 4px 20px rgba(0,0,0,.08)}
label{display:block;margin:12px 0 4px;font-weight:600}input[type=email],input[type=text]{width:100%;box-sizing:border-box;height:44px;padding:0 10px}
.actions{display:flex;gap:12px;margin-top:20px}button{height:44px;padding:0 18px}</style></head>
<body><form method="post" action="${base}/auth"><h1>TeaID</h1>
<p>The shop asks to sign you in with your TeaID account (${escapeHtml(request.scope || 'openid')}).</p>
${hidden}
<label for="email">Email</label><input id="email" name="email" type="email" value="${escapeHtml(s.email)}" required>
<label for="name">Name</label><input id="name" name="name" type="text" value="${escapeHtml(s.name)}">
<div class="actions"><button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="deny">Deny</button></div></form></body></html>`;
  }

  function userFrom(email, name) {
    const clean = String(email).trim().toLowerCase();
    const display = String(name ?? '').trim() || clean.split('@')[0];
    const [given, ...family] = display.split(/\s+/);
    return {
      sub: crypto.createHash('sha256').update(clean).digest('hex').slice(0, 24),
      email: clean,
      email_verified: true,
      preferred_username: clean.split('@')[0],
      name: display,
      given_name: given,
      family_name: family.join(' ') || undefined,
    };
  }

  function clientCredentials(req, form) {
    const header = req.headers.authorization ?? '';
    if (header.startsWith('Basic ')) {
      const [id, secret] = Buffer.from(header.slice(6), 'base64').toString('utf8').split(':');
      return { id: decodeURIComponent(id ?? ''), secret: decodeURIComponent(secret ?? '') };
    }
    return { id: form.get('client_id') ?? '', secret: form.get('client_secret') ?? '' };
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://standin.local');
    const path = url.pathname;

    if (req.method === 'GET' && path === '/health') return send(res, 200, { ok: true });

    if (req.method === 'GET' && path === `/realms/${s.realm}/.well-known/openid-configuration`) {
      const origin = `http://${req.headers.host}`;
      return send(res, 200, {
        issuer: `${origin}/realms/${s.realm}`,
        authorization_endpoint: `${origin}${base}/auth`,
        token_endpoint: `${origin}${base}/token`,
        userinfo_endpoint: `${origin}${base}/userinfo`,
        response_types_supported: ['code'],
        grant_types_supported: ['authorization_code'],
        token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
      });
    }

    if (path === `${base}/auth` && req.method === 'GET') {
      const request = authRequest(url.searchParams, res);
      if (!request) return;
      if (s.autoApprove) return approve(res, request, userFrom(s.email, s.name));
      return send(res, 200, consentPage(request));
    }

    if (path === `${base}/auth` && req.method === 'POST') {
      const form = await readForm(req);
      const request = authRequest(form, res);
      if (!request) return;
      if (form.get('decision') !== 'allow') {
        return redirectBack(res, request, {
          error: 'access_denied',
          error_description: 'The user denied the request',
        });
      }
      const email = form.get('email') ?? '';
      if (!EMAIL.test(email.trim())) return send(res, 400, consentPage(request));
      return approve(res, request, userFrom(email, form.get('name')));
    }

    if (path === `${base}/token` && req.method === 'POST') {
      const form = await readForm(req);
      const client = clientCredentials(req, form);
      if (client.id !== s.clientId || client.secret !== s.clientSecret) {
        return oauthError(res, 401, 'invalid_client', 'Client authentication failed');
      }
      if (form.get('grant_type') !== 'authorization_code') {
        return oauthError(
          res,
          400,
          'unsupported_grant_type',
          'Only authorization_code is supported',
        );
      }
      const code = form.get('code') ?? '';
      const grant = codes.get(code);
      codes.delete(code);
      if (!grant || grant.expires < Date.now() || grant.clientId !== client.id) {
        return oauthError(
          res,
          400,
          'invalid_grant',
          'The code is invalid, expired or already used',
        );
      }
      if (form.get('redirect_uri') !== grant.redirectUri) {
        return oauthError(
          res,
          400,
          'invalid_grant',
          'redirect_uri does not match the authorization request',
        );
      }
      const accessToken = random();
      tokens.set(accessToken, {
        user: grant.user,
        scope: grant.scope,
        expires: Date.now() + TOKEN_TTL_S * 1000,
      });
      return send(res, 200, {
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: TOKEN_TTL_S,
        scope: grant.scope,
      });
    }

    if (path === `${base}/userinfo` && (req.method === 'GET' || req.method === 'POST')) {
      const header = req.headers.authorization ?? '';
      const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
      const entry = tokens.get(token);
      if (!entry || entry.expires < Date.now()) {
        res.setHeader('WWW-Authenticate', 'Bearer error="invalid_token"');
        return oauthError(res, 401, 'invalid_token', 'The access token is invalid or expired');
      }
      return send(res, 200, entry.user);
    }

    return send(res, 404, { error: 'not_found' });
  }

  const server = http.createServer((req, res) => {
    // a local stand-in: loopback names only (DNS rebinding refused with 421)
    if (refuseForeignHost(req, res)) return;
    handle(req, res).catch((error) => {
      if (!res.headersSent) oauthError(res, 400, 'invalid_request', error.message);
      else res.end();
    });
  });

  return {
    server,
    settings: s,
    listen: () =>
      new Promise((resolve) => {
        server.listen(s.port, s.host, () => resolve(server.address()));
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const standIn = createOAuthStandIn();
  const address = await standIn.listen();
  const { realm } = standIn.settings;
  console.log(
    `OAuth stand-in on http://${address.address}:${address.port}/realms/${realm}/protocol/openid-connect/{auth,token,userinfo}`,
  );
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => void standIn.close().then(() => process.exit(0)));
  }
}
