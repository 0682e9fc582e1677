import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { docs } from '../../../lib/docs';
import { toOrderView as toView, type OrderRecord } from '../../../lib/order-view';
import { toNumber, type Ctx, isRecord } from '../../../lib/types';

const ORDER = 'api::order.order';
const MAX_PAGE_SIZE = 50;

function pageParams(query: unknown): { page: number; pageSize: number } {
  const q = isRecord(query) ? query : {};
  const nested = isRecord(q.pagination) ? q.pagination : {};
  const page = Math.floor(toNumber(q.page ?? nested.page));
  const pageSize = Math.floor(toNumber(q.pageSize ?? nested.pageSize));
  return {
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    pageSize: Number.isFinite(pageSize) && pageSize >= 1 ? Math.min(pageSize, MAX_PAGE_SIZE) : 10,
  };
}

/** Members read their own orders only; the owner comes from the JWT. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/orders?page=&pageSize= : own orders, newest first. */
  async find(ctx: Ctx) {
    const user = ctx.state.user;
    if (!user) throw new errors.UnauthorizedError('Log in to see your orders');
    const { page, pageSize } = pageParams(ctx.query);
    const filters = { user: { id: user.id } };
    const [orders, total] = await Promise.all([
      docs(strapi, ORDER).findMany({
        filters,
        sort: [{ placedAt: 'desc' }, { id: 'desc' }],
        populate: { deliveryAddress: true },
        start: (page - 1) * pageSize,
        limit: pageSize,
      }),
      docs(strapi, ORDER).count({ filters }),
    ]);
    ctx.body = {
      data: (orders as unknown as OrderRecord[]).map(toView),
      meta: {
        pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total },
      },
    };
  },

  /** GET /api/orders/:documentId : the caller's order, else 404. */
  async findOne(ctx: Ctx) {
    const user = ctx.state.user;
    if (!user) throw new errors.UnauthorizedError('Log in to see your orders');
    const order = await docs(strapi, ORDER).findFirst({
      filters: { documentId: String(ctx.params.documentId ?? ''), user: { id: user.id } },
      populate: { deliveryAddress: true },
    });
    if (!order) throw new errors.NotFoundError('Order not found');
    ctx.body = { data: toView(order as unknown as OrderRecord), meta: {} };
  },
});
