import type { Request, Response } from 'express';
import { CART_ID_COOKIE, CART_NOTICE_COOKIE, parseCartNotice } from '@teashop/contracts';
import { cookieHeader, requestCookie } from '../gateway/sessionCookies';
import { NO_SHOPPER, type ShopperSummary, memberSummary, visitorCartCount } from './memberSummary';

/**
 * Who a page request is for, from its cookies: the signed-in member (session cookie) with their
 * cart count, else a visitor's cart count (cart id cookie), and the notice a purchase form left,
 * which is shown on this page only (its cookie is cleared in this answer). `enabled` false (no
 * server rendering): nothing is read, the notice waits for a rendered page.
 */
export async function shopperSummary(
  req: Request,
  res: Response,
  options: { authCookieName: string; timeoutMs: number; secure: boolean; enabled: boolean },
): Promise<ShopperSummary> {
  if (!options.enabled) return NO_SHOPPER;
  const rawNotice = requestCookie(req.headers, CART_NOTICE_COOKIE);
  if (rawNotice !== null) {
    res.append('Set-Cookie', cookieHeader(CART_NOTICE_COOKIE, '', 0, true, options.secure));
  }
  const notice = parseCartNotice(rawNotice);
  const token = requestCookie(req.headers, options.authCookieName);
  if (token) {
    const member = await memberSummary(token, options.timeoutMs);
    if (member) return { member, visitorCartCount: null, notice };
  }
  const count = await visitorCartCount(
    requestCookie(req.headers, CART_ID_COOKIE),
    options.timeoutMs,
  );
  return { member: null, visitorCartCount: count, notice };
}
