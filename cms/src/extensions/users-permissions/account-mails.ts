import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { renderConfirmationMail, renderResetPasswordMail } from '../../lib/account-mail';
import {
  STOREFRONT_LOCALE_PATH,
  storefrontUrl,
  toContentLocale,
  type ContentLocale,
} from '../../lib/settings';
import { LINK_INVALID, LINK_MISSING, LINK_USED, TOKEN, hashCode } from './email-change';

/** How long the link of a confirmation mail works. */
export const CONFIRMATION_LIFETIME_MS = 7 * 24 * 60 * 60_000;
export const ALREADY_CONFIRMED = 'Already confirmed';

const USER = 'plugin::users-permissions.user';

export interface MailMember {
  id: number;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  mailLocale?: string | null;
}

interface ConfirmationRow extends MailMember {
  confirmed?: boolean | null;
  blocked?: boolean | null;
  confirmationSentAt?: string | Date | null;
}

/** Whether a confirmation link sent at `sentAt` still works. */
export function confirmationLive(sentAt: string | Date | null | undefined, now = Date.now()) {
  if (!sentAt) return false;
  const age = now - new Date(sentAt).getTime();
  return age >= 0 && age < CONFIRMATION_LIFETIME_MS;
}

/** The member's language for mail: the page's when given, else the one they signed up in. */
export function mailLocaleOf(requested: unknown, member?: MailMember | null): ContentLocale {
  return toContentLocale(requested) ?? toContentLocale(member?.mailLocale) ?? 'en';
}

/** How a mail greets the member: given name in English, family name in Chinese and Japanese. */
export function greetingName(member: MailMember, locale: ContentLocale): string {
  const name = locale === 'en' ? member.firstName : member.lastName;
  return (name ?? '').trim();
}

/** A storefront page under the language's prefix. */
export const storefrontLink = (locale: ContentLocale, path: string): string =>
  `${storefrontUrl()}${STOREFRONT_LOCALE_PATH[locale]}${path}`;

/**
 * The shop's own e-mail confirmation: members sign in and shop before confirming (the
 * users-permissions setting stays off), and the link mailed to them works once, for 7 days. Only a
 * hash of its code is stored (in `confirmationToken`), as for a change of address.
 */
export function emailConfirmations(strapi: Core.Strapi) {
  const users = () => strapi.db.query(USER);
  const mail = () => strapi.plugin('email').service('email');

  return {
    /** Starts (or starts again) the confirmation of the member's address and mails the link. */
    async send(member: MailMember, locale: ContentLocale, welcome: boolean): Promise<void> {
      const code = crypto.randomBytes(32).toString('hex');
      await users().update({
        where: { id: member.id },
        data: {
          confirmed: false,
          confirmationToken: hashCode(code),
          confirmationSentAt: new Date(),
          mailLocale: locale,
        },
      });
      const link = storefrontLink(locale, `/email-confirmation?confirmation=${code}`);
      const name = greetingName(member, locale);
      await mail().send({
        to: member.email,
        ...renderConfirmationMail(locale, { name, link, welcome }),
      });
    },

    /** The member behind an unconfirmed address, for a new link; null when there is none. */
    async unconfirmed(where: { id: number } | { email: string }): Promise<ConfirmationRow | null> {
      const row = (await users().findOne({
        where: 'id' in where ? { id: where.id } : { email: { $eqi: where.email } },
      })) as ConfirmationRow | null;
      if (!row || row.blocked) return null;
      if (row.confirmed) throw new errors.ApplicationError(ALREADY_CONFIRMED);
      return row;
    },

    /** Confirms the address the link's code names; each code works once. */
    async confirm(code: unknown): Promise<{ email: string }> {
      if (typeof code !== 'string' || code === '') throw new errors.ValidationError(LINK_MISSING);
      if (!TOKEN.test(code)) throw new errors.ValidationError(LINK_INVALID);
      const hash = hashCode(code);
      const member = (await users().findOne({
        where: { confirmationToken: hash },
      })) as ConfirmationRow | null;
      if (!member) throw new errors.ValidationError(LINK_USED);
      const live = confirmationLive(member.confirmationSentAt);
      // One UPDATE naming the code: of two clicks at once, only one confirms.
      const { count } = (await users().updateMany({
        where: { id: member.id, confirmationToken: hash },
        data: live
          ? { confirmed: true, confirmationToken: null, confirmationSentAt: null }
          : { confirmationToken: null, confirmationSentAt: null },
      })) as { count: number };
      if (!live || count !== 1) throw new errors.ValidationError(LINK_USED);
      return { email: member.email };
    },

    /**
     * Mails a password reset link in the member's language (the page's, else the sign-up's). The
     * code is what users-permissions' reset endpoint checks; nothing tells whether the address
     * belongs to an account.
     */
    async sendPasswordReset(email: string, requestedLocale: unknown): Promise<void> {
      const member = (await users().findOne({
        where: { email: email.toLowerCase() },
      })) as ConfirmationRow | null;
      if (!member || member.blocked) return;
      const code = crypto.randomBytes(64).toString('hex');
      // Stored before sending, so staff can still help with the link if the mail fails.
      await users().update({ where: { id: member.id }, data: { resetPasswordToken: code } });
      const locale = mailLocaleOf(requestedLocale, member);
      const link = storefrontLink(locale, `/reset-password?code=${code}`);
      await mail().send({
        to: member.email,
        ...renderResetPasswordMail(locale, { name: greetingName(member, locale), link }),
      });
    },
  };
}
