// The content backend for end-to-end tests: a fresh, seeded SQLite database on every run, in the
// local demo profile (startCms: SHOP_PROFILE=local-demo, loopback only, stand-ins).
import path from 'node:path';
import fs from 'node:fs';
import { buildCms, cmsDir, startCms } from './lib/cms.mjs';

const dbFile = path.join(cmsDir, '.tmp', 'e2e.db');
for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(dbFile + suffix, { force: true });
fs.rmSync(path.join(cmsDir, '.tmp', 'mail-e2e'), { recursive: true, force: true });

await buildCms();
startCms({
  DATABASE_FILENAME: dbFile,
  MAIL_CAPTURE_DIR: path.join(cmsDir, '.tmp', 'mail-e2e'),
  TEST_DISABLE_RATELIMIT: '1',
  // The suite's shop, and the shops the release tests start with their own registries (whose
  // pages must run with the browser's HTTP cache, so they cannot borrow CORS through routing).
  STOREFRONT_ORIGINS: [3000, 3001, 3002, 3003, 3004, 3110, 3111]
    .map((port) => `http://localhost:${port}`)
    .join(','),
  // New members confirm their address through the captured mail, as in production.
  EMAIL_CONFIRMATION: 'true',
  // Several journeys send contact messages from one address within a minute.
  CONTACT_RATE_LIMIT_MAX: '100',
  // Third-party login through the offline OAuth2 stand-in (e2e/standins/oauth).
  OAUTH_PROVIDER_NAME: 'teaid',
  OAUTH_AUTHORIZE_URL: 'http://localhost:4010/realms/teashop/protocol/openid-connect/auth',
  OAUTH_TOKEN_URL: 'http://127.0.0.1:4010/realms/teashop/protocol/openid-connect/token',
  OAUTH_USERINFO_URL: 'http://127.0.0.1:4010/realms/teashop/protocol/openid-connect/userinfo',
  OAUTH_CLIENT_ID: 'teashop-storefront',
  OAUTH_CLIENT_SECRET: 'standin-secret',
});
