import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { stripe, WEBHOOK_TOLERANCE_SECONDS, type Stripe } from '../../../lib/stripe';
import { bodyData, isRecord, type Ctx } from '../../../lib/types';
import { CheckoutError } from '../errors';
import type createCheckoutService from '../services/checkout';
import type createPaymentsService from '../services/payments';

type CheckoutService = ReturnType<typeof createCheckoutService>;
type PaymentsService = ReturnType<typeof createPaymentsService>;

const UNPARSED_BODY = Symbol.for('unparsedBody');

/** The request body exactly as received (strapi::body keeps it with includeUnparsed). */
function rawBody(ctx: Ctx): string | Buffer | null {
  const body: unknown = ctx.request.body;
  if (typeof body === 'string' || Buffer.isBuffer(body)) return body;
  if (typeof body === 'object' && body !== null) {
    const raw = (body as Record<symbol, unknown>)[UNPARSED_BODY];
    if (typeof raw === 'string' || Buffer.isBuffer(raw)) return raw;
  }
  return null;
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const checkout = () => strapi.service('api::checkout.checkout') as unknown as CheckoutService;
  const payments = () => strapi.service('api::checkout.payments') as unknown as PaymentsService;

  const memberId = (ctx: Ctx): number => {
    const user = ctx.state.user;
    if (!user) throw new errors.UnauthorizedError('Log in to check out');
    return user.id;
  };

  /** Checkout errors in Strapi's error shape, with `details.code`. */
  const answer = async (ctx: Ctx, work: () => Promise<unknown>): Promise<void> => {
    try {
      ctx.body = { data: await work(), meta: {} };
    } catch (error) {
      if (!(error instanceof CheckoutError)) throw error;
      ctx.status = error.status;
      ctx.body = {
        data: null,
        error: {
          status: error.status,
          name: error.errorName,
          message: error.message,
          details: { code: error.code, ...error.details },
        },
      };
    }
  };

  return {
    /** POST /api/checkout/quote */
    async quote(ctx: Ctx) {
      const userId = memberId(ctx);
      await answer(ctx, () => checkout().quote(userId, bodyData(ctx)));
    },

    /** POST /api/checkout/payment */
    async payment(ctx: Ctx) {
      const userId = memberId(ctx);
      await answer(ctx, () => checkout().pay(userId, bodyData(ctx)));
    },

    /** GET /api/checkout/orders/:documentId/result */
    async result(ctx: Ctx) {
      const userId = memberId(ctx);
      const documentId = String(ctx.params.documentId ?? '');
      await answer(ctx, () => payments().result(userId, documentId));
    },

    /** POST /api/stripe/webhook (public; the signature is the authentication) */
    async webhook(ctx: Ctx) {
      const raw = rawBody(ctx);
      const signature = ctx.get('stripe-signature');
      if (!raw || !signature) throw new errors.ValidationError('Missing Stripe signature');
      const { client, settings } = stripe();
      let event: Stripe.Event;
      try {
        event = client.webhooks.constructEvent(
          raw,
          signature,
          settings.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
        );
      } catch (error) {
        strapi.log.warn(`[checkout] webhook refused: ${(error as Error).message}`);
        throw new errors.ValidationError('Invalid Stripe signature');
      }
      if (!isRecord(event) || typeof event.id !== 'string') {
        throw new errors.ValidationError('Not a Stripe event');
      }
      const outcome = await payments().handleEvent(event);
      ctx.body = { received: true, outcome };
    },
  };
};
