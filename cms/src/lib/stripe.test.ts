import { cardLabel, createStripeClient, StripeConfigError, stripeSettings } from './stripe';

describe('stripeSettings', () => {
  test('without a secret key: the stand-in with its defaults', () => {
    expect(stripeSettings({})).toEqual({
      mode: 'standin',
      secretKey: 'sk_test_standin',
      webhookSecret: 'whsec_standin',
      host: '127.0.0.1',
      port: 12111,
      protocol: 'http',
    });
  });

  test('the stand-in at another address, with another webhook secret', () => {
    expect(
      stripeSettings({ STRIPE_API_URL: 'https://stripe.local', STRIPE_WEBHOOK_SECRET: 'whsec_x' }),
    ).toMatchObject({
      host: 'stripe.local',
      port: 443,
      protocol: 'https',
      webhookSecret: 'whsec_x',
    });
    expect(() => stripeSettings({ STRIPE_API_URL: 'nonsense' })).toThrow(StripeConfigError);
    expect(() => stripeSettings({ STRIPE_API_URL: 'ftp://x' })).toThrow(StripeConfigError);
  });

  test('a real key needs the webhook secret and ignores STRIPE_API_URL', () => {
    expect(() => stripeSettings({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
    expect(
      stripeSettings({
        STRIPE_SECRET_KEY: 'sk_test_abc',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc',
        STRIPE_API_URL: 'http://127.0.0.1:1',
      }),
    ).toEqual({ mode: 'stripe', secretKey: 'sk_test_abc', webhookSecret: 'whsec_abc' });
  });

  test('the client signs and checks webhook payloads with the configured secret', () => {
    const settings = stripeSettings({});
    const client = createStripeClient(settings);
    const payload = JSON.stringify({ id: 'evt_1', type: 'payment_intent.succeeded' });
    const header = client.webhooks.generateTestHeaderString({
      payload,
      secret: settings.webhookSecret,
    });
    const event = client.webhooks.constructEvent(payload, header, settings.webhookSecret, 300);
    expect(event.id).toBe('evt_1');
    expect(() => client.webhooks.constructEvent(payload, header, 'whsec_other', 300)).toThrow();
  });
});

describe('cardLabel', () => {
  test('brand and last four digits', () => {
    expect(cardLabel({ brand: 'visa', last4: '4242' })).toBe('Visa •••• 4242');
    expect(cardLabel({ brand: 'amex', last4: '8431' })).toBe('American Express •••• 8431');
    expect(cardLabel({ brand: 'newbrand', last4: '0001' })).toBe('newbrand •••• 0001');
    expect(cardLabel({ brand: null, last4: '0001' })).toBe('Card •••• 0001');
    expect(cardLabel({ brand: 'visa' })).toBeNull();
    expect(cardLabel(null)).toBeNull();
  });
});
