import { api, type ApiAnswer, type CallOptions } from './api';

/**
 * The shop editor of the test run: an admin panel user, registered by whichever test asks first
 * (the first admin of a fresh database registers without invitation) and logged in by the others.
 * Calls go to the test server unless `base` names another instance (the admin JWT is valid on
 * every instance of the database).
 */
export const EDITOR = { email: 'editor@teashop.test', password: 'Editor12345' };

let token: string | undefined;

export async function editorToken(): Promise<string> {
  if (token) return token;
  const register = await api('/admin/register-admin', {
    body: { firstname: 'Shop', lastname: 'Editor', ...EDITOR },
  });
  if (register.status === 200) {
    token = (register.body.data.token ?? register.body.data.accessToken) as string;
    return token;
  }
  const login = await api('/admin/login', { body: EDITOR });
  if (login.status !== 200) {
    throw new Error(`editor login: ${login.status} ${JSON.stringify(login.body)}`);
  }
  token = (login.body.data.token ?? login.body.data.accessToken) as string;
  return token;
}

/** One call to the admin API as the editor. */
export async function asEditor(url: string, options: CallOptions = {}): Promise<ApiAnswer> {
  return api(url, { ...options, jwt: await editorToken() });
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
