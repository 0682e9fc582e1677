import crypto from 'node:crypto';
import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { stripLocale } from '@teashop/contracts';
import type { Locale } from '@teashop/contracts';
import { CSP_REPORT_PATH } from './securityHeaders';

type Log = (message: string) => void;

interface HttpError {
  status?: number;
  statusCode?: number;
  type?: string;
  stack?: string;
  message?: string;
}

/** The status an error asks for (a body parser's 400 or 413), or 500. */
function statusOf(error: unknown): number {
  const e = (error ?? {}) as HttpError;
  const status = Number(e.status ?? e.statusCode);
  return Number.isInteger(status) && status >= 400 && status < 600 ? status : 500;
}

/** Short, fixed words for the client: never the error's own message, stack or file paths. */
const REASON: Record<number, string> = {
  400: 'Bad request',
  404: 'Not found',
  413: 'Request too large',
  415: 'Unsupported media type',
  431: 'Request headers too large',
};

/** The spec's words for an error page, in the page's language. */
const PAGE_TEXT: Record<Locale, { title: string; text: string; home: string }> = {
  en: {
    title: 'An error occurred',
    text: 'Something went wrong. Please try again later.',
    home: 'Back to home',
  },
  zh: { title: '發生錯誤', text: '發生錯誤，請稍後再試。', home: '回到首頁' },
  jp: {
    title: 'エラーが発生しました',
    text: '問題が発生しました。しばらくしてからもう一度お試しください。',
    home: 'ホームに戻る',
  },
};

const HTML_LANG: Record<Locale, string> = { en: 'en', zh: 'zh-Hant', jp: 'ja' };
const HOME: Record<Locale, string> = { en: '/', zh: '/zh', jp: '/jp' };

/** Whether the answer is JSON: the API, browser reports, and callers that ask for JSON. */
export function wantsJson(req: Request): boolean {
  const path = req.path.toLowerCase();
  if (path === '/api' || path.startsWith('/api/') || path === CSP_REPORT_PATH) return true;
  const accept = String(req.headers.accept ?? '');
  return /\bjson\b/i.test(accept) && !/\btext\/html\b/i.test(accept);
}

/** The generic error page: no script, no detail, the request id to quote. */
export function errorPage(locale: Locale, requestId: string): string {
  const t = PAGE_TEXT[locale];
  return (
    `<!doctype html><html lang="${HTML_LANG[locale]}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${t.title}</title></head>` +
    `<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem">` +
    `<h1>${t.title}</h1><p>${t.text}</p><p><a href="${HOME[locale]}">${t.home}</a></p>` +
    `<p style="color:#666;font-size:.8rem">${requestId}</p></body></html>`
  );
}

/** A request id for this answer: a caller's well-formed one is kept (a proxy's), else a new one. */
function requestIdOf(req: Request): string {
  const given = String(req.headers['x-request-id'] ?? '');
  return /^[A-Za-z0-9._-]{8,64}$/.test(given) ? given : crypto.randomUUID();
}

/**
 * The shop server's last error handler: every error (a broken report body, a failed render, a
 * bad path) is logged once with a request id, and answered with that id in `X-Request-Id` and a
 * generic body — JSON for the API, reports and JSON callers, otherwise a small page in the
 * address's language. No message, stack or file path of the server reaches the answer.
 */
export function errorHandler(log: Log = console.error): ErrorRequestHandler {
  let windowStart = 0;
  let logged = 0;
  return (error: unknown, req, res, _next) => {
    const status = statusOf(error);
    const requestId = requestIdOf(req);
    const e = (error ?? {}) as HttpError;
    // 4xx from a parser are the caller's mistake: one line, no stack, at most 60 a minute (a
    // flood of broken bodies cannot flood the log); the rest in full.
    const now = Date.now();
    if (now - windowStart >= 60_000) {
      windowStart = now;
      logged = 0;
    }
    if (status >= 500 || logged++ < 60)
      log(
        status >= 500
          ? `[error] ${requestId} ${req.method} ${req.path.slice(0, 200)}: ${e.stack ?? String(error)}`
          : `[error] ${requestId} ${req.method} ${req.path.slice(0, 200)} answered ${status}: ${e.type ?? e.message ?? ''}`,
      );
    if (res.headersSent) {
      // the answer has begun: it can only be cut short
      res.destroy();
      return;
    }
    const reason = REASON[status] ?? (status >= 500 ? 'Server error' : 'Refused');
    res.status(status);
    res.setHeader('X-Request-Id', requestId);
    res.setHeader('Cache-Control', 'no-store');
    if (wantsJson(req)) {
      res.json({ error: { status, message: reason, requestId } });
      return;
    }
    res.type('html').send(errorPage(stripLocale(req.path).locale, requestId));
  };
}

/** The last handler for a request nothing else answered (no route matched a method or path). */
export const notFoundHandler: RequestHandler = (req, res) => {
  res.status(404).setHeader('Cache-Control', 'no-store');
  if (wantsJson(req)) res.json({ error: { status: 404, message: REASON[404] } });
  else res.type('text/plain').send('Not found');
};
