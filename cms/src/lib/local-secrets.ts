import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { tmpDir } from './paths';
import { isLocalDemo } from './settings';

export const SECRET_NAMES = [
  'APP_KEYS',
  'API_TOKEN_SALT',
  'ADMIN_JWT_SECRET',
  'TRANSFER_TOKEN_SALT',
  'JWT_SECRET',
  'ENCRYPTION_KEY',
  // signs the short-lived draft preview tokens (lib/preview-token.ts)
  'PREVIEW_SECRET',
] as const;

export type SecretName = (typeof SECRET_NAMES)[number];
export type Secrets = Record<SecretName, string>;

const random = (): string => crypto.randomBytes(32).toString('base64');

function generate(name: SecretName): string {
  if (name === 'APP_KEYS') return [random(), random(), random(), random()].join(',');
  return random();
}

let cached: Secrets | undefined;

/**
 * Secrets come from the environment. For local runs, any secret missing from the environment is
 * generated once and kept in a git-ignored file (`.tmp/local-secrets.json`, or LOCAL_SECRETS_FILE).
 * In production (NODE_ENV=production) a missing secret stops the start, unless SHOP_PROFILE=local-demo
 * says that this production-mode process is the local demo.
 */
export function getSecrets(env: NodeJS.ProcessEnv = process.env): Secrets {
  if (cached) return cached;
  const missing = SECRET_NAMES.filter((name) => !env[name]);
  if (missing.length > 0 && env.NODE_ENV === 'production' && !isLocalDemo(env)) {
    throw new Error(
      `Missing secrets in the environment: ${missing.join(', ')}. ` +
        'Set them (see cms/README.md), or set SHOP_PROFILE=local-demo for the local demo.',
    );
  }
  let stored: Partial<Secrets> = {};
  if (missing.length > 0) {
    const file = env.LOCAL_SECRETS_FILE ?? path.join(tmpDir(), 'local-secrets.json');
    if (fs.existsSync(file)) {
      stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Secrets>;
    }
    let changed = false;
    for (const name of missing) {
      if (!stored[name]) {
        stored[name] = generate(name);
        changed = true;
      }
    }
    if (changed) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
    }
  }
  const result = {} as Secrets;
  for (const name of SECRET_NAMES) {
    result[name] = env[name] || stored[name] || '';
  }
  cached = result;
  return result;
}
