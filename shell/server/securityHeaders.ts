import type { RuntimeConfig } from '@teashop/contracts';

/** What the headers depend on: the settings the browser gets, and the shop's public URL. */
export type SecuritySettings = Pick<
  RuntimeConfig,
  | 'cmsUrl'
  | 'remotes'
  | 'stripePublishableKey'
  | 'stripeStandinUrl'
  | 'recaptchaSiteKey'
  | 'recaptchaScriptUrl'
> & {
  publicUrl: string;
  /** Origins that may show the page in a frame (a draft preview in the cms admin panel); none by default. */
  frameAncestors?: string[];
};

export const CSP_REPORT_PATH = '/csp-report';

const STRIPE = {
  script: ['https://js.stripe.com'],
  connect: ['https://api.stripe.com', 'https://m.stripe.network'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
};
const RECAPTCHA = {
  script: ['https://www.google.com', 'https://www.gstatic.com'],
  frame: ['https://www.google.com', 'https://recaptcha.google.com'],
};

/** The origin of an absolute http(s) URL; nothing for paths (same origin) or anything else. */
function originOf(url: string | undefined): string[] {
  if (!url || url.startsWith('/')) return [];
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? [parsed.origin] : [];
  } catch {
    return [];
  }
}

const unique = (values: string[]): string => [...new Set(values)].join(' ');

/**
 * The Content-Security-Policy of the shop's pages. Scripts only from the shop, its remotes and,
 * when configured, Stripe (or its stand-in) and reCAPTCHA, and inline only with the answer's
 * nonce (React's small reveal scripts in server-rendered HTML carry it; the server's JSON and
 * JSON-LD blocks are data, not scripts); never `'unsafe-inline'` or `'unsafe-eval'`. Styles allow inline: the server inlines the shell's style sheets and React renders
 * `style` attributes.
 */
export function contentSecurityPolicy(settings: SecuritySettings, nonce?: string): string {
  const remotes = Object.values(settings.remotes ?? {}).flatMap(originOf);
  const cms = originOf(settings.cmsUrl);
  const realStripe = Boolean(settings.stripePublishableKey?.trim());
  const stripe = realStripe
    ? STRIPE
    : (() => {
        const standin = originOf(settings.stripeStandinUrl || 'http://localhost:12111');
        return { script: standin, connect: standin, frame: standin };
      })();
  const captchaScript = settings.recaptchaScriptUrl?.trim()
    ? originOf(settings.recaptchaScriptUrl)
    : settings.recaptchaSiteKey?.trim()
      ? RECAPTCHA.script
      : [];
  const captchaFrame = settings.recaptchaSiteKey?.trim() ? RECAPTCHA.frame : captchaScript;
  const directives: Array<[string, string]> = [
    ['default-src', "'self'"],
    [
      'script-src',
      unique([
        "'self'",
        ...(nonce ? [`'nonce-${nonce}'`] : []),
        ...remotes,
        ...stripe.script,
        ...captchaScript,
      ]),
    ],
    ['connect-src', unique(["'self'", ...remotes, ...cms, ...stripe.connect, ...captchaScript])],
    ['style-src', unique(["'self'", "'unsafe-inline'", ...remotes])],
    ['img-src', unique(["'self'", 'data:', 'blob:', ...cms, ...remotes, 'https://*.stripe.com'])],
    ['font-src', unique(["'self'", 'data:', ...remotes])],
    ['frame-src', unique([...stripe.frame, ...captchaFrame]) || "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', unique(settings.frameAncestors ?? []) || "'none'"],
    ['report-uri', CSP_REPORT_PATH],
  ];
  if (settings.publicUrl.startsWith('https:')) directives.push(['upgrade-insecure-requests', '']);
  return directives.map(([name, value]) => `${name} ${value}`.trim()).join('; ');
}

/** What every answer carries, files and data included: its type is what it says, and an https shop stays https. */
export function everyAnswerHeaders(publicUrl: string): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    ...(publicUrl.startsWith('https:')
      ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' }
      : {}),
  };
}

/** Every header a page (an HTML answer) carries for the browser's protection. */
export function securityHeaders(
  settings: SecuritySettings,
  nonce?: string,
): Record<string, string> {
  const stripeOrigin = settings.stripePublishableKey?.trim()
    ? '"https://js.stripe.com"'
    : unique(originOf(settings.stripeStandinUrl || 'http://localhost:12111').map((o) => `"${o}"`));
  const headers: Record<string, string> = {
    ...everyAnswerHeaders(settings.publicUrl),
    'Content-Security-Policy': contentSecurityPolicy(settings, nonce),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'Permissions-Policy': [
      'camera=()',
      'microphone=()',
      'geolocation=()',
      'usb=()',
      `payment=(self ${stripeOrigin})`.replace(/ \)$/, ')'),
    ].join(', '),
  };
  // X-Frame-Options cannot name an origin: a page framed by the admin panel relies on the CSP.
  if (!settings.frameAncestors?.length) headers['X-Frame-Options'] = 'DENY';
  return headers;
}
