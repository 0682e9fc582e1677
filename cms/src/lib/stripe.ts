import Stripe from 'stripe';

/**
 * Where card payments go. With STRIPE_SECRET_KEY set, to Stripe itself (test or live keys) and
 * STRIPE_WEBHOOK_SECRET must be set too. Without it, to the offline Stripe stand-in
 * (e2e/standins/stripe) at STRIPE_API_URL (default http://127.0.0.1:12111) with the stand-in's key
 * and webhook secret, which speaks the same API to the same SDK.
 */

export const STANDIN_SECRET_KEY = 'sk_test_standin';
export const STANDIN_WEBHOOK_SECRET = 'whsec_standin';
export const STANDIN_API_URL = 'http://127.0.0.1:12111';
/** Stripe's own tolerance for the age of a webhook signature. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export interface StripeSettings {
  mode: 'stripe' | 'standin';
  secretKey: string;
  webhookSecret: string;
  /** stand-in only: where the SDK sends its requests */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

export class StripeConfigError extends Error {}

export function stripeSettings(env: NodeJS.ProcessEnv = process.env): StripeSettings {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  if (secretKey) {
    const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim();
    if (!webhookSecret) {
      throw new StripeConfigError(
        'STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is not: set the signing secret of the ' +
          'webhook endpoint <cms>/api/stripe/webhook (see cms/README.md).',
      );
    }
    return { mode: 'stripe', secretKey, webhookSecret };
  }
  const raw = env.STRIPE_API_URL?.trim() || STANDIN_API_URL;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new StripeConfigError(`STRIPE_API_URL is not a URL: ${raw}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new StripeConfigError(`STRIPE_API_URL must be http(s): ${raw}`);
  }
  const protocol = url.protocol === 'https:' ? 'https' : 'http';
  return {
    mode: 'standin',
    secretKey: STANDIN_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET?.trim() || STANDIN_WEBHOOK_SECRET,
    host: url.hostname,
    port: url.port ? Number(url.port) : protocol === 'https' ? 443 : 80,
    protocol,
  };
}

export function createStripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(settings.mode === 'standin'
      ? {
          host: settings.host,
          port: settings.port,
          protocol: settings.protocol,
          telemetry: false,
        }
      : {}),
  });
}

let cached: { client: Stripe; settings: StripeSettings } | undefined;

/** The process-wide client, created from the environment on first use. */
export function stripe(): { client: Stripe; settings: StripeSettings } {
  if (!cached) {
    const settings = stripeSettings();
    cached = { client: createStripeClient(settings), settings };
  }
  return cached;
}

export type { Stripe };

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  diners: 'Diners Club',
  unionpay: 'UnionPay',
  cartes_bancaires: 'Cartes Bancaires',
  eftpos_au: 'eftpos',
};

/** 'Visa •••• 4242' from a card's brand and last four digits; null without a card. */
export function cardLabel(
  card: { brand?: string | null; last4?: string | null } | null | undefined,
) {
  if (!card?.last4) return null;
  const brand = card.brand ? (BRANDS[card.brand] ?? card.brand) : 'Card';
  return `${brand} •••• ${card.last4}`;
}
