import { type Locale, getRuntimeConfig } from '@teashop/contracts';
import type { Grecaptcha } from './types';

export const GOOGLE_RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js';
/** Site key passed to the stand-in, which ignores it. */
export const STANDIN_SITE_KEY = 'standin';
const LOAD_TIMEOUT_MS = 20_000;
const ONLOAD_CALLBACK = '__teashopRecaptchaLoaded';

/** reCAPTCHA's `hl` language codes of the shop's locales. */
export const RECAPTCHA_LANGUAGE: Record<Locale, string> = { en: 'en', zh: 'zh-TW', jp: 'ja' };

export interface RecaptchaSource {
  /** Script to load (Google's api.js or a compatible stand-in); null: the bundled stand-in. */
  scriptUrl: string | null;
  siteKey: string;
}

/**
 * Which reCAPTCHA the page uses: an explicitly configured script URL, else Google's script when a
 * site key is configured, else the stand-in bundled with this area.
 */
export function recaptchaSource(config: {
  recaptchaSiteKey?: string;
  recaptchaScriptUrl?: string;
}): RecaptchaSource {
  const siteKey = config.recaptchaSiteKey?.trim() || '';
  const scriptUrl = config.recaptchaScriptUrl?.trim() || (siteKey ? GOOGLE_RECAPTCHA_SCRIPT : null);
  return { scriptUrl, siteKey: siteKey || STANDIN_SITE_KEY };
}

function withParams(url: string, params: Record<string, string>): string {
  const parsed = new URL(url, window.location.href);
  for (const [k, v] of Object.entries(params)) parsed.searchParams.set(k, v);
  return parsed.toString();
}

function loadScript(url: string, hl: string): Promise<Grecaptcha> {
  return new Promise<Grecaptcha>((resolve, reject) => {
    const globals = window as unknown as Record<string, unknown>;
    const timer = window.setTimeout(
      () => reject(new Error('reCAPTCHA load timeout')),
      LOAD_TIMEOUT_MS,
    );
    const done = () => {
      const api = window.grecaptcha;
      if (!api?.render) return;
      window.clearTimeout(timer);
      api.ready(() => resolve(api));
    };
    globals[ONLOAD_CALLBACK] = done;
    const script = document.createElement('script');
    script.src = withParams(url, { onload: ONLOAD_CALLBACK, render: 'explicit', hl });
    script.async = true;
    script.defer = true;
    script.onerror = () => {
      window.clearTimeout(timer);
      reject(new Error('reCAPTCHA script failed to load'));
    };
    document.head.appendChild(script);
  });
}

let loading: Promise<Grecaptcha> | null = null;

/** Loads the reCAPTCHA browser API once per page and returns it with the site key to render. */
export function loadRecaptcha(locale: Locale): Promise<{ api: Grecaptcha; siteKey: string }> {
  const config = getRuntimeConfig();
  const source = recaptchaSource(config);
  const hl = RECAPTCHA_LANGUAGE[locale];
  if (!loading) {
    if (window.grecaptcha?.render) {
      const api = window.grecaptcha;
      loading = new Promise((resolve) => api.ready(() => resolve(api)));
    } else if (source.scriptUrl) {
      loading = loadScript(source.scriptUrl, hl);
    } else {
      loading = import('./standin').then(({ createStandInRecaptcha }) => {
        const api = createStandInRecaptcha({
          tokenUrl: `${config.cmsUrl.replace(/\/$/, '')}/api/captcha-standin/token`,
          hl,
        });
        window.grecaptcha = api;
        return api;
      });
    }
    loading = loading.catch((error: unknown) => {
      loading = null;
      throw error;
    });
  }
  return loading.then((api) => ({ api, siteKey: source.siteKey }));
}
