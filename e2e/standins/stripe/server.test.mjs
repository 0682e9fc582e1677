// Run: node --test e2e/standins/stripe/
// The stand-in against the real `stripe` SDK (as the cms uses it), raw HTTP where the SDK hides
// details (headers, publishable-key calls), a webhook listener, and the browser script (in a VM,
// and in Chromium when it is installed).
import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import vm from 'node:vm';
import Stripe from 'stripe';
import { startStripeStandin } from './server.mjs';

const SECRET = 'sk_test_standin';
const PUBLISHABLE = 'pk_test_standin';
const WEBHOOK_SECRET = 'whsec_standin';
const NEXT_YEAR = new Date().getFullYear() + 1;

/** @typedef {{ id: string, type: string, objectId: string, body: string, signature: string }} Received */

/** Webhook deliveries seen by the listener, and the events it answers 500 to once. */
/** @type {Received[]} */
const received = [];
/** @type {Set<string>} `<type> <object id>` to refuse once */
const refuseOnce = new Set();
const listener = http.createServer((req, res) => {
  /** @type {Buffer[]} */
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    const event = JSON.parse(body);
    const key = `${event.type} ${event.data.object.id}`;
    received.push({
      id: event.id,
      type: event.type,
      objectId: event.data.object.id,
      body,
      signature: String(req.headers['stripe-signature']),
    });
    if (refuseOnce.delete(key)) {
      res.writeHead(500).end('not now');
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"received":true}');
  });
});

/** @type {Awaited<ReturnType<typeof startStripeStandin>>} */
let standin;
/** @type {Stripe} */
let stripe;

