import type { Core } from '@strapi/strapi';
import type { TokenPayload } from '../../bootstrap/sessions';
import type { Ctx } from '../../lib/types';

const USER = 'plugin::users-permissions.user';

export const WRONG_CREDENTIALS = 'Invalid identifier or password';
export const USERNAME_TAKEN = 'Username already taken';
export const USERNAME_EMAIL_NOT_OWN =
  'A username shaped like an e-mail address must be your own confirmed e-mail address';
export const CURRENT_PASSWORD_REQUIRED = 'Please enter your current password';
export const CURRENT_PASSWORD_WRONG = 'The provided current password is invalid';
export const FRESH_SIGN_IN_REQUIRED =
  'For your security, please sign in again, then make this change within 10 minutes';

/** How recent a sign-in must be for a member without a password to change their address. */
export const FRESH_SIGN_IN_MS = 10 * 60_000;

/** A username or sign-in identifier shaped like an e-mail address. */
export const isEmailShaped = (value: string): boolean => value.includes('@');

export interface SignInAccount {
  id: number;
  email: string;
  password?: string | null;
  confirmed?: boolean | null;
  blocked?: boolean | null;
}

/**
 * The account a sign-in identifier names: one with an @ only the account with that e-mail, any
 * other only the account with that username (usernames are unique in any case).
 */
export async function findSignInAccount(
  strapi: Core.Strapi,
  identifier: string,
): Promise<SignInAccount | null> {
  const users = strapi.db.query(USER);
  const where = isEmailShaped(identifier)
    ? { provider: 'local', email: identifier.toLowerCase() }
    : { provider: 'local', username: identifier };
  const exact = (await users.findOne({ where })) as SignInAccount | null;
  if (exact || isEmailShaped(identifier)) return exact;
  return (await users.findOne({
    where: { provider: 'local', username: { $eqi: identifier } },
  })) as SignInAccount | null;
}

type UserService = {
  ensureHashedPasswords(values: { password: string }): Promise<{ password: string }>;
  validatePassword(password: string, hash: string): Promise<boolean>;
};

let standInHash: Promise<string> | undefined;

/**
 * Whether `password` matches `hash`. Without a hash (unknown identifier, an account without a
 * password) a stand-in hash made by the same service, so of the same cost, is compared instead and
 * the answer is false: the sign-in takes as long either way.
 */
export async function passwordMatches(
  strapi: Core.Strapi,
  password: string,
  hash: string | null | undefined,
): Promise<boolean> {
  const service = strapi.plugin('users-permissions').service('user') as unknown as UserService;
  if (typeof hash === 'string' && hash) return service.validatePassword(password, hash);
  // hashed as stored passwords are (same rounds), so comparing costs the same
  standInHash ??= service
    .ensureHashedPasswords({ password: `stand-in ${Math.random()} ${Date.now()}` })
    .then((values) => values.password);
  await service.validatePassword(password, await standInHash);
  return false;
}

/** Whether the request's member token was issued within FRESH_SIGN_IN_MS. */
export async function signedInRecently(strapi: Core.Strapi, ctx: Ctx): Promise<boolean> {
  const jwt = strapi.plugin('users-permissions').service('jwt') as unknown as {
    getToken(ctx: Ctx): Promise<TokenPayload | null> | TokenPayload | null;
  };
  let payload: TokenPayload | null;
  try {
    payload = await jwt.getToken(ctx);
  } catch {
    return false;
  }
  const issuedMs =
    typeof payload?.iatMs === 'number'
      ? payload.iatMs
      : typeof payload?.iat === 'number'
        ? payload.iat * 1000
        : null;
  return issuedMs !== null && Date.now() - issuedMs < FRESH_SIGN_IN_MS;
}

/**
 * Why `username` cannot be used by the member (null: it can): taken by another account in any
 * case, or naming another account's e-mail, or shaped like an e-mail address other than the
 * member's own (`ownEmail`: the address being registered, or the current confirmed one).
 */
export async function usernameProblem(
  strapi: Core.Strapi,
  username: string,
  { ownEmail, memberId }: { ownEmail: string | null; memberId?: number },
): Promise<string | null> {
  if (isEmailShaped(username)) {
    if (!ownEmail || username.toLowerCase() !== ownEmail.toLowerCase()) {
      return USERNAME_EMAIL_NOT_OWN;
    }
  }
  const other = await strapi.db.query(USER).findOne({
    where: {
      ...(memberId === undefined ? {} : { id: { $ne: memberId } }),
      $or: [{ username: { $eqi: username } }, { email: { $eqi: username } }],
    },
    select: ['id'],
  });
  return other ? USERNAME_TAKEN : null;
}

/** Usernames that differ only in case, grouped, with the ids of their accounts. */
export async function caseDuplicateUsernames(
  strapi: Core.Strapi,
): Promise<Array<{ username: string; ids: number[] }>> {
  const rows = (await strapi.db
    .connection('up_users')
    .select('id', 'username')
    .whereRaw(
      'lower(username) in (select lower(username) from up_users group by lower(username) having count(*) > 1)',
    )
    .orderBy('id')) as Array<{ id: number; username: string }>;
  const groups = new Map<string, { username: string; ids: number[] }>();
  for (const row of rows) {
    const key = row.username.toLowerCase();
    const group = groups.get(key) ?? { username: key, ids: [] };
    group.ids.push(Number(row.id));
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** At start: logs every group of usernames differing only in case (nothing is renamed). */
export async function reportCaseDuplicateUsernames(strapi: Core.Strapi): Promise<void> {
  try {
    const groups = await caseDuplicateUsernames(strapi);
    for (const group of groups) {
      strapi.log.warn(
        `[accounts] usernames differing only in case: "${group.username}" used by accounts ${group.ids.join(', ')}; ` +
          'rename all but one in the admin panel (see cms/docs/accounts.md)',
      );
    }
  } catch (error) {
    strapi.log.error(`[accounts] could not check usernames for case duplicates: ${String(error)}`);
  }
}
