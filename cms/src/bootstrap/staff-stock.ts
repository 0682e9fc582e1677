import type { Core } from '@strapi/strapi';
import { stockAdjustments } from '../lib/stock-adjustments';
import {
  EDITOR,
  SHOP_MANAGER,
  SUPER_ADMIN,
  registerStaffPolicy,
  staffHandler,
  staffMemberOf,
} from './staff-api';

/**
 * The staff's stock screen, on the admin API (an admin session): `GET
 * /shop/products/:documentId/stock` answers the tea's stock and its latest changes; `POST` the same
 * path `{ change, reason }` adds (or, negative, takes away) tins. Shop managers, editors and super
 * admins may; members are refused.
 */
export function registerStaffStockRoutes(strapi: Core.Strapi): void {
  const stock = () => stockAdjustments(strapi);
  const mayAdjustStock = registerStaffPolicy(strapi, 'may-adjust-stock', [
    SHOP_MANAGER.code,
    EDITOR,
    SUPER_ADMIN,
  ]);
  const config = { policies: ['admin::isAuthenticatedAdmin', mayAdjustStock] };

  strapi.server.routes({
    type: 'admin',
    prefix: '/shop',
    routes: [
      {
        method: 'GET',
        path: '/products/:documentId/stock',
        handler: staffHandler(async (ctx) => {
          ctx.body = { data: await stock().view(ctx.params.documentId ?? '') };
        }),
        config,
        info: { apiName: 'product' },
      },
      {
        method: 'POST',
        path: '/products/:documentId/stock',
        handler: staffHandler(async (ctx) => {
          const by = staffMemberOf(ctx).label;
          ctx.body = {
            data: await stock().adjust(ctx.params.documentId ?? '', ctx.request.body, by),
          };
        }),
        config,
        info: { apiName: 'product' },
      },
    ],
  });
}
