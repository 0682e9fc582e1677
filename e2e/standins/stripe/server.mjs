// Offline Stripe stand-in for local runs and tests: the part of Stripe's REST API the shop uses
// (PaymentIntents, PaymentMethods, charges, refunds, events) for the `stripe` Node SDK, a Stripe.js
// stand-in for the checkout page (`/stripe.js`), a 3-D Secure test page and signed webhooks.
// Plain node:http, no dependencies. See README.md in this folder.
//
//   node e2e/standins/stripe/server.mjs     # http://127.0.0.1:12111, GET /health
//
// Environment: STRIPE_STANDIN_PORT (12111), STRIPE_STANDIN_HOST (127.0.0.1),
// STRIPE_STANDIN_PUBLIC_URL (http://localhost:<port>), STRIPE_STANDIN_SECRET_KEY (sk_test_standin),
// STRIPE_STANDIN_WEBHOOK_URL (http://127.0.0.1:1337/api/stripe/webhook; empty: no webhooks),
// STRIPE_STANDIN_WEBHOOK_SECRET (whsec_standin).
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { refuseForeignHost } from '../../../scripts/lib/loopback-host.cjs';
import { API_VERSION, createStripeApi, randomId } from './api.mjs';
import {
  challengePage,
  doneChallengePage,
  returnLocation,
  staleChallengePage,
} from './challenge.mjs';
import { parseForm } from './params.mjs';
import { createWebhookSender } from './webhooks.mjs';

/**
 * @typedef {object} StripeStandinOptions
 * @property {number} [port] default env STRIPE_STANDIN_PORT or 12111; 0 = any free port
 * @property {string} [host] default '127.0.0.1'
 * @property {string} [publicUrl] the URL browsers use, default `http://localhost:<port>`
 * @property {string} [secretKey] default env STRIPE_STANDIN_SECRET_KEY or 'sk_test_standin'
 * @property {string} [publishableKey] default 'pk_test_standin'
 * @property {string} [webhookUrl] default env STRIPE_STANDIN_WEBHOOK_URL or
 *   'http://127.0.0.1:1337/api/stripe/webhook'; '' sends no webhooks
 * @property {string} [webhookSecret] default env STRIPE_STANDIN_WEBHOOK_SECRET or 'whsec_standin'
 * @property {(line: string) => void} [log] where to report failed webhook deliveries (default: nowhere)
 *
 * @typedef {object} StripeStandin
 * @property {string} url where the server listens, e.g. http://127.0.0.1:12111
 * @property {string} publicUrl the URL browsers use (script, challenge pages)
 * @property {number} port
 * @property {() => Promise<void>} close
 * @property {() => Array<Record<string, any>>} paymentIntents every PaymentIntent, newest first
 * @property {() => Array<Record<string, any>>} events every event, newest first
 */

const BODY_LIMIT = 1024 * 1024;
const SCRIPT_PATHS = new Set(['/stripe.js', '/v3', '/v3/', '/endive/stripe.js', '/v3/stripe.js']);
const SCRIPT_BASE_PLACEHOLDER = '__STRIPE_STANDIN_PUBLIC_URL__';

/**
 * @param {string | undefined} value
 * @param {number} fallback
 */
function portOf(value, fallback) {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`Not a port: ${value}`);
  }
  return port;
}

/**
 * @param {http.IncomingMessage} req
 * @returns {Promise<string>}
 */
async function readBody(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > BODY_LIMIT)
      throw Object.assign(new Error('Request body too large'), { status: 413 });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * @param {http.ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 * @param {Record<string, string>} [headers]
 */
function sendJson(res, status, body, headers = {}) {
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Cache-Control': 'no-cache, no-store',
    ...headers,
  });
  res.end(`${JSON.stringify(body, null, 2)}\n`);
}

/**
 * @param {http.ServerResponse} res
 * @param {number} status
 * @param {string} html
 */
function sendHtml(res, status, html) {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  res.end(html);
}

/**
 * Starts the stand-in.
 * @param {StripeStandinOptions} [options]
 * @returns {Promise<StripeStandin>}
 */
