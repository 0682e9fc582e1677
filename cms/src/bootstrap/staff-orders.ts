import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { isStaffMove, left, type OrderStatus } from '../lib/order-lifecycle';
import { OrderMoveError, orderMoves } from '../lib/order-moves';
import type { OrderRecord } from '../lib/order-view';
import { isCurrency } from '../lib/money';
import { isRecord, toNumber, type Ctx } from '../lib/types';

const ORDER = 'api::order.order';
/** The admin role of the people who run orders: they see them and move them along. */
export const SHOP_MANAGER = { code: 'shop-manager', name: 'Shop manager' };
const MAY_MOVE_ORDERS = new Set([SHOP_MANAGER.code, 'strapi-super-admin']);
const READ = 'plugin::content-manager.explorer.read';
const MAY_MOVE_POLICY = 'global::may-move-orders';
const WRITES = new Set(['create', 'update', 'delete', 'publish', 'unpublish', 'discardDraft']);

interface AdminUser {
  id: number;
  roles?: Array<{ code?: string }>;
}

/** What the staff's order screen shows and acts on. */
function staffView(order: OrderRecord, moves: string[]) {
  const currency = isCurrency(order.currency) ? order.currency : null;
  const refunded = toNumber(order.refundedTotal);
  return {
    documentId: order.documentId,
    number: order.number,
    orderStatus: order.orderStatus as OrderStatus,
    paymentStatus: order.paymentStatus,
    currency,
    grandTotal: toNumber(order.grandTotal),
    refundedTotal: Number.isFinite(refunded) ? refunded : 0,
    refundable: currency
      ? left({
          currency,
          grandTotal: toNumber(order.grandTotal),
          refundedTotal: Number.isFinite(refunded) ? refunded : 0,
        })
      : 0,
    carrier: order.carrier ?? null,
    trackingNumber: order.trackingNumber ?? null,
    history: Array.isArray(order.history) ? order.history : [],
    moves,
  };
}

const refuse = (ctx: Ctx, error: OrderMoveError) => {
  ctx.status = error.status;
  ctx.body = {
    data: null,
    error: {
      status: error.status,
      name:
        error.status === 409
          ? 'ConflictError'
          : error.status === 404
            ? 'NotFoundError'
            : 'ApplicationError',
      message: error.message,
      details: { code: error.code, ...error.details },
    },
  };
};

/**
 * The staff's order moves, on the admin API (an admin session): `GET /shop/orders/:documentId`
 * answers the order and the moves its status allows; `POST /shop/orders/:documentId/moves`
 * `{ move, carrier?, trackingNumber?, amount?, restock?, reason? }` applies one. Only shop managers
 * (and super admins) may; editors and members are refused.
 */
export function registerStaffOrderRoutes(strapi: Core.Strapi): void {
  const moves = () => orderMoves(strapi);

  const rolesOf = async (user: AdminUser | undefined): Promise<string[]> => {
    if (!user) return [];
    const found = (await strapi.db
      .query('admin::user')
      .findOne({ where: { id: user.id }, populate: ['roles'] })) as AdminUser | null;
    return (found?.roles ?? []).map((role) => String(role.code ?? ''));
  };

  const mayMoveOrders = async (policyContext: { state: { user?: AdminUser } }) =>
    (await rolesOf(policyContext.state.user)).some((code) => MAY_MOVE_ORDERS.has(code));

  strapi.get('policies').set(MAY_MOVE_POLICY, mayMoveOrders);

  // Koa's context, read as the shop's controllers read it
  const guarded = (work: (ctx: Ctx) => Promise<void>) => async (context: unknown) => {
    const ctx = context as Ctx;
    try {
      await work(ctx);
    } catch (error) {
      if (error instanceof OrderMoveError) refuse(ctx, error);
      else throw error;
    }
  };

  strapi.server.routes({
    type: 'admin',
    prefix: '/shop',
    routes: [
      {
        method: 'GET',
        path: '/orders/:documentId',
        handler: guarded(async (ctx) => {
          const order = await moves().find(ctx.params.documentId ?? '');
          ctx.body = { data: staffView(order, moves().allowed(order)) };
        }),
        config: { policies: ['admin::isAuthenticatedAdmin', MAY_MOVE_POLICY] },
        info: { apiName: 'order' },
      },
      {
        method: 'POST',
        path: '/orders/:documentId/moves',
        handler: guarded(async (ctx) => {
          const body = isRecord(ctx.request.body) ? ctx.request.body : {};
          const move = body.move;
          if (!isStaffMove(move)) {
            throw new OrderMoveError(400, 'MOVE_INVALID', 'Unknown move.', { fields: ['move'] });
          }
          const user = ctx.state.user as AdminUser;
          const order = await moves().apply(ctx.params.documentId ?? '', move, body, {
            kind: 'staff',
            id: user.id,
          });
          ctx.body = { data: staffView(order, moves().allowed(order)) };
        }),
        config: { policies: ['admin::isAuthenticatedAdmin', MAY_MOVE_POLICY] },
        info: { apiName: 'order' },
      },
    ],
  });
}

/**
 * Orders change only through their moves: no one edits an order (its totals, lines or status) in
 * the admin panel's content manager. The shop's own code writes orders through the database layer.
 */
export function lockOrdersInAdmin(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid === ORDER && WRITES.has(context.action)) {
      const request = strapi.requestContext.get() as
        { state?: { auth?: { strategy?: { name?: string } } } } | undefined;
      if (request?.state?.auth?.strategy?.name === 'admin') {
        throw new errors.ForbiddenError(
          'Orders change only through their moves (ship, deliver, cancel, refund), by a shop manager.',
        );
      }
    }
    return next();
  });
}

/**
 * The shop manager role exists and reads orders in the content manager; editors keep every
 * content type but orders.
 */
export async function ensureShopManagerRole(strapi: Core.Strapi): Promise<void> {
  const roles = strapi.db.query('admin::role');
  let role = (await roles.findOne({ where: { code: SHOP_MANAGER.code } })) as { id: number } | null;
  if (!role) {
    role = (await roles.create({
      data: {
        ...SHOP_MANAGER,
        description: 'Shop managers see orders and move them along: ship, deliver, cancel, refund.',
      },
    })) as { id: number };
  }
  const permissions = strapi.db.query('admin::permission');
  const reading = await permissions.findOne({
    where: { role: role.id, action: READ, subject: ORDER },
  });
  if (!reading) {
    const fields = Object.keys(strapi.contentTypes[ORDER]?.attributes ?? {});
    await permissions.create({
      data: { action: READ, subject: ORDER, properties: { fields }, conditions: [], role: role.id },
    });
  }
  const editor = (await roles.findOne({ where: { code: 'strapi-editor' } })) as {
    id: number;
  } | null;
  if (editor) {
    await permissions.deleteMany({ where: { role: editor.id, subject: ORDER } });
  }
}
