import { STANDIN_PUBLISHABLE_KEY, stripeSource } from './loadStripe';

describe('payment provider source', () => {
  it('loads Stripe.js itself when a publishable key is configured', () => {
    expect(stripeSource({ stripePublishableKey: 'pk_test_abc', stripeStandinUrl: '' })).toEqual({
      publishableKey: 'pk_test_abc',
      standinScript: null,
    });
  });

  it('loads the offline stand-in script otherwise', () => {
    expect(
      stripeSource({ stripePublishableKey: '', stripeStandinUrl: 'http://pay.test/' }),
    ).toEqual({
      publishableKey: STANDIN_PUBLISHABLE_KEY,
      standinScript: 'http://pay.test/stripe.js',
    });
  });
});