before(async () => {
  await new Promise((resolve) => listener.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (listener.address());
  standin = await startStripeStandin({
    port: 0,
    webhookUrl: `http://127.0.0.1:${address.port}/api/stripe/webhook`,
  });
  stripe = new Stripe(SECRET, {
    host: '127.0.0.1',
    port: standin.port,
    protocol: 'http',
    maxNetworkRetries: 0,
    telemetry: false,
  });
});

after(async () => {
  await standin.close();
  await new Promise((resolve) => listener.close(() => resolve(undefined)));
});

/**
 * @param {string} number
 * @param {{ exp_month?: number | string, exp_year?: number | string, cvc?: string }} [overrides]
 */
const card = (number, overrides = {}) => ({
  type: /** @type {const} */ ('card'),
  card: { number, exp_month: 12, exp_year: NEXT_YEAR, cvc: '123', ...overrides },
});

/** @param {Partial<Stripe.PaymentIntentCreateParams>} [params] */
const createIntent = (params = {}) =>
  stripe.paymentIntents.create({
    amount: 3840,
    currency: 'usd',
    automatic_payment_methods: { enabled: true },
    metadata: { order_id: 'order-1', order_number: 'TS-2026-000001' },
    ...params,
  });

/**
 * Confirms and returns the Stripe error it ends with (or fails the test).
 * @param {string} id
 * @param {string} number
 * @param {object} [overrides]
 * @returns {Promise<any>}
 */
async function declined(id, number, overrides) {
  try {
    await stripe.paymentIntents.confirm(id, { payment_method_data: card(number, overrides) });
  } catch (error) {
    return error;
  }
  assert.fail(`card ${number} was not declined`);
}

/**
 * One raw call to the stand-in.
 * @param {string} path
 * @param {{ method?: string, key?: string | null, form?: Record<string, string>, headers?: Record<string, string> }} [options]
 */
async function raw(path, options = {}) {
  const method = options.method ?? (options.form ? 'POST' : 'GET');
  const key = options.key === undefined ? SECRET : options.key;
  const res = await fetch(`${standin.url}${path}`, {
    method,
    redirect: 'manual',
    headers: {
      ...(key ? { Authorization: `Bearer ${key}` } : {}),
      ...(options.form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
      ...options.headers,
    },
    body: options.form ? new URLSearchParams(options.form).toString() : undefined,
  });
  const text = await res.text();
  /** @type {any} */
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: res.status, headers: res.headers, body };
}

/**
 * @template T
 * @param {string} what
 * @param {() => T | undefined | false} check
 * @param {number} [ms]
 * @returns {Promise<T>}
 */
async function waitFor(what, check, ms = 5_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** @param {string} objectId @param {string} type */
const deliveriesOf = (objectId, type) =>
  received.filter((r) => r.objectId === objectId && r.type === type);

describe('the server', () => {
  test('answers /health and serves the browser script on Stripe.js paths', async () => {
    const health = await fetch(`${standin.url}/health`);
    assert.equal(health.status, 200);
    for (const path of ['/stripe.js', '/v3/', '/endive/stripe.js']) {
      const res = await fetch(`${standin.url}${path}`);
      assert.equal(res.status, 200, path);
      assert.match(String(res.headers.get('content-type')), /javascript/);
      const code = await res.text();
      assert.match(code, /window\.Stripe = Stripe/);
      assert.ok(code.includes(JSON.stringify(standin.publicUrl)), 'the public URL is injected');
    }
    assert.equal(standin.publicUrl, `http://localhost:${standin.port}`);
  });

  test('answers CORS preflights and lets any origin read API answers', async () => {
    const preflight = await fetch(`${standin.url}/v1/payment_intents/pi_x/confirm`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), '*');
    assert.match(String(preflight.headers.get('access-control-allow-methods')), /POST/);
    assert.equal(
      preflight.headers.get('access-control-allow-headers'),
      'authorization,content-type',
    );
    const answer = await raw('/v1/payment_intents/pi_missing', {
      headers: { Origin: 'http://localhost:3000' },
    });
    assert.equal(answer.headers.get('access-control-allow-origin'), '*');
  });
});

describe('payment intents', () => {
  test('4242 succeeds; the payment method and the charge say Visa 4242', async () => {
    const created = await createIntent();
    assert.match(created.id, /^pi_/);
    assert.match(String(created.client_secret), new RegExp(`^${created.id}_secret_\\w+$`));
    assert.equal(created.object, 'payment_intent');
    assert.equal(created.status, 'requires_payment_method');
    assert.equal(created.livemode, false);
    assert.deepEqual(created.metadata, { order_id: 'order-1', order_number: 'TS-2026-000001' });
    assert.deepEqual(created.automatic_payment_methods, {
      allow_redirects: 'always',
      enabled: true,
    });

    const paid = await stripe.paymentIntents.confirm(created.id, {
      payment_method_data: card('4242 4242 4242 4242'),
      expand: ['payment_method', 'latest_charge'],
    });
    assert.equal(paid.status, 'succeeded');
    assert.equal(paid.amount_received, 3840);
    assert.equal(paid.last_payment_error, null);
    const method = /** @type {Stripe.PaymentMethod} */ (paid.payment_method);
    assert.equal(method.card?.brand, 'visa');
    assert.equal(method.card?.last4, '4242');
    assert.equal(method.card?.exp_year, NEXT_YEAR);
    const charge = /** @type {Stripe.Charge} */ (paid.latest_charge);
    assert.equal(charge.status, 'succeeded');
    assert.equal(charge.payment_method_details?.card?.brand, 'visa');
    assert.equal(charge.payment_method_details?.card?.last4, '4242');

    const again = await stripe.paymentIntents.retrieve(created.id);
    assert.equal(typeof again.payment_method, 'string');
    const byId = await stripe.paymentMethods.retrieve(String(again.payment_method));
    assert.equal(byId.card?.last4, '4242');
    const chargeById = await stripe.charges.retrieve(String(again.latest_charge));
    assert.equal(chargeById.amount, 3840);
  });

  test('card brands come from the number prefix', async () => {
    for (const [number, brand, last4] of [
      ['5555555555554444', 'mastercard', '4444'],
      ['378282246310005', 'amex', '0005'],
    ]) {
      const intent = await createIntent();
      const paid = await stripe.paymentIntents.confirm(intent.id, {
        payment_method_data: card(number, { cvc: brand === 'amex' ? '1234' : '123' }),
        expand: ['payment_method'],
      });
      assert.equal(paid.status, 'succeeded');
      const method = /** @type {Stripe.PaymentMethod} */ (paid.payment_method);
      assert.deepEqual([method.card?.brand, method.card?.last4], [brand, last4]);
    }
  });

  test('declines answer 402 card_error with the codes and messages of the test cards', async () => {
    const cases = [
      ['4000000000000002', 'card_declined', 'generic_decline', 'Your card was declined.'],
      [
        '4000000000009995',
        'card_declined',
        'insufficient_funds',
        'Your card has insufficient funds.',
      ],
      ['4000000000009987', 'card_declined', 'lost_card', 'Your card was declined.'],
      ['4000000000000069', 'expired_card', undefined, 'Your card has expired.'],
      ['4000000000000127', 'incorrect_cvc', undefined, "Your card's security code is incorrect."],
      ['4000000000000119', 'processing_error', undefined, /error occurred while processing/],
    ];
    for (const [number, code, declineCode, message] of cases) {
      const intent = await createIntent();
      const error = await declined(intent.id, String(number));
      assert.equal(error.statusCode, 402, String(number));
      assert.equal(error.type, 'StripeCardError');
      assert.equal(error.raw.type, 'card_error');
      assert.equal(error.code, code);
      assert.equal(error.raw.decline_code, declineCode);
      if (message instanceof RegExp) assert.match(error.message, message);
      else assert.equal(error.message, message);
      assert.equal(error.raw.payment_intent.id, intent.id);
      assert.equal(error.raw.payment_intent.status, 'requires_payment_method');

      const after = await stripe.paymentIntents.retrieve(intent.id);
      assert.equal(after.status, 'requires_payment_method');
      assert.equal(after.last_payment_error?.code, code);
      assert.equal(after.last_payment_error?.decline_code, declineCode);
      assert.equal(after.payment_method, null);
    }
  });

  test('a declined PaymentIntent can be paid with another card', async () => {
    const intent = await createIntent();
    await declined(intent.id, '4000000000000002');
    const paid = await stripe.paymentIntents.confirm(intent.id, {
      payment_method_data: card('4242424242424242'),
    });
    assert.equal(paid.status, 'succeeded');
    assert.equal(paid.last_payment_error, null);
  });

  test('card data is checked as in test mode', async () => {
    const intent = await createIntent();
    const year = new Date().getFullYear();
    /** @type {Array<[string, object, string]>} */
    const cases = [
      ['4242424242424241', {}, 'incorrect_number'],
      ['4242424242424242', { exp_year: year - 1 }, 'invalid_expiry_year'],
      ['4242424242424242', { exp_month: 13 }, 'invalid_expiry_month'],
      ['4242424242424242', { cvc: '12' }, 'invalid_cvc'],
    ];
    for (const [number, overrides, code] of cases) {
      const error = await declined(intent.id, number, overrides);
      assert.equal(error.statusCode, 402);
      assert.equal(error.raw.type, 'card_error');
      assert.equal(error.code, code);
    }
    // an unknown (live) card number is declined in test mode
    const live = await declined(intent.id, '4111111111111111');
    assert.equal(live.decline_code, 'test_mode_live_card');
  });

  test('bad parameters answer 400 invalid_request_error naming the parameter', async () => {
    const noAmount = await raw('/v1/payment_intents', { form: { currency: 'usd' } });
    assert.equal(noAmount.status, 400);
    assert.deepEqual(
      [noAmount.body.error.type, noAmount.body.error.code, noAmount.body.error.param],
      ['invalid_request_error', 'parameter_missing', 'amount'],
    );
    const unknown = await raw('/v1/payment_intents', {
      form: { amount: '100', currency: 'usd', colour: 'green' },
    });
    assert.equal(unknown.body.error.code, 'parameter_unknown');
    const small = await raw('/v1/payment_intents', { form: { amount: '10', currency: 'usd' } });
    assert.equal(small.body.error.code, 'amount_too_small');
    const missing = await raw('/v1/payment_intents/pi_nothing');
    assert.equal(missing.status, 404);
    assert.equal(missing.body.error.code, 'resource_missing');
  });

  test('the amount and metadata can change until the payment succeeds', async () => {
    const intent = await createIntent({ amount: 1900 });
    const updated = await stripe.paymentIntents.update(intent.id, {
      amount: 4500,
      metadata: { order_number: 'TS-2026-000002', note: 'gift' },
    });
    assert.equal(updated.amount, 4500);
    assert.deepEqual(updated.metadata, {
      order_id: 'order-1',
      order_number: 'TS-2026-000002',
      note: 'gift',
    });
    const unset = await stripe.paymentIntents.update(intent.id, { metadata: { note: '' } });
    assert.equal(unset.metadata.note, undefined);

    await stripe.paymentIntents.confirm(intent.id, {
      payment_method_data: card('4242424242424242'),
    });
    await assert.rejects(stripe.paymentIntents.update(intent.id, { amount: 5000 }), (error) => {
      assert.equal(/** @type {any} */ (error).statusCode, 400);
      assert.equal(/** @type {any} */ (error).type, 'StripeInvalidRequestError');
      assert.equal(/** @type {any} */ (error).code, 'payment_intent_unexpected_state');
      return true;
    });
    assert.equal((await stripe.paymentIntents.retrieve(intent.id)).amount, 4500);
  });

  test('cancel: canceled with its reason; no more confirming or updating', async () => {
    const intent = await createIntent();
    const canceled = await stripe.paymentIntents.cancel(intent.id, {
      cancellation_reason: 'abandoned',
    });
    assert.equal(canceled.status, 'canceled');
    assert.equal(canceled.cancellation_reason, 'abandoned');
    assert.equal(typeof canceled.canceled_at, 'number');
    await assert.rejects(
      stripe.paymentIntents.confirm(intent.id, { payment_method_data: card('4242424242424242') }),
      /status of canceled/,
    );
    await assert.rejects(stripe.paymentIntents.update(intent.id, { amount: 100 }), /canceled/);
    await assert.rejects(stripe.paymentIntents.cancel(intent.id), /canceled/);
  });

  test('refunds: partial, then the rest; never more than was paid', async () => {
    const intent = await createIntent();
    await stripe.paymentIntents.confirm(intent.id, {
      payment_method_data: card('4242424242424242'),
    });
    const part = await stripe.refunds.create({ payment_intent: intent.id, amount: 1000 });
    assert.deepEqual([part.object, part.amount, part.status], ['refund', 1000, 'succeeded']);
    await assert.rejects(
      stripe.refunds.create({ payment_intent: intent.id, amount: 5000 }),
      /greater than unrefunded amount/,
    );
    const rest = await stripe.refunds.create({ payment_intent: intent.id });
    assert.equal(rest.amount, 2840);
    const charge = await stripe.charges.retrieve(String(rest.charge));
    assert.equal(charge.amount_refunded, 3840);
    assert.equal(charge.refunded, true);
    await assert.rejects(
      stripe.refunds.create({ payment_intent: intent.id }),
      /already been refunded/,
    );

    const unpaid = await createIntent();
    await assert.rejects(
      stripe.refunds.create({ payment_intent: unpaid.id }),
      /does not have a successful charge/,
    );
  });
});

describe('keys and idempotency', () => {
  test('a wrong or missing key answers 401; HTTP Basic with the key works', async () => {
    const wrong = new Stripe('sk_test_wrong_key_1234', {
      host: '127.0.0.1',
      port: standin.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    await assert.rejects(wrong.paymentIntents.create({ amount: 100, currency: 'usd' }), (error) => {
      assert.equal(/** @type {any} */ (error).statusCode, 401);
      assert.equal(/** @type {any} */ (error).type, 'StripeAuthenticationError');
      assert.match(
        /** @type {Error} */ (error).message,
        /Invalid API Key provided: sk_test_\*+1234/,
      );
      return true;
    });
    const none = await raw('/v1/payment_intents', {
      key: null,
      form: { amount: '100', currency: 'usd' },
    });
    assert.equal(none.status, 401);
    assert.equal(none.body.error.type, 'invalid_request_error');
    const basic = await raw('/v1/payment_intents', {
      key: null,
      headers: { Authorization: `Basic ${Buffer.from(`${SECRET}:`).toString('base64')}` },
    });
    assert.equal(basic.status, 200);
    assert.equal(basic.body.object, 'list');
  });

  test('the same key and parameters replay the answer; other parameters are refused', async () => {
    const params = { amount: 2500, currency: 'twd', metadata: { order_id: 'idem' } };
    const first = await stripe.paymentIntents.create(params, {
      idempotencyKey: 'order_idem_create',
    });
    const second = await stripe.paymentIntents.create(params, {
      idempotencyKey: 'order_idem_create',
    });
    assert.equal(second.id, first.id);
    assert.equal(
      standin.paymentIntents().filter((pi) => /** @type {any} */ (pi).metadata.order_id === 'idem')
        .length,
      1,
    );

    const form = { amount: '2500', currency: 'twd', 'metadata[order_id]': 'idem' };
    const replay = await raw('/v1/payment_intents', {
      form,
      headers: { 'Idempotency-Key': 'order_idem_create' },
    });
    assert.equal(replay.status, 200);
    assert.equal(replay.body.id, first.id);
    assert.equal(replay.headers.get('idempotent-replayed'), 'true');

    await assert.rejects(
      stripe.paymentIntents.create(
        { ...params, amount: 2600 },
        { idempotencyKey: 'order_idem_create' },
      ),
      (error) => {
        assert.equal(/** @type {any} */ (error).statusCode, 400);
        assert.equal(/** @type {any} */ (error).type, 'StripeIdempotencyError');
        assert.equal(/** @type {any} */ (error).raw.type, 'idempotency_error');
        return true;
      },
    );
  });

  test('a card error is replayed too; keys are scoped per API key', async () => {
    const intent = await createIntent();
    const form = {
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': '4000000000000002',
      'payment_method_data[card][exp_month]': '12',
      'payment_method_data[card][exp_year]': String(NEXT_YEAR),
      client_secret: String(intent.client_secret),
    };
    const headers = { 'Idempotency-Key': 'shared-key' };
    const path = `/v1/payment_intents/${intent.id}/confirm`;
    const first = await raw(path, { form, headers });
    const again = await raw(path, { form, headers });
    assert.equal(first.status, 402);
    assert.equal(again.status, 402);
    assert.equal(again.headers.get('idempotent-replayed'), 'true');
    assert.equal(again.body.error.charge, first.body.error.charge);
    // the same key with the publishable key is another request
    const other = await raw(path, {
      key: PUBLISHABLE,
      form: { ...form, 'payment_method_data[card][number]': '4242424242424242' },
      headers,
    });
    assert.equal(other.status, 200);
    assert.equal(other.body.status, 'succeeded');
  });

  test('the publishable key reaches a PaymentIntent only with its client secret', async () => {
    const intent = await createIntent();
    const query = `client_secret=${encodeURIComponent(String(intent.client_secret))}`;
    const seen = await raw(`/v1/payment_intents/${intent.id}?${query}`, { key: PUBLISHABLE });
    assert.equal(seen.status, 200);
    assert.equal(seen.body.id, intent.id);
    assert.equal(seen.body.amount, 3840);
    assert.equal(seen.body.metadata, undefined, 'the reduced object has no metadata');

    const withoutSecret = await raw(`/v1/payment_intents/${intent.id}`, { key: PUBLISHABLE });
    assert.equal(withoutSecret.status, 400);
    assert.equal(withoutSecret.body.error.param, 'client_secret');
    const wrongSecret = await raw(
      `/v1/payment_intents/${intent.id}?client_secret=${intent.id}_secret_nope`,
      {
        key: PUBLISHABLE,
      },
    );
    assert.equal(wrongSecret.status, 400);
    const create = await raw('/v1/payment_intents', {
      key: PUBLISHABLE,
      form: { amount: '100', currency: 'usd' },
    });
    assert.equal(create.status, 401);
  });
});

describe('webhooks', () => {
  test('events are delivered signed; the SDK verifies them and rejects a changed body', async () => {
    const intent = await createIntent();
    await stripe.paymentIntents.confirm(intent.id, {
      payment_method_data: card('4242424242424242'),
    });
    const delivery = await waitFor(
      'the succeeded event',
      () => deliveriesOf(intent.id, 'payment_intent.succeeded')[0],
    );
    assert.match(delivery.signature, /^t=\d+,v1=[0-9a-f]{64}$/);
    const event = stripe.webhooks.constructEvent(delivery.body, delivery.signature, WEBHOOK_SECRET);
    assert.match(event.id, /^evt_/);
    assert.equal(event.object, 'event');
    assert.equal(event.type, 'payment_intent.succeeded');
    assert.equal(typeof event.api_version, 'string');
    assert.equal(typeof event.created, 'number');
    const object = /** @type {Stripe.PaymentIntent} */ (event.data.object);
    assert.equal(object.id, intent.id);
    assert.equal(object.status, 'succeeded');
    assert.equal(object.metadata.order_id, 'order-1');

    const tampered = delivery.body.replace('"amount": 3840', '"amount": 1');
    assert.notEqual(tampered, delivery.body);
    assert.throws(
      () => stripe.webhooks.constructEvent(tampered, delivery.signature, WEBHOOK_SECRET),
      (error) => /** @type {any} */ (error).type === 'StripeSignatureVerificationError',
    );
    assert.throws(() =>
      stripe.webhooks.constructEvent(delivery.body, delivery.signature, 'whsec_other'),
    );

    await waitFor('the created event', () => deliveriesOf(intent.id, 'payment_intent.created')[0]);
    const types = standin
      .events()
      .filter((e) => /** @type {any} */ (e).data.object.id === intent.id)
      .map((e) => /** @type {any} */ (e).type);
    assert.deepEqual(types, ['payment_intent.succeeded', 'payment_intent.created']);
  });

  test('declines, cancellations and refunds make their events', async () => {
    const failed = await createIntent();
    await declined(failed.id, '4000000000000002');
    const failure = await waitFor(
      'payment_failed',
      () => deliveriesOf(failed.id, 'payment_intent.payment_failed')[0],
    );
    const object = JSON.parse(failure.body).data.object;
    assert.equal(object.last_payment_error.decline_code, 'generic_decline');

    const canceled = await createIntent();
    await stripe.paymentIntents.cancel(canceled.id);
    await waitFor('canceled', () => deliveriesOf(canceled.id, 'payment_intent.canceled')[0]);

    const refunded = await createIntent();
    const paid = await stripe.paymentIntents.confirm(refunded.id, {
      payment_method_data: card('4242424242424242'),
    });
    const refund = await stripe.refunds.create({ payment_intent: refunded.id });
    const charge = await waitFor(
      'charge.refunded',
      () => deliveriesOf(String(paid.latest_charge), 'charge.refunded')[0],
    );
    assert.equal(JSON.parse(charge.body).data.object.refunded, true);
    const created = await waitFor(
      'refund.created',
      () => deliveriesOf(refund.id, 'refund.created')[0],
    );
    assert.equal(
      JSON.parse(created.body).data.object.destination_details.card.reference_status,
      'pending',
    );
    const updated = await waitFor(
      'refund.updated',
      () => deliveriesOf(refund.id, 'refund.updated')[0],
    );
    const data = JSON.parse(updated.body).data;
    assert.equal(data.object.destination_details.card.reference_status, 'available');
    assert.equal(data.previous_attributes.destination_details.card.reference_status, 'pending');
  });

  test('a failed delivery is retried with the same event', async () => {
    const intent = await createIntent();
    refuseOnce.add(`payment_intent.succeeded ${intent.id}`);
    await stripe.paymentIntents.confirm(intent.id, {
      payment_method_data: card('4242424242424242'),
    });
    const [first, second] = await waitFor('the retry', () => {
      const all = deliveriesOf(intent.id, 'payment_intent.succeeded');
      return all.length >= 2 && all;
    });
    assert.equal(second.id, first.id);
    const log = await raw('/__standin/webhook_deliveries');
    const attempts = log.body.data.filter((/** @type {any} */ d) => d.event === first.id);
    assert.deepEqual(
      attempts.map((/** @type {any} */ d) => [d.attempt, d.status]),
      [
        [2, 200],
        [1, 500],
      ],
    );
  });

  test('/__standin/events/:id/resend delivers the same event again', async () => {
    const intent = await createIntent();
    await stripe.paymentIntents.confirm(intent.id, {
      payment_method_data: card('4242424242424242'),
    });
    const first = await waitFor(
      'the delivery',
      () => deliveriesOf(intent.id, 'payment_intent.succeeded')[0],
    );
    const resent = await raw(`/__standin/events/${first.id}/resend`, { method: 'POST' });
    assert.equal(resent.status, 200);
    assert.equal(resent.body.delivery.status, 200);
    const all = deliveriesOf(intent.id, 'payment_intent.succeeded');
    assert.equal(all.length, 2);
    assert.equal(all[1]?.id, first.id);
    assert.notEqual(all[1]?.signature, undefined);
    stripe.webhooks.constructEvent(String(all[1]?.body), String(all[1]?.signature), WEBHOOK_SECRET);
    assert.equal(
      (await raw('/__standin/events/evt_nothing/resend', { method: 'POST' })).status,
      404,
    );
  });
});

describe('3-D Secure', () => {
  /**
   * @param {string} number
   * @param {string} returnUrl
   */
  async function requireAction(number, returnUrl) {
    const intent = await createIntent();
    const pending = await stripe.paymentIntents.confirm(intent.id, {
      payment_method_data: card(number),
      return_url: returnUrl,
    });
    assert.equal(pending.status, 'requires_action');
    assert.equal(pending.next_action?.type, 'redirect_to_url');
    const url = String(pending.next_action?.redirect_to_url?.url);
    assert.ok(url.startsWith(`${standin.publicUrl}/challenge/${intent.id}?`), url);
    assert.equal(pending.next_action?.redirect_to_url?.return_url, returnUrl);
    const page = await fetch(url.replace(standin.publicUrl, standin.url));
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.match(html, /Test 3D Secure authentication/);
    const token = String(/name="token" value="([^"]+)"/.exec(html)?.[1]);
    return { intent, token };
  }

  /**
   * @param {string} id
   * @param {string} token
   * @param {'complete' | 'fail'} action
   */
  const answer = (id, token, action) =>
    fetch(`${standin.url}/challenge/${id}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, action }).toString(),
    });

  test('3155: Complete pays and returns to return_url with Stripe query parameters', async () => {
    const returnUrl = 'http://localhost:3000/complete?order=abc';
    const { intent, token } = await requireAction('4000002500003155', returnUrl);
    await waitFor(
      'requires_action event',
      () => deliveriesOf(intent.id, 'payment_intent.requires_action')[0],
    );
    const res = await answer(intent.id, token, 'complete');
    assert.equal(res.status, 303);
    const location = new URL(String(res.headers.get('location')));
    assert.equal(location.origin + location.pathname, 'http://localhost:3000/complete');
    assert.equal(location.searchParams.get('order'), 'abc');
    assert.equal(location.searchParams.get('payment_intent'), intent.id);
    assert.equal(location.searchParams.get('payment_intent_client_secret'), intent.client_secret);
    assert.equal(location.searchParams.get('redirect_status'), 'succeeded');

    const paid = await stripe.paymentIntents.retrieve(intent.id, { expand: ['latest_charge'] });
    assert.equal(paid.status, 'succeeded');
    const charge = /** @type {Stripe.Charge} */ (paid.latest_charge);
    assert.equal(charge.payment_method_details?.card?.three_d_secure?.result, 'authenticated');
    await waitFor('succeeded event', () => deliveriesOf(intent.id, 'payment_intent.succeeded')[0]);

    const twice = await answer(intent.id, token, 'fail');
    assert.equal(twice.status, 409, 'a challenge is answered once');
    assert.equal((await stripe.paymentIntents.retrieve(intent.id)).status, 'succeeded');
  });

  test('3184: Fail leaves the payment open with payment_intent_authentication_failure', async () => {
    const returnUrl = 'http://localhost:3000/jp/complete?order=def';
    const { intent, token } = await requireAction('4000002760003184', returnUrl);
    const res = await answer(intent.id, token, 'fail');
    assert.equal(res.status, 303);
    const location = new URL(String(res.headers.get('location')));
    assert.equal(location.pathname, '/jp/complete');
    assert.equal(location.searchParams.get('redirect_status'), 'failed');
    assert.equal(location.searchParams.get('payment_intent'), intent.id);
    const open = await stripe.paymentIntents.retrieve(intent.id);
    assert.equal(open.status, 'requires_payment_method');
    assert.equal(open.last_payment_error?.code, 'payment_intent_authentication_failure');
    assert.equal(open.payment_method, null);
    await waitFor(
      'payment_failed event',
      () => deliveriesOf(intent.id, 'payment_intent.payment_failed')[0],
    );
    // and it can be paid with another card
    const paid = await stripe.paymentIntents.confirm(intent.id, {
      payment_method_data: card('4242424242424242'),
    });
    assert.equal(paid.status, 'succeeded');
  });

  test('a wrong token shows no challenge and changes nothing', async () => {
    const { intent } = await requireAction('4000002500003155', 'http://localhost:3000/complete');
    const page = await fetch(`${standin.url}/challenge/${intent.id}?token=nope`);
    assert.equal(page.status, 404);
    assert.equal((await answer(intent.id, 'nope', 'complete')).status, 409);
    assert.equal((await stripe.paymentIntents.retrieve(intent.id)).status, 'requires_action');
  });
});

describe('test helpers', () => {
  test('processing, then settled, as an asynchronous payment would be', async () => {
    const intent = await createIntent();
    const processing = await raw(`/__standin/payment_intents/${intent.id}/processing`, {
      method: 'POST',
    });
    assert.equal(processing.body.status, 'processing');
    await waitFor(
      'processing event',
      () => deliveriesOf(intent.id, 'payment_intent.processing')[0],
    );
    await assert.rejects(stripe.paymentIntents.update(intent.id, { amount: 100 }), /processing/);
    const done = await raw(`/__standin/payment_intents/${intent.id}/succeed`, { method: 'POST' });
    assert.equal(done.body.status, 'succeeded');
  });

  test('lists newest first, then reset empties everything', async () => {
    const older = await createIntent();
    const newer = await createIntent();
    const listed = await raw('/__standin/payment_intents', { key: null });
    assert.equal(listed.body.data[0].id, newer.id);
    assert.equal(listed.body.data[1].id, older.id);
    assert.equal(standin.paymentIntents()[0]?.id, newer.id);
    const events = await raw('/__standin/events', { key: null });
    assert.equal(events.body.data[0].data.object.id, newer.id);

    await waitFor(
      'deliveries to settle',
      () => deliveriesOf(newer.id, 'payment_intent.created')[0],
    );
    const reset = await raw('/__standin/reset', { method: 'POST', key: null });
    assert.equal(reset.status, 200);
    assert.equal(standin.paymentIntents().length, 0);
    assert.equal(standin.events().length, 0);
    assert.equal((await raw(`/v1/payment_intents/${newer.id}`)).status, 404);
  });
});

describe('the browser script', () => {
  test('defines Stripe with the release train of @stripe/stripe-js 10 and reads a PaymentIntent', async () => {
    const code = await (await fetch(`${standin.url}/stripe.js`)).text();
    const context = /** @type {Record<string, any>} */ ({
      document: { currentScript: { src: `${standin.url}/v3/` } },
      navigator: { language: 'en-US' },
      location: { href: 'http://shop.test/checkout', origin: 'http://shop.test' },
      fetch,
      URL,
      URLSearchParams,
      setTimeout,
    });
    context.window = context;
    vm.createContext(context);
    vm.runInContext(code, context);
    assert.equal(typeof context.Stripe, 'function');
    assert.equal(context.Stripe.version, 'endive');
    assert.throws(() => context.Stripe('sk_test_standin'), /secret key/);

    const intent = await createIntent();
    const client = context.Stripe(PUBLISHABLE, { locale: 'ja' });
    const { paymentIntent } = await client.retrievePaymentIntent(intent.client_secret);
    assert.equal(paymentIntent.id, intent.id);
    assert.equal(paymentIntent.status, 'requires_payment_method');
    const elements = client.elements({ mode: 'payment', amount: 3840, currency: 'usd' });
    assert.equal(elements.getElement('payment'), null);
    assert.equal(elements.create('payment'), elements.getElement('payment'));
    const unmounted = await elements.submit();
    assert.equal(unmounted.error.type, 'validation_error');
  });
});

// ---- in Chromium ------------------------------------------------------------------------------

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** @type {any} */
let playwright = null;
try {
  playwright = await import('playwright-core');
} catch {
  playwright = null;
}
const noBrowser = !playwright
  ? 'playwright-core is not installed'
  : !existsSync(chromiumPath)
    ? `no Chromium at ${chromiumPath}`
    : false;

describe('the browser script in Chromium', { skip: noBrowser }, () => {
  /** @type {any} */
  let browser;
  /** @type {http.Server} */
  let shop;
  let shopUrl = '';
  const require = createRequire(import.meta.url);
  const loadStripeSource = readFileSync(require.resolve('@stripe/stripe-js/dist/pure.js'), 'utf8');

  before(async () => {
    // A page on another origin, as the shop's checkout is, with loadStripe of @stripe/stripe-js.
    shop = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://shop');
      if (url.pathname === '/loadStripe.js') {
        res.writeHead(200, { 'Content-Type': 'application/javascript' });
        res.end(
          `(() => { const exports = {}; ${loadStripeSource}\nwindow.loadStripe = exports.loadStripe; })();`,
        );
        return;
      }
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Checkout</title>
<script src="/loadStripe.js"></script>
<script src="${standin.publicUrl}/stripe.js"></script></head>
<body style="margin:0"><h1>${url.pathname}</h1>
<div id="payment" data-testid="payment-element" style="width:360px"></div>
<input id="outside" class="outside" aria-label="Outside"></body></html>`);
    });
    await new Promise((resolve) => shop.listen(0, '127.0.0.1', () => resolve(undefined)));
    shopUrl = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (shop.address()).port}`;
    browser = await playwright.chromium.launch({
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu'],
    });
  });

  after(async () => {
    await browser?.close();
    await new Promise((resolve) => shop.close(() => resolve(undefined)));
  });

  /**
   * Opens the checkout page with a mounted Payment Element (deferred intent, as the shop does).
   * @param {string} locale
   */
  async function checkout(locale) {
    const page = await browser.newPage();
    page.setDefaultTimeout(5_000);
    /** @type {string[]} */
    const warnings = [];
    page.on('console', (/** @type {any} */ m) => {
      if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text());
    });
    await page.goto(`${shopUrl}/checkout`);
    await page.evaluate(async (/** @type {string} */ loc) => {
      const w = /** @type {any} */ (window);
      const stripe = await w.loadStripe('pk_test_standin');
      const elements = stripe.elements({
        mode: 'payment',
        amount: 3840,
        currency: 'usd',
        locale: loc,
        appearance: {
          theme: 'stripe',
          variables: { colorPrimary: '#0a6b3d', fontSizeBase: '16px' },
        },
      });
      const element = elements.create('payment', { layout: 'tabs' });
      w.changes = [];
      element.on('change', (/** @type {any} */ e) => w.changes.push(e));
      const ready = new Promise((resolve) => element.on('ready', resolve));
      element.mount('#payment');
      await ready;
      w.checkout = { stripe, elements };
    }, locale);
    return { page, warnings };
  }

  /**
   * @param {any} page
   * @param {string} number
   */
  async function fillCard(page, number) {
    const form = page.getByTestId('payment-element');
    await form.getByLabel('Card number').fill(number);
    await form.getByLabel('Expiration date').fill('12 / 34');
    await form.getByLabel('Security code').fill('123');
  }

  /** @param {any} page @param {string} clientSecret @param {string} redirect */
  const pay = (page, clientSecret, redirect) =>
    page.evaluate(
      async (/** @type {[string, string, string]} */ [secret, mode, origin]) => {
        const { stripe, elements } = /** @type {any} */ (window).checkout;
        const submitted = await elements.submit();
        if (submitted.error) return { submitError: submitted.error };
        const result = await stripe.confirmPayment({
          elements,
          clientSecret: secret,
          confirmParams: { return_url: `${origin}/complete?order=o1` },
          redirect: mode,
        });
        return JSON.parse(JSON.stringify(result));
      },
      [clientSecret, redirect, shopUrl],
    );

  test('loadStripe takes the stand-in; the card form formats, validates and pays', async () => {
    const { page, warnings } = await checkout('en');
    const form = page.getByTestId('payment-element');
    const number = form.getByLabel('Card number');
    assert.equal(await number.getAttribute('placeholder'), '1234 1234 1234 1234');
    assert.equal(await form.getByLabel('Expiration date').getAttribute('placeholder'), 'MM / YY');
    assert.equal(await form.getByLabel('Security code').getAttribute('placeholder'), 'CVC');

    // formatting as the shopper types
    await number.pressSequentially('4242424242424242');
    assert.equal(await number.inputValue(), '4242 4242 4242 4242');
    const expiry = form.getByLabel('Expiration date');
    await expiry.pressSequentially('1234');
    assert.equal(await expiry.inputValue(), '12 / 34');

    // inline errors
    await number.fill('4242 4242 4242 4241');
    await form.getByText('Your card number is invalid.').waitFor();
    assert.equal(await number.getAttribute('aria-invalid'), 'true');
    await expiry.fill('12 / 20');
    await page.locator('#outside').focus();
    await form.getByText("Your card's expiration year is in the past.").waitFor();

    // submit shows what is missing and does not pay
    await expiry.fill('');
    const incomplete = await pay(page, 'pi_x_secret_y', 'if_required');
    assert.equal(incomplete.submitError.type, 'validation_error');
    await form.getByText("Your card's expiration date is incomplete.").waitFor();

    // layout: fits 360 px, 44 px tall inputs, 16 px text, styles only for the element
    const layout = await page.evaluate(() => {
      const root = /** @type {HTMLElement} */ (document.querySelector('#payment > div'));
      const inputs = [...root.querySelectorAll('input')].map((i) => ({
        height: i.getBoundingClientRect().height,
        font: parseFloat(getComputedStyle(i).fontSize),
      }));
      const selectors = [...document.styleSheets].flatMap((s) =>
        [...s.cssRules].map((r) => /** @type {CSSStyleRule} */ (r).selectorText ?? ''),
      );
      return {
        width: root.scrollWidth,
        inputs,
        selectors,
        outsideFont: parseFloat(
          getComputedStyle(/** @type {Element} */ (document.querySelector('#outside'))).fontSize,
        ),
      };
    });
    assert.ok(layout.width <= 360, `width ${layout.width}`);
    for (const input of layout.inputs) {
      assert.ok(input.height >= 44, `height ${input.height}`);
      assert.ok(input.font >= 16, `font ${input.font}`);
    }
    assert.ok(layout.selectors.length > 0);
    for (const selector of layout.selectors) {
      for (const part of selector.split(',')) assert.match(part.trim(), /^\.__standin-pe\b/, part);
    }

    await fillCard(page, '4242 4242 4242 4242');
    const changes = await page.evaluate(() => /** @type {any} */ (window).changes.at(-1));
    assert.equal(changes.complete, true);
    assert.deepEqual(changes.value, { type: 'card' });
    const intent = await createIntent();
    const result = await pay(page, String(intent.client_secret), 'if_required');
    assert.equal(result.paymentIntent?.status, 'succeeded', JSON.stringify(result));
    const paid = await stripe.paymentIntents.retrieve(intent.id, { expand: ['payment_method'] });
    assert.equal(/** @type {Stripe.PaymentMethod} */ (paid.payment_method).card?.last4, '4242');
    assert.deepEqual(
      warnings.filter((w) => /Stripe\.js|expected/.test(w)),
      [],
      'loadStripe accepts the version',
    );
    await page.close();
  });

  test('a declined card resolves with the card error; another card then pays', async () => {
    const { page } = await checkout('en');
    await fillCard(page, '4000 0000 0000 9995');
    const intent = await createIntent();
    const result = await pay(page, String(intent.client_secret), 'if_required');
    assert.equal(result.error?.type, 'card_error');
    assert.equal(result.error?.code, 'card_declined');
    assert.equal(result.error?.decline_code, 'insufficient_funds');
    assert.equal(result.error?.message, 'Your card has insufficient funds.');
    assert.equal(result.error?.payment_intent?.id, intent.id);
    assert.equal(
      await page.getByTestId('payment-element').getByLabel('Card number').inputValue(),
      '4000 0000 0000 9995',
    );

    // paying again with another card, letting Stripe.js go to return_url ('always')
    await fillCard(page, '5555 5555 5555 4444');
    void pay(page, String(intent.client_secret), 'always').catch(() => {});
    await page.waitForURL(/\/complete\?/);
    const url = new URL(page.url());
    assert.equal(url.searchParams.get('payment_intent'), intent.id);
    assert.equal(url.searchParams.get('payment_intent_client_secret'), intent.client_secret);
    assert.equal(url.searchParams.get('redirect_status'), 'succeeded');
    const paid = await stripe.paymentIntents.retrieve(intent.id, { expand: ['payment_method'] });
    assert.equal(paid.status, 'succeeded');
    assert.equal(
      /** @type {Stripe.PaymentMethod} */ (paid.payment_method).card?.brand,
      'mastercard',
    );
    await page.close();
  });

  test('3-D Secure goes to the challenge page and back to return_url', async () => {
    const { page } = await checkout('en');
    await fillCard(page, '4000 0025 0000 3155');
    const intent = await createIntent();
    void pay(page, String(intent.client_secret), 'if_required').catch(() => {});
    await page.waitForURL(/\/challenge\//);
    await page.getByRole('heading', { name: 'Test 3D Secure authentication' }).waitFor();
    await page.getByRole('button', { name: 'Complete' }).click();
    await page.waitForURL(/\/complete\?/);
    const url = new URL(page.url());
    assert.equal(url.origin, shopUrl);
    assert.equal(url.searchParams.get('order'), 'o1');
    assert.equal(url.searchParams.get('payment_intent'), intent.id);
    assert.equal(url.searchParams.get('redirect_status'), 'succeeded');
    assert.equal((await stripe.paymentIntents.retrieve(intent.id)).status, 'succeeded');
    await page.close();
  });

  test('labels and messages follow the locale', async () => {
    for (const [locale, labels, incomplete] of [
      ['zh-TW', ['卡號', '到期日', '安全碼'], '您的卡號不完整。'],
      ['ja', ['カード番号', '有効期限', 'セキュリティコード'], 'カード番号が不完全です。'],
    ]) {
      const { page } = await checkout(String(locale));
      const form = page.getByTestId('payment-element');
      for (const label of labels) await form.getByLabel(label, { exact: true }).waitFor();
      await form.getByLabel(labels[0], { exact: true }).fill('4242');
      await page.locator('#outside').focus();
      await form.getByText(String(incomplete)).waitFor();
      await page.close();
    }
  });
});
