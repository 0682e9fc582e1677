import { SECRET_NAMES } from './local-secrets';
import {
  assertProductionReady,
  isProductionStart,
  productionProblems,
  productionRefusal,
} from './production-check';
import { captchaStandInEnabled, demoContentEnabled, devMailEndpointEnabled } from './settings';

/** A production environment with every secret and real service configured. */
const ready: NodeJS.ProcessEnv = {
  NODE_ENV: 'production',
  ...Object.fromEntries(SECRET_NAMES.map((name) => [name, `${name.toLowerCase()}-value`])),
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  RECAPTCHA_SECRET: 'recaptcha-secret',
  SMTP_HOST: 'smtp.example',
};

const without = (name: string): NodeJS.ProcessEnv => {
  const env = { ...ready };
  delete env[name];
  return env;
};

describe('a production start of the content backend', () => {
  it('starts with every secret and service configured', () => {
    expect(productionProblems(ready)).toEqual([]);
    expect(() => assertProductionReady(ready)).not.toThrow();
  });

  it.each([
    ...SECRET_NAMES,
    'STRIPE_SECRET_KEY',
    'STRIPE_WEBHOOK_SECRET',
    'RECAPTCHA_SECRET',
    'SMTP_HOST',
  ])('is refused without %s, naming it', (name) => {
    const env = without(name);
    expect(productionProblems(env).map((p) => p.variable)).toEqual([name]);
    expect(() => assertProductionReady(env)).toThrow(new RegExp(`\\b${name}:`));
  });

  it('is refused with an SMTP user and no password, naming SMTP_PASSWORD', () => {
    const env = { ...ready, SMTP_USERNAME: 'mailer' };
    expect(productionProblems(env).map((p) => p.variable)).toEqual(['SMTP_PASSWORD']);
  });

  it('is refused with the tests-only rate limit switch, naming TEST_DISABLE_RATELIMIT', () => {
    const env = { ...ready, TEST_DISABLE_RATELIMIT: '1' };
    expect(productionProblems(env).map((p) => p.variable)).toEqual(['TEST_DISABLE_RATELIMIT']);
  });

  it('is refused with an unknown profile, naming SHOP_PROFILE', () => {
    const env = { ...ready, SHOP_PROFILE: 'demo' };
    expect(productionProblems(env).map((p) => p.variable)).toEqual(['SHOP_PROFILE']);
  });

  it('names every missing variable at once', () => {
    const message = productionRefusal(productionProblems({ NODE_ENV: 'production' }));
    for (const name of [...SECRET_NAMES, 'STRIPE_SECRET_KEY', 'RECAPTCHA_SECRET', 'SMTP_HOST']) {
      expect(message).toContain(`${name}:`);
    }
  });

  it('has no stand-ins, captured-mail reader or demo content, even when nothing is configured', () => {
    const env: NodeJS.ProcessEnv = { NODE_ENV: 'production' };
    expect(captchaStandInEnabled(env)).toBe(false);
    expect(devMailEndpointEnabled(env)).toBe(false);
    expect(demoContentEnabled(env)).toBe(false);
  });
});

describe('the local demo profile (SHOP_PROFILE=local-demo)', () => {
  const demo: NodeJS.ProcessEnv = { NODE_ENV: 'production', SHOP_PROFILE: 'local-demo' };

  it('is not a production start: nothing is required', () => {
    expect(isProductionStart(demo)).toBe(false);
    expect(() => assertProductionReady(demo)).not.toThrow();
  });

  it('has the captcha stand-in, the captured-mail reader and the demo content', () => {
    expect(captchaStandInEnabled(demo)).toBe(true);
    expect(devMailEndpointEnabled(demo)).toBe(true);
    expect(demoContentEnabled(demo)).toBe(true);
  });

  it('uses a configured reCAPTCHA or SMTP server instead of its stand-ins', () => {
    expect(captchaStandInEnabled({ ...demo, RECAPTCHA_SECRET: 'x' })).toBe(false);
    expect(devMailEndpointEnabled({ ...demo, SMTP_HOST: 'smtp.example' })).toBe(false);
  });

  it('the old ALLOW_LOCAL_SECRETS=1 no longer opens the stand-ins', () => {
    const old: NodeJS.ProcessEnv = { NODE_ENV: 'production', ALLOW_LOCAL_SECRETS: '1' };
    expect(isProductionStart(old)).toBe(true);
    expect(devMailEndpointEnabled(old)).toBe(false);
    expect(captchaStandInEnabled(old)).toBe(false);
  });
});
