// The Stripe REST subset of the stand-in: PaymentIntents (create, retrieve, list, update, confirm,
// cancel), PaymentMethods, charges, refunds and events, with Stripe's object shapes, error shapes,
// authentication (secret key, or publishable key plus a PaymentIntent's client secret) and
// idempotent replay. Everything is kept in memory.
import crypto from 'node:crypto';
import { CARD_MESSAGES, TEST_PAYMENT_METHODS, cardOutcome, checkCard } from './cards.mjs';
import { canonical } from './params.mjs';

/** The API version of the `stripe` SDK 23 (`2026-10-28.endive`); events carry it. */
export const API_VERSION = '2026-10-28.endive';

/**
 * @typedef {import('./params.mjs').Params} Params
 * @typedef {import('./params.mjs').ParamValue} ParamValue
 * @typedef {Record<string, any>} StripeObject
 * @typedef {{ type: 'secret' | 'publishable', key: string }} Auth
 * @typedef {{ status: number, body: unknown, headers?: Record<string, string> }} ApiAnswer
 * @typedef {{ method: string, path: string, params: Params, headers: Record<string, string | string[] | undefined>, requestId: string }} ApiRequest
 * @typedef {{ requestId: string | null, idempotencyKey: string | null }} RequestContext
 * @typedef {{ intent: StripeObject, returnUrl: string | null, challengeToken: string | null }} IntentRecord
 * @typedef {{ method: StripeObject, number: string, cvc: string | null }} MethodRecord
 */

/** A Stripe API error: HTTP status and the `error` object of the answer. */
export class StripeError extends Error {
  /**
   * @param {number} status
   * @param {StripeObject} error
   * @param {Record<string, string>} [headers]
   */
  constructor(status, error, headers = {}) {
    super(String(error.message));
    this.status = status;
    this.error = error;
    this.headers = headers;
  }
}

/**
 * @param {string} message
 * @param {{ code?: string, param?: string, status?: number }} [details]
 */
const invalidRequest = (message, { code, param, status = 400 } = {}) =>
  new StripeError(status, {
    ...(code ? { code, doc_url: docUrl(code) } : {}),
    message,
    ...(param ? { param } : {}),
    type: 'invalid_request_error',
  });

/** @param {string} code */
const docUrl = (code) => `https://stripe.com/docs/error-codes/${code.replace(/_/g, '-')}`;

/** @param {string} param */
const missing = (param) =>
  invalidRequest(`Missing required param: ${param}.`, { code: 'parameter_missing', param });

/** @param {string} param */
const unknownParam = (param) =>
  invalidRequest(
    `Received unknown parameter: ${param}. The Stripe stand-in accepts the parameters of Stripe's ` +
      'API that the shop uses.',
    { code: 'parameter_unknown', param },
  );

/**
 * @param {string} kind
 * @param {string} id
 * @param {string} param
 */
const noSuch = (kind, id, param) =>
  invalidRequest(`No such ${kind}: '${id}'`, { code: 'resource_missing', param, status: 404 });

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * Random identifier characters, as in Stripe's ids.
 * @param {number} length
 */
export function randomId(length) {
  const bytes = crypto.randomBytes(length);
  let out = '';
  for (const byte of bytes) out += BASE62[byte % 62];
  return out;
}

const now = () => Math.floor(Date.now() / 1000);

/** @template T @param {T} value @returns {T} */
const clone = (value) => structuredClone(value);

const ZERO_DECIMAL = new Set(
  'bif clp djf gnf jpy kmf krw mga pyg rwf ugx vnd vuv xaf xof xpf'.split(' '),
);

/** Currencies the stand-in accepts (a common subset of Stripe's). */
const CURRENCIES = new Set(
  (
    'usd eur gbp jpy twd hkd cny sgd aud cad nzd chf sek nok dkk pln czk huf krw thb myr php idr ' +
    'inr vnd mxn brl clp ars zar aed ils try'
  ).split(' '),
);

/** Stripe's minimum charge amounts, in minor units, for the currencies that have a published one. */
const MINIMUM_AMOUNT = {
  usd: 50,
  eur: 50,
  gbp: 30,
  jpy: 50,
  hkd: 400,
  sgd: 50,
  aud: 50,
  cad: 50,
  nzd: 50,
  chf: 50,
};
const MAXIMUM_AMOUNT = 99_999_999;

/**
 * @param {number} amount minor units
 * @param {string} currency
 */
export function formatAmount(amount, currency) {
  const decimals = ZERO_DECIMAL.has(currency) ? 0 : 2;
  return `${(amount / 10 ** decimals).toFixed(decimals)} ${currency}`;
}

/** @param {ParamValue | undefined} value @returns {value is Params} */
const isHash = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Refuses parameters outside `allowed` (Stripe answers `parameter_unknown`).
 * @param {Params} params
 * @param {Iterable<string>} allowed
 * @param {string} [prefix]
 */
function onlyKnown(params, allowed, prefix = '') {
  const known = new Set(allowed);
  for (const key of Object.keys(params)) {
    if (!known.has(key)) throw unknownParam(prefix ? `${prefix}[${key}]` : key);
  }
}

/**
 * @param {ParamValue | undefined} value
 * @param {string} param
 * @returns {string}
 */
function text(value, param) {
  if (typeof value !== 'string') throw invalidRequest(`Invalid string: ${param}`, { param });
  return value;
}

/**
 * @param {ParamValue | undefined} value
 * @param {string} param
 */
function integer(value, param) {
  const raw = text(value, param).trim();
  if (!/^-?\d+$/.test(raw)) {
    throw invalidRequest(`Invalid integer: ${raw}`, { code: 'parameter_invalid_integer', param });
  }
  return Number(raw);
}

/**
 * @param {ParamValue | undefined} value
 * @param {string} param
 */
function boolean(value, param) {
  const raw = text(value, param);
  if (raw !== 'true' && raw !== 'false') {
    throw invalidRequest(`Invalid boolean: ${raw}`, { code: 'parameter_invalid_boolean', param });
  }
  return raw === 'true';
}

/**
 * @param {ParamValue | undefined} value
 * @param {string} param
 * @param {string[]} choices
 */
function oneOf(value, param, choices) {
  const raw = text(value, param);
  if (!choices.includes(raw)) {
    const list = `${choices.slice(0, -1).join(', ')}, or ${choices.at(-1)}`;
    throw invalidRequest(`Invalid ${param}: must be one of ${list}`, { param });
  }
  return raw;
}

/** @param {ParamValue | undefined} value */
function currencyOf(value) {
  const raw = text(value, 'currency').trim().toLowerCase();
  if (!CURRENCIES.has(raw)) {
    throw invalidRequest(
      `Invalid currency: ${raw}. The Stripe stand-in supports these: ${[...CURRENCIES].join(', ')}.`,
      {
        param: 'currency',
      },
    );
  }
  return raw;
}

/**
 * @param {number} amount
 * @param {string} currency
 */
function checkAmount(amount, currency) {
  const minimum = MINIMUM_AMOUNT[/** @type {keyof typeof MINIMUM_AMOUNT} */ (currency)] ?? 1;
  if (amount < minimum) {
    throw invalidRequest(`Amount must be at least ${formatAmount(minimum, currency)}`, {
      code: 'amount_too_small',
      param: 'amount',
    });
  }
  if (amount > MAXIMUM_AMOUNT) {
    throw invalidRequest(`Amount must be no more than ${formatAmount(MAXIMUM_AMOUNT, currency)}`, {
      code: 'amount_too_large',
      param: 'amount',
    });
  }
}

