import type { Request, Response } from 'express';
import {
  CART_ID_COOKIE,
  CART_NOTICE_COOKIE,
  type CartNotice,
  parseCartNotice,
} from '@teashop/contracts';
import type { ServerMember } from '../../src/layout/serverMember';
import { cookieHeader, requestCookie } from '../gateway/sessionCookies';
import { memberSummary, visitorCartCount } from './memberSummary';

/**
 * Who a page is rendered for, as far as the header shows it: the signed-in member, a visitor's
 * cart count (from the cart id cookie), and the one-time notice of a purchase form. A page with
 * any of them is that shopper's alone: never stored by anyone.
 */
export interface ShopperSummary {
  member: ServerMember | null;
  visitorCartCount: number | null;
  notice: CartNotice | null;
}

export const NO_SHOPPER: ShopperSummary = { member: null, visitorCartCount: null, notice: null };

export function isPersonal(shopper: ShopperSummary | undefined): boolean {
  return Boolean(
    shopper && (shopper.member || shopper.visitorCartCount !== null || shopper.notice),
  );
}

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
