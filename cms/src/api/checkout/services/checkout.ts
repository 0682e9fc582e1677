import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { CartInputError, type CartItem, type RequestedLine } from '../../../lib/cart-items';
import { checkContact } from '../../../lib/checkout-input';
import type { DeliveryAddress } from '../../../lib/address';
import { checkCoupon, normalizeCouponCode, type CouponRecord } from '../../../lib/coupon-rules';
import { couponUses } from '../../coupon/services/coupon';
import { docs } from '../../../lib/docs';
import { KeyedLock } from '../../../lib/keyed-lock';
import { computeTotals, sameAmount, toStripeAmount, type Currency } from '../../../lib/money';
import type { OrderRecord } from '../../../lib/order-view';
import { LOCALE_CURRENCY, isContentLocale, type ContentLocale } from '../../../lib/settings';
import { stockHoldMinutes, stockLevels, stockLinesOf } from '../../../lib/stock';
import { stockHolds } from '../../../lib/stock-holds';
import { stripe, type Stripe } from '../../../lib/stripe';
import { isRecord, toNumber } from '../../../lib/types';
import type createCartService from '../../cart/services/cart';
import { CheckoutError, checkoutError, couponUsedUp } from '../errors';
import type createPaymentsService from './payments';

const ORDER = 'api::order.order';
const COUPON = 'api::coupon.coupon';
const SHIPPING = 'api::shipping-method.shipping-method';
const SETTINGS = 'api::site-setting.site-setting';

type CartService = ReturnType<typeof createCartService>;
type PaymentsService = ReturnType<typeof createPaymentsService>;

export interface QuoteInput {
  shippingMethod?: unknown;
  couponCode?: unknown;
  country?: unknown;
}

export interface QuoteLine {
  productId: string;
  name: string;
  sku: string;
  slug: string;
  productFormat: string;
  thumbnailUrl: string;
  price: number;
  quantity: number;
  lineTotal: number;
  /** what the stock has left now (null: not counted); below `quantity`, the payment is refused */
  available: number | null;
}

export interface ShippingOption {
  slug: string;
  name: string;
  description: string | null;
  /** the method's fee */
  fee: number;
  /** whether the method becomes free over the free-shipping threshold */
  freeOverThreshold: boolean;
  /** what shipping with this method costs for this cart (0 when it is free) */
  charged: number;
}

export interface Quote {
  locale: ContentLocale;
  currency: Currency;
  items: QuoteLine[];
  itemsSubtotal: number;
  shippingAndHandling: number;
  discount: number;
  grandTotal: number;
  freeShippingThreshold: number | null;
  freeShipping: boolean;
  shippingMethod: Omit<ShippingOption, 'description'>;
  shippingMethods: ShippingOption[];
  coupon: { code: string; discountType: 'percent' | 'amount'; value: number } | null;
  cartVersion: string;
}

export interface PaymentInput extends QuoteInput {
  contact?: unknown;
  deliveryAddress?: unknown;
  saveAddress?: unknown;
  expectedTotal?: unknown;
}

export interface PaymentAnswer {
  order: { documentId: string; number: string; grandTotal: number; currency: Currency };
  paymentIntentId: string;
  clientSecret: string;
  amount: number;
  currency: string;
  quote: Quote;
}

interface ShippingRecord {
  slug: string;
  name: string;
  description?: string | null;
  fee: number | string;
  currency: string;
  /** The shop marks the methods that become free over the free-shipping threshold. */
  freeOverThreshold?: boolean | null;
}

/** The key of a member's open checkout: a unique column, so there is at most one such order. */
export const openCheckoutKey = (userId: number): string => `member:${userId}`;

/** A hash of the priced lines and the currency: changes whenever the cart does. */
export function cartVersionOf(currency: string, items: CartItem[]): string {
  const basis = JSON.stringify([
    currency,
    items.map((i) => [i.productId, i.currency, Number(i.price), i.quantity]),
  ]);
  return crypto.createHash('sha256').update(basis).digest('hex').slice(0, 24);
}

/** Order lines snapshot: what the shopper saw, with the currency of each line. */
const snapshotLines = (quote: Quote) =>
  // what the stock had left is the quote's news, not part of the order
  quote.items.map(({ available: _available, ...item }) => ({ ...item, currency: quote.currency }));

