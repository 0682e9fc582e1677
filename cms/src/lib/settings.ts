/** Runtime settings read from the environment, shared by config files and the server code. */

const list = (value: string | undefined, fallback: string[]): string[] =>
  value
    ? value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : fallback;

export const DEFAULT_STOREFRONT_ORIGINS = [
  'http://localhost:3000',
  'http://localhost:3001',
  'http://localhost:3002',
  'http://localhost:3003',
  'http://localhost:3004',
];

export function storefrontOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  return list(env.STOREFRONT_ORIGINS, DEFAULT_STOREFRONT_ORIGINS);
}

export function storefrontUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (env.STOREFRONT_URL || 'http://localhost:3000').replace(/\/+$/, '');
}

/**
 * The profile the shop runs in, named by SHOP_PROFILE. `local-demo` (`npm start`, the tests): servers
 * on loopback answering loopback names only, generated local secrets, the demo account, captured
 * mail, the captcha and payment stand-ins. Anything else is production: with NODE_ENV=production
 * every secret and real service must be configured (lib/production-check.ts).
 */
export const LOCAL_DEMO_PROFILE = 'local-demo';

export function isLocalDemo(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.SHOP_PROFILE === LOCAL_DEMO_PROFILE;
}

/** Mail is captured to files (and readable at /api/dev-mail) unless an SMTP server is configured. */
export function mailCaptureMode(env: NodeJS.ProcessEnv = process.env): boolean {
  return !env.SMTP_HOST;
}

/**
 * The dev-mail read endpoint exposes reset links, so it is only served by the local demo: capture
 * mode in the local demo profile.
 */
export function devMailEndpointEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return mailCaptureMode(env) && isLocalDemo(env);
}

/** The captcha stand-in only exists in the local demo, while no real reCAPTCHA secret is configured. */
export function captchaStandInEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return !env.RECAPTCHA_SECRET && isLocalDemo(env);
}

/**
 * The demo content (catalogue, members with orders, the demo account) is seeded into an empty
 * database only outside production, or in the local demo profile.
 */
export function demoContentEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV !== 'production' || isLocalDemo(env);
}

export function authRateLimitEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.TEST_DISABLE_RATELIMIT !== '1';
}

export const CONTENT_LOCALES = ['en', 'zh-Hant', 'ja-JP'] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];

export const LOCALE_CURRENCY: Record<ContentLocale, 'USD' | 'TWD' | 'JPY'> = {
  en: 'USD',
  'zh-Hant': 'TWD',
  'ja-JP': 'JPY',
};

/** Where each content locale's pages live on the storefront (English has no prefix). */
export const STOREFRONT_LOCALE_PATH: Record<ContentLocale, string> = {
  en: '',
  'zh-Hant': '/zh',
  'ja-JP': '/jp',
};

export function isContentLocale(value: unknown): value is ContentLocale {
  return typeof value === 'string' && (CONTENT_LOCALES as readonly string[]).includes(value);
}

/** Storefront locale codes (en, zh, jp) and content locale codes are both accepted. */
export function toContentLocale(value: unknown): ContentLocale | undefined {
  if (isContentLocale(value)) return value;
  if (value === 'zh') return 'zh-Hant';
  if (value === 'jp' || value === 'ja') return 'ja-JP';
  return undefined;
}
