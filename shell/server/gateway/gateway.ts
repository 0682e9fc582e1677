/**
 * The shop server fronts the content backend under the shop's own origin: `/api/*` and
 * `/uploads/*` are streamed to the cms, so the browser never needs the cms's origin, CORS, or the
 * member's token.
 *
 * Written on Node's own http client rather than a proxy library: the answers that start a session
 * must be read and rewritten (the token goes into an HttpOnly cookie and out of the body), the
 * browser's cookies must not be passed on while the session becomes an `Authorization` header,
 * and the refusals must answer in the cms's error shape; with a plain pipeline each of these is a
 * few visible lines, and everything else is streamed through untouched.
 */
import http from 'node:http';
import https from 'node:https';
import { Router, type Request, type Response } from 'express';
import { NO_SESSION_HEADER } from '@teashop/contracts';
import { crossSiteRefusal, CROSS_SITE_MESSAGE } from './crossSite';
import {
  clearedSessionCookies,
  requestCookie,
  sessionCookies,
  type SessionCookieSettings,
} from './sessionCookies';

export interface GatewayOptions {
  /** The content backend as the shop server reaches it (CMS_INTERNAL_URL). */
  cmsUrl: string;
  /** The shop's public URL: its origin is the only one whose pages may write. */
  publicUrl: string;
  /** Name of the HttpOnly session cookie (AUTH_COOKIE_NAME). */
  authCookieName: string;
  /** Longest wait for the cms's answer to start (ms), then 504. */
  timeoutMs?: number;
  log?: (message: string) => void;
}

/** Where a browser page ends the session. */
export const LOGOUT_PATH = '/session/logout';

/** Answers that carry a token are read whole, up to this size (they are small JSON documents). */
const MAX_SESSION_ANSWER = 1024 * 1024;

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** An answer in the content backend's error shape. */
export function sendApiError(res: Response, status: number, name: string, message: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.status(status).setHeader('Cache-Control', 'no-store');
  res.json({ data: null, error: { status, name, message } });
}

/** The request's path as the cms's router sees it: decoded, lower-cased, single slashes. */
export function normalisedPath(url: string): string {
  let path = url.split('?')[0] ?? '';
  try {
    path = decodeURIComponent(path);
  } catch {
    // left as sent: the cms refuses it too
  }
  return path
    .toLowerCase()
    .replace(/\/{2,}/g, '/')
    .replace(/\/+$/, '');
}

/**
 * Requests that start a new session: they never carry the current one (log-in starts by clearing
 * any existing session), and their answer either brings a fresh token or ends the old session.
 */
function startsSession(method: string, path: string): boolean {
  if (method === 'POST') {
    return [
      '/api/auth/local',
      '/api/auth/local/register',
      '/api/auth/reset-password',
      // a password reset starts from a signed-out state
      '/api/auth/forgot-password',
    ].includes(path);
  }
  return method === 'GET' && /^\/api\/auth\/[^/]+\/callback$/.test(path);
}

/** Answers read whole because they may carry a fresh token (any auth or account write). */
function mayCarryToken(method: string, path: string): boolean {
  if (startsSession(method, path)) return true;
  if (path.startsWith('/api/auth/')) return method !== 'OPTIONS';
  return path.startsWith('/api/users/me') && method !== 'GET' && method !== 'HEAD';
}

function forwardedHeaders(
  req: Request,
  target: URL,
  publicProtocol: string,
  authorization: string | null,
  identity: boolean,
): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers)) {
    const key = name.toLowerCase();
    if (value === undefined || HOP_BY_HOP.has(key)) continue;
    // The browser's cookies are the shop's business; the session travels as Authorization.
    if (key === 'cookie' || key === 'host' || key === NO_SESSION_HEADER.toLowerCase()) continue;
    if (key.startsWith('x-forwarded-')) continue;
    headers[key] = value;
  }
  headers.host = target.host;
  // The client as the shop server sees it (its own proxy chain is trusted only through express's
  // `trust proxy` setting): a browser cannot name another address for the cms's per-IP limits.
  headers['x-forwarded-for'] = req.ip ?? req.socket.remoteAddress ?? '';
  headers['x-forwarded-proto'] = publicProtocol;
  if (req.headers.host) headers['x-forwarded-host'] = req.headers.host;
  if (authorization) headers.authorization = authorization;
  if (identity) headers['accept-encoding'] = 'identity';
  // The third-party login's own round trip keeps the cms's state cookie, and only that one.
  const own = connectStateCookies(req);
  if (own) headers.cookie = own;
  return headers;
}

