import { OAUTH_ACCOUNT } from './support/oauth-provider';
import { api, baseUrl } from './support/api';

/** Follows one redirect by hand, keeping the cms session cookies. */
class Browser {
  private cookies = new Map<string, string>();

  async get(url: string): Promise<Response> {
    const res = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of res.headers.getSetCookie()) {
      const pair = line.split(';')[0]!;
      const eq = pair.indexOf('=');
      if (url.startsWith(baseUrl())) this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1));
    }
    return res;
  }
}

describe('third-party login through an OAuth 2 provider configured from the environment', () => {
  test('connect, provider approval, callback to the storefront, then a jwt for the account', async () => {
    const browser = new Browser();
    const start = await browser.get(`${baseUrl()}/api/connect/testid`);
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get('location')!);
    expect(authorize.pathname).toBe('/authorize');
    expect(authorize.searchParams.get('redirect_uri')).toBe(
      `${baseUrl()}/api/connect/testid/callback`,
    );
    expect(authorize.searchParams.get('scope')).toBe('openid email profile');

    const approved = await browser.get(authorize.toString());
    expect(approved.status).toBe(302);
    const back = await browser.get(approved.headers.get('location')!);
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toMatch(
      /^http:\/\/localhost:3000\/connect\/testid\/redirect/,
    );

    const callback = await browser.get(`${baseUrl()}/api/auth/testid/callback`);
    expect(callback.status).toBe(200);
    const body = (await callback.json()) as {
      jwt: string;
      user: { email: string; provider: string };
    };
    expect(body.user).toMatchObject({ email: OAUTH_ACCOUNT.email, provider: 'testid' });
    const me = await api('/api/users/me', { jwt: body.jwt });
    expect(me.body.email).toBe(OAUTH_ACCOUNT.email);
  });

  test('the callback without a completed provider session is refused', async () => {
    const res = await api('/api/auth/testid/callback?access_token=forged');
    expect(res.status).toBe(400);
    expect(res.body.jwt).toBeUndefined();
  });
});
