import crypto from 'node:crypto';
import { captchaStandInEnabled } from './settings';

/**
 * reCAPTCHA verification (the siteverify protocol: a form POST of secret, response and remoteip,
 * answered with { success, challenge_ts, hostname, error-codes }).
 *
 * With RECAPTCHA_SECRET set, tokens are checked at RECAPTCHA_VERIFY_URL (default: Google). Without
 * it, the cms serves a small stand-in that speaks the same protocol: tokens come from
 * GET /api/captcha-standin/token and are verified at /api/captcha-standin/siteverify.
 */

export const GOOGLE_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
/** The secret the stand-in expects; it only exists while no real secret is configured. */
export const STANDIN_SECRET = 'captcha-standin-secret';

export interface SiteVerifyAnswer {
  success: boolean;
  challenge_ts?: string;
  hostname?: string;
  score?: number;
  'error-codes'?: string[];
}

export function verifyEndpoint(port: number, env: NodeJS.ProcessEnv = process.env): string {
  if (env.RECAPTCHA_VERIFY_URL) return env.RECAPTCHA_VERIFY_URL;
  if (env.RECAPTCHA_SECRET) return GOOGLE_VERIFY_URL;
  return `http://127.0.0.1:${port}/api/captcha-standin/siteverify`;
}

export async function verifyCaptcha(
  token: string,
  remoteIp: string,
  port: number,
  env: NodeJS.ProcessEnv = process.env,
): Promise<SiteVerifyAnswer> {
  const form = new URLSearchParams({
    secret: env.RECAPTCHA_SECRET || STANDIN_SECRET,
    response: token,
    remoteip: remoteIp,
  });
  try {
    const res = await fetch(verifyEndpoint(port, env), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      signal: AbortSignal.timeout(8000),
    });
    if (!res.ok) return { success: false, 'error-codes': [`http-${res.status}`] };
    const answer = (await res.json()) as SiteVerifyAnswer;
    const minScore = Number(env.RECAPTCHA_MIN_SCORE ?? '');
    if (answer.success && Number.isFinite(minScore) && typeof answer.score === 'number') {
      if (answer.score < minScore)
        return { ...answer, success: false, 'error-codes': ['low-score'] };
    }
    return answer;
  } catch {
    return { success: false, 'error-codes': ['verify-unreachable'] };
  }
}

// ---------------------------------------------------------------------------------------------
// Stand-in issuer and verifier (local runs and tests only).

const TOKEN_TTL_MS = 2 * 60 * 1000;
const key = crypto.randomBytes(32);
const used = new Map<string, number>();

const sign = (payload: string): string =>
  crypto.createHmac('sha256', key).update(payload).digest('base64url');

export function issueStandInToken(hostname: string, now = Date.now()): string {
  const nonce = crypto.randomBytes(9).toString('base64url');
  const host = Buffer.from(hostname).toString('base64url');
  const payload = `${now}.${nonce}.${host}`;
  return `standin.${payload}.${sign(payload)}`;
}

export function verifyStandInToken(
  secret: string | undefined,
  token: string | undefined,
  now = Date.now(),
): SiteVerifyAnswer {
  if (!captchaStandInEnabled()) return { success: false, 'error-codes': ['standin-disabled'] };
  if (!secret) return { success: false, 'error-codes': ['missing-input-secret'] };
  if (secret !== STANDIN_SECRET) return { success: false, 'error-codes': ['invalid-input-secret'] };
  if (!token) return { success: false, 'error-codes': ['missing-input-response'] };
  const parts = token.split('.');
  if (parts.length !== 5 || parts[0] !== 'standin') {
    return { success: false, 'error-codes': ['invalid-input-response'] };
  }
  const [, ts, nonce, host, signature] = parts as [string, string, string, string, string];
  const payload = `${ts}.${nonce}.${host}`;
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) {
    return { success: false, 'error-codes': ['invalid-input-response'] };
  }
  const issuedAt = Number(ts);
  for (const [n, at] of used) if (at + TOKEN_TTL_MS < now) used.delete(n);
  if (!Number.isFinite(issuedAt) || issuedAt + TOKEN_TTL_MS < now || used.has(nonce)) {
    return { success: false, 'error-codes': ['timeout-or-duplicate'] };
  }
  used.set(nonce, issuedAt);
  return {
    success: true,
    challenge_ts: new Date(issuedAt).toISOString(),
    hostname: Buffer.from(host, 'base64url').toString(),
  };
}
