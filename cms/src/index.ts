import type { Core } from '@strapi/strapi';
import { ensureLocales } from './bootstrap/locales';
import { registerOAuthProvider, syncOAuthProviderStore } from './bootstrap/oauth-provider';
import { grantPermissions } from './bootstrap/permissions';
import { configureUsersPermissions } from './bootstrap/users-permissions';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    registerOAuthProvider(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureLocales(strapi);
    await configureUsersPermissions(strapi);
    await syncOAuthProviderStore(strapi);
    await grantPermissions(strapi);
    // SEED_ON_START=0 starts without demo content (seed:reset uses it to seed by itself).
    if (process.env.SEED_ON_START !== '0') {
      const { seedIfEmpty } = await import('./seed/seed');
      await seedIfEmpty(strapi);
    }
  },
};
