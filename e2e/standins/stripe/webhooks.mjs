// Webhook deliveries as Stripe makes them: the event as pretty-printed JSON, POSTed with a
// `Stripe-Signature: t=<unix time>,v1=<HMAC-SHA256 of "<t>.<body>">` header signed anew for each
// attempt, shortly after the API answer, retried with backoff while the endpoint fails.
import crypto from 'node:crypto';
import http from 'node:http';
import https from 'node:https';

/**
 * @typedef {Record<string, any>} StripeEvent
 * @typedef {{ event: string, type: string, attempt: number, status: number | null, error: string | null, at: number, resend: boolean }} Delivery
 */

/** Delay before the first attempt, so the API answer always arrives first. */
const FIRST_ATTEMPT_MS = 100;
/** Waits before the retries of a failed delivery. */
const RETRY_DELAYS_MS = [500, 1_000, 2_000, 4_000];
const TIMEOUT_MS = 10_000;

/**
 * The `Stripe-Signature` header of a payload, as Stripe computes it.
 * @param {string} payload the exact body
 * @param {string} secret the endpoint's signing secret (`whsec_…`)
 * @param {number} [timestamp] unix seconds
 */
export function signatureHeader(payload, secret, timestamp = Math.floor(Date.now() / 1000)) {
  const v1 = crypto.createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/**
 * One POST without keep-alive.
 * @param {string} url
 * @param {string} body
 * @param {Record<string, string>} headers
 * @param {AbortSignal} signal
 * @returns {Promise<number>} the HTTP status
 */
function post(url, body, headers, signal) {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const client = target.protocol === 'https:' ? https : http;
    const request = client.request(
      target,
      {
        method: 'POST',
        agent: false,
        headers: { ...headers, 'Content-Length': Buffer.byteLength(body) },
        signal,
        timeout: TIMEOUT_MS,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * @param {{ url: () => string, secret: string, log: (line: string) => void }} options
 */
export function createWebhookSender(options) {
  /** @type {Delivery[]} */
  const deliveries = [];
  /** @type {Set<NodeJS.Timeout>} */
  const timers = new Set();
  /** @type {Set<AbortController>} */
  const inFlight = new Set();
  let stopped = false;

  /**
   * One attempt; records it and answers whether the endpoint took the event (2xx).
   * @param {StripeEvent} event
   * @param {number} attempt
   * @param {boolean} resend
   * @returns {Promise<Delivery>}
   */
  async function attempt(event, attempt, resend) {
    const payload = JSON.stringify(event, null, 2);
    const controller = new AbortController();
    inFlight.add(controller);
    /** @type {Delivery} */
    const delivery = {
      event: event.id,
      type: event.type,
      attempt,
      status: null,
      error: null,
      at: Date.now(),
      resend,
    };
    deliveries.push(delivery);
    try {
      delivery.status = await post(
        options.url(),
        payload,
        {
          'Content-Type': 'application/json; charset=utf-8',
          'Cache-Control': 'no-cache',
          Accept: '*/*; q=0.5, application/xml',
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'Stripe-Signature': signatureHeader(payload, options.secret),
        },
        controller.signal,
      );
    } catch (error) {
      delivery.error = error instanceof Error ? error.message : String(error);
    } finally {
      inFlight.delete(controller);
    }
    if (!stopped && !(delivery.status && delivery.status >= 200 && delivery.status < 300)) {
      options.log(
        `webhook ${event.type} ${event.id} attempt ${attempt}: ${delivery.error ?? delivery.status}`,
      );
    }
    return delivery;
  }

  /**
   * @param {() => void} run
   * @param {number} ms
   */
  function later(run, ms) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!stopped) run();
    }, ms);
    timers.add(timer);
  }

  /**
   * Delivers an event after a short delay and retries it with backoff until it is taken.
   * @param {StripeEvent} event
   */
  function enqueue(event) {
    if (stopped || !options.url()) return;
    /** @param {number} n */
    const run = (n) => {
      attempt(event, n, false).then((delivery) => {
        const ok = delivery.status !== null && delivery.status >= 200 && delivery.status < 300;
        const wait = RETRY_DELAYS_MS[n - 1];
        if (!ok && wait !== undefined) later(() => run(n + 1), wait);
      });
    };
    later(() => run(1), FIRST_ATTEMPT_MS);
  }

  /**
   * Delivers an event again, now, once (a replay, as from the Dashboard's "Resend").
   * @param {StripeEvent} event
   */
  function resend(event) {
    const previous = deliveries.filter((d) => d.event === event.id).length;
    return attempt(event, previous + 1, true);
  }

  /** Stops every pending attempt and retry. */
  function stop() {
    stopped = true;
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    for (const controller of inFlight) controller.abort();
  }

  /** Forgets every delivery and cancels the pending ones, then goes on sending new events. */
  function reset() {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    deliveries.length = 0;
  }

  return {
    enqueue,
    resend,
    stop,
    reset,
    /** @returns {Delivery[]} newest first */
    deliveries: () => [...deliveries].reverse().map((d) => ({ ...d })),
  };
}
