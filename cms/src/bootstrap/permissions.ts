import type { Core } from '@strapi/strapi';

const read = (uid: string) => [`${uid}.find`, `${uid}.findOne`];

/** What a visitor may do through the content API. */
export const PUBLIC_ACTIONS = [
  ...read('api::product.product'),
  ...read('api::tea-category.tea-category'),
  ...read('api::collection.collection'),
  ...read('api::roasting-level.roasting-level'),
  ...read('api::caffeine-level.caffeine-level'),
  ...read('api::article.article'),
  ...read('api::shipping-method.shipping-method'),
  ...read('api::review.review'),
  'api::header.header.find',
  'api::footer.footer.find',
  'api::home.home.find',
  'api::about.about.find',
  'api::privacy.privacy.find',
  'api::faq.faq.find',
  'api::site-setting.site-setting.find',
  // anonymous carts, addressed by X-Cart-Id (ownership checked in the controller)
  'api::cart.cart.find',
  'api::cart.cart.findOne',
  'api::cart.cart.create',
  'api::cart.cart.update',
  'api::cart.cart.delete',
  'api::contact-message.contact-message.create',
  'api::newsletter-subscriber.newsletter-subscriber.create',
  'plugin::i18n.locales.listLocales',
  'plugin::users-permissions.auth.callback',
  'plugin::users-permissions.auth.connect',
  'plugin::users-permissions.auth.register',
  'plugin::users-permissions.auth.forgotPassword',
  'plugin::users-permissions.auth.resetPassword',
  'plugin::users-permissions.auth.emailConfirmation',
  'plugin::users-permissions.auth.sendEmailConfirmation',
];

/**
 * What a logged-in member may do: everything public plus their own cart, checkout, orders and
 * profile.
 */
export const AUTHENTICATED_ACTIONS = [
  ...PUBLIC_ACTIONS,
  'api::cart.cart.merge',
  'api::order.order.find',
  'api::order.order.findOne',
  // checkout of the member's own cart (the Stripe webhook is a public route, auth: false)
  'api::checkout.checkout.quote',
  'api::checkout.checkout.payment',
  'api::checkout.checkout.result',
  'api::review.review.create',
  'api::review.review.eligibility',
  'plugin::users-permissions.user.me',
  'plugin::users-permissions.user.updateMe',
  'plugin::users-permissions.auth.changePassword',
  'plugin::users-permissions.auth.refresh',
  'plugin::users-permissions.auth.logout',
];

/**
 * Actions under these prefixes are managed here: anything else granted to the two roles under them
 * (for example user.update, which would let a member edit any user, or upload) is revoked at start.
 */
const MANAGED_PREFIXES = [
  'api::',
  'plugin::users-permissions.user.',
  'plugin::users-permissions.role.',
  'plugin::users-permissions.permissions.',
  'plugin::upload.',
  'plugin::i18n.',
];

interface PermissionRow {
  id: number;
  action: string;
}

async function syncRole(strapi: Core.Strapi, type: string, wanted: string[]): Promise<void> {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type } });
  if (!role) throw new Error(`users-permissions role "${type}" is missing`);
  const permissions = strapi.db.query('plugin::users-permissions.permission');
  const existing = (await permissions.findMany({
    where: { role: role.id },
    select: ['id', 'action'],
  })) as PermissionRow[];
  const have = new Set(existing.map((p) => p.action));
  const want = new Set(wanted);
  for (const action of want) {
    if (!have.has(action)) await permissions.create({ data: { action, role: role.id } });
  }
  for (const p of existing) {
    if (!want.has(p.action) && MANAGED_PREFIXES.some((prefix) => p.action.startsWith(prefix))) {
      await permissions.delete({ where: { id: p.id } });
    }
  }
}

export async function grantPermissions(strapi: Core.Strapi): Promise<void> {
  await syncRole(strapi, 'public', PUBLIC_ACTIONS);
  await syncRole(strapi, 'authenticated', AUTHENTICATED_ACTIONS);
}
