import { expect, type Page } from '@playwright/test';

export const LOCALES = [
  { locale: 'en', prefix: '', lang: 'en', shop: 'Leaf & Kettle Tea' },
  { locale: 'zh', prefix: '/zh', lang: 'zh-Hant', shop: '葉與壺茶舖' },
  { locale: 'jp', prefix: '/jp', lang: 'ja', shop: 'リーフ＆ケトル茶舗' },
] as const;

export const CMS_URL = process.env.CMS_URL ?? 'http://localhost:1337';
export const SHOP_URL = process.env.SHOP_URL ?? 'http://localhost:3000';
export const DEMO = { email: 'demo@teashop.test', password: 'Tea12345' };

/** Logs in through the content backend's API and returns the jwt. */
export async function apiLogin(identifier: string, password: string): Promise<string> {
  const res = await fetch(`${CMS_URL}/api/auth/local`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier, password }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { jwt: string }).jwt;
}

/** The member id inside a jwt (what the shop's signed-in marker cookie holds). */
export function memberIdOf(jwt: string): string {
  const payload = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as {
    id?: number | string;
  };
  return String(payload.id ?? 'member');
}

/**
 * Signs the browser in as the shop server does after a log-in: the HttpOnly session cookie and
 * the page-readable marker beside it.
 */
export async function signInBrowser(
  page: Page,
  jwt: string,
  baseURL = 'http://localhost:3000',
): Promise<void> {
  await page.context().addCookies([
    { name: 'teashop_jwt', value: jwt, url: baseURL, httpOnly: true, sameSite: 'Lax' },
    { name: 'teashop_jwt_member', value: memberIdOf(jwt), url: baseURL, sameSite: 'Lax' },
  ]);
}

/** Path of a page owned by each remote (spec section 2). */
export const AREA_PAGES = {
  'mf-content': '/about',
  'mf-catalog': '/products',
  'mf-member': '/login',
  'mf-cart-checkout': '/cart',
} as const;

/** The URLs the page requests from now on whose address contains `part` (filled as they go). */
export function requestsTo(page: Page, part: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(part)) seen.push(request.url());
  });
  return seen;
}

/** Opens `path` and waits until its area is live and the network is quiet (idle loads included). */
export async function openUntilQuiet(page: Page, path: string, area: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator(`#area-${area}`)).not.toHaveAttribute('data-ssr');
  await page.waitForLoadState('networkidle');
}
