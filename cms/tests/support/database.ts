import crypto from 'node:crypto';
import path from 'node:path';
import pg, { type Client, type Pool } from 'pg';

/**
 * The database under the integration tests. `CMS_TEST_DATABASE` picks it: `sqlite` (default, a
 * temporary file) or `postgres` (a fresh database on the server `CMS_TEST_POSTGRES_URL` points at,
 * created by the global setup and dropped by the teardown).
 */
export type TestClient = 'sqlite' | 'postgres';

export type TestDatabase =
  { client: 'sqlite'; file: string } | { client: 'postgres'; name: string; url: string };

export const DEFAULT_POSTGRES_URL = 'postgres://teashop:teashop@127.0.0.1:5432/postgres';

/** Created by `cms/scripts/setup-postgres.sh` (and `.ci/run`, which calls it). */
const SETUP_HINT =
  'Start PostgreSQL and create the test role with `sudo cms/scripts/setup-postgres.sh` ' +
  '(on Debian: apt-get install -y postgresql, pg_ctlcluster 15 main start, a role teashop ' +
  'with CREATEDB and the password teashop; `.ci/run` does the same), or point ' +
  'CMS_TEST_POSTGRES_URL at a server where the role may create databases.';

export function testClient(): TestClient {
  const value = (process.env.CMS_TEST_DATABASE ?? 'sqlite').trim().toLowerCase();
  if (value === 'sqlite' || value === '') return 'sqlite';
  if (value === 'postgres' || value === 'postgresql') return 'postgres';
  throw new Error(`CMS_TEST_DATABASE="${value}": use sqlite or postgres`);
}

/** Connection URL of the maintenance database, where databases are created and dropped. */
export const adminUrl = (): string => process.env.CMS_TEST_POSTGRES_URL || DEFAULT_POSTGRES_URL;

/** The same server and credentials, another database. */
export function databaseUrl(name: string, base = adminUrl()): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The URL without its password, for messages. */
export function redacted(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

const NAME = /^[a-z_][a-z0-9_]*$/;
/** Only names built by the tests reach SQL; they are plain identifiers and quoted anyway. */
function ident(name: string): string {
  if (!NAME.test(name)) throw new Error(`unexpected database name ${name}`);
  return `"${name}"`;
}

export const runDatabaseName = (): string =>
  `teashop_test_${crypto.randomBytes(5).toString('hex')}`;
/*
 * Seeded templates are named per checkout as well as per seed: the uploads that go with a template
 * are kept in the checkout (`cms/.tmp/test-template`), and their file names differ from one seeding
 * to the next, so two checkouts on one server must never take each other's template.
 */
const checkoutKey = crypto
  .createHash('sha256')
  .update(path.resolve(__dirname, '..', '..'))
  .digest('hex')
  .slice(0, 8);
const TEMPLATE_PREFIX = `teashop_template_${checkoutKey}_`;
export const templateDatabaseName = (fingerprint: string): string =>
  `${TEMPLATE_PREFIX}${fingerprint}`;

/** BIGINT (count(*)) and NUMERIC (decimal columns) as JavaScript numbers, as SQLite answers. */
const numeric = (value: string): number => Number(value);
const typeParsers = {
  getTypeParser(oid: number, format?: string): (value: string) => unknown {
    if (oid === 20 || oid === 1700) return numeric;
    return pg.types.getTypeParser(oid, format);
  },
};

async function connect(url: string): Promise<Client> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: 10_000,
    types: typeParsers,
  });
  try {
    await client.connect();
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    throw new Error(
      `PostgreSQL is not reachable at ${redacted(url)} (${[code, message].filter(Boolean).join(': ')}).\n${SETUP_HINT}`,
      { cause: error },
    );
  }
  return client;
}

/**
 * The connections the tests' own reads and writes go through, one pool per database and mode for
 * the test file: the security probes read the database hundreds of times, and a new connection
 * each time (a server process and a password exchange) made them several times slower on
 * PostgreSQL than on SQLite. Idle connections close after a second and never keep the test process
 * running; the teardown's forced drop ends any that are left.
 */
const pools = new Map<string, Pool>();

