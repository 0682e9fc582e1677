import type { Core } from '@strapi/strapi';
import { getSecrets } from '../src/lib/local-secrets';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => {
  const port = env.int('PORT', 1337);
  return {
    host: env('HOST', '0.0.0.0'),
    port,
    // Absolute public URL of this backend (used in confirmation mails and OAuth redirects).
    url: env('PUBLIC_URL', `http://localhost:${port}`),
    app: { keys: getSecrets().APP_KEYS.split(',') },
    // Behind a reverse proxy, trust X-Forwarded-For so the per-IP rate limits see the client.
    proxy: { koa: env.bool('TRUST_PROXY', false) },
    logger: {
      config: { level: env('LOG_LEVEL', 'http') },
      updates: { enabled: false },
      startup: { enabled: env.bool('LOG_STARTUP', true) },
    },
    webhooks: { populateRelations: false },
  };
};

export default config;
