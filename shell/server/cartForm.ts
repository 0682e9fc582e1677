import express, { type Request, type Response, type Router } from 'express';
import {
  CART_FORM_ACTION,
  CART_FORM_FIELDS,
  CART_ID_COOKIE,
  CART_NOTICE_COOKIE,
  type CartNotice,
  type Locale,
  CONTENT_LOCALES,
  encodeCartNotice,
  isLocale,
  localizePath,
} from '@teashop/contracts';
import {
  type CartOwner,
  type ServerAddOutcome,
  addToCartOnServer,
  generateCartId,
  isCartId,
  runWithMemberToken,
} from '@teashop/runtime/server';
import { crossSiteRefusal, CROSS_SITE_MESSAGE } from './gateway/crossSite';
import { cookieHeader, requestCookie } from './gateway/sessionCookies';

export interface CartFormOptions {
  /** The shop's public URL: its origin is the only one allowed to post, https makes cookies Secure. */
  publicUrl: string;
  /** Name of the HttpOnly session cookie. */
  authCookieName: string;
  log?: (message: string) => void;
}

/** The anonymous cart's id cookie lives a year; the notice only until the next page. */
const CART_ID_SECONDS = 365 * 24 * 60 * 60;
const NOTICE_SECONDS = 60;
const PRODUCT_ID = /^[A-Za-z0-9_-]{1,64}$/;

function field(req: Request, name: string): string {
  const body = req.body as Record<string, unknown> | undefined;
  const value = body?.[name];
  return typeof value === 'string' ? value.trim() : '';
}

/** The page to go back to: a path of this shop only (never another site), else the home page. */
export function backPath(raw: string, locale: Locale): string {
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) {
    return localizePath('/', locale);
  }
  try {
    const url = new URL(raw, 'http://shop.invalid');
    if (url.origin !== 'http://shop.invalid') return localizePath('/', locale);
    return `${url.pathname}${url.search}`;
  } catch {
    return localizePath('/', locale);
  }
}

function noticeOf(outcome: ServerAddOutcome): CartNotice {
  switch (outcome.kind) {
    case 'added':
      return { kind: 'added', name: outcome.name };
    case 'limited':
      return { kind: 'limited', stock: outcome.stock, inCart: outcome.inCart };
    case 'currencyMismatch':
      return { kind: 'currencyMismatch' };
    default:
      return { kind: 'failed' };
  }
}

/**
 * The product page's purchase form (`CART_FORM_ACTION`), sent by the browser itself: before the
 * page is live, or with scripts off. The product goes into the member's cart (session cookie) or
 * the visitor's (the cart id cookie, made here when there is none); the answer is a 303 back to
 * the page, or to the cart for "buy now", with a one-time notice cookie saying what happened.
 * Posts from other sites are refused as the gateway refuses them.
 */
export function cartForm(options: CartFormOptions): Router {
  const router = express.Router();
  const shopOrigin = new URL(options.publicUrl).origin;
  const secure = shopOrigin.startsWith('https:');
  const log = options.log ?? ((message: string) => console.error(message));

  router.post(
    CART_FORM_ACTION,
    express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 20 }),
    async (req: Request, res: Response) => {
      const token = requestCookie(req.headers, options.authCookieName);
      const refusal = crossSiteRefusal(req.method, req.headers, shopOrigin, Boolean(token));
      if (refusal) {
        res.status(403).type('text/plain').send(CROSS_SITE_MESSAGE);
        return;
      }
      const rawLocale = field(req, CART_FORM_FIELDS.locale);
      const locale: Locale = isLocale(rawLocale) ? rawLocale : 'en';
      const productId = field(req, CART_FORM_FIELDS.productId);
      const quantity = Number.parseInt(field(req, CART_FORM_FIELDS.quantity), 10);
      const buying = field(req, CART_FORM_FIELDS.intent) === 'buy';
      const back = backPath(field(req, CART_FORM_FIELDS.back), locale);
      const cookies: string[] = [];

      let outcome: ServerAddOutcome;
      if (!PRODUCT_ID.test(productId)) {
        outcome = { kind: 'failed', reason: 'no product' };
      } else if (token) {
        const owner: CartOwner = { kind: 'member', key: 'session' };
        outcome = await runWithMemberToken(token, () =>
          addToCartOnServer(owner, productId, quantity, CONTENT_LOCALES[locale]),
        );
      } else {
        const known = requestCookie(req.headers, CART_ID_COOKIE);
        const cartId = isCartId(known) ? known : generateCartId();
        if (cartId !== known) {
          cookies.push(cookieHeader(CART_ID_COOKIE, cartId, CART_ID_SECONDS, false, secure));
        }
        const owner: CartOwner = { kind: 'anon', cartId };
        outcome = await addToCartOnServer(owner, productId, quantity, CONTENT_LOCALES[locale]);
      }
      if (outcome.kind === 'failed') log(`[cart form] not added (${productId}): ${outcome.reason}`);
      const notice = encodeCartNotice(noticeOf(outcome));
      cookies.push(cookieHeader(CART_NOTICE_COOKIE, notice, NOTICE_SECONDS, true, secure));
      res.setHeader('Set-Cookie', cookies);
      res.setHeader('Cache-Control', 'no-store');
      const added = outcome.kind === 'added' || outcome.kind === 'limited';
      res.redirect(303, buying && added ? localizePath('/cart', locale) : back);
    },
  );
  return router;
}
