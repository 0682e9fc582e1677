import fs from 'node:fs';
import path from 'node:path';
import { queryRows } from './database';
import { readState } from './server';

export const baseUrl = (): string => process.env.CMS_TEST_URL ?? readState().baseUrl;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field in the tests
export interface ApiAnswer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  jwt?: string;
  cartId?: string;
  form?: FormData;
  headers?: Record<string, string>;
  /** another cms instance (`http://127.0.0.1:<port>`); the test server by default */
  base?: string;
}

/** One HTTP call to the test server; JSON in and out. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test answers are checked field by field
export async function api<T = any>(url: string, options: CallOptions = {}): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.jwt) headers.Authorization = `Bearer ${options.jwt}`;
  if (options.cartId) headers['X-Cart-Id'] = options.cartId;
  let body: FormData | string | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const res = await fetch(`${options.base ?? baseUrl()}${url}`, {
    method: options.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
    redirect: 'manual',
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

export async function login(identifier: string, password: string): Promise<string> {
  const res = await api('/api/auth/local', { body: { identifier, password } });
  if (res.status !== 200)
    throw new Error(`login of ${identifier}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.jwt as string;
}

let counter = 0;
/** A fresh member for tests that change account state. */
export async function registerMember(
  prefix = 'member',
): Promise<{ jwt: string; email: string; id: number; password: string }> {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e4)}`;
  const email = `${prefix}.${stamp}@example.test`;
  const password = 'Leaf12345';
  const res = await api('/api/auth/local/register', {
    body: { username: `${prefix}${stamp}`, email, password, firstName: 'Test', lastName: prefix },
  });
  if (res.status !== 200) throw new Error(`register: ${res.status} ${JSON.stringify(res.body)}`);
  return { jwt: res.body.jwt, email, id: res.body.user.id, password };
}

export const newCartId = (): string =>
  `cart-${Math.random().toString(36).slice(2, 11).padEnd(9, 'x')}`;

/**
 * Reads the test database directly (read-only), to check what was stored. Written once for both
 * databases: `?` placeholders, SQL both SQLite and PostgreSQL understand; counts and decimals
 * arrive as numbers from either.
 */
export function dbRows<T = Record<string, unknown>>(
  sql: string,
  ...params: unknown[]
): Promise<T[]> {
  return queryRows<T>(readState().database, sql, params);
}

export function capturedMail(): Array<{
  to: string;
  subject: string;
  text?: string;
  html?: string;
}> {
  const dir = readState().mailDir;
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort()
    .map((n) => JSON.parse(fs.readFileSync(path.join(dir, n), 'utf8')));
}

/** A JSON value from an answer; the tests assert its fields. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers are checked field by field
export type Json = any;
