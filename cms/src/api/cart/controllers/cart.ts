import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { CartInputError, type CartItem, type RequestedLine } from '../../../lib/cart-items';
import { enforceLimit } from '../../../lib/limits';
import { type ContentLocale, toContentLocale } from '../../../lib/settings';
import { bodyData, type Ctx } from '../../../lib/types';
import createCartService, {
  cartVersion,
  isValidCartId,
  newCartId,
  noticesOf,
  parseVersion,
  type CartChanges,
  type CartNotices,
  type CartRecord,
  type ConditionalWrite,
} from '../services/cart';

type CartService = ReturnType<typeof createCartService>;

/** A write without a version that keeps meeting newer writes gives up (409) after this many. */
const UNCONDITIONAL_ATTEMPTS = 5;

/**
 * Carts are never addressed by a client-supplied user id. A member's cart is found from the JWT;
 * an anonymous cart from the X-Cart-Id request header, which acts as its bearer key.
 *
 * Optimistic concurrency: every cart answer carries `version` (and the ETag `"<version>"`). A
 * write names the version it was based on in `data.version` (0 on POST: no cart expected); a write
 * based on another version is refused with 409 and the current cart (`data` and
 * `error.details.cart`). The check and the write are one conditional UPDATE. A write without a
 * version (scripts, seeding tools) is applied over whatever is current, still bumping the version.
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

  const etag = (ctx: Ctx, cart: CartRecord) => ctx.set('ETag', `"${cartVersion(cart)}"`);

  /** The cart, with what this write did besides saving (lines the stock lowered, a re-pricing). */
  const answer = (ctx: Ctx, cart: CartRecord, status = 200, notices: CartNotices = {}) => {
    etag(ctx, cart);
    ctx.status = status;
    ctx.body = { data: { ...service().toView(cart), ...notices }, meta: {} };
  };

  /** The write was based on another version: the current cart, for the client to re-apply on. */
  const refuse = (ctx: Ctx, current: CartRecord | null) => {
    if (!current) throw new errors.NotFoundError('Cart not found');
    const view = service().toView(current);
    etag(ctx, current);
    ctx.status = 409;
    ctx.body = {
      data: view,
      error: {
        status: 409,
        name: 'ConflictError',
        message: 'The cart has changed since it was read',
        details: { cart: view },
      },
    };
  };

  const versionOf = (data: Record<string, unknown>): number | undefined => {
    const version = parseVersion(data.version);
    if (version === 'invalid')
      throw new errors.ValidationError('version must be a non-negative integer');
    return version;
  };

  /** A refusal shows the current cart only to its owner: it may have been merged meanwhile. */
  const settle = (ctx: Ctx, result: ConditionalWrite, notices: CartNotices) => {
    if (result.ok) return answer(ctx, result.cart, 200, notices);
    if (!result.current || !owns(ctx, result.current)) {
      throw new errors.NotFoundError('Cart not found');
    }
    refuse(ctx, result.current);
  };

  /**
   * A write over an existing cart: conditional with a version; without one, applied over whatever
   * is current (re-read on each miss, still the caller's).
   */
  const write = async (
    ctx: Ctx,
    cart: CartRecord,
    version: number | undefined,
    changes: CartChanges,
    notices: CartNotices = {},
  ) => {
    if (version !== undefined) {
      return settle(ctx, await service().writeIfCurrent(cart, version, changes), notices);
    }
    let target = cart;
    for (let attempt = 1; attempt <= UNCONDITIONAL_ATTEMPTS; attempt += 1) {
      const result = await service().writeIfCurrent(target, cartVersion(target), changes);
      if (result.ok) return answer(ctx, result.cart, 200, notices);
      if (!result.current || !owns(ctx, result.current)) {
        throw new errors.NotFoundError('Cart not found');
      }
      target = result.current;
    }
    refuse(ctx, target);
  };

  const localeOf = (value: unknown) => {
    if (value === undefined || value === null || value === '') return undefined;
    const locale = toContentLocale(value);
    if (!locale) throw new errors.ValidationError('Unknown locale');
    return locale;
  };

  /** `data.setAside`: the set-aside lines to keep, by productId (the others are removed). */
  const keptSetAside = (value: unknown): Set<string> | undefined => {
    if (value === undefined || value === null) return undefined;
    if (!Array.isArray(value) || !value.every((id) => typeof id === 'string')) {
      throw new errors.ValidationError('setAside must be a list of product ids');
    }
    return new Set(value as string[]);
  };

  /**
   * Prices the lines of a write in `locale`. The cart follows the locale of the page it is written
   * from: in another locale than before, every line is priced anew there (the currencies the client
   * believed in no longer count) and lines not sold there are set aside.
   */
  const priceWrite = async (
    cart: CartRecord | null,
    lines: RequestedLine[],
    locale: ContentLocale,
    keep: Set<string> | undefined,
  ): Promise<{ changes: CartChanges; notices: CartNotices }> => {
    const stored = cart ? service().toView(cart).setAside : [];
    const setAside: CartItem[] = keep ? stored.filter((i) => keep.has(i.productId)) : stored;
    if (cart && toContentLocale(service().toView(cart).locale) !== locale) {
      const priced = await service().priceForLocale(
        lines.map(({ productId, quantity }) => ({ productId, quantity })),
        { items: cart.items, setAside },
        locale,
      );
      return {
        changes: { items: priced.items, setAside: priced.setAside, locale },
        notices: noticesOf(priced, service().repricedFrom(cart, locale)),
      };
    }
    const inCart = new Set(
      cart
        ? service()
            .toView(cart)
            .items.map((i) => i.productId)
        : [],
    );
    const priced = await service().priceWithStock(lines, locale, inCart);
    return {
      changes: { items: priced.items, locale, ...(keep ? { setAside } : {}) },
      notices: noticesOf(priced),
    };
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
      if (cart) etag(ctx, cart);
      ctx.body = { data: cart ? [service().toView(cart)] : [], meta: {} };
    },

    /** GET /api/carts/:documentId */
    async findOne(ctx: Ctx) {
      answer(ctx, await ownedCart(ctx));
    },

    /**
     * POST /api/carts { data: { cartId, items, locale, version? } }: creates the cart. When the
     * caller's cart already exists (a member's, or the anonymous one of that cart id) this is a
     * write over it, conditional on `version` as with PUT (the storefront sends 0: it expected no
     * cart, so it gets 409 with the one another tab made).
     */
    async create(ctx: Ctx) {
      await enforceLimit(ctx, 'cartWrite', ctx.request.ip);
      const data = bodyData(ctx);
      const user = ctx.state.user;
      await withInputErrors(async () => {
        const lines = service().parse(data.items);
        const version = versionOf(data);
        if (user) {
          const existing = await service().findByUser(user.id);
          if (existing) {
            if (version !== undefined && version !== cartVersion(existing)) {
              return refuse(ctx, existing);
            }
            const locale =
              localeOf(data.locale) ?? toContentLocale(service().toView(existing).locale) ?? 'en';
            const { changes, notices } = await priceWrite(
              existing,
              lines,
              locale,
              keptSetAside(data.setAside),
            );
            return write(ctx, existing, version, changes, notices);
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
              if (version !== undefined && version !== cartVersion(taken)) {
                return refuse(ctx, taken);
              }
              const { changes, notices } = await priceWrite(
                taken,
                lines,
                locale,
                keptSetAside(data.setAside),
              );
              return write(
                ctx,
                taken,
                version,
                { ...changes, ...(user ? { userId: user.id } : {}) },
                notices,
              );
            }
            if (!user) throw new errors.ApplicationError('This cart id is already in use');
            cartId = newCartId();
          }
        } else {
          cartId = newCartId();
        }
        if (!user) await enforceLimit(ctx, 'cartCreate', ctx.request.ip);
        const priced = await service().priceWithStock(lines, locale, new Set());
        const created = await service().create({
          cartId: String(cartId),
          userId: user?.id,
          locale,
          items: priced.items,
        });
        answer(ctx, created, 201, noticesOf(priced));
      });
    },

    /** PUT /api/carts/:documentId { data: { version?, items?, locale? } } */
    async update(ctx: Ctx) {
      await enforceLimit(ctx, 'cartWrite', ctx.request.ip);
      const cart = await ownedCart(ctx);
      const data = bodyData(ctx);
      await withInputErrors(async () => {
        const version = versionOf(data);
        // Cheap early answer; the conditional write below is what decides.
        if (version !== undefined && version !== cartVersion(cart)) return refuse(ctx, cart);
        const locale =
          localeOf(data.locale) ?? toContentLocale(service().toView(cart).locale) ?? 'en';
        const lines =
          data.items === undefined
            ? service().parse(service().toView(cart).items)
            : service().parse(data.items);
        const { changes, notices } = await priceWrite(
          cart,
          lines,
          locale,
          keptSetAside(data.setAside),
        );
        await write(ctx, cart, version, changes, notices);
      });
    },

    /** DELETE /api/carts/:documentId */
    async delete(ctx: Ctx) {
      await enforceLimit(ctx, 'cartWrite', ctx.request.ip);
      const cart = await ownedCart(ctx);
      await service().remove(cart);
      ctx.status = 204;
      ctx.body = null;
    },

    /**
     * POST /api/carts/merge (JWT + X-Cart-Id) { data: { locale? } }: `locale` is the page's; the
     * merged cart is priced there (`repricedFrom` names the currency it left, `setAside` the lines
     * not sold there).
     */
    async merge(ctx: Ctx) {
      await enforceLimit(ctx, 'cartWrite', ctx.request.ip);
      const user = ctx.state.user;
      if (!user) throw new errors.UnauthorizedError('Log in to merge carts');
      const data = bodyData(ctx);
      const cartId = headerCartId(ctx) ?? (isValidCartId(data.cartId) ? data.cartId : undefined);
      const locale = localeOf(data.locale);
      const merged = await withInputErrors(() => service().merge(user.id, cartId, locale));
      if (merged.cart) etag(ctx, merged.cart);
      ctx.body = {
        data: merged.cart ? { ...service().toView(merged.cart), ...merged.notices } : null,
        meta: {},
      };
    },
  };
};
