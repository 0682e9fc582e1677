import type { Core } from '@strapi/strapi';
import { carrierNames, trackingUrlOf } from '../lib/carriers';
import { isStaffMove, left, type OrderStatus } from '../lib/order-lifecycle';
import { OrderMoveError, orderMoves } from '../lib/order-moves';
import type { OrderRecord } from '../lib/order-view';
import { isCurrency } from '../lib/money';
import { isRecord, toNumber } from '../lib/types';
import {
  SHOP_MANAGER,
  SUPER_ADMIN,
  registerStaffPolicy,
  staffHandler,
  staffMemberOf,
} from './staff-api';

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
    trackingUrl: trackingUrlOf(order.carrier, order.trackingNumber),
    /** the carriers whose parcels the member can follow by a link */
    carriers: carrierNames(),
    history: Array.isArray(order.history) ? order.history : [],
    moves,
  };
}

/**
 * The staff's order moves, on the admin API (an admin session): `GET /shop/orders/:documentId`
 * answers the order and the moves its status allows; `POST /shop/orders/:documentId/moves`
 * `{ move, carrier?, trackingNumber?, amount?, restock?, reason? }` applies one. Only shop managers
 * (and super admins) may; editors and members are refused.
 */
export function registerStaffOrderRoutes(strapi: Core.Strapi): void {
  const moves = () => orderMoves(strapi);
  const mayMoveOrders = registerStaffPolicy(strapi, 'may-move-orders', [
    SHOP_MANAGER.code,
    SUPER_ADMIN,
  ]);

  strapi.server.routes({
    type: 'admin',
    prefix: '/shop',
    routes: [
      {
        method: 'GET',
        path: '/orders/:documentId',
        handler: staffHandler(async (ctx) => {
          const order = await moves().find(ctx.params.documentId ?? '');
          ctx.body = { data: staffView(order, moves().allowed(order)) };
        }),
        config: { policies: ['admin::isAuthenticatedAdmin', mayMoveOrders] },
        info: { apiName: 'order' },
      },
      {
        method: 'POST',
        path: '/orders/:documentId/moves',
        handler: staffHandler(async (ctx) => {
          const body = isRecord(ctx.request.body) ? ctx.request.body : {};
          const move = body.move;
          if (!isStaffMove(move)) {
            throw new OrderMoveError(400, 'MOVE_INVALID', 'Unknown move.', { fields: ['move'] });
          }
          const order = await moves().apply(ctx.params.documentId ?? '', move, body, {
            kind: 'staff',
            id: staffMemberOf(ctx).id,
          });
          ctx.body = { data: staffView(order, moves().allowed(order)) };
        }),
        config: { policies: ['admin::isAuthenticatedAdmin', mayMoveOrders] },
        info: { apiName: 'order' },
      },
    ],
  });
}
