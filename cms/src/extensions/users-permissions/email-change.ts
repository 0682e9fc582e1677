import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { renderEmailChangeMails } from '../../lib/email-change-mail';
import { STOREFRONT_LOCALE_PATH, storefrontUrl, type ContentLocale } from '../../lib/settings';
import { uniqueMillis } from '../../bootstrap/sessions';

/** How long the link mailed to a new address works. */
export const EMAIL_CHANGE_LIFETIME_MS = 24 * 60 * 60_000;
/** How long the link in the notice to the current address cancels (or undoes) the change. */
export const EMAIL_CHANGE_CANCEL_LIFETIME_MS = 7 * 24 * 60 * 60_000;
export const LINK_MISSING = 'Missing required verification code parameter.';
export const LINK_INVALID = 'Invalid verification link';
export const LINK_USED = 'The link has expired or has already been used';
export const EMAIL_TAKEN = 'Email already taken';
export const MAIL_FAILED = 'The confirmation e-mail could not be sent, please try again later.';

export const TOKEN = /^[0-9a-f]{64}$/;
const USER = 'plugin::users-permissions.user';

/** Only a hash of the link's code is stored, so a copy of the database cannot confirm anything. */
export const hashCode = (code: string): string =>
  crypto.createHash('sha256').update(code).digest('hex');

export interface PendingChange {
  pendingEmail?: string | null;
  emailChangeRequestedAt?: string | Date | null;
}

/** The address waiting for confirmation while its link still works; null otherwise. */
export function livePendingEmail(user: PendingChange, now = Date.now()): string | null {
  if (!user.pendingEmail || !user.emailChangeRequestedAt) return null;
  const age = now - new Date(user.emailChangeRequestedAt).getTime();
  return age >= 0 && age < EMAIL_CHANGE_LIFETIME_MS ? user.pendingEmail : null;
}

const NOTHING_PENDING = {
  pendingEmail: null,
  emailChangeToken: null,
  emailChangeRequestedAt: null,
};

const NOTHING_TO_CANCEL = {
  emailChangeCancelToken: null,
  emailChangeCancelUntil: null,
  emailBeforeChange: null,
};

interface CancelRow extends Member, PendingChange {
  emailChangeCancelUntil?: string | Date | null;
  emailBeforeChange?: string | null;
}

interface Member {
  id: number;
  email: string;
  username: string;
}

/**
 * A member's e-mail address changes only once the new address is confirmed: the change is kept as
 * pending, the new address gets a link that works once for 24 hours, and the current address gets
 * a notice. Until then the member signs in, and password resets go, to the current address.
 * The notice carries a link that cancels the change for 7 days: before the confirmation it drops
 * the waiting change; after it, it puts the previous address back and ends every session (someone
 * holding a stolen session may have confirmed from their own mailbox).
 */
