import { contentSecurityPolicy, securityHeaders, type SecuritySettings } from './securityHeaders';

const local: SecuritySettings = {
  publicUrl: 'http://localhost:3000',
  cmsUrl: 'http://localhost:1337',
  remotes: {
    'mf-catalog': '/remotes/mf-catalog/mf-manifest.json',
    'mf-content': 'https://cdn.example/content/v3/mf-manifest.json',
  },
  stripePublishableKey: '',
  stripeStandinUrl: 'http://localhost:12111',
  recaptchaSiteKey: '',
  recaptchaScriptUrl: '',
};

const directive = (policy: string, name: string): string[] =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

describe('content security policy', () => {
  it('allows scripts from the shop, its remotes and the payment stand-in only, never inline', () => {
    const policy = contentSecurityPolicy(local);
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      'https://cdn.example',
      'http://localhost:12111',
    ]);
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://cdn.example',
      'http://localhost:1337',
      'http://localhost:12111',
    ]);
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'report-uri')).toEqual(['/csp-report']);
    expect(policy).not.toContain('upgrade-insecure-requests');
  });

  it('names Stripe and reCAPTCHA only when their keys are configured', () => {
    const real = contentSecurityPolicy({
      ...local,
      stripePublishableKey: 'pk_live_123',
      recaptchaSiteKey: 'site-key',
    });
    expect(directive(real, 'script-src')).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://www.google.com']),
    );
    expect(directive(real, 'frame-src')).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://www.google.com']),
    );
    expect(real).not.toContain('localhost:12111');
    expect(contentSecurityPolicy(local)).not.toContain('google');
    expect(contentSecurityPolicy(local)).not.toContain('js.stripe.com');
  });

  it('ignores remote URLs that are not http(s)', () => {
    const policy = contentSecurityPolicy({
      ...local,
      remotes: { 'mf-catalog': 'javascript:alert(1)', 'mf-member': 'data:text/html,x' },
    });
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'http://localhost:12111']);
  });
});

describe('security headers', () => {
  it('forbid framing, limit browser features and keep the opener apart', () => {
    const headers = securityHeaders(local);
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
    expect(headers['Permissions-Policy']).toContain('payment=(self "http://localhost:12111")');
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers).not.toHaveProperty('Strict-Transport-Security');
  });

  it('add HSTS and upgrade requests when the shop is served over https', () => {
    const headers = securityHeaders({
      ...local,
      publicUrl: 'https://shop.example',
      stripePublishableKey: 'pk_live_1',
    });
    expect(headers['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['Content-Security-Policy']).toContain('upgrade-insecure-requests');
    expect(headers['Permissions-Policy']).toContain('payment=(self "https://js.stripe.com")');
  });
});

describe('the content backend behind the shop’s origin', () => {
  it('needs no cms origin in connect-src or img-src unless PUBLIC_CMS_URL names one', () => {
    const policy = contentSecurityPolicy({ ...local, cmsUrl: '' });
    expect(policy).not.toContain('1337');
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://cdn.example',
      'http://localhost:12111',
    ]);
    expect(directive(policy, 'img-src')).toEqual(
      expect.not.arrayContaining(['http://localhost:1337']),
    );
  });
});
