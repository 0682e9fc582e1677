import type { Core } from '@strapi/strapi';
import {
  registerCacheInvalidation,
  subscribeCacheInvalidation,
} from './bootstrap/cache-invalidation';
import { ensureLocales } from './bootstrap/locales';
import { registerOAuthProvider, syncOAuthProviderStore } from './bootstrap/oauth-provider';
import { grantPermissions } from './bootstrap/permissions';
import { registerSearchIndexing, startSearch } from './bootstrap/search';
import { searchService } from './lib/search/service';
import { refreshProductRatings, registerProductRatings } from './bootstrap/product-rating';
import { registerProductStock } from './bootstrap/product-stock';
import { registerStaffOrderRoutes } from './bootstrap/staff-orders';
import { ensureStaffRoles, lockRecordsInAdmin } from './bootstrap/staff-roles';
import { registerStaffStockRoutes } from './bootstrap/staff-stock';
import { subscribePasswordStamp } from './bootstrap/sessions';
import { configureUsersPermissions } from './bootstrap/users-permissions';
import { stripeSettings } from './lib/stripe';
import { demoContentEnabled } from './lib/settings';
import { blockDemoAccountOutsideDemo } from './bootstrap/demo-account';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    // Stops the start when card payments are misconfigured (a secret key without webhook secret).
    const payments = stripeSettings();
    strapi.log.info(
      payments.mode === 'stripe'
        ? '[checkout] card payments through Stripe'
        : `[checkout] card payments through the offline Stripe stand-in at ${payments.protocol}://${payments.host}:${payments.port}`,
    );
    registerOAuthProvider(strapi);
    registerCacheInvalidation(strapi);
    registerSearchIndexing(strapi);
    registerProductRatings(strapi);
    registerProductStock(strapi);
    lockRecordsInAdmin(strapi);
    registerStaffOrderRoutes(strapi);
    registerStaffStockRoutes(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    subscribeCacheInvalidation(strapi);
    subscribePasswordStamp(strapi);
    await ensureLocales(strapi);
    await configureUsersPermissions(strapi);
    await syncOAuthProviderStore(strapi);
    await grantPermissions(strapi);
    await ensureStaffRoles(strapi);
    // SEED_ON_START=0 starts without demo content (seed:reset uses it to seed by itself); a
    // production start never seeds it (its demo account's password is in the README).
    if (process.env.SEED_ON_START !== '0' && demoContentEnabled()) {
      const { seedIfEmpty } = await import('./seed/seed');
      await seedIfEmpty(strapi);
    }
    await blockDemoAccountOutsideDemo(strapi);
    await startSearch(strapi);
    // Product ratings missing or out of step with the reviews (an older database) are recomputed.
    await refreshProductRatings(strapi);
  },

  async destroy({ strapi }: { strapi: Core.Strapi }) {
    await searchService(strapi).close();
  },
};
