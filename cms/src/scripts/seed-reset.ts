/**
 * `npm run seed:reset -w cms`: empties the shop data (catalogue, pages, members, carts, orders,
 * reviews, messages, uploads; admin users and settings stay) and seeds the demo content again.
 * Stop the running cms first when it uses the same SQLite file.
 */
import path from 'node:path';
import { createStrapi } from '@strapi/strapi';
import { cmsRoot } from '../lib/paths';
import { seed, wipeShopData } from '../seed/seed';

async function main(): Promise<void> {
  process.env.SEED_ON_START = '0';
  const appDir = cmsRoot();
  const strapi = await createStrapi({ appDir, distDir: path.join(appDir, 'dist') }).load();
  try {
    await wipeShopData(strapi);
    await seed(strapi);
  } finally {
    await strapi.destroy();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
