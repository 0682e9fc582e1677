import type { Core } from '@strapi/strapi';

const USER = 'plugin::users-permissions.user';

let lastMillis = 0;

/** Milliseconds since the epoch, strictly increasing within this process. */
export function uniqueMillis(now = Date.now()): number {
  lastMillis = Math.max(now, lastMillis + 1);
  return lastMillis;
}

/**
 * A member's sessions end when their password changes: every write of a new password (change,
 * reset, the admin panel) stamps `passwordChangedAt`, and member tokens issued before that
 * millisecond are refused like an invalid token. Tokens carry their issue time in milliseconds
 * (`iatMs`) beside the JWT's whole-second `iat`, and both the stamp and `iatMs` come from one clock
 * that never gives the same millisecond twice, so a token issued just before a change in the same
 * second is refused and the token answered to the change itself (issued after the stamp) works.
 */
export function subscribePasswordStamp(strapi: Core.Strapi): void {
  strapi.db.lifecycles.subscribe({
    models: [USER],
    beforeUpdate(event) {
      const data = (event.params as { data?: Record<string, unknown> }).data;
      if (data && typeof data.password === 'string' && data.password) {
        data.passwordChangedAt = new Date(uniqueMillis());
      }
    },
  });
}

/**
 * Whether a token predates the password's change: by its `iatMs` (milliseconds) when it has one;
 * a token with only the whole-second `iat` (issued before tokens carried `iatMs`) must be from a
 * later second than the change, since within the same second it cannot prove it is newer.
 */
export function issuedBeforePasswordChange(
  issuedAt: number | undefined,
  passwordChangedAt: Date | string | number | null | undefined,
  issuedAtMs?: number,
): boolean {
  if (passwordChangedAt === null || passwordChangedAt === undefined || passwordChangedAt === '') {
    return false;
  }
  const changedMs = new Date(passwordChangedAt).getTime();
  if (Number.isNaN(changedMs)) return false;
  if (typeof issuedAtMs === 'number' && Number.isFinite(issuedAtMs)) return issuedAtMs < changedMs;
  // a token without `iat` cannot prove it is newer
  return typeof issuedAt !== 'number' || issuedAt <= Math.floor(changedMs / 1000);
}

/** The payload a verified member token carries. */
export interface TokenPayload {
  id?: number | string;
  iat?: number;
  /** the issue time in milliseconds (see uniqueMillis) */
  iatMs?: number;
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
  if (user && issuedBeforePasswordChange(payload.iat, user.passwordChangedAt, payload.iatMs)) {
    throw new Error('Invalid token.');
  }
  return payload;
}
