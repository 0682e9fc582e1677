import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { cmsRoot } from '../src/lib/paths';
import { beginSqliteTransactionsImmediately } from '../src/lib/sqlite-write-transactions';

/**
 * SQLite (better-sqlite3) by default, in the git-ignored `.tmp/` folder; DATABASE_FILENAME moves it
 * (tests use a temporary file). DATABASE_CLIENT=postgres selects PostgreSQL, configured by
 * DATABASE_URL or DATABASE_HOST/PORT/NAME/USERNAME/PASSWORD/SCHEMA/SSL.
 */
/** Runs on every new SQLite connection (a better-sqlite3 database). */
const caseSensitiveLike = (
  connection: unknown,
  done: (error?: Error, connection?: unknown) => void,
): void => {
  try {
    (connection as { pragma(source: string): unknown }).pragma('case_sensitive_like = ON');
    done(undefined, connection);
  } catch (error) {
    done(error as Error, connection);
  }
};

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Database => {
  const client = env('DATABASE_CLIENT', 'sqlite');
  const acquireConnectionTimeout = env.int('DATABASE_CONNECTION_TIMEOUT', 60000);

  if (client === 'postgres') {
    const ssl = env.bool('DATABASE_SSL', false)
      ? { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) }
      : false;
    return {
      connection: {
        client: 'postgres',
        connection: env('DATABASE_URL')
          ? {
              connectionString: env('DATABASE_URL', ''),
              ssl,
              schema: env('DATABASE_SCHEMA', 'public'),
              // the typings list host/port/etc.; pg reads connectionString instead
              host: undefined as unknown as string,
              port: undefined as unknown as number,
              database: undefined as unknown as string,
              user: undefined as unknown as string,
              password: undefined as unknown as string,
            }
          : {
              host: env('DATABASE_HOST', 'localhost'),
              port: env.int('DATABASE_PORT', 5432),
              database: env('DATABASE_NAME', 'teashop'),
              user: env('DATABASE_USERNAME', 'teashop'),
              password: env('DATABASE_PASSWORD', ''),
              ssl,
              schema: env('DATABASE_SCHEMA', 'public'),
            },
        pool: { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout,
      },
    };
  }

  if (client !== 'sqlite') {
    throw new Error(`Unsupported DATABASE_CLIENT "${client}" (use sqlite or postgres).`);
  }
  beginSqliteTransactionsImmediately();
  return {
    connection: {
      client: 'sqlite',
      connection: {
        filename: path.resolve(cmsRoot(), env('DATABASE_FILENAME', '.tmp/data.db')),
      },
      useNullAsDefault: true,
      acquireConnectionTimeout,
      // SQLite's LIKE ignores the case of ASCII letters; with this pragma `$contains`,
      // `$startsWith` and `$endsWith` match the case as documented and as PostgreSQL does (the
      // `…i` operators compare lower-cased text on both).
      pool: { afterCreate: caseSensitiveLike },
    },
  };
};

export default config;
