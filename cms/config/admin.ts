import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { getSecrets } from '../src/lib/local-secrets';
import { cmsRoot } from '../src/lib/paths';
import { previewAllowedOrigins, previewUrl } from '../src/lib/preview-token-url';

/**
 * The admin panel is served only once it has been built (`npm run build:admin -w cms`), so a plain
 * `tsc` build starts an API-only server quickly. SERVE_ADMIN_PANEL=false forces it off.
 */
const adminBuilt = (): boolean =>
  fs.existsSync(path.join(cmsRoot(), 'dist', 'build', 'index.html'));

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => {
  const secrets = getSecrets();
  return {
    auth: { secret: secrets.ADMIN_JWT_SECRET },
    apiToken: { salt: secrets.API_TOKEN_SALT },
    transfer: { token: { salt: secrets.TRANSFER_TOKEN_SALT } },
    secrets: { encryptionKey: secrets.ENCRYPTION_KEY },
    flags: { nps: false, promoteEE: false },
    serveAdminPanel: env.bool('SERVE_ADMIN_PANEL', true) && adminBuilt(),
    // Draft preview: the storefront page of the document being edited, its draft unlocked by a
    // short-lived signed token (src/lib/preview-token.ts).
    preview: {
      enabled: env.bool('PREVIEW_ENABLED', true),
      config: {
        allowedOrigins: previewAllowedOrigins(),
        handler: (uid, params) => previewUrl(strapi, uid, params),
      },
    },
  };
};

export default config;
