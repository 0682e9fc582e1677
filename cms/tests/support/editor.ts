import fs from 'node:fs';
import path from 'node:path';
import { api, type ApiAnswer, type CallOptions } from './api';
import { readState } from './server';

/**
 * The shop editor of the test run: an admin panel user, registered by whichever test asks first
 * (the first admin of a fresh database registers without invitation) and logged in by the others.
 * Calls go to the test server unless `base` names another instance (the admin JWT is valid on
 * every instance of the database).
 */
export const EDITOR = { email: 'editor@teashop.test', password: 'Editor12345' };

let token: string | undefined;

/**
 * The editor's admin JWT is kept in the run's work folder, so test files (each with its own module
 * registry) sign in once per run: the admin login allows 5 attempts per 5 minutes.
 */
const tokenFile = (): string => path.join(readState().workDir, 'editor-token');

function savedToken(): string | undefined {
  try {
    return fs.readFileSync(tokenFile(), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

function keep(value: string): string {
  token = value;
  fs.writeFileSync(tokenFile(), value);
  return value;
}

export async function editorToken(): Promise<string> {
  if (token) return token;
  const saved = savedToken();
  if (saved) return (token = saved);
  const register = await api('/admin/register-admin', {
    body: { firstname: 'Shop', lastname: 'Editor', ...EDITOR },
  });
  if (register.status === 200) {
    return keep((register.body.data.token ?? register.body.data.accessToken) as string);
  }
  const login = await api('/admin/login', { body: EDITOR });
  if (login.status !== 200) {
    throw new Error(`editor login: ${login.status} ${JSON.stringify(login.body)}`);
  }
  return keep((login.body.data.token ?? login.body.data.accessToken) as string);
}

/** One call to the admin API as the editor. */
export async function asEditor(url: string, options: CallOptions = {}): Promise<ApiAnswer> {
  return api(url, { ...options, jwt: await editorToken() });
}

/** An admin user of a role (by code), invited and registered by the super admin: its token. */
export async function adminOf(roleCode: string): Promise<string> {
  const roles = await asEditor('/admin/roles');
  const role = (roles.body.data as Array<{ id: number; code: string }>).find(
    (r) => r.code === roleCode,
  );
  if (!role) throw new Error(`no admin role ${roleCode}`);
  const email = `${roleCode}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@teashop.test`;
  const invited = await asEditor('/admin/users', {
    body: { firstname: 'Staff', lastname: roleCode, email, roles: [role.id] },
  });
  if (invited.status !== 201)
    throw new Error(`invite: ${invited.status} ${JSON.stringify(invited.body)}`);
  const registered = await api('/admin/register', {
    body: {
      registrationToken: invited.body.data.registrationToken,
      userInfo: { firstname: 'Staff', lastname: roleCode, password: 'Staff12345' },
    },
  });
  if (registered.status !== 200) {
    throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`);
  }
  return (registered.body.data.token ?? registered.body.data.accessToken) as string;
}

const entries = (uid: string) => `/content-manager/collection-types/${uid}`;

/**
 * The content manager's actions on one document (English locale), as the admin panel sends them,
 * through the test server or the instance at `base`.
 */
export const editorOn = (base?: string) => ({
  create: (uid: string, data: Record<string, unknown>) =>
    asEditor(`${entries(uid)}?locale=en`, { body: data, base }),
  update: (uid: string, documentId: string, data: Record<string, unknown>) =>
    asEditor(`${entries(uid)}/${documentId}?locale=en`, { method: 'PUT', body: data, base }),
  publish: (uid: string, documentId: string) =>
    asEditor(`${entries(uid)}/${documentId}/actions/publish?locale=en`, { body: {}, base }),
  unpublish: (uid: string, documentId: string) =>
    asEditor(`${entries(uid)}/${documentId}/actions/unpublish?locale=en`, { body: {}, base }),
  delete: (uid: string, documentId: string) =>
    asEditor(`${entries(uid)}/${documentId}?locale=en`, { method: 'DELETE', base }),
});

export const editor = editorOn();
