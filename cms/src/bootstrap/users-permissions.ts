import type { Core } from '@strapi/strapi';
import { storefrontUrl } from '../lib/settings';

type Store = ReturnType<Core.Strapi['store']>;

const upStore = (strapi: Core.Strapi): Store =>
  strapi.store({ type: 'plugin', name: 'users-permissions' });

/**
 * Account settings (Settings > Users & Permissions > Advanced settings in the admin), applied at
 * every start. The shop confirms e-mail addresses itself (extensions/users-permissions/
 * account-mails.ts): a new member signs in and shops at once and confirms from the mailed link, so
 * users-permissions' own confirmation (which refuses sign-in until then) stays off. Links back to
 * the storefront (STOREFRONT_URL) are kept for the admin panel's reference.
 */
export async function configureUsersPermissions(strapi: Core.Strapi): Promise<void> {
  const store = upStore(strapi);
  const base = storefrontUrl();
  const advanced = ((await store.get({ key: 'advanced' })) ?? {}) as Record<string, unknown>;
  await store.set({
    key: 'advanced',
    value: {
      ...advanced,
      unique_email: true,
      allow_register: true,
      email_confirmation: false,
      email_reset_password: `${base}/reset-password`,
      email_confirmation_redirection: `${base}/email-confirmation?result=success`,
      default_role: 'authenticated',
    },
  });

  const fromEmail = process.env.MAIL_FROM_ADDRESS || 'no-reply@teashop.test';
  const fromName = process.env.MAIL_FROM_NAME || 'Tea Shop';
  const emails = ((await store.get({ key: 'email' })) ?? {}) as Record<
    string,
    { options?: Record<string, unknown> }
  >;
  for (const template of Object.values(emails)) {
    if (template?.options) {
      template.options.from = { name: fromName, email: fromEmail };
      template.options.response_email = process.env.MAIL_REPLY_TO_ADDRESS || '';
    }
  }
  await store.set({ key: 'email', value: emails });
}
