import type { Core } from '@strapi/strapi';

const USER = 'plugin::users-permissions.user';

/**
 * A member's sessions end when their password changes: every write of a new password (change,
 * reset, the admin panel) stamps `passwordChangedAt`, and member tokens issued before that second
 * are refused like an invalid token. The token answered to the change itself is issued after the
 * stamp, so the member stays signed in where they changed it.
 */
export function subscribePasswordStamp(strapi: Core.Strapi): void {
  strapi.db.lifecycles.subscribe({
    models: [USER],
    beforeUpdate(event) {
      const data = (event.params as { data?: Record<string, unknown> }).data;
      if (data && typeof data.password === 'string' && data.password) {
        data.passwordChangedAt = new Date();
      }
    },
  });
}

/** Whether a token issued at `issuedAt` (seconds, the JWT's `iat`) predates the password's change. */
export function issuedBeforePasswordChange(
  issuedAt: number | undefined,
  passwordChangedAt: Date | string | null | undefined,
): boolean {
  if (!passwordChangedAt) return false;
  const changed = Math.floor(new Date(passwordChangedAt).getTime() / 1000);
  // a token without `iat` cannot prove it is newer
  return typeof issuedAt !== 'number' || issuedAt < changed;
}

/** The payload a verified member token carries. */
export interface TokenPayload {
  id?: number | string;
  iat?: number;
  /** set by the plugin's refresh-token mode, whose session manager revokes sessions itself */
  sessionId?: string;
}

/** Refuses a verified token that was issued before its member's last password change. */
export async function refuseStaleToken(
  strapi: Core.Strapi,
  payload: TokenPayload,
): Promise<TokenPayload> {
  if (payload.id === undefined || payload.sessionId !== undefined) return payload;
  const user = (await strapi.db.query(USER).findOne({
    where: { id: payload.id },
    select: ['id', 'passwordChangedAt'],
  })) as { passwordChangedAt?: string | null } | null;
  if (user && issuedBeforePasswordChange(payload.iat, user.passwordChangedAt)) {
    throw new Error('Invalid token.');
  }
  return payload;
}