export function emailChanges(strapi: Core.Strapi) {
  const users = () => strapi.db.query(USER);
  const mail = () => strapi.plugin('email').service('email');

  /** Another account using `email` as its e-mail or username (sign-in accepts either). */
  const takenByOther = async (email: string, id: number): Promise<boolean> =>
    Boolean(
      await users().findOne({
        where: {
          id: { $ne: id },
          $or: [{ email: { $eqi: email } }, { username: { $eqi: email } }],
        },
      }),
    );

  return {
    takenByOther,

    /** The member's address waiting for confirmation, if its link still works. */
    async pendingOf(memberId: number): Promise<string | null> {
      const row = (await users().findOne({
        where: { id: memberId },
        select: ['pendingEmail', 'emailChangeRequestedAt'],
      })) as PendingChange | null;
      return row ? livePendingEmail(row) : null;
    },

    async request(member: Member, newEmail: string, locale: ContentLocale): Promise<void> {
      const code = crypto.randomBytes(32).toString('hex');
      const cancelCode = crypto.randomBytes(32).toString('hex');
      await users().update({
        where: { id: member.id },
        data: {
          pendingEmail: newEmail,
          emailChangeToken: hashCode(code),
          emailChangeRequestedAt: new Date(),
          emailChangeCancelToken: hashCode(cancelCode),
          emailChangeCancelUntil: new Date(Date.now() + EMAIL_CHANGE_CANCEL_LIFETIME_MS),
          emailBeforeChange: member.email,
        },
      });
      const page = `${storefrontUrl()}${STOREFRONT_LOCALE_PATH[locale]}/email-confirmation`;
      const link = `${page}?change=${code}`;
      const cancelLink = `${page}?cancel=${cancelCode}`;
      const mails = renderEmailChangeMails(locale, { newEmail, link, cancelLink });
      try {
        await mail().send({ to: newEmail, ...mails.confirm });
      } catch (error) {
        await users().update({
          where: { id: member.id },
          data: { ...NOTHING_PENDING, ...NOTHING_TO_CANCEL },
        });
        strapi.log.error(`E-mail change of member ${member.id}: confirmation not sent`, error);
        throw new errors.ApplicationError(MAIL_FAILED);
      }
      // The notice is a courtesy to the current address; the change goes on without it.
      await mail()
        .send({ to: member.email, ...mails.notice })
        .catch((error: unknown) =>
          strapi.log.warn(`E-mail change of member ${member.id}: notice not sent`, error),
        );
    },

    async cancel(memberId: number): Promise<void> {
      await users().update({
        where: { id: memberId },
        data: { ...NOTHING_PENDING, ...NOTHING_TO_CANCEL },
      });
    },

    /**
     * The link of the notice to the previous address: drops a waiting change, or puts back the
     * address a confirmed change replaced (ending every session). Each code works once.
     */
    async cancelByLink(code: unknown): Promise<{ cancelled: true; email: string }> {
      if (typeof code !== 'string' || code === '') throw new errors.ValidationError(LINK_MISSING);
      if (!TOKEN.test(code)) throw new errors.ValidationError(LINK_INVALID);
      const hash = hashCode(code);
      const member = (await users().findOne({
        where: { emailChangeCancelToken: hash },
      })) as CancelRow | null;
      if (!member) throw new errors.ValidationError(LINK_USED);
      const claim = (data: Record<string, unknown>) =>
        users().updateMany({ where: { id: member.id, emailChangeCancelToken: hash }, data });
      const until = member.emailChangeCancelUntil
        ? new Date(member.emailChangeCancelUntil).getTime()
        : 0;
      const previous = member.emailBeforeChange;
      if (!previous || !(until > Date.now())) {
        await claim(NOTHING_TO_CANCEL);
        throw new errors.ValidationError(LINK_USED);
      }
      let data: Record<string, unknown> = { ...NOTHING_PENDING, ...NOTHING_TO_CANCEL };
      if (member.email.toLowerCase() !== previous.toLowerCase()) {
        // The change was confirmed: the previous address comes back, unless another account
        // has taken it since.
        if (await takenByOther(previous, member.id)) {
          await claim(NOTHING_TO_CANCEL);
          throw new errors.ApplicationError(EMAIL_TAKEN);
        }
        const followed = member.username.toLowerCase() === member.email.toLowerCase();
        data = {
          ...data,
          email: previous,
          confirmed: true,
          ...(followed ? { username: previous } : {}),
          // a reset link mailed to the other address no longer works, and every session ends
          resetPasswordToken: null,
          passwordChangedAt: new Date(uniqueMillis()),
        };
      }
      const { count } = (await claim(data)) as { count: number };
      if (count !== 1) throw new errors.ValidationError(LINK_USED);
      return { cancelled: true, email: previous };
    },

    /** Applies the change the link's code names; each code works once. */
    async confirm(code: unknown): Promise<{ email: string }> {
      if (typeof code !== 'string' || code === '') throw new errors.ValidationError(LINK_MISSING);
      if (!TOKEN.test(code)) throw new errors.ValidationError(LINK_INVALID);
      const hash = hashCode(code);
      const member = (await users().findOne({ where: { emailChangeToken: hash } })) as
        (Member & PendingChange) | null;
      if (!member) throw new errors.ValidationError(LINK_USED);
      // One UPDATE naming the code: of two clicks at once, only one applies it.
      const claim = (data: Record<string, unknown>) =>
        users().updateMany({ where: { id: member.id, emailChangeToken: hash }, data });
      const newEmail = livePendingEmail(member);
      if (!newEmail) {
        await claim(NOTHING_PENDING);
        throw new errors.ValidationError(LINK_USED);
      }
      if (await takenByOther(newEmail, member.id)) {
        await claim(NOTHING_PENDING);
        throw new errors.ApplicationError(EMAIL_TAKEN);
      }
      // Accounts made on the sign-up page use their e-mail as username; the two stay together.
      const followsEmail = member.username.toLowerCase() === member.email.toLowerCase();
      // Opening the link proves the new address is the member's: it counts as confirmed.
      const { count } = (await claim({
        ...NOTHING_PENDING,
        email: newEmail,
        confirmed: true,
        confirmationToken: null,
        confirmationSentAt: null,
        ...(followsEmail ? { username: newEmail } : {}),
      })) as { count: number };
      if (count !== 1) throw new errors.ValidationError(LINK_USED);
      return { email: newEmail };
    },
  };
}
