import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  dropOtherTemplates,
  renameDatabase,
  runDatabaseName,
  templateDatabaseName,
  templateExists,
  testClient,
  type TestClient,
  type TestDatabase,
} from './database';

export const cmsDir = path.resolve(__dirname, '..', '..');
const templatesDir = path.join(cmsDir, '.tmp', 'test-template');

/** One state file per database kind, so a SQLite and a PostgreSQL run never share one. */
export const stateFile = (client: TestClient = testClient()): string =>
  path.join(cmsDir, '.tmp', `jest-server-${client}.json`);

export interface ServerState {
  baseUrl: string;
  pid: number;
  workDir: string;
  database: TestDatabase;
  mailDir: string;
  startMs: number;
  seededNow: boolean;
  /** the offline Stripe stand-in the server pays through */
  stripeUrl?: string;
  /** the relay between the stand-in's webhooks and the server (see webhook-gate.ts) */
  webhookGateUrl?: string;
  /** the environment the server was started with on top of the defaults (for further instances) */
  extraEnv?: Record<string, string>;
}

export function readState(): ServerState {
  return JSON.parse(fs.readFileSync(stateFile(), 'utf8')) as ServerState;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Files whose content decides what a freshly seeded database looks like. */
function seedFingerprint(): string {
  const hash = crypto.createHash('sha256');
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(js|json)$/.test(entry.name)) {
        hash.update(path.relative(cmsDir, full));
        hash.update(fs.readFileSync(full));
      }
    }
  };
  for (const dir of ['seed', 'api', 'components', 'extensions', 'bootstrap']) {
    walk(path.join(cmsDir, 'dist', 'src', dir));
  }
  hash.update(fs.readFileSync(path.join(cmsDir, 'package.json')));
  return hash.digest('hex').slice(0, 16);
}

/** Removes the templates of other fingerprints for this kind of database. */
function removeStaleTemplates(client: TestClient, keep: string): void {
  if (!fs.existsSync(templatesDir)) return;
  for (const name of fs.readdirSync(templatesDir)) {
    const full = path.join(templatesDir, name);
    if (full === keep) continue;
    // a bare fingerprint is a SQLite template of the earlier layout
    if (name.startsWith(`${client}-`) || (client === 'sqlite' && /^[0-9a-f]{16}$/.test(name))) {
      fs.rmSync(full, { recursive: true, force: true });
    }
  }
}

/** Writes a template folder under a temporary name, then moves it into place. */
function saveTemplateDir(
  client: TestClient,
  templateDir: string,
  fill: (partial: string) => Promise<void> | void,
): Promise<void> {
  const partial = path.join(templatesDir, `partial-${client}-${process.pid}`);
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial, { recursive: true });
  return Promise.resolve(fill(partial)).then(() => {
    removeStaleTemplates(client, templateDir);
    fs.rmSync(templateDir, { recursive: true, force: true });
    fs.renameSync(partial, templateDir);
  });
}

/** Online copy of a freshly seeded SQLite database and its uploads, for the next runs. */
async function saveSqliteTemplate(
  dbFile: string,
  publicDir: string,
  templateDir: string,
): Promise<void> {
  const Database = (await import('better-sqlite3')).default;
  await saveTemplateDir('sqlite', templateDir, async (partial) => {
    const db = new Database(dbFile, { readonly: true, fileMustExist: true });
    try {
      await db.backup(path.join(partial, 'data.db'));
    } finally {
      db.close();
    }
    fs.cpSync(path.join(publicDir, 'uploads'), path.join(partial, 'uploads'), { recursive: true });
  });
}