/**
 * Metadata as Stripe keeps it: string values, an empty value removes its key, an empty string for
 * the whole hash removes every key.
 * @param {Record<string, string>} current
 * @param {ParamValue | undefined} value
 * @returns {Record<string, string>}
 */
function mergeMetadata(current, value) {
  if (value === undefined) return current;
  if (value === '') return {};
  if (!isHash(value)) throw invalidRequest('Invalid hash', { param: 'metadata' });
  const next = { ...current };
  for (const [key, v] of Object.entries(value)) {
    if (typeof v !== 'string') throw invalidRequest('Invalid hash', { param: `metadata[${key}]` });
    if (key.length > 40) {
      throw invalidRequest('Metadata keys can have up to 40 characters.', {
        param: `metadata[${key}]`,
      });
    }
    if (v.length > 500) {
      throw invalidRequest('Metadata values can have up to 500 characters.', {
        param: `metadata[${key}]`,
      });
    }
    if (v === '') delete next[key];
    else next[key] = v;
  }
  if (Object.keys(next).length > 50) {
    throw invalidRequest('Metadata can have up to 50 keys.', { param: 'metadata' });
  }
  return next;
}

/** @param {ParamValue | undefined} value */
function emailOf(value) {
  if (value === '') return null;
  const raw = text(value, 'receipt_email').trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(raw)) {
    throw invalidRequest(`Invalid email address: ${raw}`, {
      code: 'email_invalid',
      param: 'receipt_email',
    });
  }
  return raw;
}

/**
 * @param {ParamValue | undefined} value
 * @param {string} param
 */
function urlOf(value, param) {
  const raw = text(value, param).trim();
  try {
    const url = new URL(raw);
    if (url.protocol === 'http:' || url.protocol === 'https:') return raw;
  } catch {
    // not a URL
  }
  throw invalidRequest('Not a valid URL', { code: 'url_invalid', param });
}

const ADDRESS_FIELDS = ['city', 'country', 'line1', 'line2', 'postal_code', 'state'];

/**
 * @param {ParamValue | undefined} value
 * @param {string} param
 */
function addressOf(value, param) {
  /** @type {Record<string, string | null>} */
  const address = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, null]));
  if (value === undefined || value === '') return address;
  if (!isHash(value)) throw invalidRequest('Invalid hash', { param });
  onlyKnown(value, ADDRESS_FIELDS, param);
  for (const field of ADDRESS_FIELDS) {
    if (value[field] !== undefined) address[field] = text(value[field], `${param}[${field}]`);
  }
  return address;
}

/** @param {ParamValue | undefined} value */
function shippingOf(value) {
  if (value === '') return null;
  if (!isHash(value)) throw invalidRequest('Invalid hash', { param: 'shipping' });
  onlyKnown(value, ['address', 'name', 'phone', 'carrier', 'tracking_number'], 'shipping');
  if (value.name === undefined) throw missing('shipping[name]');
  if (value.address === undefined) throw missing('shipping[address]');
  /** @param {string} f */
  const opt = (f) => (value[f] === undefined ? null : text(value[f], `shipping[${f}]`));
  return {
    address: addressOf(value.address, 'shipping[address]'),
    carrier: opt('carrier'),
    name: text(value.name, 'shipping[name]'),
    phone: opt('phone'),
    tracking_number: opt('tracking_number'),
  };
}

/** @param {ParamValue | undefined} value */
function billingOf(value) {
  const billing = { address: addressOf(undefined, ''), email: null, name: null, phone: null };
  if (value === undefined || value === '') return billing;
  const param = 'payment_method_data[billing_details]';
  if (!isHash(value)) throw invalidRequest('Invalid hash', { param });
  onlyKnown(value, ['address', 'email', 'name', 'phone', 'tax_id'], param);
  return {
    address: addressOf(value.address, `${param}[address]`),
    email: value.email === undefined ? null : text(value.email, `${param}[email]`),
    name: value.name === undefined ? null : text(value.name, `${param}[name]`),
    phone: value.phone === undefined ? null : text(value.phone, `${param}[phone]`),
  };
}

/**
 * @param {ParamValue | undefined} value
 * @param {string[]} allowed
 * @returns {string[]}
 */
function expandOf(value, allowed) {
  if (value === undefined) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.map((item) => {
    const path = text(item, 'expand');
    if (!allowed.includes(path)) {
      throw invalidRequest(`This property cannot be expanded (${path}).`, { param: 'expand' });
    }
    return path;
  });
}

/** Fields of a PaymentIntent that a publishable key with its client secret may read. */
const PUBLIC_INTENT_FIELDS = [
  'id',
  'object',
  'amount',
  'amount_details',
  'automatic_payment_methods',
  'canceled_at',
  'cancellation_reason',
  'capture_method',
  'client_secret',
  'confirmation_method',
  'created',
  'currency',
  'description',
  'last_payment_error',
  'livemode',
  'next_action',
  'payment_method',
  'payment_method_configuration_details',
  'payment_method_types',
  'processing',
  'receipt_email',
  'setup_future_usage',
  'shipping',
  'source',
  'status',
];

/** The statuses from which a PaymentIntent may still be confirmed, changed or canceled. */
const OPEN_STATUSES = ['requires_payment_method', 'requires_confirmation', 'requires_action'];

/** Parameters of `POST /v1/payment_intents`. */
const CREATE_PARAMS = [
  'amount',
  'currency',
  'metadata',
  'automatic_payment_methods',
  'description',
  'receipt_email',
  'shipping',
  'statement_descriptor',
  'statement_descriptor_suffix',
  'payment_method_types',
  'payment_method',
  'payment_method_data',
  'payment_method_options',
  'capture_method',
  'confirmation_method',
  'confirm',
  'return_url',
  'setup_future_usage',
  'customer',
  'transfer_group',
  'expand',
  'error_on_requires_action',
  'off_session',
  'use_stripe_sdk',
];

/** Parameters of `POST /v1/payment_intents/:id`. */
const UPDATE_PARAMS = [
  'amount',
  'currency',
  'metadata',
  'description',
  'receipt_email',
  'shipping',
  'statement_descriptor',
  'statement_descriptor_suffix',
  'payment_method_types',
  'payment_method',
  'payment_method_data',
  'payment_method_options',
  'capture_method',
  'setup_future_usage',
  'customer',
  'transfer_group',
  'expand',
];

/** Update parameters that may still change once a PaymentIntent has succeeded or is processing. */
const UPDATABLE_WHEN_SETTLED = new Set([
  'metadata',
  'description',
  'receipt_email',
  'transfer_group',
  'expand',
]);

/** Parameters of `POST /v1/payment_intents/:id/confirm`. */
const CONFIRM_PARAMS = [
  'payment_method',
  'payment_method_data',
  'payment_method_options',
  'payment_method_types',
  'return_url',
  'receipt_email',
  'shipping',
  'setup_future_usage',
  'capture_method',
  'error_on_requires_action',
  'off_session',
  'use_stripe_sdk',
  'mandate_data',
  'expected_payment_method_type',
  'expand',
  'client_secret',
];

/**
 * The stand-in's API state and its request handler.
 * @param {{
 *   secretKey: string,
 *   publishableKey: string,
 *   publicUrl: string,
 *   webhooksEnabled: () => boolean,
 *   onEvent: (event: StripeObject) => void,
 * }} config
 */
