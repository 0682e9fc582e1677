import { CMS_URL, SHOP_URL } from './support';

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
  if (res.ok && (init.method ?? (init.body === undefined ? 'GET' : 'POST')) !== 'GET') {
    await shopFollowsContent();
  }
  return { status: res.status, data: (text ? JSON.parse(text) : null) as T };
}

/**
 * Waits until the shop server's rendered pages follow the content backend's current content
 * generation (it reads it every CONTENT_GENERATION_POLL_MS), as a shopper would after an edit: the
 * next page then shows the change. Returns at once when the cms has no generation to follow.
 */
export async function shopFollowsContent(timeoutMs = 10_000): Promise<void> {
  const generation = async () => {
    const res = await fetch(`${CMS}/api/content-generation`);
    return res.ok ? ((await res.json()) as { generation?: string }).generation : undefined;
  };
  const wanted = await generation();
  if (!wanted) return;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const health = await fetch(`${SHOP_URL.replace(/\/$/, '')}/healthz`).then(
      (res) => res.json() as Promise<{ contentGeneration?: string | null }>,
      () => null,
    );
    // an older shop server without a render cache says nothing: nothing to wait for
    if (!health || health.contentGeneration === undefined) return;
    if (health.contentGeneration === wanted) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the shop did not follow content generation ${wanted} within ${timeoutMs} ms`);
}