async function waitHealthy(baseUrl: string, child: { exitCode: number | null }, ms: number) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Strapi exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/_health`);
      if (res.status === 204) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`Strapi did not answer within ${ms} ms`);
}

/** The environment that points the cms at the test database. */
function databaseEnv(database: TestDatabase): Record<string, string> {
  return database.client === 'sqlite'
    ? { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: database.file }
    : {
        DATABASE_CLIENT: 'postgres',
        DATABASE_URL: database.url,
        DATABASE_SCHEMA: 'public',
        // the test server and the seeding one together stay well below max_connections
        DATABASE_POOL_MIN: '0',
        DATABASE_POOL_MAX: '10',
      };
}

interface Launch {
  port: number;
  database: TestDatabase;
  workDir: string;
  extraEnv: Record<string, string>;
}

/** Starts the compiled cms and resolves once its API answers (after bootstrap and the seed). */
export async function launch({ port, database, workDir, extraEnv }: Launch): Promise<ChildProcess> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = path.join(workDir, 'strapi.log');
  const log = fs.openSync(logFile, 'a');
  const child = spawn(
    process.execPath,
    [path.join(cmsDir, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js'), 'start'],
    {
      cwd: cmsDir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        SHOP_PROFILE: 'local-demo',
        LOCAL_SECRETS_FILE: path.join(workDir, 'secrets.json'),
        STRAPI_TELEMETRY_DISABLED: 'true',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: baseUrl,
        ...databaseEnv(database),
        PUBLIC_DIR: path.join(workDir, 'public'),
        MAIL_CAPTURE_DIR: path.join(workDir, 'mail'),
        SMTP_HOST: '',
        // payments always go to the stand-in of the test run, whatever the developer's shell says
        STRIPE_SECRET_KEY: '',
        RECAPTCHA_SECRET: '',
        RECAPTCHA_VERIFY_URL: '',
        TEST_DISABLE_RATELIMIT: '1',
        CONTACT_RATE_LIMIT_MAX: '5',
        // holds past their time go back within seconds, not the minute of a shop
        STOCK_HOLD_CRON: '*/2 * * * * *',
        SEED_GALLERY: '0',
        STOREFRONT_URL: 'http://localhost:3000',
        LOG_LEVEL: 'warn',
        LOG_STARTUP: 'false',
        ...extraEnv,
      },
      stdio: ['ignore', log, log],
    },
  );
  fs.closeSync(log);
  try {
    await waitHealthy(baseUrl, child, 240_000);
    // The API answers once bootstrap (and the seed) has finished.
    const res = await fetch(`${baseUrl}/api/products?pagination[pageSize]=1`);
    if (res.status !== 200) throw new Error(`products answered ${res.status}`);
  } catch (error) {
    child.kill('SIGKILL');
    const tail = fs.readFileSync(logFile, 'utf8').slice(-3000);
    throw new Error(`${(error as Error).message}\n--- strapi.log ---\n${tail}`, { cause: error });
  }
  return child;
}

/** Stops a server started here and waits until it has exited (its connections closed). */
export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Retries while PostgreSQL still counts the sessions of a server that has just exited. */
async function whenUnused(work: () => Promise<void>): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await work();
      return;
    } catch (error) {
      const inUse = /being accessed by other users/.test((error as Error).message);
      if (!inUse || attempt >= 50) throw error;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

/**
 * The PostgreSQL template of this fingerprint: a database seeded by a cms started on an empty
 * database (schema creation and seed as on a first start), then stopped and renamed, with a copy of
 * its uploads next to the SQLite templates. Returns whether it was seeded now.
 */
async function ensurePostgresTemplate(
  fingerprint: string,
  templateDir: string,
  workDir: string,
  fresh: boolean,
  extraEnv: Record<string, string>,
): Promise<boolean> {
  const template = templateDatabaseName(fingerprint);
  const uploads = path.join(workDir, 'public', 'uploads');
  if (
    !fresh &&
    fs.existsSync(path.join(templateDir, 'uploads')) &&
    (await templateExists(template))
  ) {
    fs.cpSync(path.join(templateDir, 'uploads'), uploads, { recursive: true });
    return false;
  }
  const seeding = runDatabaseName();
  await createDatabase(seeding);
  try {
    const seeder = await launch({
      port: await freePort(),
      database: { client: 'postgres', name: seeding, url: databaseUrl(seeding) },
      workDir,
      extraEnv,
    });
    await stopChild(seeder);
    await dropDatabase(template);
    await whenUnused(() => renameDatabase(seeding, template));
  } catch (error) {
    await dropDatabase(seeding);
    throw error;
  }
  await saveTemplateDir('postgres', templateDir, (partial) => {
    fs.cpSync(uploads, path.join(partial, 'uploads'), { recursive: true });
  });
  await dropOtherTemplates(template);
  return true;
}

/**
 * Starts the compiled cms on a free port with a fresh database (a temporary SQLite file, or a new
 * PostgreSQL database when CMS_TEST_DATABASE=postgres), public folder and mail folder. A freshly
 * seeded database is kept as a template (SQLite: a copy under .tmp/test-template/sqlite-<fingerprint>;
 * PostgreSQL: the database teashop_template_<checkout>_<fingerprint>, its uploads under
 * .tmp/test-template/postgres-<fingerprint>); the fingerprint covers the compiled seed code and
 * data, schemas and package.json, so the next run with the same seed starts from a copy instead of
 * seeding again. CMS_TEST_FRESH_SEED=1 forces seeding.
 */
export async function startServer(
  extraEnv: Record<string, string> = {},
  options: { port?: number; state?: Pick<ServerState, 'stripeUrl' | 'webhookGateUrl'> } = {},
): Promise<ServerState> {
  if (!fs.existsSync(path.join(cmsDir, 'dist', 'src', 'index.js'))) {
    throw new Error('cms is not compiled: run `npm run build -w cms` (npm test does it)');
  }
  const client = testClient();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teashop-cms-test-'));
  const publicDir = path.join(workDir, 'public');
  const mailDir = path.join(workDir, 'mail');
  fs.mkdirSync(path.join(publicDir, 'uploads'), { recursive: true });

  const fingerprint = seedFingerprint();
  const templateDir = path.join(templatesDir, `${client}-${fingerprint}`);
  const fresh = process.env.CMS_TEST_FRESH_SEED === '1';
  const port = options.port ?? (await freePort());
  const started = Date.now();

  let database: TestDatabase;
  let seededNow: boolean;
  let child: ChildProcess;
  if (client === 'sqlite') {
    database = { client, file: path.join(workDir, 'data.db') };
    seededNow = fresh || !fs.existsSync(path.join(templateDir, 'data.db'));
    if (!seededNow) {
      fs.copyFileSync(path.join(templateDir, 'data.db'), database.file);
      fs.cpSync(path.join(templateDir, 'uploads'), path.join(publicDir, 'uploads'), {
        recursive: true,
      });
    }
    child = await launch({ port, database, workDir, extraEnv });
    try {
      if (seededNow) await saveSqliteTemplate(database.file, publicDir, templateDir);
    } catch (error) {
      child.kill('SIGKILL');
      throw error;
    }
  } else {
    seededNow = await ensurePostgresTemplate(fingerprint, templateDir, workDir, fresh, extraEnv);
    const name = runDatabaseName();
    await createDatabase(name, templateDatabaseName(fingerprint));
    database = { client, name, url: databaseUrl(name) };
    try {
      child = await launch({ port, database, workDir, extraEnv });
    } catch (error) {
      await dropDatabase(name);
      throw error;
    }
  }
  const startMs = Date.now() - started;

  const state: ServerState = {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    workDir,
    database,
    mailDir,
    startMs,
    seededNow,
    extraEnv,
    ...options.state,
  };
  fs.mkdirSync(path.dirname(stateFile()), { recursive: true });
  fs.writeFileSync(stateFile(), JSON.stringify(state, null, 2));
  child.unref();
  return state;
}

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Stops the test server and removes its folder; returns its state for the database cleanup. */
export function stopServer(): ServerState | null {
  if (!fs.existsSync(stateFile())) return null;
  const state = readState();
  try {
    process.kill(state.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && isRunning(state.pid)) {
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
  }
  try {
    process.kill(state.pid, 'SIGKILL');
  } catch {
    // stopped
  }
  fs.rmSync(state.workDir, { recursive: true, force: true });
  fs.rmSync(stateFile(), { force: true });
  return state;
}

/** Stops the server and drops its PostgreSQL database. */
export async function stopServerAndDatabase(): Promise<void> {
  const state = stopServer();
  if (state?.database.client === 'postgres') await dropDatabase(state.database.name);
}

/**
 * What an interrupted earlier run left behind (its server gone, the state file still there): its
 * folder and its PostgreSQL database.
 */
export async function cleanUpInterruptedRun(): Promise<void> {
  if (!fs.existsSync(stateFile())) return;
  let state: ServerState;
  try {
    state = readState();
  } catch {
    fs.rmSync(stateFile(), { force: true });
    return;
  }
  if (isRunning(state.pid)) return;
  await stopServerAndDatabase();
}