export function createStripeApi(config) {
  /** @type {Map<string, IntentRecord>} */
  const intents = new Map();
  /** @type {Map<string, MethodRecord>} */
  const methods = new Map();
  /** @type {Map<string, StripeObject>} */
  const charges = new Map();
  /** @type {Map<string, StripeObject>} */
  const refunds = new Map();
  /** @type {StripeObject[]} */
  const events = [];
  /** @type {Map<string, { fingerprint: string, answer: ApiAnswer, requestId: string }>} */
  const idempotent = new Map();

  // ---- objects -------------------------------------------------------------------------------

  /**
   * @param {string} type
   * @param {StripeObject} object
   * @param {RequestContext} context
   */
  function emit(type, object, context, previousAttributes = undefined) {
    const event = {
      id: `evt_${randomId(24)}`,
      object: 'event',
      api_version: API_VERSION,
      created: now(),
      data: previousAttributes
        ? { object: clone(object), previous_attributes: clone(previousAttributes) }
        : { object: clone(object) },
      livemode: false,
      pending_webhooks: config.webhooksEnabled() ? 1 : 0,
      request: { id: context.requestId, idempotency_key: context.idempotencyKey },
      type,
    };
    events.push(event);
    config.onEvent(clone(event));
    return event;
  }

  /**
   * @param {{ number: string, expMonth: number, expYear: number, cvc: string | null, brand: string }} card
   * @param {StripeObject} billing
   * @param {Record<string, string>} metadata
   */
  function createMethod(card, billing, metadata = {}) {
    const outcome = cardOutcome(card.number);
    const method = {
      id: `pm_${randomId(24)}`,
      object: 'payment_method',
      allow_redisplay: 'unspecified',
      billing_details: billing,
      card: {
        brand: card.brand,
        checks: {
          address_line1_check: null,
          address_postal_code_check: null,
          cvc_check: card.cvc ? 'unchecked' : null,
        },
        country: 'US',
        display_brand: card.brand === 'amex' ? 'american_express' : card.brand,
        exp_month: card.expMonth,
        exp_year: card.expYear,
        fingerprint: crypto
          .createHash('sha256')
          .update(`standin:${card.number}`)
          .digest('base64url')
          .slice(0, 16),
        funding: outcome.funding ?? 'credit',
        generated_from: null,
        last4: card.number.slice(-4),
        networks: { available: [card.brand], preferred: null },
        regulated_status: 'unregulated',
        three_d_secure_usage: { supported: true },
        wallet: null,
      },
      created: now(),
      customer: null,
      livemode: false,
      metadata,
      type: 'card',
    };
    methods.set(method.id, { method, number: card.number, cvc: card.cvc });
    return methods.get(method.id);
  }

  /**
   * A PaymentMethod from `payment_method_data` (or the body of `POST /v1/payment_methods`).
   * @param {ParamValue | undefined} data
   * @param {string} prefix
   * @param {() => StripeObject | undefined} intentForError the PaymentIntent to name in a card error
   * @returns {MethodRecord}
   */
  function methodFromData(data, prefix, intentForError) {
    if (data === undefined) throw missing(prefix);
    if (!isHash(data)) throw invalidRequest('Invalid hash', { param: prefix });
    onlyKnown(data, ['type', 'card', 'billing_details', 'metadata', 'allow_redisplay'], prefix);
    if (data.type === undefined) throw missing(`${prefix}[type]`);
    if (data.type !== 'card') {
      throw invalidRequest(
        `The payment method type provided: ${String(data.type)} is invalid. The Stripe stand-in ` +
          'takes cards only.',
        { code: 'payment_method_invalid_parameter', param: `${prefix}[type]` },
      );
    }
    if (!isHash(data.card)) throw missing(`${prefix}[card]`);
    onlyKnown(data.card, ['number', 'exp_month', 'exp_year', 'cvc'], `${prefix}[card]`);
    const checked = checkCard(data.card, `${prefix}[card]`);
    if (!checked.ok) {
      if (checked.missing) throw missing(checked.missing);
      const problem = /** @type {import('./cards.mjs').CardProblem} */ (checked.problem);
      const intent = intentForError();
      throw new StripeError(402, {
        code: problem.code,
        doc_url: docUrl(problem.code),
        message: problem.message,
        param: problem.param,
        ...(intent ? { payment_intent: intent } : {}),
        type: 'card_error',
      });
    }
    return /** @type {MethodRecord} */ (
      createMethod(checked.card, billingOf(data.billing_details), mergeMetadata({}, data.metadata))
    );
  }

  /**
   * An existing PaymentMethod, or one of Stripe's `pm_card_…` test PaymentMethods.
   * @param {ParamValue | undefined} value
   * @returns {MethodRecord}
   */
  function methodById(value) {
    const id = text(value, 'payment_method');
    const known = methods.get(id);
    if (known) return known;
    const number = TEST_PAYMENT_METHODS[/** @type {keyof typeof TEST_PAYMENT_METHODS} */ (id)];
    if (!number) throw noSuch('PaymentMethod', id, 'payment_method');
    const year = new Date().getUTCFullYear() + 1;
    const checked = checkCard(
      { number, exp_month: '12', exp_year: String(year), cvc: '' },
      'payment_method',
    );
    if (!checked.ok) throw new Error(`bad test card ${id}`);
    return /** @type {MethodRecord} */ (createMethod(checked.card, billingOf(undefined)));
  }

  /**
   * @param {IntentRecord} record
   * @param {MethodRecord} method
   * @param {{ status: 'succeeded' | 'failed', code?: string, declineCode?: string, threeDSecure?: boolean }} result
   */
  function createCharge(record, method, result) {
    const { intent } = record;
    const succeeded = result.status === 'succeeded';
    const card = method.method.card;
    const failure = succeeded ? null : (result.declineCode ?? result.code ?? 'card_declined');
    const charge = {
      id: `ch_${randomId(24)}`,
      object: 'charge',
      amount: intent.amount,
      amount_captured: succeeded ? intent.amount : 0,
      amount_refunded: 0,
      application: null,
      application_fee: null,
      application_fee_amount: null,
      balance_transaction: succeeded ? `txn_${randomId(24)}` : null,
      billing_details: clone(method.method.billing_details),
      calculated_statement_descriptor: 'LEAF AND KETTLE',
      captured: succeeded,
      created: now(),
      currency: intent.currency,
      customer: intent.customer,
      description: intent.description,
      disputed: false,
      failure_balance_transaction: null,
      failure_code: succeeded ? null : (result.code ?? 'card_declined'),
      failure_message: succeeded
        ? null
        : CARD_MESSAGES[/** @type {keyof typeof CARD_MESSAGES} */ (failure)],
      fraud_details: {},
      livemode: false,
      metadata: clone(intent.metadata),
      on_behalf_of: null,
      outcome: succeeded
        ? {
            network_status: 'approved_by_network',
            reason: null,
            risk_level: 'normal',
            risk_score: 32,
            seller_message: 'Payment complete.',
            type: 'authorized',
          }
        : {
            network_status: 'declined_by_network',
            reason: failure,
            risk_level: 'normal',
            risk_score: 32,
            seller_message: 'The bank did not return any further details with this decline.',
            type: 'issuer_declined',
          },
      paid: succeeded,
      payment_intent: intent.id,
      payment_method: method.method.id,
      payment_method_details: {
        card: {
          amount_authorized: succeeded ? intent.amount : null,
          brand: card.brand,
          checks: {
            ...card.checks,
            cvc_check: method.cvc
              ? result.code === 'incorrect_cvc'
                ? 'fail'
                : 'pass'
              : card.checks.cvc_check,
          },
          country: card.country,
          exp_month: card.exp_month,
          exp_year: card.exp_year,
          fingerprint: card.fingerprint,
          funding: card.funding,
          installments: null,
          last4: card.last4,
          mandate: null,
          network: card.brand,
          network_token: { used: false },
          three_d_secure: result.threeDSecure
            ? {
                authentication_flow: 'challenge',
                result: 'authenticated',
                result_reason: null,
                version: '2.2.0',
              }
            : null,
          wallet: null,
        },
        type: 'card',
      },
      receipt_email: intent.receipt_email,
      receipt_number: null,
      receipt_url: null,
      refunded: false,
      review: null,
      shipping: clone(intent.shipping),
      source: null,
      statement_descriptor: intent.statement_descriptor,
      statement_descriptor_suffix: intent.statement_descriptor_suffix,
      status: succeeded ? 'succeeded' : 'failed',
      transfer_data: null,
      transfer_group: intent.transfer_group,
    };
    charges.set(charge.id, charge);
    return charge;
  }

  // ---- views ---------------------------------------------------------------------------------

  /**
   * A PaymentIntent as the caller may see it: the reduced object for a publishable key, expanded
   * fields for the secret key.
   * @param {StripeObject} intent
   * @param {Auth | null} auth
   * @param {string[]} [expand]
   */
  function intentView(intent, auth, expand = []) {
    /** @type {StripeObject} */
    let view = clone(intent);
    if (auth?.type === 'publishable') {
      view = Object.fromEntries(PUBLIC_INTENT_FIELDS.map((f) => [f, view[f]]));
    }
    if (expand.includes('payment_method') && intent.payment_method) {
      view.payment_method = clone(methods.get(intent.payment_method)?.method ?? null);
    }
    if (expand.includes('latest_charge') && intent.latest_charge && auth?.type === 'secret') {
      view.latest_charge = clone(charges.get(intent.latest_charge) ?? null);
    }
    return view;
  }

  /**
   * @param {string} id
   * @returns {IntentRecord}
   */
  function findIntent(id) {
    const record = intents.get(id);
    if (!record) throw noSuch('payment_intent', id, 'intent');
    return record;
  }

  /**
   * A publishable key reaches a PaymentIntent only with its client secret.
   * @param {IntentRecord} record
   * @param {Auth} auth
   * @param {Params} params
   */
  function checkClientSecret(record, auth, params) {
    if (auth.type !== 'publishable') return;
    if (params.client_secret === undefined || params.client_secret === '') {
      throw missing('client_secret');
    }
    if (params.client_secret !== record.intent.client_secret) {
      throw invalidRequest(
        'The client_secret provided does not match the client_secret associated with the ' +
          'PaymentIntent.',
        { param: 'client_secret' },
      );
    }
  }

  /** @param {Auth} auth */
  function secretOnly(auth) {
    if (auth.type !== 'secret') {
      throw invalidRequest(
        'This API call cannot be made with a publishable API key. Please use a secret API key. ' +
          'You can find a list of your API keys at https://dashboard.stripe.com/account/apikeys.',
        { status: 401 },
      );
    }
  }

  // ---- PaymentIntent transitions -------------------------------------------------------------

  /**
   * @param {IntentRecord} record
   * @param {MethodRecord} method
   * @param {RequestContext} context
   * @param {{ threeDSecure?: boolean }} [options]
   */
  function succeed(record, method, context, options = {}) {
    const { intent } = record;
    const charge = createCharge(record, method, {
      status: 'succeeded',
      threeDSecure: options.threeDSecure,
    });
    Object.assign(intent, {
      status: 'succeeded',
      amount_received: intent.amount,
      latest_charge: charge.id,
      last_payment_error: null,
      next_action: null,
      payment_method: method.method.id,
      processing: null,
    });
    record.challengeToken = null;
    emit('payment_intent.succeeded', intent, context);
  }

  /**
   * A declined payment: a failed charge, the PaymentIntent back to `requires_payment_method`.
   * @param {IntentRecord} record
   * @param {MethodRecord} method
   * @param {{ code: string, declineCode?: string }} reason
   * @param {RequestContext} context
   */
  function decline(record, method, reason, context) {
    const { intent } = record;
    const charge = createCharge(record, method, { status: 'failed', ...reason });
    const messageKey = reason.declineCode ?? reason.code;
    const error = {
      charge: charge.id,
      code: reason.code,
      ...(reason.declineCode ? { decline_code: reason.declineCode } : {}),
      doc_url: docUrl(reason.code),
      message:
        CARD_MESSAGES[/** @type {keyof typeof CARD_MESSAGES} */ (messageKey)] ??
        CARD_MESSAGES.card_declined,
      payment_method: clone(method.method),
      type: 'card_error',
    };
    Object.assign(intent, {
      status: 'requires_payment_method',
      last_payment_error: error,
      latest_charge: charge.id,
      next_action: null,
      payment_method: null,
      processing: null,
    });
    record.challengeToken = null;
    emit('payment_intent.payment_failed', intent, context);
    return error;
  }

  /**
   * @param {IntentRecord} record
   * @param {MethodRecord} method
   * @param {RequestContext} context
   */
  function requireAction(record, method, context) {
    const { intent } = record;
    const token = randomId(24);
    record.challengeToken = token;
    const url = `${config.publicUrl}/challenge/${intent.id}?token=${token}`;
    Object.assign(intent, {
      status: 'requires_action',
      last_payment_error: null,
      next_action: {
        type: 'redirect_to_url',
        redirect_to_url: { return_url: record.returnUrl, url },
      },
      payment_method: method.method.id,
    });
    emit('payment_intent.requires_action', intent, context);
  }

  /**
   * Confirms a PaymentIntent with a card: succeeds, is declined (402) or asks for 3-D Secure.
   * @param {IntentRecord} record
   * @param {Params} params
   * @param {Auth} auth
   * @param {RequestContext} context
   * @param {string[]} expand
   * @returns {ApiAnswer}
   */
  function confirm(record, params, auth, context, expand) {
    const { intent } = record;
    if (!OPEN_STATUSES.includes(intent.status)) {
      const message =
        intent.status === 'succeeded'
          ? 'You cannot confirm this PaymentIntent because it has already succeeded after being ' +
            'previously confirmed.'
          : `You cannot confirm this PaymentIntent because it has a status of ${intent.status}. ` +
            'Only a PaymentIntent with one of the following statuses may be confirmed: ' +
            'requires_confirmation, requires_payment_method, requires_action.';
      throw withIntent(
        invalidRequest(message, { code: 'payment_intent_unexpected_state' }),
        intent,
        auth,
      );
    }
    const returnUrl =
      params.return_url === undefined ? null : urlOf(params.return_url, 'return_url');
    const receiptEmail =
      params.receipt_email === undefined ? undefined : emailOf(params.receipt_email);
    const shipping = params.shipping === undefined ? undefined : shippingOf(params.shipping);
    if (params.setup_future_usage !== undefined && params.setup_future_usage !== '') {
      oneOf(params.setup_future_usage, 'setup_future_usage', ['on_session', 'off_session']);
    }
    /** @type {MethodRecord} */
    let method;
    if (params.payment_method_data !== undefined) {
      method = methodFromData(params.payment_method_data, 'payment_method_data', () =>
        intentView(intent, auth),
      );
    } else if (params.payment_method !== undefined) {
      method = methodById(params.payment_method);
    } else if (intent.payment_method && methods.has(intent.payment_method)) {
      method = /** @type {MethodRecord} */ (methods.get(intent.payment_method));
    } else {
      throw withIntent(
        invalidRequest(
          "You cannot confirm this PaymentIntent because it's missing a payment method. You can " +
            'either update the PaymentIntent with a payment method and then confirm it again, or ' +
            'confirm it again directly with a payment method.',
          { code: 'payment_intent_unexpected_state' },
        ),
        intent,
        auth,
      );
    }
    if (receiptEmail !== undefined) intent.receipt_email = receiptEmail;
    if (shipping !== undefined) intent.shipping = shipping;
    if (params.setup_future_usage !== undefined) {
      intent.setup_future_usage = params.setup_future_usage || null;
    }
    record.returnUrl = returnUrl;
    intent.payment_method = method.method.id;

    const outcome = cardOutcome(method.number);
    if (outcome.behaviour === 'decline') {
      const error = decline(
        record,
        method,
        { code: /** @type {string} */ (outcome.code), declineCode: outcome.declineCode },
        context,
      );
      throw new StripeError(402, {
        ...error,
        payment_intent: intentView(intent, auth),
      });
    }
    if (outcome.behaviour === 'authenticate') {
      if (params.error_on_requires_action === 'true' || params.off_session === 'true') {
        const error = decline(
          record,
          method,
          { code: 'authentication_required', declineCode: 'authentication_required' },
          context,
        );
        throw new StripeError(402, { ...error, payment_intent: intentView(intent, auth) });
      }
      requireAction(record, method, context);
    } else {
      succeed(record, method, context);
    }
    return { status: 200, body: intentView(intent, auth, expand) };
  }

  /**
   * @param {StripeError} error
   * @param {StripeObject} intent
   * @param {Auth} auth
   */
  function withIntent(error, intent, auth) {
    error.error.payment_intent = intentView(intent, auth);
    return error;
  }

  // ---- endpoints -----------------------------------------------------------------------------

  /**
   * @param {Params} params
   * @param {Auth} auth
   * @param {RequestContext} context
   * @returns {ApiAnswer}
   */
  function createIntent(params, auth, context) {
    secretOnly(auth);
    onlyKnown(params, CREATE_PARAMS);
    if (params.amount === undefined) throw missing('amount');
    if (params.currency === undefined) throw missing('currency');
    const amount = integer(params.amount, 'amount');
    const currency = currencyOf(params.currency);
    checkAmount(amount, currency);
    const expand = expandOf(params.expand, ['payment_method', 'latest_charge']);

    /** @type {StripeObject | null} */
    let automatic = null;
    /** @type {string[]} */
    let types = ['card'];
    if (params.payment_method_types !== undefined) {
      const list = Array.isArray(params.payment_method_types)
        ? params.payment_method_types
        : [params.payment_method_types];
      types = list.map((t) => text(t, 'payment_method_types'));
      if (params.automatic_payment_methods !== undefined) {
        throw invalidRequest(
          'You may only specify one of these parameters: automatic_payment_methods, ' +
            'payment_method_types.',
          { param: 'automatic_payment_methods' },
        );
      }
    } else {
      // Since API version 2023-08-16 automatic payment methods are on by default.
      automatic = { allow_redirects: 'always', enabled: true };
      const given = params.automatic_payment_methods;
      if (given !== undefined) {
        if (!isHash(given)) {
          throw invalidRequest('Invalid hash', { param: 'automatic_payment_methods' });
        }
        onlyKnown(given, ['enabled', 'allow_redirects'], 'automatic_payment_methods');
        if (given.enabled === undefined) throw missing('automatic_payment_methods[enabled]');
        automatic.enabled = boolean(given.enabled, 'automatic_payment_methods[enabled]');
        if (given.allow_redirects !== undefined) {
          automatic.allow_redirects = oneOf(
            given.allow_redirects,
            'automatic_payment_methods[allow_redirects]',
            ['always', 'never'],
          );
        }
      }
    }
    const captureMethod =
      params.capture_method === undefined
        ? 'automatic_async'
        : oneOf(params.capture_method, 'capture_method', [
            'automatic',
            'automatic_async',
            'manual',
          ]);
    if (captureMethod === 'manual') {
      throw invalidRequest('The Stripe stand-in supports automatic capture only.', {
        param: 'capture_method',
      });
    }
    /** @param {string} name */
    const optionalText = (name) =>
      params[name] === undefined || params[name] === '' ? null : text(params[name], name);
    const id = `pi_${randomId(24)}`;
    const intent = {
      id,
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_details: { tip: {} },
      amount_received: 0,
      application: null,
      application_fee_amount: null,
      automatic_payment_methods: automatic,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: captureMethod,
      client_secret: `${id}_secret_${randomId(25)}`,
      confirmation_method:
        params.confirmation_method === undefined
          ? 'automatic'
          : oneOf(params.confirmation_method, 'confirmation_method', ['automatic', 'manual']),
      created: now(),
      currency,
      customer: optionalText('customer'),
      description: optionalText('description'),
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: mergeMetadata({}, params.metadata),
      next_action: null,
      on_behalf_of: null,
      payment_method: null,
      payment_method_configuration_details: null,
      payment_method_options: {
        card: {
          installments: null,
          mandate_options: null,
          network: null,
          request_three_d_secure: 'automatic',
        },
      },
      payment_method_types: types,
      processing: null,
      receipt_email: params.receipt_email === undefined ? null : emailOf(params.receipt_email),
      review: null,
      setup_future_usage:
        params.setup_future_usage === undefined || params.setup_future_usage === ''
          ? null
          : oneOf(params.setup_future_usage, 'setup_future_usage', ['on_session', 'off_session']),
      shipping: params.shipping === undefined ? null : shippingOf(params.shipping),
      source: null,
      statement_descriptor: optionalText('statement_descriptor'),
      statement_descriptor_suffix: optionalText('statement_descriptor_suffix'),
      status: 'requires_payment_method',
      transfer_data: null,
      transfer_group: optionalText('transfer_group'),
    };
    const confirmNow = params.confirm !== undefined && boolean(params.confirm, 'confirm');
    if (confirmNow && params.return_url !== undefined) urlOf(params.return_url, 'return_url');
    /** @type {MethodRecord | null} */
    let method = null;
    if (params.payment_method !== undefined && params.payment_method !== '') {
      method = methodById(params.payment_method);
      intent.payment_method = method.method.id;
      intent.status = 'requires_confirmation';
    }
    if (params.payment_method_data !== undefined && !confirmNow) {
      method = methodFromData(params.payment_method_data, 'payment_method_data', () => undefined);
      intent.payment_method = method.method.id;
      intent.status = 'requires_confirmation';
    }
    if (!confirmNow && params.return_url !== undefined) {
      throw invalidRequest('You can only pass return_url when confirm is true.', {
        param: 'return_url',
      });
    }
    /** @type {IntentRecord} */
    const record = { intent, returnUrl: null, challengeToken: null };
    intents.set(id, record);
    emit('payment_intent.created', intent, context);
    if (confirmNow) {
      /** @type {Params} */
      const confirmParams = {};
      for (const key of [
        'payment_method_data',
        'return_url',
        'error_on_requires_action',
        'off_session',
      ]) {
        const value = params[key];
        if (value !== undefined) confirmParams[key] = value;
      }
      if (!method && params.payment_method_data === undefined) {
        throw withIntent(
          invalidRequest(
            "You cannot confirm this PaymentIntent because it's missing a payment method.",
            { code: 'payment_intent_unexpected_state' },
          ),
          intent,
          auth,
        );
      }
      return confirm(record, confirmParams, auth, context, expand);
    }
    return { status: 200, body: intentView(intent, auth, expand) };
  }

  /**
   * @param {IntentRecord} record
   * @param {Params} params
   * @param {Auth} auth
   * @returns {ApiAnswer}
   */
  function updateIntent(record, params, auth) {
    secretOnly(auth);
    onlyKnown(params, UPDATE_PARAMS);
    const { intent } = record;
    const expand = expandOf(params.expand, ['payment_method', 'latest_charge']);
    const fields = Object.keys(params);
    if (intent.status === 'canceled') {
      throw withIntent(
        invalidRequest(
          'You cannot update this PaymentIntent because it has a status of canceled. You may ' +
            'only update a PaymentIntent with one of the following statuses: ' +
            'requires_payment_method, requires_confirmation, requires_action.',
          { code: 'payment_intent_unexpected_state' },
        ),
        intent,
        auth,
      );
    }
    if (!OPEN_STATUSES.includes(intent.status)) {
      const refused = fields.find((f) => !UPDATABLE_WHEN_SETTLED.has(f));
      if (refused) {
        throw withIntent(
          invalidRequest(
            `This PaymentIntent's ${refused} could not be updated because it has a status of ` +
              `${intent.status}. You may only update the ${refused} of a PaymentIntent with one ` +
              'of the following statuses: requires_payment_method, requires_confirmation, ' +
              'requires_action.',
            { code: 'payment_intent_unexpected_state', param: refused },
          ),
          intent,
          auth,
        );
      }
    }
    // Check everything first, then apply: a refused update changes nothing.
    /** @type {StripeObject} */
    const changes = {};
    const currency = params.currency === undefined ? intent.currency : currencyOf(params.currency);
    const amount = params.amount === undefined ? intent.amount : integer(params.amount, 'amount');
    if (params.amount !== undefined || params.currency !== undefined) {
      checkAmount(amount, currency);
      changes.amount = amount;
      changes.currency = currency;
    }
    if (params.metadata !== undefined) {
      changes.metadata = mergeMetadata(intent.metadata, params.metadata);
    }
    for (const name of [
      'description',
      'statement_descriptor',
      'statement_descriptor_suffix',
      'customer',
      'transfer_group',
    ]) {
      if (params[name] !== undefined) {
        changes[name] = params[name] === '' ? null : text(params[name], name);
      }
    }
    if (params.receipt_email !== undefined) changes.receipt_email = emailOf(params.receipt_email);
    if (params.shipping !== undefined) changes.shipping = shippingOf(params.shipping);
    if (params.setup_future_usage !== undefined) {
      changes.setup_future_usage =
        params.setup_future_usage === ''
          ? null
          : oneOf(params.setup_future_usage, 'setup_future_usage', ['on_session', 'off_session']);
    }
    if (params.capture_method !== undefined) {
      changes.capture_method = oneOf(params.capture_method, 'capture_method', [
        'automatic',
        'automatic_async',
      ]);
    }
    if (params.payment_method_types !== undefined) {
      const list = Array.isArray(params.payment_method_types)
        ? params.payment_method_types
        : [params.payment_method_types];
      changes.payment_method_types = list.map((t) => text(t, 'payment_method_types'));
    }
    /** @type {MethodRecord | null} */
    let method = null;
    if (params.payment_method_data !== undefined) {
      method = methodFromData(params.payment_method_data, 'payment_method_data', () =>
        intentView(intent, auth),
      );
    } else if (params.payment_method !== undefined && params.payment_method !== '') {
      method = methodById(params.payment_method);
    }

    const paymentChanged =
      (changes.amount !== undefined &&
        (changes.amount !== intent.amount || changes.currency !== intent.currency)) ||
      method !== null ||
      params.payment_method === '';
    Object.assign(intent, changes);
    if (method) intent.payment_method = method.method.id;
    if (params.payment_method === '') intent.payment_method = null;
    if (paymentChanged && OPEN_STATUSES.includes(intent.status)) {
      // A changed payment has to be confirmed again; a pending authentication is void.
      intent.status = intent.payment_method ? 'requires_confirmation' : 'requires_payment_method';
      intent.next_action = null;
      record.challengeToken = null;
    }
    return { status: 200, body: intentView(intent, auth, expand) };
  }

  /**
   * @param {IntentRecord} record
   * @param {Params} params
   * @param {Auth} auth
   * @param {RequestContext} context
   * @returns {ApiAnswer}
   */
  function cancelIntent(record, params, auth, context) {
    secretOnly(auth);
    onlyKnown(params, ['cancellation_reason', 'expand']);
    const { intent } = record;
    const expand = expandOf(params.expand, ['payment_method', 'latest_charge']);
    const reason =
      params.cancellation_reason === undefined
        ? null
        : oneOf(params.cancellation_reason, 'cancellation_reason', [
            'duplicate',
            'fraudulent',
            'requested_by_customer',
            'abandoned',
          ]);
    if (!OPEN_STATUSES.includes(intent.status)) {
      throw withIntent(
        invalidRequest(
          `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. ` +
            'Only a PaymentIntent with one of the following statuses may be canceled: ' +
            'requires_payment_method, requires_capture, requires_confirmation, requires_action, ' +
            'processing.',
          { code: 'payment_intent_unexpected_state' },
        ),
        intent,
        auth,
      );
    }
    Object.assign(intent, {
      status: 'canceled',
      canceled_at: now(),
      cancellation_reason: reason,
      next_action: null,
    });
    record.challengeToken = null;
    emit('payment_intent.canceled', intent, context);
    return { status: 200, body: intentView(intent, auth, expand) };
  }

  /**
   * The charge a refund is for: the latest charge of a succeeded PaymentIntent, or a charge.
   * @param {Params} params
   * @returns {StripeObject}
   */
  function chargeToRefund(params) {
    if (params.payment_intent !== undefined) {
      const record = intents.get(text(params.payment_intent, 'payment_intent'));
      if (!record) throw noSuch('payment_intent', String(params.payment_intent), 'payment_intent');
      const latest = record.intent.latest_charge ? charges.get(record.intent.latest_charge) : null;
      if (record.intent.status !== 'succeeded' || !latest || latest.status !== 'succeeded') {
        throw invalidRequest(
          `This PaymentIntent (${record.intent.id}) does not have a successful charge to refund.`,
          { param: 'payment_intent' },
        );
      }
      return latest;
    }
    if (params.charge !== undefined) {
      const charge = charges.get(text(params.charge, 'charge'));
      if (!charge) throw noSuch('charge', String(params.charge), 'charge');
      return charge;
    }
    throw invalidRequest(
      'One of the following params should be provided for this request: payment_intent or charge.',
    );
  }

  /**
   * @param {Params} params
   * @param {Auth} auth
   * @param {RequestContext} context
   * @returns {ApiAnswer}
   */
  function createRefund(params, auth, context) {
    secretOnly(auth);
    onlyKnown(params, [
      'payment_intent',
      'charge',
      'amount',
      'reason',
      'metadata',
      'expand',
      'instructions_email',
    ]);
    const expand = expandOf(params.expand, ['charge', 'payment_intent']);
    const charge = chargeToRefund(params);
    const left = charge.amount - charge.amount_refunded;
    if (left <= 0) {
      throw invalidRequest(`Charge ${charge.id} has already been refunded.`, {
        code: 'charge_already_refunded',
      });
    }
    const amount = params.amount === undefined ? left : integer(params.amount, 'amount');
    if (amount <= 0) {
      throw invalidRequest('Invalid positive integer', { param: 'amount' });
    }
    if (amount > left) {
      throw invalidRequest(
        `Refund amount (${formatAmount(amount, charge.currency)}) is greater than unrefunded ` +
          `amount on charge (${formatAmount(left, charge.currency)})`,
        { code: 'amount_too_large', param: 'amount' },
      );
    }
    const refund = {
      id: `re_${randomId(24)}`,
      object: 'refund',
      amount,
      balance_transaction: `txn_${randomId(24)}`,
      charge: charge.id,
      created: now(),
      currency: charge.currency,
      destination_details: {
        card: {
          reference_status: 'pending',
          reference_type: 'acquirer_reference_number',
          type: 'refund',
        },
        type: 'card',
      },
      metadata: mergeMetadata({}, params.metadata),
      payment_intent: charge.payment_intent,
      reason:
        params.reason === undefined
          ? null
          : oneOf(params.reason, 'reason', ['duplicate', 'fraudulent', 'requested_by_customer']),
      receipt_number: null,
      source_transfer_reversal: null,
      status: 'succeeded',
      transfer_reversal: null,
    };
    refunds.set(refund.id, refund);
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded >= charge.amount;
    emit('refund.created', refund, context);
    emit('charge.refunded', charge, context);
    // as at Stripe, the card network's reference arrives afterwards, as an update of the refund
    setImmediate(() => {
      const before = clone(refund.destination_details);
      refund.destination_details.card.reference = String(Date.now()).padStart(23, '7');
      refund.destination_details.card.reference_status = 'available';
      emit('refund.updated', refund, context, { destination_details: before });
    });
    return { status: 200, body: refundView(refund, expand) };
  }

  /**
   * @param {StripeObject} refund
   * @param {string[]} expand
   */
  function refundView(refund, expand) {
    const view = clone(refund);
    if (expand.includes('charge')) view.charge = clone(charges.get(refund.charge) ?? null);
    if (expand.includes('payment_intent') && refund.payment_intent) {
      const record = intents.get(refund.payment_intent);
      view.payment_intent = record ? clone(record.intent) : null;
    }
    return view;
  }

  /**
   * @template T
   * @param {T[]} newestFirst
   * @param {Params} params
   * @param {string} url
   * @param {(item: T) => string} idOf
   */
  function list(newestFirst, params, url, idOf) {
    const limit = params.limit === undefined ? 10 : integer(params.limit, 'limit');
    if (limit < 1 || limit > 100) {
      throw invalidRequest('Invalid limit: must be between 1 and 100', { param: 'limit' });
    }
    let items = newestFirst;
    if (params.starting_after !== undefined) {
      const index = items.findIndex((item) => idOf(item) === params.starting_after);
      items = index < 0 ? [] : items.slice(index + 1);
    }
    return {
      object: 'list',
      data: items.slice(0, limit),
      has_more: items.length > limit,
      url,
    };
  }

  /**
   * Routes one authenticated API request.
   * @param {ApiRequest} request
   * @param {Auth} auth
   * @returns {ApiAnswer}
   */
  function route(request, auth) {
    const { method, path } = request;
    const params = { ...request.params };
    delete params.key;
    const idempotencyKey = header(request.headers, 'idempotency-key');
    /** @type {RequestContext} */
    const context = {
      requestId: request.requestId,
      idempotencyKey: method === 'POST' ? (idempotencyKey ?? null) : null,
    };
    const parts = path.split('/').filter(Boolean).slice(1).map(decodeURIComponent);
    const [resource, id, action, extra] = parts;

    if (resource === 'payment_intents' && extra === undefined) {
      if (id === undefined) {
        if (method === 'POST') return createIntent(params, auth, context);
        if (method === 'GET') {
          secretOnly(auth);
          const all = [...intents.values()].reverse().map((r) => r.intent);
          const page = list(all, params, '/v1/payment_intents', (pi) => pi.id);
          return {
            status: 200,
            body: { ...page, data: page.data.map((pi) => intentView(pi, auth)) },
          };
        }
      } else if (action === undefined) {
        if (method === 'GET') {
          const record = findIntent(id);
          checkClientSecret(record, auth, params);
          onlyKnown(params, ['client_secret', 'expand']);
          const expand = expandOf(params.expand, ['payment_method', 'latest_charge']);
          return { status: 200, body: intentView(record.intent, auth, expand) };
        }
        if (method === 'POST') return updateIntent(findIntent(id), params, auth);
      } else if (action === 'confirm' && method === 'POST') {
        const record = findIntent(id);
        checkClientSecret(record, auth, params);
        onlyKnown(params, CONFIRM_PARAMS);
        const expand = expandOf(params.expand, ['payment_method', 'latest_charge']);
        return confirm(record, params, auth, context, expand);
      } else if (action === 'cancel' && method === 'POST') {
        return cancelIntent(findIntent(id), params, auth, context);
      }
    }
    if (resource === 'payment_methods' && action === undefined) {
      if (id === undefined && method === 'POST') {
        onlyKnown(params, [
          'type',
          'card',
          'billing_details',
          'metadata',
          'allow_redisplay',
          'expand',
        ]);
        const data = { ...params };
        delete data.expand;
        const record = methodFromData(data, 'payment_method_data', () => undefined);
        return { status: 200, body: clone(record.method) };
      }
      if (id !== undefined && method === 'GET') {
        secretOnly(auth);
        const record = methods.get(id);
        if (!record) throw noSuch('PaymentMethod', id, 'payment_method');
        return { status: 200, body: clone(record.method) };
      }
    }
    if (resource === 'charges' && id !== undefined && action === undefined && method === 'GET') {
      secretOnly(auth);
      const charge = charges.get(id);
      if (!charge) throw noSuch('charge', id, 'id');
      const expand = expandOf(params.expand, ['payment_intent']);
      const view = clone(charge);
      if (expand.includes('payment_intent')) {
        view.payment_intent = clone(intents.get(charge.payment_intent)?.intent ?? null);
      }
      return { status: 200, body: view };
    }
    if (resource === 'refunds' && action === undefined) {
      if (id === undefined && method === 'POST') return createRefund(params, auth, context);
      if (id !== undefined && method === 'GET') {
        secretOnly(auth);
        const refund = refunds.get(id);
        if (!refund) throw noSuch('refund', id, 'id');
        return {
          status: 200,
          body: refundView(refund, expandOf(params.expand, ['charge', 'payment_intent'])),
        };
      }
    }
    if (resource === 'events' && action === undefined && method === 'GET') {
      secretOnly(auth);
      if (id === undefined) {
        let all = [...events].reverse();
        if (params.type !== undefined) all = all.filter((e) => e.type === params.type);
        return { status: 200, body: clone(list(all, params, '/v1/events', (e) => e.id)) };
      }
      const event = events.find((e) => e.id === id);
      if (!event) throw noSuch('event', id, 'id');
      return { status: 200, body: clone(event) };
    }
    throw invalidRequest(
      `Unrecognized request URL (${method}: ${path}). The Stripe stand-in serves the part of ` +
        "Stripe's API that the shop uses; see e2e/standins/stripe/README.md.",
      { status: 404 },
    );
  }

  /**
   * @param {Record<string, string | string[] | undefined>} headers
   * @param {string} name
   */
  function header(headers, name) {
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
  }

  /**
   * The API key of a request: `Authorization: Bearer <key>`, HTTP Basic with the key as user, or
   * (as Stripe.js sends it) a `key` parameter.
   * @param {ApiRequest} request
   * @returns {Auth}
   */
  function authenticate(request) {
    const authorization = header(request.headers, 'authorization')?.trim();
    /** @type {string | undefined} */
    let key;
    if (authorization) {
      const bearer = /^Bearer\s+(\S+)$/i.exec(authorization);
      const basic = /^Basic\s+(\S+)$/i.exec(authorization);
      if (bearer) key = bearer[1];
      else if (basic)
        key = Buffer.from(basic[1] ?? '', 'base64')
          .toString('utf8')
          .split(':')[0];
      else {
        throw invalidRequest(
          'Invalid API Key provided. Use your API key as a Bearer token ' +
            "(e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
          { status: 401 },
        );
      }
    } else if (typeof request.params.key === 'string') {
      key = request.params.key;
    }
    if (!key) {
      throw invalidRequest(
        'You did not provide an API key. You need to provide your API key in the Authorization ' +
          "header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See " +
          'https://stripe.com/docs/api#authentication for details, or we can help at ' +
          'https://support.stripe.com/.',
        { status: 401 },
      );
    }
    if (key === config.secretKey) return { type: 'secret', key };
    if (key === config.publishableKey) return { type: 'publishable', key };
    const masked =
      key.length > 12 ? `${key.slice(0, 8)}${'*'.repeat(key.length - 12)}${key.slice(-4)}` : '****';
    throw invalidRequest(`Invalid API Key provided: ${masked}`, { status: 401 });
  }

  /**
   * One API request: authentication, idempotent replay, the endpoint, Stripe's error answers.
   * @param {ApiRequest} request
   * @returns {ApiAnswer}
   */
  function handle(request) {
    try {
      const auth = authenticate(request);
      const key =
        request.method === 'POST' ? header(request.headers, 'idempotency-key') : undefined;
      if (key === undefined) return route(request, auth);
      if (key.length > 255) {
        throw invalidRequest('Idempotency keys can be no longer than 255 characters.', {
          param: 'Idempotency-Key',
        });
      }
      const scope = `${auth.key}\u0000${key}`;
      const params = { ...request.params };
      delete params.key;
      const fingerprint = canonical([request.method, request.path, params]);
      const saved = idempotent.get(scope);
      if (saved) {
        if (saved.fingerprint !== fingerprint) {
          throw new StripeError(400, {
            message:
              'Keys for idempotent requests can only be used with the same parameters they were ' +
              `first used with. Try using a key other than '${key}' if you meant to execute a ` +
              'different request.',
            type: 'idempotency_error',
          });
        }
        return {
          ...saved.answer,
          headers: { 'Idempotent-Replayed': 'true', 'Original-Request': saved.requestId },
        };
      }
      const answer = answerOf(() => route(request, auth));
      // Stripe keeps the result once the endpoint ran (successes and card errors), not the
      // requests it refused before doing anything.
      if (answer.status < 300 || answer.status === 402) {
        idempotent.set(scope, { fingerprint, answer, requestId: request.requestId });
      }
      return answer;
    } catch (error) {
      return errorAnswer(error);
    }
  }

  /** @param {() => ApiAnswer} run */
  function answerOf(run) {
    try {
      return run();
    } catch (error) {
      return errorAnswer(error);
    }
  }

  /** @param {unknown} error @returns {ApiAnswer} */
  function errorAnswer(error) {
    if (error instanceof StripeError) {
      return {
        status: error.status,
        body: { error: error.error },
        headers: {
          'Stripe-Should-Retry': 'false',
          ...(error.status === 401 ? { 'WWW-Authenticate': 'Bearer realm="Stripe"' } : {}),
          ...error.headers,
        },
      };
    }
    throw error;
  }

  // ---- the 3-D Secure challenge and test helpers ---------------------------------------------

  /**
   * The PaymentIntent waiting for this challenge, or null when it is not (any more).
   * @param {string} id
   * @param {string | null} token
   */
  function pendingChallenge(id, token) {
    const record = intents.get(id);
    if (!record || record.intent.status !== 'requires_action' || !token) return null;
    if (token !== record.challengeToken) return null;
    return { intent: clone(record.intent), returnUrl: record.returnUrl };
  }

  /**
   * Completes or fails the 3-D Secure check of a PaymentIntent.
   * @param {string} id
   * @param {string | null} token
   * @param {'complete' | 'fail'} action
   * @returns {{ intent: StripeObject, returnUrl: string | null, redirectStatus: 'succeeded' | 'failed' } | null}
   */
  function resolveChallenge(id, token, action) {
    if (!pendingChallenge(id, token)) return null;
    const record = /** @type {IntentRecord} */ (intents.get(id));
    const { intent } = record;
    const method = methods.get(intent.payment_method);
    /** @type {RequestContext} */
    const context = { requestId: null, idempotencyKey: null };
    if (action === 'complete' && method) {
      succeed(record, method, context, { threeDSecure: true });
    } else {
      Object.assign(intent, {
        status: 'requires_payment_method',
        last_payment_error: {
          code: 'payment_intent_authentication_failure',
          doc_url: docUrl('payment_intent_authentication_failure'),
          message: CARD_MESSAGES.payment_intent_authentication_failure,
          payment_method: method ? clone(method.method) : null,
          type: 'invalid_request_error',
        },
        next_action: null,
        payment_method: null,
      });
      record.challengeToken = null;
      emit('payment_intent.payment_failed', intent, context);
    }
    return {
      intent: clone(intent),
      returnUrl: record.returnUrl,
      redirectStatus: intent.status === 'succeeded' ? 'succeeded' : 'failed',
    };
  }

  /**
   * Test helper: moves a PaymentIntent as an asynchronous payment method would: into
   * `processing`, then to `succeeded` or back to `requires_payment_method`.
   * @param {string} id
   * @param {'processing' | 'succeed' | 'fail'} step
   * @returns {ApiAnswer}
   */
  function settle(id, step) {
    /** @type {RequestContext} */
    const context = { requestId: null, idempotencyKey: null };
    return answerOf(() => {
      const record = findIntent(id);
      const { intent } = record;
      if (step === 'processing') {
        if (!OPEN_STATUSES.includes(intent.status)) {
          throw invalidRequest(
            `A PaymentIntent in status ${intent.status} cannot start processing.`,
          );
        }
        const method =
          (intent.payment_method && methods.get(intent.payment_method)) ||
          methodById('pm_card_visa');
        Object.assign(intent, {
          status: 'processing',
          payment_method: method.method.id,
          next_action: null,
          last_payment_error: null,
          processing: { card: { customer_notification: null }, type: 'card' },
        });
        record.challengeToken = null;
        emit('payment_intent.processing', intent, context);
      } else {
        if (intent.status !== 'processing') {
          throw invalidRequest(`The PaymentIntent is ${intent.status}, not processing.`);
        }
        const method = /** @type {MethodRecord} */ (methods.get(intent.payment_method));
        if (step === 'succeed') succeed(record, method, context);
        else
          decline(
            record,
            method,
            { code: 'card_declined', declineCode: 'generic_decline' },
            context,
          );
      }
      return { status: 200, body: clone(intent) };
    });
  }

  function reset() {
    intents.clear();
    methods.clear();
    charges.clear();
    refunds.clear();
    events.length = 0;
    idempotent.clear();
  }

  return {
    handle,
    pendingChallenge,
    resolveChallenge,
    settle,
    reset,
    /** @returns {StripeObject[]} every PaymentIntent, newest first */
    paymentIntents: () => [...intents.values()].reverse().map((r) => clone(r.intent)),
    /** @returns {StripeObject[]} every event, newest first */
    events: () => [...events].reverse().map(clone),
    /** @param {string} id */
    event: (id) => {
      const event = events.find((e) => e.id === id);
      return event ? clone(event) : null;
    },
  };
}
