import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { CartInputError } from '../../../lib/cart-items';
import { toContentLocale } from '../../../lib/settings';
import { bodyData, type Ctx } from '../../../lib/types';
import createCartService, { isValidCartId, newCartId, type CartRecord } from '../services/cart';

type CartService = ReturnType<typeof createCartService>;

/**
 * Carts are never addressed by a client-supplied user id. A member's cart is found from the JWT;
 * an anonymous cart from the X-Cart-Id request header, which acts as its bearer key.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => strapi.service('api::cart.cart') as unknown as CartService;

  const headerCartId = (ctx: Ctx): string | undefined => {
    const value = ctx.get('x-cart-id');
    return isValidCartId(value) ? value : undefined;
  };

  const owns = (ctx: Ctx, cart: CartRecord): boolean => {
    const user = ctx.state.user;
    if (cart.user) return !!user && cart.user.id === user.id;
    const header = headerCartId(ctx);
    return !!header && header === cart.cartId;
  };

  const withInputErrors = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof CartInputError) throw new errors.ValidationError(error.message);
      throw error;
    }
  };

  const ownedCart = async (ctx: Ctx): Promise<CartRecord> => {
    const cart = await service().findByDocumentId(String(ctx.params.documentId ?? ''));
    if (!cart || !owns(ctx, cart)) throw new errors.NotFoundError('Cart not found');
    return cart;
  };

  const localeOf = (value: unknown) => {
    if (value === undefined || value === null || value === '') return undefined;
    const locale = toContentLocale(value);
    if (!locale) throw new errors.ValidationError('Unknown locale');
    return locale;
  };

  return {
    /** GET /api/carts: the caller's cart in a list (client filters are ignored). */
    async find(ctx: Ctx) {
      const user = ctx.state.user;
      let cart: CartRecord | null = null;
      if (user) cart = await service().findByUser(user.id);
      if (!cart) {
        const header = headerCartId(ctx);
        const candidate = header ? await service().findByCartId(header) : null;
        if (candidate && !candidate.user) cart = candidate;
      }
      ctx.body = { data: cart ? [service().toView(cart)] : [], meta: {} };
    },

    /** GET /api/carts/:documentId */
    async findOne(ctx: Ctx) {
      const cart = await ownedCart(ctx);
      ctx.body = { data: service().toView(cart), meta: {} };
    },

    /** POST /api/carts { data: { cartId, items, locale } } */
    async create(ctx: Ctx) {
      const data = bodyData(ctx);
      const user = ctx.state.user;
      await withInputErrors(async () => {
        const lines = service().parse(data.items);
        if (user) {
          const existing = await service().findByUser(user.id);
          if (existing) {
            const locale = localeOf(data.locale) ?? service().toView(existing).locale;
            const items = await service().price(lines, toContentLocale(locale) ?? 'en');
            const saved = await service().save(existing, {
              items,
              locale: toContentLocale(locale),
            });
            ctx.body = { data: service().toView(saved), meta: {} };
            return;
          }
        }
        const locale = localeOf(data.locale) ?? 'en';
        let cartId = data.cartId;
        if (!user && !isValidCartId(cartId)) {
          throw new errors.ValidationError("cartId must be 'cart-' followed by 6 to 40 characters");
        }
        if (isValidCartId(cartId)) {
          const taken = await service().findByCartId(cartId);
          if (taken) {
            // The id is the bearer key of an anonymous cart: whoever holds it may write to it.
            if (!taken.user) {
              const items = await service().price(lines, locale);
              const saved = await service().save(taken, {
                items,
                locale,
                ...(user ? { userId: user.id } : {}),
              });
              ctx.body = { data: service().toView(saved), meta: {} };
              return;
            }
            if (!user) throw new errors.ApplicationError('This cart id is already in use');
            cartId = newCartId();
          }
        } else {
          cartId = newCartId();
        }
        const items = await service().price(lines, locale);
        const created = await service().create({
          cartId: String(cartId),
          userId: user?.id,
          locale,
          items,
        });
        ctx.status = 201;
        ctx.body = { data: service().toView(created), meta: {} };
      });
    },

    /** PUT /api/carts/:documentId { data: { items?, locale? } } */
    async update(ctx: Ctx) {
      const cart = await ownedCart(ctx);
      const data = bodyData(ctx);
      await withInputErrors(async () => {
        const locale =
          localeOf(data.locale) ?? toContentLocale(service().toView(cart).locale) ?? 'en';
        const lines =
          data.items === undefined
            ? service().parse(service().toView(cart).items)
            : service().parse(data.items);
        const items = await service().price(lines, locale);
        const saved = await service().save(cart, { items, locale });
        ctx.body = { data: service().toView(saved), meta: {} };
      });
    },

    /** DELETE /api/carts/:documentId */
    async delete(ctx: Ctx) {
      const cart = await ownedCart(ctx);
      await service().remove(cart);
      ctx.status = 204;
      ctx.body = null;
    },

    /** POST /api/carts/merge (JWT + X-Cart-Id) */
    async merge(ctx: Ctx) {
      const user = ctx.state.user;
      if (!user) throw new errors.UnauthorizedError('Log in to merge carts');
      const data = bodyData(ctx);
      const cartId = headerCartId(ctx) ?? (isValidCartId(data.cartId) ? data.cartId : undefined);
      const merged = await withInputErrors(() => service().merge(user.id, cartId));
      ctx.body = { data: merged ? service().toView(merged) : null, meta: {} };
    },
  };
};
