/**
 * Checkout and payment (cms/docs/checkout.md). The member endpoints need the JWT (the
 * authenticated role is granted them in bootstrap); the Stripe webhook is public and checked by
 * its signature instead.
 */
export default {
  routes: [
    {
      method: 'POST',
      path: '/checkout/quote',
      handler: 'checkout.quote',
      config: { policies: [] },
    },
    {
      method: 'POST',
      path: '/checkout/payment',
      handler: 'checkout.payment',
      config: { policies: [] },
    },
    {
      method: 'GET',
      path: '/checkout/orders/:documentId/result',
      handler: 'checkout.result',
      config: { policies: [] },
    },
    {
      method: 'POST',
      path: '/stripe/webhook',
      handler: 'checkout.webhook',
      config: { auth: false, policies: [] },
    },
  ],
};
