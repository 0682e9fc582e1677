import type { Core } from '@strapi/strapi';
import { DEMO_MEMBER_EMAIL } from '../seed/data/commerce';
import { demoContentEnabled } from '../lib/settings';

/**
 * The demo account's password is printed in the README, so outside the local demo it must not
 * open a session: a database seeded by `npm start` and later started in production keeps the
 * account (its orders are part of the demo data) but blocked.
 */
export async function blockDemoAccountOutsideDemo(
  strapi: Core.Strapi,
  env: NodeJS.ProcessEnv = process.env,
): Promise<boolean> {
  if (demoContentEnabled(env)) return false;
  const users = strapi.db.query('plugin::users-permissions.user');
  const found = (await users.findOne({ where: { email: DEMO_MEMBER_EMAIL } })) as {
    id: number;
    blocked?: boolean | null;
  } | null;
  if (!found || found.blocked) return false;
  await users.update({ where: { id: found.id }, data: { blocked: true } });
  strapi.log.warn(
    `The demo account ${DEMO_MEMBER_EMAIL} is blocked: its password is public and this is not the local demo.`,
  );
  return true;
}
