import crypto from 'node:crypto';
import { readState } from './server';
import { STRIPE_KEYS } from './stripe-standin';
import { baseUrl, type Json } from './api';

/** Stripe test cards. */
export const CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  threeDSecure: '4000002500003155',
};

export const stripeUrl = (): string => {
  const url = readState().stripeUrl;
  if (!url) throw new Error('the test run has no Stripe stand-in');
  return url;
};

/** Stripe's form encoding: a[b][c]=… */
function formEncode(value: unknown, prefix = '', out = new URLSearchParams()): URLSearchParams {
  if (value === undefined || value === null) return out;
  if (Array.isArray(value)) {
    value.forEach((v, i) => formEncode(v, `${prefix}[${i}]`, out));
  } else if (typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) formEncode(v, prefix ? `${prefix}[${k}]` : k, out);
  } else {
    out.append(prefix, String(value));
  }
  return out;
}

/** One call to the stand-in's Stripe API with the secret key. */
export async function stripeApi(
  path: string,
  options: { method?: string; params?: Record<string, unknown>; key?: string } = {},
): Promise<{ status: number; body: Json }> {
  const method = options.method ?? (options.params ? 'POST' : 'GET');
  const res = await fetch(`${stripeUrl()}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${options.key ?? STRIPE_KEYS.secretKey}`,
      ...(options.params ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
    },
    body: options.params ? formEncode(options.params).toString() : undefined,
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON
  }
  return { status: res.status, body };
}

/** Confirms a PaymentIntent with a test card, as Stripe.js would after the shopper typed it. */
export const confirmCard = (paymentIntentId: string, number: string) =>
  stripeApi(`/v1/payment_intents/${paymentIntentId}/confirm`, {
    params: {
      payment_method_data: {
        type: 'card',
        card: { number, exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' },
      },
    },
  });

/** Webhook deliveries: forwarded to the cms, or held (the webhook never arrives). */
export async function webhooks(mode: 'hold' | 'pass'): Promise<void> {
  const url = readState().webhookGateUrl;
  if (!url) throw new Error('the test run has no webhook gate');
  const res = await fetch(`${url}/__gate/${mode}`, { method: 'POST' });
  if (res.status !== 200) throw new Error(`webhook gate: ${res.status}`);
}

export interface GateDelivery {
  eventId: string | null;
  type: string | null;
  paymentIntentId: string | null;
  forwarded: boolean;
  status: number | null;
}

export async function webhookDeliveries(): Promise<GateDelivery[]> {
  const res = await fetch(`${readState().webhookGateUrl}/__gate/log`);
  return ((await res.json()) as { deliveries: GateDelivery[] }).deliveries;
}

/** Polls until `check` returns a value other than undefined/false, or fails after `ms`. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined | false>,
  ms = 10_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) {
      throw new Error(`timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A signed webhook request for any payload, as Stripe signs them. */
export function signedWebhook(
  payload: string,
  options: { secret?: string; timestamp?: number } = {},
): { body: string; signature: string } {
  const t = options.timestamp ?? Math.floor(Date.now() / 1000);
  const v1 = crypto
    .createHmac('sha256', options.secret ?? STRIPE_KEYS.webhookSecret)
    .update(`${t}.${payload}`)
    .digest('hex');
  return { body: payload, signature: `t=${t},v1=${v1}` };
}

export async function postWebhook(
  body: string,
  signature?: string,
): Promise<{ status: number; body: Json }> {
  const res = await fetch(`${baseUrl()}/api/stripe/webhook`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(signature ? { 'Stripe-Signature': signature } : {}),
    },
    body,
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON
  }
  return { status: res.status, body: parsed };
}
