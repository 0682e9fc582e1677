import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, waitForHydration, type Page } from './fixtures';
import { CMS_URL } from './support';
import { newMember, type NewMember } from './accounts';

/*
 * The member's session as a browser holds it: one origin (the shop's), an HttpOnly cookie no script
 * can read, writes from other sites refused, and a server that knows the member in its first HTML.
 */

const SESSION = 'teashop_jwt';
const cmsOrigin = new URL(CMS_URL).origin;

async function logIn(page: Page, member: NewMember): Promise<void> {
  await page.goto('/login');
  await waitForHydration(page);
  const form = page.locator('[data-page="login"]');
  await form.getByLabel('Email', { exact: true }).fill(member.email);
  await form.getByLabel('Password', { exact: true }).fill(member.password);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(
    page.getByRole('banner').getByRole('button', { name: new RegExp(member.lastName) }),
  ).toBeVisible();
}

/** A page on another loopback origin whose form posts to the shop as soon as it opens. */
async function foreignSite(action: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><title>Free tea</title>` +
        `<form method="post" action="${action}" enctype="text/plain">` +
        `<input name='{"password":"Stolen123","passwordConfirmation":"Stolen123","currentPassword":"x","a":"' value='"}'>` +
        `</form><script>document.forms[0].submit()</script>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

test.describe('the session', () => {
  test('log in: an HttpOnly cookie, no token for scripts, only the shop origin called, refused from another site, known to the server, cleared on logout', async ({
    page,
    request,
    baseURL,
  }) => {
    const member = await newMember('session', { lastName: 'Kettleworth' });
    const cmsCalls: string[] = [];
    const apiCalls: string[] = [];
    page.on('request', (call) => {
      const url = new URL(call.url());
      if (url.origin === cmsOrigin) cmsCalls.push(call.url());
      if (url.pathname.startsWith('/api/')) apiCalls.push(url.origin);
    });

    await logIn(page, member);

    // The session cookie: HttpOnly, SameSite=Lax, living as long as the token (7 days), not 30.
    const cookies = await page.context().cookies(baseURL);
    const session = cookies.find((c) => c.name === SESSION);
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    expect(session?.path).toBe('/');
    const lifetime = (session?.expires ?? 0) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(6 * 24 * 3600);
    expect(lifetime).toBeLessThanOrEqual(7 * 24 * 3600 + 5);
    const token = session?.value ?? '';
    expect(token.split('.')).toHaveLength(3);

    // No script on the page can reach the token.
    const reachable = await page.evaluate(() => ({
      cookie: document.cookie,
      local: JSON.stringify({ ...localStorage }),
      session: JSON.stringify({ ...sessionStorage }),
    }));
    for (const place of Object.values(reachable)) expect(place).not.toContain(token);
    expect(reachable.cookie).not.toMatch(new RegExp(`(^|; )${SESSION}=`));

    // The page talks to the shop's origin only.
    await page.goto('/member/account');
    await expect(page.getByText(member.email).first()).toBeVisible();
    expect(cmsCalls).toEqual([]);
    expect(apiCalls.length).toBeGreaterThan(0);
    expect(new Set(apiCalls)).toEqual(new Set([new URL(baseURL!).origin]));

    // A page on another site posts a form to a cookie-authenticated write: refused.
    const shop = new URL(baseURL!).origin;
    const site = await foreignSite(`${shop}/api/auth/change-password`);
    try {
      const [answer] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/auth/change-password')),
        page.goto(site.url),
      ]);
      expect(answer.status()).toBe(403);
      expect(await answer.json()).toMatchObject({
        data: null,
        error: { status: 403, name: 'ForbiddenError' },
      });
    } finally {
      await site.close();
    }
    // The same write with the cookie from another origin, whatever the browser's cookie rules:
    // refused by the shop server itself.
    const forged = await request.post('/api/auth/change-password', {
      headers: {
        Cookie: `${SESSION}=${token}`,
        Origin: 'http://127.0.0.1:9',
        'Content-Type': 'application/json',
      },
      data: {
        currentPassword: member.password,
        password: 'Stolen123',
        passwordConfirmation: 'Stolen123',
      },
    });
    expect(forged.status()).toBe(403);
    const withoutOrigin = await request.post('/api/auth/change-password', {
      headers: { Cookie: `${SESSION}=${token}`, 'Content-Type': 'application/json' },
      data: {
        currentPassword: member.password,
        password: 'Stolen123',
        passwordConfirmation: 'Stolen123',
      },
    });
    expect(withoutOrigin.status()).toBe(403);

    // The server's first HTML knows the member: their name where "Log in" would be.
    const html = await (
      await request.get('/', { headers: { Cookie: `${SESSION}=${token}` } })
    ).text();
    const header = html.slice(html.indexOf('id="shell-header"'), html.indexOf('</header>'));
    expect(header).toContain('Kettleworth');
    expect(header).not.toContain('Log in');
    expect(html).not.toContain(token);

    // ...and the browser's first paint, before any script runs.
    const noScript = await page.context().browser()!.newContext({ javaScriptEnabled: false });
    await noScript.addCookies([{ name: SESSION, value: token, url: baseURL!, httpOnly: true }]);
    const plain = await noScript.newPage();
    await plain.goto(`${baseURL}/`);
    await expect(plain.getByRole('banner')).toContainText('Kettleworth');
    await expect(plain.getByRole('banner').getByRole('link', { name: 'Log in' })).toHaveCount(0);
    await noScript.close();

    // Log out: the server clears the cookie.
    await page.goto('/');
    await waitForHydration(page);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Kettleworth/ })
      .click();
    await page.getByRole('banner').getByRole('button', { name: 'Logout', exact: true }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect
      .poll(async () => (await page.context().cookies(baseURL)).map((c) => c.name))
      .not.toContain(SESSION);
    expect(cmsCalls).toEqual([]);
  });
});
