import { type AnalyticsItem, pushEcommerce } from '@teashop/contracts';
import { type ProductSummary, priceOf } from './types';

/**
 * GA4 item of a product: id (the SKU, as the cart's add_to_cart uses, else the document id), name,
 * variant (the product format), price and quantity.
 */
export function analyticsItem(
  product: ProductSummary,
  quantity = 1,
  index?: number,
): AnalyticsItem {
  const item: AnalyticsItem = {
    item_id: product.sku || product.documentId,
    item_name: product.name,
    item_variant: product.productFormat ?? '',
    price: priceOf(product),
    quantity,
  };
  if (product.teaCategory?.name) item.item_category = product.teaCategory.name;
  if (index !== undefined) item.index = index;
  return item;
}

function total(items: AnalyticsItem[]): number {
  return Math.round(items.reduce((sum, i) => sum + i.price * i.quantity, 0) * 100) / 100;
}

/** `view_item_list` for the products that just appeared in a list. */
export function trackViewItemList(
  list: { id: string; name: string },
  products: ProductSummary[],
  offset: number,
): void {
  const first = products[0];
  if (!first) return;
  const items = products.map((p, i) => analyticsItem(p, 1, offset + i));
  pushEcommerce('view_item_list', {
    currency: first.currency,
    value: total(items),
    item_list_id: list.id,
    item_list_name: list.name,
    items,
  });
}

/** `view_item` for a product page. */
export function trackViewItem(product: ProductSummary): void {
  const items = [analyticsItem(product)];
  pushEcommerce('view_item', { currency: product.currency, value: total(items), items });
}
