import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const cmsDir = path.resolve(__dirname, '..', '..');
export const stateFile = path.join(cmsDir, '.tmp', 'jest-server.json');

export interface ServerState {
  baseUrl: string;
  pid: number;
  workDir: string;
  dbFile: string;
  mailDir: string;
  startMs: number;
  seededNow: boolean;
  /** the offline Stripe stand-in the server pays through */
  stripeUrl?: string;
  /** the relay between the stand-in's webhooks and the server (see webhook-gate.ts) */
  webhookGateUrl?: string;
}

export function readState(): ServerState {
  return JSON.parse(fs.readFileSync(stateFile, 'utf8')) as ServerState;
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

/** Online copy of a freshly seeded database and its uploads, for the next runs. */
async function saveTemplate(dbFile: string, publicDir: string, templateDir: string): Promise<void> {
  const Database = (await import('better-sqlite3')).default;
  const partial = path.join(cmsDir, '.tmp', `test-template.partial-${process.pid}`);
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial, { recursive: true });
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    await db.backup(path.join(partial, 'data.db'));
  } finally {
    db.close();
  }
  fs.cpSync(path.join(publicDir, 'uploads'), path.join(partial, 'uploads'), { recursive: true });
  fs.rmSync(path.dirname(templateDir), { recursive: true, force: true });
  fs.mkdirSync(path.dirname(templateDir), { recursive: true });
  fs.renameSync(partial, templateDir);
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

/**
 * Starts the compiled cms on a free port with a temporary SQLite file, public folder and mail
 * folder. A freshly seeded database is kept as a template under .tmp/test-template/<fingerprint>
 * (the fingerprint covers the compiled seed code and data, schemas and package.json), so the next
 * run with the same seed starts from a copy instead of seeding again. CMS_TEST_FRESH_SEED=1 forces
 * seeding.
 */
export async function startServer(
  extraEnv: Record<string, string> = {},
  options: { port?: number; state?: Pick<ServerState, 'stripeUrl' | 'webhookGateUrl'> } = {},
): Promise<ServerState> {
  if (!fs.existsSync(path.join(cmsDir, 'dist', 'src', 'index.js'))) {
    throw new Error('cms is not compiled: run `npm run build -w cms` (npm test does it)');
  }
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teashop-cms-test-'));
  const dbFile = path.join(workDir, 'data.db');
  const publicDir = path.join(workDir, 'public');
  const mailDir = path.join(workDir, 'mail');
  fs.mkdirSync(path.join(publicDir, 'uploads'), { recursive: true });

  const templateDir = path.join(cmsDir, '.tmp', 'test-template', seedFingerprint());
  const useTemplate =
    process.env.CMS_TEST_FRESH_SEED !== '1' && fs.existsSync(path.join(templateDir, 'data.db'));
  if (useTemplate) {
    fs.copyFileSync(path.join(templateDir, 'data.db'), dbFile);
    fs.cpSync(path.join(templateDir, 'uploads'), path.join(publicDir, 'uploads'), {
      recursive: true,
    });
  }

  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const log = fs.openSync(path.join(workDir, 'strapi.log'), 'a');
  const started = Date.now();
  const child = spawn(
    process.execPath,
    [path.join(cmsDir, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js'), 'start'],
    {
      cwd: cmsDir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        ALLOW_LOCAL_SECRETS: '1',
        LOCAL_SECRETS_FILE: path.join(workDir, 'secrets.json'),
        STRAPI_TELEMETRY_DISABLED: 'true',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: baseUrl,
        DATABASE_CLIENT: 'sqlite',
        DATABASE_FILENAME: dbFile,
        PUBLIC_DIR: publicDir,
        MAIL_CAPTURE_DIR: mailDir,
        SMTP_HOST: '',
        // payments always go to the stand-in of the test run, whatever the developer's shell says
        STRIPE_SECRET_KEY: '',
        RECAPTCHA_SECRET: '',
        RECAPTCHA_VERIFY_URL: '',
        TEST_DISABLE_RATELIMIT: '1',
        CONTACT_RATE_LIMIT_MAX: '5',
        SEED_GALLERY: '0',
        STOREFRONT_URL: 'http://localhost:3000',
        LOG_LEVEL: 'warn',
        LOG_STARTUP: 'false',
        ...extraEnv,
      },
      stdio: ['ignore', log, log],
    },
  );
  try {
    await waitHealthy(baseUrl, child, 240_000);
    // The API answers once bootstrap (and the seed) has finished.
    const res = await fetch(`${baseUrl}/api/products?pagination[pageSize]=1`);
    if (res.status !== 200) throw new Error(`products answered ${res.status}`);
  } catch (error) {
    child.kill('SIGKILL');
    const tail = fs.readFileSync(path.join(workDir, 'strapi.log'), 'utf8').slice(-3000);
    throw new Error(`${(error as Error).message}\n--- strapi.log ---\n${tail}`, { cause: error });
  }
  const startMs = Date.now() - started;

  try {
    if (!useTemplate) await saveTemplate(dbFile, publicDir, templateDir);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  const state: ServerState = {
    baseUrl,
    pid: child.pid ?? 0,
    workDir,
    dbFile,
    mailDir,
    startMs,
    seededNow: !useTemplate,
    ...options.state,
  };
  fs.mkdirSync(path.dirname(stateFile), { recursive: true });
  fs.writeFileSync(stateFile, JSON.stringify(state, null, 2));
  child.unref();
  return state;
}

export function stopServer(): void {
  if (!fs.existsSync(stateFile)) return;
  const state = readState();
  try {
    process.kill(state.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    try {
      process.kill(state.pid, 0);
    } catch {
      break;
    }
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
  }
  try {
    process.kill(state.pid, 'SIGKILL');
  } catch {
    // stopped
  }
  fs.rmSync(state.workDir, { recursive: true, force: true });
  fs.rmSync(stateFile, { force: true });
}