function poolFor(url: string, options: { readOnly?: boolean } = {}): Pool {
  const key = `${options.readOnly ? 'read' : 'write'} ${url}`;
  let pool = pools.get(key);
  if (!pool) {
    pool = new pg.Pool({
      connectionString: url,
      connectionTimeoutMillis: 10_000,
      types: typeParsers,
      max: 2,
      idleTimeoutMillis: 1_000,
      allowExitOnIdle: true,
      ...(options.readOnly ? { options: '-c default_transaction_read_only=on' } : {}),
    });
    // an idle connection ended by the server (the drop at teardown) is not a test's failure
    pool.on('error', () => undefined);
    pools.set(key, pool);
  }
  return pool;
}

/** Runs `work` on a connection to the maintenance database. */
export async function withAdmin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = await connect(adminUrl());
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function databaseExists(client: Client, name: string): Promise<boolean> {
  const res = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  return res.rows.length > 0;
}

/**
 * A new empty database, or a copy of `template`. New databases compare text by code point
 * (collation and character classes `C`), as SQLite does and as `npm run start:postgres` creates
 * the shop's database, whatever the cluster's default locale.
 */
export async function createDatabase(name: string, template?: string): Promise<void> {
  await withAdmin(async (client) => {
    try {
      await client.query(
        template
          ? `CREATE DATABASE ${ident(name)} TEMPLATE ${ident(template)}`
          : `CREATE DATABASE ${ident(name)} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C'`,
      );
    } catch (error) {
      const { message } = error as Error;
      throw new Error(
        `could not create the test database ${name} on ${redacted(adminUrl())}: ${message}` +
          (/permission denied/.test(message) ? `\n${SETUP_HINT}` : ''),
        { cause: error },
      );
    }
  });
}

/** Drops the database, closing the connections still open on it. */
export async function dropDatabase(name: string): Promise<void> {
  await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${ident(name)} WITH (FORCE)`));
}

export async function renameDatabase(from: string, to: string): Promise<void> {
  await withAdmin((client) => client.query(`ALTER DATABASE ${ident(from)} RENAME TO ${ident(to)}`));
}

/**
 * This checkout's seeded templates of other fingerprints; dropping them may fail while another run
 * copies one.
 */
export async function dropOtherTemplates(keep: string): Promise<void> {
  await withAdmin(async (client) => {
    const res = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1) AND datname <> $2',
      [TEMPLATE_PREFIX, keep],
    );
    for (const { datname } of res.rows) {
      try {
        await client.query(`DROP DATABASE IF EXISTS ${ident(datname)}`);
      } catch {
        // in use: the next run tries again
      }
    }
  });
}

export async function templateExists(name: string): Promise<boolean> {
  return withAdmin((client) => databaseExists(client, name));
}

/**
 * Rows of a query on the test database, read-only. The SQL uses `?` placeholders (SQLite's); for
 * PostgreSQL they become `$1`, `$2`, … in order, so test queries must not contain a literal `?`.
 */
export async function queryRows<T>(db: TestDatabase, sql: string, params: unknown[]): Promise<T[]> {
  if (db.client === 'sqlite') {
    const Database = (await import('better-sqlite3')).default;
    const file = new Database(db.file, { readonly: true, fileMustExist: true });
    try {
      return file.prepare(sql).all(...params) as T[];
    } finally {
      file.close();
    }
  }
  let index = 0;
  const text = sql.replace(/\?/g, () => `$${(index += 1)}`);
  return (await poolFor(db.url, { readOnly: true }).query<T>(text, params)).rows;
}

/**
 * One write on the test database, for the few states a test cannot reach through the API (an
 * order marked shipped by the warehouse). `?` placeholders as in `queryRows`.
 */
export async function executeSql(db: TestDatabase, sql: string, params: unknown[]): Promise<void> {
  if (db.client === 'sqlite') {
    const Database = (await import('better-sqlite3')).default;
    const file = new Database(db.file, { fileMustExist: true, timeout: 10_000 });
    try {
      file.prepare(sql).run(...params);
    } finally {
      file.close();
    }
    return;
  }
  let index = 0;
  const text = sql.replace(/\?/g, () => `$${(index += 1)}`);
  await poolFor(db.url).query(text, params);
}