const ORDER_NUMBER_DIGITS = 6;

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const carts = () => strapi.service('api::cart.cart') as unknown as CartService;
  const payments = () => strapi.service('api::checkout.payments') as unknown as PaymentsService;
  const memberLock = new KeyedLock();
  const numberLock = new KeyedLock();

  const shippingMethods = async (locale: ContentLocale): Promise<ShippingRecord[]> =>
    (await docs(strapi, SHIPPING).findMany({
      locale,
      sort: [{ sortOrder: 'asc' }, { id: 'asc' }],
      fields: ['slug', 'name', 'description', 'fee', 'currency', 'freeOverThreshold', 'sortOrder'],
      limit: 50,
    })) as unknown as ShippingRecord[];

  const freeShippingThreshold = async (locale: ContentLocale): Promise<number | null> => {
    const settings = await docs(strapi, SETTINGS).findFirst({
      locale,
      status: 'published',
      fields: ['freeShippingThreshold'],
    });
    const value = settings ? toNumber(settings.freeShippingThreshold) : Number.NaN;
    return Number.isFinite(value) ? value : null;
  };

  const findCoupon = async (code: string): Promise<CouponRecord | null> =>
    (await docs(strapi, COUPON).findFirst({
      filters: { code: { $eqi: code } },
    })) as unknown as CouponRecord | null;

  const findOpenOrder = async (userId: number): Promise<OrderRecord | null> =>
    (await docs(strapi, ORDER).findFirst({
      filters: { openCheckout: openCheckoutKey(userId) },
      populate: { deliveryAddress: true },
    })) as unknown as OrderRecord | null;

  /** The coupon code whose use an open order holds (taken when it was committed to payment). */
  const heldCode = (order: OrderRecord | null): string | null =>
    order &&
    order.orderStatus === 'pending' &&
    order.paymentStatus !== 'paid' &&
    typeof order.couponCode === 'string' &&
    order.couponCode
      ? order.couponCode.toUpperCase()
      : null;

  /** The coupon as the member sees it: a use their own open order holds counts as free. */
  const couponFor = async (userId: number | null, code: string): Promise<CouponRecord | null> => {
    const coupon = await findCoupon(code);
    if (!coupon || !userId) return coupon;
    const open = await findOpenOrder(userId);
    if (heldCode(open) !== code.toUpperCase()) return coupon;
    return { ...coupon, usedCount: Math.max(0, Number(coupon.usedCount ?? 0) - 1) };
  };

  const isUniqueViolation = (error: unknown): boolean => {
    const text = `${(error as { code?: unknown })?.code ?? ''} ${(error as Error)?.message ?? ''}`;
    return /UNIQUE|unique|23505|must be unique/.test(text);
  };

  /** The next free number of the year, TS-2026-000262 style (one at a time in this process). */
  const nextOrderNumber = async (now: Date): Promise<string> => {
    const prefix = `TS-${now.getUTCFullYear()}-`;
    const last = await docs(strapi, ORDER).findFirst({
      filters: { number: { $startsWith: prefix } },
      sort: [{ number: 'desc' }],
      fields: ['number'],
    });
    const seq = last ? Number(String(last.number).slice(prefix.length)) : 0;
    const next = (Number.isFinite(seq) ? seq : 0) + 1;
    return `${prefix}${String(next).padStart(ORDER_NUMBER_DIGITS, '0')}`;
  };

  const stripeFailure = (error: unknown): CheckoutError => {
    strapi.log.error(`[checkout] Stripe: ${(error as Error)?.message ?? String(error)}`);
    return checkoutError(502, 'PAYMENT_PROVIDER');
  };

  const service = {
    /**
     * Prices the member's cart from the published products of its locale and applies the shipping
     * method, the free-shipping threshold and the coupon. Throws CheckoutError.
     */
    async quote(userId: number, input: QuoteInput, now = new Date()): Promise<Quote> {
      const cart = await carts().findByUser(userId);
      const stored = cart && Array.isArray(cart.items) ? (cart.items as unknown[]) : [];
      if (!cart || stored.length === 0) throw checkoutError(400, 'CART_EMPTY');
      const locale: ContentLocale = isContentLocale(cart.shopLocale) ? cart.shopLocale : 'en';
      const currency = LOCALE_CURRENCY[locale];

      const lines: RequestedLine[] = [];
      for (const item of stored) {
        if (!isRecord(item) || typeof item.productId !== 'string') continue;
        const quantity = toNumber(item.quantity);
        if (!Number.isFinite(quantity) || quantity < 1) continue;
        lines.push({
          productId: item.productId,
          quantity,
          currency: typeof item.currency === 'string' ? item.currency : undefined,
        });
      }
      let items: CartItem[];
      try {
        items = await carts().price(lines, locale);
      } catch (error) {
        if (error instanceof CartInputError) throw checkoutError(400, 'CURRENCY_MISMATCH');
        throw error;
      }
      if (items.length === 0) throw checkoutError(400, 'CART_EMPTY');

      const methods = (await shippingMethods(locale)).filter((m) => m.currency === currency);
      const wanted = typeof input.shippingMethod === 'string' ? input.shippingMethod.trim() : '';
      const method = wanted ? methods.find((m) => m.slug === wanted) : methods[0];
      if (!method) {
        throw checkoutError(400, 'SHIPPING_METHOD', {
          shippingMethods: methods.map((m) => m.slug),
        });
      }
      const threshold = await freeShippingThreshold(locale);
      // Only the methods the shop marks as such become free over the threshold.
      const methodThreshold = method.freeOverThreshold === true ? threshold : null;
      const priceLines = items.map((i) => ({ price: Number(i.price), quantity: i.quantity }));
      const base = computeTotals({
        currency,
        lines: priceLines,
        shippingFee: Number(method.fee),
        freeShippingThreshold: methodThreshold,
      });

      let coupon: Quote['coupon'] = null;
      let discountRule = null;
      const code = normalizeCouponCode(input.couponCode);
      if (code) {
        const check = checkCoupon(await couponFor(userId, code), {
          currency,
          itemsSubtotal: base.itemsSubtotal,
          now,
        });
        if (!check.ok)
          throw checkoutError(400, 'COUPON_INVALID', { reason: check.reason, couponCode: code });
        coupon = { ...check.summary, code: check.summary.code.toUpperCase() };
        discountRule = check.rule;
      }
      const totals = discountRule
        ? computeTotals({
            currency,
            lines: priceLines,
            shippingFee: Number(method.fee),
            freeShippingThreshold: methodThreshold,
            discount: discountRule,
          })
        : base;

      const left = await stockLevels(strapi).available(items.map((item) => item.productId));
      // what this member's own open checkout holds is theirs to pay for, not gone
      const open = await findOpenOrder(userId);
      if (open?.stockHold === 'held') {
        for (const line of stockLinesOf(open.stockHeldLines)) {
          const now = left.get(line.productId);
          if (typeof now === 'number') left.set(line.productId, now + line.quantity);
        }
      }
      return {
        locale,
        currency,
        items: items.map((item, index) => ({
          productId: item.productId,
          name: item.name,
          sku: item.sku,
          slug: item.slug,
          productFormat: item.productFormat,
          thumbnailUrl: item.thumbnailUrl,
          price: Number(item.price),
          quantity: item.quantity,
          lineTotal: totals.lineTotals[index] ?? 0,
          available: left.get(item.productId) ?? null,
        })),
        itemsSubtotal: totals.itemsSubtotal,
        shippingAndHandling: totals.shippingAndHandling,
        discount: totals.discount,
        grandTotal: totals.grandTotal,
        freeShippingThreshold: threshold,
        freeShipping: totals.freeShipping,
        shippingMethod: {
          slug: method.slug,
          name: method.name,
          fee: Number(method.fee),
          freeOverThreshold: method.freeOverThreshold === true,
          charged: totals.shippingAndHandling,
        },
        shippingMethods: methods.map((m) => ({
          slug: m.slug,
          name: m.name,
          description: m.description ?? null,
          fee: Number(m.fee),
          freeOverThreshold: m.freeOverThreshold === true,
          charged: computeTotals({
            currency,
            lines: priceLines,
            shippingFee: Number(m.fee),
            freeShippingThreshold: m.freeOverThreshold === true ? threshold : null,
          }).shippingAndHandling,
        })),
        coupon,
        cartVersion: cartVersionOf(currency, items),
      };
    },

    /**
     * Re-quotes, checks the total the shopper saw, snapshots the cart into the member's one open
     * order and creates or updates its PaymentIntent. One call at a time per member.
     */
    async pay(userId: number, input: PaymentInput): Promise<PaymentAnswer> {
      const contact = checkContact(input.contact, input.deliveryAddress);
      const expectedTotal = toNumber(input.expectedTotal);
      const fields = contact.ok ? [] : [...contact.fields];
      const errors = contact.ok ? [] : contact.errors;
      if (!Number.isFinite(expectedTotal)) fields.push('expectedTotal');
      if (!contact.ok || fields.length > 0) {
        throw checkoutError(400, 'VALIDATION', { fields, errors });
      }

      return memberLock.run(openCheckoutKey(userId), async () => {
        // A paid or canceled open order is settled first, then the checkout starts again.
        for (let round = 0; round < 3; round += 1) {
          const quote = await service.quote(userId, input).catch((error: unknown) => {
            // another payment took the coupon's last use since the shopper's quote
            if (
              error instanceof CheckoutError &&
              error.code === 'COUPON_INVALID' &&
              error.details.reason === 'usage_limit'
            ) {
              throw couponUsedUp(String(error.details.couponCode ?? ''));
            }
            throw error;
          });
          if (!sameAmount(expectedTotal, quote.grandTotal, quote.currency)) {
            throw checkoutError(409, 'AMOUNT_MISMATCH', { quote });
          }
          let order = await findOpenOrder(userId);
          let intent: Stripe.PaymentIntent | null = null;
          if (order?.paymentIntentId) {
            try {
              intent = await stripe().client.paymentIntents.retrieve(String(order.paymentIntentId));
            } catch (error) {
              throw stripeFailure(error);
            }
            if (intent.status === 'succeeded' || intent.status === 'canceled') {
              await payments().syncOrder(order, intent);
              const still = await findOpenOrder(userId);
              if (still && still.documentId === order.documentId) {
                throw checkoutError(409, 'PAYMENT_PROCESSING');
              }
              continue;
            }
            if (intent.status === 'processing') throw checkoutError(409, 'PAYMENT_PROCESSING');
          }
          // The coupon's use is taken here, where the order is committed to payment.
          const held = heldCode(order);
          const wanted = quote.coupon?.code.toUpperCase() ?? null;
          const taking = wanted && wanted !== held ? wanted : null;
          if (taking && !(await couponUses(strapi).take(taking))) {
            throw couponUsedUp(taking);
          }
          try {
            order = order
              ? await service.updateOrder(order, quote, contact.value)
              : await service.createOrder(userId, quote, contact.value);
          } catch (error) {
            if (taking) await couponUses(strapi).giveBack(taking);
            throw error;
          }
          if (held && held !== wanted) await couponUses(strapi).giveBack(held);
          await service.holdStock(order, quote);
          intent = await service.ensurePaymentIntent(order, quote, intent);
          if (input.saveAddress === true) {
            await service.saveAddress(userId, contact.value.deliveryAddress);
          }
          if (!intent.client_secret) throw stripeFailure(new Error('no client secret'));
          return {
            order: {
              documentId: order.documentId,
              number: String(order.number),
              grandTotal: quote.grandTotal,
              currency: quote.currency,
            },
            paymentIntentId: intent.id,
            clientSecret: intent.client_secret,
            amount: intent.amount,
            currency: intent.currency,
            quote,
          };
        }
        throw checkoutError(409, 'PAYMENT_PROCESSING');
      });
    },

    /**
     * Takes the quoted lines from the stock for the payment (`STOCK_HOLD_MINUTES`), or refuses
     * with the lines the stock no longer covers, before the shopper pays.
     */
    async holdStock(order: OrderRecord, quote: Quote): Promise<void> {
      const until = new Date(Date.now() + stockHoldMinutes() * 60 * 1000);
      const shortages = await stockHolds(strapi).hold(order, quote.items, until);
      if (shortages.length === 0) return;
      const names = new Map(quote.items.map((item) => [item.productId, item.name]));
      throw checkoutError(409, 'OUT_OF_STOCK', {
        shortages: shortages.map((s) => ({ ...s, name: names.get(s.productId) ?? '' })),
      });
    },

    snapshot(
      quote: Quote,
      contact: { contact: { email: string }; deliveryAddress: DeliveryAddress },
    ) {
      return {
        items: snapshotLines(quote),
        itemsSubtotal: quote.itemsSubtotal,
        shippingAndHandling: quote.shippingAndHandling,
        discount: quote.discount,
        grandTotal: quote.grandTotal,
        currency: quote.currency,
        shippingMethod: quote.shippingMethod.slug,
        couponCode: quote.coupon?.code ?? null,
        contact: contact.contact,
        deliveryAddress: { ...contact.deliveryAddress },
        shopLocale: quote.locale,
        cartVersion: quote.cartVersion,
      };
    },

    async createOrder(
      userId: number,
      quote: Quote,
      contact: { contact: { email: string }; deliveryAddress: DeliveryAddress },
    ): Promise<OrderRecord> {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        try {
          return await numberLock.run('order-number', async () => {
            const now = new Date();
            const created = await docs(strapi, ORDER).create({
              data: {
                ...service.snapshot(quote, contact),
                number: await nextOrderNumber(now),
                user: userId,
                openCheckout: openCheckoutKey(userId),
                orderStatus: 'pending',
                paymentStatus: 'pending',
                shippingStatus: 'not_shipped',
                placedAt: now.toISOString(),
              },
              populate: { deliveryAddress: true },
            });
            return created as unknown as OrderRecord;
          });
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          // Another process opened this member's checkout meanwhile, or took the number.
          const open = await findOpenOrder(userId);
          if (open) return service.updateOrder(open, quote, contact);
        }
      }
      throw new Error('could not allocate an order number');
    },

    async updateOrder(
      order: OrderRecord,
      quote: Quote,
      contact: { contact: { email: string }; deliveryAddress: DeliveryAddress },
    ): Promise<OrderRecord> {
      const updated = await docs(strapi, ORDER).update({
        documentId: order.documentId,
        data: {
          ...service.snapshot(quote, contact),
          placedAt: new Date().toISOString(),
          paymentStatus: 'pending',
          paymentError: null,
        },
        populate: { deliveryAddress: true },
      });
      return (updated ?? order) as unknown as OrderRecord;
    },

    /**
     * The order's PaymentIntent for its grand total: created on the first call, updated when the
     * amount changed. Idempotency keys come from the order, the cart version and the amount, so a
     * retried request never makes a second PaymentIntent.
     */
    async ensurePaymentIntent(
      order: OrderRecord,
      quote: Quote,
      current: Stripe.PaymentIntent | null,
    ): Promise<Stripe.PaymentIntent> {
      const amount = toStripeAmount(quote.grandTotal, quote.currency);
      const currency = quote.currency.toLowerCase();
      const metadata = { order_id: order.documentId, order_number: String(order.number) };
      const version = `${order.documentId}_${quote.cartVersion}_${amount}${currency}`;
      const client = stripe().client;
      const create = async (key: string): Promise<Stripe.PaymentIntent> => {
        const created = await client.paymentIntents.create(
          {
            amount,
            currency,
            automatic_payment_methods: { enabled: true },
            metadata,
            description: `Order ${String(order.number)}`,
          },
          { idempotencyKey: key },
        );
        await strapi.db.query(ORDER).update({
          where: { id: order.id },
          data: { paymentIntentId: created.id },
        });
        return created;
      };
      try {
        if (!current) return await create(`order_${version}_create`);
        const same =
          current.amount === amount &&
          current.currency === currency &&
          current.metadata?.order_id === metadata.order_id &&
          current.metadata?.order_number === metadata.order_number;
        if (same) return current;
        try {
          return await client.paymentIntents.update(
            current.id,
            { amount, currency, metadata },
            { idempotencyKey: `order_${version}_update_${current.id}` },
          );
        } catch (error) {
          if ((error as { type?: string }).type !== 'StripeInvalidRequestError') throw error;
          // The PaymentIntent cannot change in its state. Only once it is canceled (so it can
          // never be paid any more) is it replaced by a new one for the order.
          strapi.log.warn(`[checkout] replacing ${current.id}: ${(error as Error).message}`);
          const canceled = await client.paymentIntents.cancel(current.id).catch(() => null);
          if (canceled?.status !== 'canceled') throw error;
          return await create(`order_${version}_replace_${current.id}`);
        }
      } catch (error) {
        throw stripeFailure(error);
      }
    },

    async saveAddress(userId: number, address: DeliveryAddress): Promise<void> {
      try {
        await strapi
          .plugin('users-permissions')
          .service('user')
          .edit(userId, { shippingAddress: { ...address } });
      } catch (error) {
        // The order is what matters; the saved address is a convenience.
        strapi.log.warn(`[checkout] saving the address of member ${userId}: ${String(error)}`);
      }
    },
  };

  return service;
};
