import type { Core } from '@strapi/strapi';
import { isCurrency } from './money';
import type { OrderRecord } from './order-view';
import { renderOrderUpdate, type OrderUpdate } from './order-update-mail';
import {
  STOREFRONT_LOCALE_PATH,
  isContentLocale,
  storefrontUrl,
  type ContentLocale,
} from './settings';
import { isRecord } from './types';

/** The member's page of the order, in the order's language. */
export function orderPageUrl(order: OrderRecord): string {
  const locale: ContentLocale = isContentLocale(order.shopLocale) ? order.shopLocale : 'en';
  return `${storefrontUrl()}${STOREFRONT_LOCALE_PATH[locale]}/member/orders/${order.documentId}`;
}

/**
 * Tells the member what happened to their order, by mail, in the order's language (to the
 * checkout's contact address, else the account's). A mail that cannot be sent is logged: the
 * order's change stands and the member's page shows it.
 */
export async function notifyMember(
  strapi: Core.Strapi,
  order: OrderRecord,
  update: OrderUpdate,
): Promise<void> {
  const locale: ContentLocale = isContentLocale(order.shopLocale) ? order.shopLocale : 'en';
  const contact = isRecord(order.contact) ? order.contact : {};
  const user = isRecord(order.user) ? order.user : {};
  const to = String(contact.email || user.email || '');
  if (!to || !isCurrency(order.currency)) return;
  const mail = renderOrderUpdate({
    number: String(order.number),
    locale,
    currency: order.currency,
    orderUrl: orderPageUrl(order),
    update,
  });
  try {
    await strapi
      .plugin('email')
      .service('email')
      .send({ to, ...mail });
  } catch (error) {
    strapi.log.error(`[orders] ${update.kind} mail of ${String(order.number)}: ${String(error)}`);
  }
}
