import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe, StripeElementLocale } from '@stripe/stripe-js';
import { type Locale, type RuntimeConfig, getRuntimeConfig } from '@teashop/contracts';

/** Publishable key the offline stand-in accepts (it speaks Stripe's test mode). */
export const STANDIN_PUBLISHABLE_KEY = 'pk_test_standin';
const DEFAULT_STANDIN_URL = 'http://localhost:12111';
const LOAD_TIMEOUT_MS = 20_000;

export const STRIPE_LOCALE: Record<Locale, StripeElementLocale> = {
  en: 'en',
  zh: 'zh-TW',
  jp: 'ja',
};

export interface StripeSource {
  publishableKey: string;
  /** Script defining `window.Stripe` to load first (the stand-in); null: Stripe.js itself. */
  standinScript: string | null;
}

/** Real Stripe.js when a publishable key is configured, otherwise the offline stand-in. */
export function stripeSource(
  config: Pick<RuntimeConfig, 'stripePublishableKey' | 'stripeStandinUrl'>,
): StripeSource {
  const key = config.stripePublishableKey?.trim();
  if (key) return { publishableKey: key, standinScript: null };
  const base = (config.stripeStandinUrl?.trim() || DEFAULT_STANDIN_URL).replace(/\/+$/, '');
  return { publishableKey: STANDIN_PUBLISHABLE_KEY, standinScript: `${base}/stripe.js` };
}

function injectScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    const timer = window.setTimeout(
      () => reject(new Error('Payment script timeout')),
      LOAD_TIMEOUT_MS,
    );
    script.src = src;
    script.async = true;
    script.onload = () => {
      window.clearTimeout(timer);
      resolve();
    };
    script.onerror = () => {
      window.clearTimeout(timer);
      script.remove();
      reject(new Error('Payment script failed to load'));
    };
    document.head.appendChild(script);
  });
}

let loading: Promise<Stripe> | null = null;

/**
 * The page's one Stripe instance. The provider's script is loaded on the first call (checkout
 * only; `@stripe/stripe-js/pure` loads nothing at import) and reused afterwards; a failed load may
 * be retried.
 */
export function getStripe(): Promise<Stripe> {
  if (!loading) {
    loading = (async () => {
      const source = stripeSource(getRuntimeConfig());
      const globals = window as unknown as { Stripe?: unknown };
      if (source.standinScript && !globals.Stripe) await injectScript(source.standinScript);
      const stripe = await loadStripe(source.publishableKey);
      if (!stripe) throw new Error('Stripe.js is not available');
      return stripe;
    })();
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}
