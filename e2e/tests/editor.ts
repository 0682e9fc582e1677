import { CMS_URL } from './support';

const CMS = CMS_URL.replace(/\/$/, '');

// The content backend's admin API, as the shop's editor uses it through the admin panel.
const EDITOR = { email: 'editor@teashop.test', password: 'Editor12345' };
let token: Promise<string | null> | undefined;

/**
 * The editor's admin token: registered as the first admin of a fresh database, else signed in
 * (once per test file); null when neither works.
 */
export function editorToken(): Promise<string | null> {
  token ??= (async () => {
    const post = (url: string, body: unknown) =>
      fetch(`${CMS}${url}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const tokenOf = async (res: Response) => {
      if (!res.ok) return null;
      const body = (await res.json()) as { data?: { token?: string; accessToken?: string } };
      return body.data?.token ?? body.data?.accessToken ?? null;
    };
    const registered = await tokenOf(
      await post('/admin/register-admin', { firstname: 'Shop', lastname: 'Editor', ...EDITOR }),
    );
    return registered ?? tokenOf(await post('/admin/login', EDITOR));
  })();
  return token;
}

/** One call to the admin API as the editor; the JSON answer (null when empty) and its status. */
export async function asEditor<T>(
  url: string,
  init: { method?: string; body?: unknown } = {},
): Promise<{ status: number; data: T }> {
  const jwt = await editorToken();
  if (!jwt) throw new Error('no editor account');
  const res = await fetch(`${CMS}${url}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      Authorization: `Bearer ${jwt}`,
      Accept: 'application/json',
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  return { status: res.status, data: (text ? JSON.parse(text) : null) as T };
}
