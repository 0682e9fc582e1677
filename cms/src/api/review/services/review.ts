import type { Core } from '@strapi/strapi';
import { factories } from '@strapi/strapi';

const ORDER_UID = 'api::order.order';

/** Order states in which the tea has left the shop: its buyer may review it. */
export const RECEIVED_ORDER_STATUSES = ['shipped', 'completed'] as const;

/** Whether one of the member's shipped or completed orders holds the product (a documentId). */
export async function hasReceived(
  strapi: Core.Strapi,
  userId: number,
  productDocumentId: string,
): Promise<boolean> {
  const orders = (await strapi.db.query(ORDER_UID).findMany({
    where: { user: { id: userId }, orderStatus: { $in: [...RECEIVED_ORDER_STATUSES] } },
    select: ['id', 'items'],
  })) as Array<{ items?: unknown }>;
  return orders.some((order) => {
    const items: unknown = typeof order.items === 'string' ? JSON.parse(order.items) : order.items;
    return (
      Array.isArray(items) &&
      items.some(
        (item: unknown) =>
          typeof item === 'object' &&
          item !== null &&
          (item as { productId?: unknown }).productId === productDocumentId,
      )
    );
  });
}

export default factories.createCoreService('api::review.review');