/**
 * The cms's third-party-login state cookies (koa.sess*: the provider's answer, held between the
 * provider's redirect and the page's callback call), on that round trip's requests only.
 */
function connectStateCookies(req: Request): string | null {
  const path = normalisedPath(req.originalUrl);
  if (!path.startsWith('/api/connect/') && !/^\/api\/auth\/[^/]+\/callback$/.test(path))
    return null;
  const kept = (req.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => /^koa\.sess(\.sig)?=/.test(part));
  return kept.length > 0 ? kept.join('; ') : null;
}

function answerHeaders(upstream: http.IncomingMessage): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(upstream.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name.toLowerCase())) continue;
    headers[name] = value;
  }
  return headers;
}

function appendCookies(res: Response, cookies: string[]): void {
  if (cookies.length === 0) return;
  const existing = res.getHeader('Set-Cookie');
  const before =
    existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
  res.setHeader('Set-Cookie', [...before, ...cookies]);
}

/**
 * The gateway: `/api/*` and `/uploads/*` forwarded to the content backend, and `POST
 * /session/logout`. Mount it before any body parser (bodies are streamed as they come).
 */
export function createGateway(options: GatewayOptions): Router {
  const target = new URL(options.cmsUrl);
  const client = target.protocol === 'https:' ? https : http;
  // No kept-alive sockets: the cms closes idle ones on its own schedule, and a request sent on a
  // socket it is closing fails with "socket hang up" (a 502 for the shopper). A fresh loopback
  // connection per request costs a fraction of a millisecond.
  const agent = new client.Agent({ keepAlive: false, maxSockets: 256 });
  const publicUrl = new URL(options.publicUrl);
  const shopOrigin = publicUrl.origin;
  const publicProtocol = publicUrl.protocol.replace(/:$/, '');
  const cookies: SessionCookieSettings = {
    name: options.authCookieName,
    secure: publicUrl.protocol === 'https:',
  };
  const timeoutMs = options.timeoutMs ?? 30_000;
  const log = options.log ?? ((message: string) => console.error(message));
  const router = Router();

  router.post(LOGOUT_PATH, (req, res) => {
    const hasSession = Boolean(requestCookie(req.headers, cookies.name));
    const refusal = crossSiteRefusal(req.method, req.headers, shopOrigin, hasSession);
    if (refusal) {
      log(`[gateway] refused ${req.method} ${LOGOUT_PATH}: ${refusal}`);
      return sendApiError(res, 403, 'ForbiddenError', CROSS_SITE_MESSAGE);
    }
    appendCookies(res, clearedSessionCookies(cookies));
    res.setHeader('Cache-Control', 'no-store');
    return res.status(204).end();
  });

  const forward = (req: Request, res: Response) => {
    const method = req.method.toUpperCase();
    const path = normalisedPath(req.originalUrl);
    const session = requestCookie(req.headers, cookies.name);
    const refusal = crossSiteRefusal(method, req.headers, shopOrigin, Boolean(session));
    if (refusal) {
      log(`[gateway] refused ${method} ${path}: ${refusal}`);
      return sendApiError(res, 403, 'ForbiddenError', CROSS_SITE_MESSAGE);
    }
    // Only the cms's /api and /uploads: a path climbing out of them (`/api/../admin`, encoded
    // or not) is not forwarded.
    let destination: URL;
    try {
      destination = new URL(`${target.origin}${req.originalUrl}`);
    } catch {
      return sendApiError(res, 400, 'BadRequestError', 'Bad request');
    }
    if (
      !/^\/(api|uploads)(\/|$)/i.test(destination.pathname) ||
      /^\/(api|uploads)\/.*(\.\.|%2e%2e)/i.test(path)
    ) {
      return sendApiError(res, 404, 'NotFoundError', 'Not Found');
    }
    const starting = startsSession(method, path);
    const readWhole = mayCarryToken(method, path);
    const anonymous = starting || req.headers[NO_SESSION_HEADER.toLowerCase()] !== undefined;
    const fromCookie = Boolean(session && !anonymous && !req.headers.authorization);
    const authorization = fromCookie ? `Bearer ${session}` : null;
    const headers = forwardedHeaders(req, target, publicProtocol, authorization, readWhole);
    if (anonymous) delete headers.authorization;

    let settled = false;
    const upstreamRequest = client.request(destination, { method, headers, agent }, (upstream) => {
      clearTimeout(timer);
      const status = upstream.statusCode ?? 502;
      const outgoing = answerHeaders(upstream);
      // A refused session (the cms no longer accepts the token) ends it in the browser too.
      if (fromCookie && status === 401 && path === '/api/users/me') {
        appendCookies(res, clearedSessionCookies(cookies));
      }
      if (!readWhole) {
        settled = true;
        for (const [name, value] of Object.entries(outgoing)) {
          if (name.toLowerCase() === 'set-cookie') appendCookies(res, [value].flat());
          else res.setHeader(name, value);
        }
        res.status(status);
        upstream.on('error', () => res.destroy());
        upstream.on('aborted', () => res.destroy());
        upstream.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      upstream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_SESSION_ANSWER) {
          upstream.destroy(new Error('answer too large'));
          return;
        }
        chunks.push(chunk);
      });
      upstream.on('error', () => {
        if (settled) return;
        settled = true;
        sendApiError(res, 502, 'BadGatewayError', 'The shop could not read the answer.');
      });
      upstream.on('end', () => {
        if (settled) return;
        settled = true;
        let body: Buffer = Buffer.concat(chunks);
        const type = String(outgoing['content-type'] ?? '');
        const setCookies: string[] = [];
        if (type.includes('json') && body.length > 0) {
          try {
            const data = JSON.parse(body.toString('utf8')) as unknown;
            if (data && typeof data === 'object' && 'jwt' in data) {
              const { jwt, ...rest } = data as { jwt?: unknown } & Record<string, unknown>;
              if (typeof jwt === 'string' && status >= 200 && status < 300) {
                setCookies.push(...sessionCookies(jwt, cookies));
              }
              body = Buffer.from(JSON.stringify(rest));
            }
          } catch {
            // not JSON after all: passed on as it came
          }
        }
        // Log-in, sign-up and the rest start by clearing any existing session.
        if (starting && setCookies.length === 0) setCookies.push(...clearedSessionCookies(cookies));
        for (const [name, value] of Object.entries(outgoing)) {
          const key = name.toLowerCase();
          if (key === 'content-length' || key === 'content-encoding') continue;
          if (key === 'set-cookie') appendCookies(res, [value].flat());
          else res.setHeader(name, value);
        }
        appendCookies(res, setCookies);
        res.setHeader('Cache-Control', 'no-store');
        res.setHeader('Content-Length', String(body.length));
        res.status(status).end(body);
      });
    });

    const timer = setTimeout(() => {
      if (settled) return;
      settled = true;
      log(`[gateway] ${method} ${path}: no answer within ${timeoutMs} ms`);
      upstreamRequest.destroy(new Error('timeout'));
      sendApiError(
        res,
        504,
        'GatewayTimeoutError',
        'The shop’s content service took too long to answer. Please try again.',
      );
    }, timeoutMs);

    upstreamRequest.on('error', (error) => {
      clearTimeout(timer);
      if (settled) {
        if (!res.writableEnded) res.destroy();
        return;
      }
      settled = true;
      log(`[gateway] ${method} ${path}: ${error.message}`);
      sendApiError(
        res,
        502,
        'BadGatewayError',
        'The shop’s content service cannot be reached. Please try again.',
      );
    });
    // The browser went away: so does the request to the cms.
    res.on('close', () => {
      clearTimeout(timer);
      if (!res.writableFinished) upstreamRequest.destroy();
    });
    req.pipe(upstreamRequest);
  };

  router.use('/api', forward);
  router.use('/uploads', forward);
  return router;
}