export async function startStripeStandin(options = {}) {
  const env = process.env;
  const host = options.host ?? env.STRIPE_STANDIN_HOST ?? '127.0.0.1';
  const secretKey = options.secretKey ?? env.STRIPE_STANDIN_SECRET_KEY ?? 'sk_test_standin';
  const publishableKey = options.publishableKey ?? 'pk_test_standin';
  const webhookUrl =
    options.webhookUrl ??
    env.STRIPE_STANDIN_WEBHOOK_URL ??
    'http://127.0.0.1:1337/api/stripe/webhook';
  const webhookSecret =
    options.webhookSecret ?? env.STRIPE_STANDIN_WEBHOOK_SECRET ?? 'whsec_standin';
  const log = options.log ?? (() => {});
  const script = readFileSync(new URL('./stripe.js', import.meta.url), 'utf8');
  let publicUrl = '';

  const webhooks = createWebhookSender({ url: () => webhookUrl, secret: webhookSecret, log });
  /** API paths whose answers are held back (ms), for tests of webhooks that overtake the answer. */
  const slowAnswers = new Map();
  const api = createStripeApi({
    secretKey,
    publishableKey,
    get publicUrl() {
      return publicUrl;
    },
    webhooksEnabled: () => Boolean(webhookUrl),
    onEvent: (event) => webhooks.enqueue(event),
  });

  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   */
  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://standin');
    const path = url.pathname;
    const method = req.method ?? 'GET';

    // Stripe's API answers any origin (publishable-key calls come from the shop's pages).
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader(
      'Access-Control-Expose-Headers',
      'Request-Id, Idempotent-Replayed, Original-Request, Stripe-Version',
    );
    if (method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
        'Access-Control-Allow-Headers':
          req.headers['access-control-request-headers'] ??
          'Authorization, Content-Type, Idempotency-Key, Stripe-Version',
        'Access-Control-Max-Age': '600',
        ...(req.headers['access-control-request-private-network']
          ? { 'Access-Control-Allow-Private-Network': 'true' }
          : {}),
      });
      res.end();
      return;
    }

    if (path === '/health' && (method === 'GET' || method === 'HEAD')) {
      sendJson(res, 200, { status: 'ok' });
      return;
    }

    if (SCRIPT_PATHS.has(path) && (method === 'GET' || method === 'HEAD')) {
      res.writeHead(200, {
        'Content-Type': 'application/javascript; charset=utf-8',
        'Cache-Control': 'no-cache',
        'Cross-Origin-Resource-Policy': 'cross-origin',
      });
      res.end(
        method === 'HEAD'
          ? undefined
          : script.replace(`'${SCRIPT_BASE_PLACEHOLDER}'`, JSON.stringify(publicUrl)),
      );
      return;
    }

    const challenge = /^\/challenge\/([^/]+)$/.exec(path);
    if (challenge) {
      const id = decodeURIComponent(challenge[1] ?? '');
      if (method === 'GET') {
        const token = url.searchParams.get('token');
        const pending = api.pendingChallenge(id, token);
        if (pending) sendHtml(res, 200, challengePage(pending.intent, token ?? ''));
        else sendHtml(res, 404, staleChallengePage());
        return;
      }
      if (method === 'POST') {
        const form = parseForm(await readBody(req));
        const action = form.action === 'complete' ? 'complete' : 'fail';
        const token = typeof form.token === 'string' ? form.token : null;
        const result = api.resolveChallenge(id, token, action);
        if (!result) sendHtml(res, 409, staleChallengePage());
        else if (result.returnUrl) {
          res.writeHead(303, {
            Location: returnLocation(result.returnUrl, result.intent, result.redirectStatus),
            'Cache-Control': 'no-store',
          });
          res.end();
        } else sendHtml(res, 200, doneChallengePage(result.redirectStatus));
        return;
      }
    }

    if (path.startsWith('/__standin/')) {
      await helper(req, res, method, path);
      return;
    }

    if (path === '/v1' || path.startsWith('/v1/')) {
      const requestId = `req_${randomId(14)}`;
      const body = method === 'POST' || method === 'DELETE' ? await readBody(req) : '';
      const params = { ...parseForm(url.search.slice(1)), ...parseForm(body) };
      const answer = api.handle({ method, path, params, headers: req.headers, requestId });
      const slow = [...slowAnswers].find(([prefix]) => path.startsWith(prefix));
      if (slow) await new Promise((resolve) => setTimeout(resolve, slow[1]));
      const version = req.headers['stripe-version'];
      sendJson(res, answer.status, answer.body, {
        'Request-Id': requestId,
        'Stripe-Version': typeof version === 'string' && version ? version : API_VERSION,
        ...answer.headers,
      });
      return;
    }

    sendJson(res, 404, {
      error: { type: 'invalid_request_error', message: `Not found: ${method} ${path}` },
    });
  }

  /**
   * Test helpers (no key needed): state, events, deliveries, replays, slow answers, reset.
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   * @param {string} method
   * @param {string} path
   */
  async function helper(req, res, method, path) {
    const parts = path.split('/').filter(Boolean).slice(1).map(decodeURIComponent);
    const [resource, id, action] = parts;
    if (method === 'POST') await readBody(req);
    /** @param {unknown[]} data */
    const list = (data) => ({ object: 'list', data, has_more: false, url: path });
    if (method === 'GET' && resource === 'payment_intents' && id === undefined) {
      sendJson(res, 200, list(api.paymentIntents()));
      return;
    }
    if (method === 'GET' && resource === 'events' && id === undefined) {
      sendJson(res, 200, list(api.events()));
      return;
    }
    if (method === 'GET' && resource === 'webhook_deliveries' && id === undefined) {
      sendJson(res, 200, list(webhooks.deliveries()));
      return;
    }
    if (method === 'POST' && resource === 'slow_answers' && id !== undefined) {
      // `/__standin/slow_answers/<ms>?path=/v1/refunds`: answers of that path wait (0: no more),
      // while their events go out as usual, so a webhook can arrive before the API answer
      const prefix = new URL(req.url ?? '/', 'http://standin').searchParams.get('path') ?? '/v1/';
      const ms = Number(id);
      if (ms > 0) slowAnswers.set(prefix, ms);
      else slowAnswers.delete(prefix);
      sendJson(res, 200, { slow: Object.fromEntries(slowAnswers) });
      return;
    }
    if (method === 'POST' && resource === 'reset' && id === undefined) {
      api.reset();
      webhooks.reset();
      slowAnswers.clear();
      sendJson(res, 200, { reset: true });
      return;
    }
    if (method === 'POST' && resource === 'events' && id !== undefined && action === 'resend') {
      const event = api.event(id);
      if (!event) {
        sendJson(res, 404, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such event: '${id}'`,
          },
        });
        return;
      }
      if (!webhookUrl) {
        sendJson(res, 409, {
          error: { type: 'invalid_request_error', message: 'No webhook URL is configured.' },
        });
        return;
      }
      const delivery = await webhooks.resend(event);
      sendJson(res, 200, { id: event.id, type: event.type, delivery });
      return;
    }
    if (
      method === 'POST' &&
      resource === 'payment_intents' &&
      id !== undefined &&
      (action === 'processing' || action === 'succeed' || action === 'fail')
    ) {
      const answer = api.settle(id, action);
      sendJson(res, answer.status, answer.body);
      return;
    }
    sendJson(res, 404, {
      error: { type: 'invalid_request_error', message: `Not found: ${method} ${path}` },
    });
  }

  const server = http.createServer((req, res) => {
    // a local stand-in: loopback names only (DNS rebinding refused with 421)
    if (refuseForeignHost(req, res)) return;
    handle(req, res).catch((/** @type {any} */ error) => {
      const status = error?.status === 413 ? 413 : 500;
      if (status === 500) log(`error on ${req.method} ${req.url}: ${error?.stack ?? error}`);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      sendJson(res, status, {
        error: {
          type: status === 413 ? 'invalid_request_error' : 'api_error',
          message: status === 413 ? 'Request body too large.' : 'An unknown error occurred.',
        },
      });
    });
  });

  const requestedPort = options.port ?? portOf(env.STRIPE_STANDIN_PORT, 12111);
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(requestedPort, host, () => {
      server.off('error', reject);
      resolve(undefined);
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : requestedPort;
  publicUrl = (
    options.publicUrl ??
    env.STRIPE_STANDIN_PUBLIC_URL ??
    `http://localhost:${port}`
  ).replace(/\/+$/, '');
  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const url = `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;

  let closing = /** @type {Promise<void> | null} */ (null);
  return {
    url,
    publicUrl,
    port,
    close() {
      if (!closing) {
        webhooks.stop();
        closing = new Promise((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
      }
      return closing;
    },
    paymentIntents: () => api.paymentIntents(),
    events: () => api.events(),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const standin = await startStripeStandin({ log: (line) => console.log(`[stripe] ${line}`) });
  const webhookUrl =
    process.env.STRIPE_STANDIN_WEBHOOK_URL ?? 'http://127.0.0.1:1337/api/stripe/webhook';
  console.log(
    `Stripe stand-in on ${standin.url} (browsers: ${standin.publicUrl}/stripe.js); ` +
      `webhooks: ${webhookUrl || 'off'}`,
  );
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.once(signal, () => {
      standin.close().then(() => process.exit(0));
    });
  }
}
