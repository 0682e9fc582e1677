import path from 'node:path';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { run, startProcess } from './processes.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const cmsDir = path.join(root, 'cms');

/** Compiles the cms (TypeScript to dist) when it has not been built yet or `force` is set. */
export async function buildCms(force = false) {
  if (force || !fs.existsSync(path.join(cmsDir, 'dist', 'src', 'index.js'))) {
    await run('npm', ['run', 'build', '-w', 'cms'], { cwd: root });
  }
  // The admin panel, where editors write the content and shop managers move orders along
  // (about a minute and 2 GB the first time). CMS_ADMIN_PANEL=off starts an API-only backend.
  const adminBuilt = fs.existsSync(path.join(cmsDir, 'dist', 'build', 'index.html'));
  if (process.env.CMS_ADMIN_PANEL !== 'off' && (force || !adminBuilt)) {
    await run('npm', ['run', 'build:admin', '-w', 'cms'], { cwd: root });
  }
}

/** The profile of `npm start` and the tests: loopback only, local secrets, stand-ins, demo account. */
export const LOCAL_DEMO = { SHOP_PROFILE: 'local-demo' };

/**
 * Starts Strapi from its compiled dist, in production mode. By default in the local demo profile
 * (SQLite, local secrets, stand-ins); `env` may say otherwise (`SHOP_PROFILE: ''` for production).
 */
export function startCms(env = {}) {
  return startProcess('cms', path.join(cmsDir, 'node_modules', '.bin', 'strapi'), ['start'], {
    cwd: cmsDir,
    env: {
      ...process.env,
      ...LOCAL_DEMO,
      NODE_ENV: process.env.NODE_ENV ?? 'production',
      STRAPI_TELEMETRY_DISABLED: 'true',
      HOST: process.env.CMS_HOST ?? '127.0.0.1',
      PORT: process.env.CMS_PORT ?? '1337',
      ...env,
    },
  });
}

/** The shop's PostgreSQL database when DATABASE_URL is not set (role from cms/scripts/setup-postgres.sh). */
export const DEFAULT_POSTGRES_URL = 'postgres://teashop:teashop@127.0.0.1:5432/teashop';

/** The URL without its password, for messages. */
export function redactUrl(url) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/**
 * Creates the PostgreSQL database of `url` when it does not exist yet (through the server's
 * `postgres` database, with the same role), comparing text by code point (collation and character
 * classes `C`) so lists sort and case-insensitive filters match as with SQLite. Resolves to whether
 * it was created; rejects with a message saying how to start PostgreSQL when it cannot connect.
 */
export async function ensurePostgresDatabase(url) {
  // pg is a dependency of the cms: resolved from there, wherever npm placed it
  const pg = createRequire(path.join(cmsDir, 'package.json'))('pg');
  const connect = async (connectionString) => {
    const client = new pg.Client({ connectionString, connectionTimeoutMillis: 10_000 });
    try {
      await client.connect();
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    return client;
  };
  const unreachable = (error) =>
    new Error(
      `PostgreSQL is not reachable at ${redactUrl(url)} (${[error.code, error.message].filter(Boolean).join(': ')}). ` +
        'Start it and create the role teashop with `sudo cms/scripts/setup-postgres.sh`, or set DATABASE_URL.',
      { cause: error },
    );
  try {
    await (await connect(url)).end();
    return false;
  } catch (error) {
    // 3D000: the database does not exist
    if (error.code !== '3D000') throw unreachable(error);
  }
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  let client;
  try {
    client = await connect(maintenance.toString());
  } catch (error) {
    throw unreachable(error);
  }
  try {
    const quoted = `"${name.replaceAll('"', '""')}"`;
    await client.query(
      `CREATE DATABASE ${quoted} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C'`,
    );
  } finally {
    await client.end();
  }
  return true;
}
