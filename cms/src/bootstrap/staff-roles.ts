import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { STOCK_ADJUSTMENT } from '../lib/stock-adjustments';
import { EDITOR, SHOP_MANAGER, staffRequestOf } from './staff-api';

const ORDER = 'api::order.order';
const PRODUCT = 'api::product.product';
const READ = 'plugin::content-manager.explorer.read';
const WRITES = new Set(['create', 'update', 'delete', 'publish', 'unpublish', 'discardDraft']);

/** Records the shop keeps itself, and how the staff change what they record. */
const RECORDS: Record<string, string> = {
  [ORDER]:
    'Orders change only through their moves (ship, deliver, cancel, refund), by a shop manager.',
  [STOCK_ADJUSTMENT]:
    'Stock adjustments are a record: adjust a tea’s stock with “Adjust stock” on the tea’s page.',
};

/**
 * Orders and stock adjustments are not edited in the admin panel's content manager: orders change
 * through their moves, the stock through its adjustments. The shop's own code writes both through
 * the database layer.
 */
export function lockRecordsInAdmin(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const refusal = RECORDS[context.uid];
    if (refusal && WRITES.has(context.action) && staffRequestOf(strapi)) {
      throw new errors.ForbiddenError(refusal);
    }
    return next();
  });
}

/**
 * The shop manager role exists: it reads orders (and moves them, through its own routes), reads
 * the teas (and adjusts their stock) and the stock adjustments. Editors keep every content type
 * but orders, and read the stock adjustments.
 */
export async function ensureStaffRoles(strapi: Core.Strapi): Promise<void> {
  const roles = strapi.db.query('admin::role');
  const permissions = strapi.db.query('admin::permission');
  const locales = (
    (await strapi.db.query('plugin::i18n.locale').findMany({ select: ['code'] })) as Array<{
      code: string;
    }>
  ).map((locale) => locale.code);

  const mayRead = async (role: number, subject: string) => {
    if (await permissions.findOne({ where: { role, action: READ, subject } })) return;
    const type = strapi.contentTypes[subject as keyof typeof strapi.contentTypes];
    const localized =
      (type?.pluginOptions as { i18n?: { localized?: boolean } } | undefined)?.i18n?.localized ===
      true;
    const fields = Object.keys(type?.attributes ?? {});
    await permissions.create({
      data: {
        action: READ,
        subject,
        properties: localized ? { fields, locales } : { fields },
        conditions: [],
        role,
      },
    });
  };

  let manager = (await roles.findOne({ where: { code: SHOP_MANAGER.code } })) as {
    id: number;
  } | null;
  manager ??= (await roles.create({
    data: {
      ...SHOP_MANAGER,
      description:
        'Shop managers see orders and move them along (ship, deliver, cancel, refund) and adjust the teas’ stock.',
    },
  })) as { id: number };
  for (const subject of [ORDER, PRODUCT, STOCK_ADJUSTMENT]) await mayRead(manager.id, subject);

  const editor = (await roles.findOne({ where: { code: EDITOR } })) as { id: number } | null;
  if (editor) {
    await permissions.deleteMany({ where: { role: editor.id, subject: ORDER } });
    await mayRead(editor.id, STOCK_ADJUSTMENT);
  }
}
