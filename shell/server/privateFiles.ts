import crypto from 'node:crypto';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { SERVER_BUNDLE_FILE } from '@teashop/contracts';

/** The header with which this server reads its own private files (see `privateFiles`). */
export const INTERNAL_HEADER = 'x-teashop-internal';

const SERVER_FOLDER = path.posix.dirname(SERVER_BUNDLE_FILE);

/** The path as the static handlers see it: decoded, `.` and `..` resolved, lower-cased. */
function normalised(pathname: string): string | null {
  try {
    return path.posix.normalize(decodeURIComponent(pathname)).toLowerCase();
  } catch {
    return null;
  }
}

/** Source maps (anywhere) are kept beside the build for error tooling, not served. */
export function isSourceMap(pathname: string): boolean {
  // a path that does not decode is refused by the static handlers anyway
  return normalised(pathname)?.endsWith('.map') ?? false;
}

/**
 * Inside a remote's folder (`/remotes/<name>/…`, the path relative to it): its server containers,
 * in the build's or a released version's `server/` folder, and source maps.
 */
export function isPrivateRemoteFile(pathname: string): boolean {
  const file = normalised(pathname);
  if (file === null) return true;
  return file.endsWith('.map') || file.split('/').includes(SERVER_FOLDER);
}

/** Whether two strings are equal, in time that does not depend on where they differ. */
export function sameToken(given: string, token: string): boolean {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(token).digest();
  return crypto.timingSafeEqual(a, b);
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Answers 404 for the files `isPrivate` names, unless the request comes from this machine with
 * `token` (a secret of this process) in `INTERNAL_HEADER`: the server render reads the remotes'
 * server containers so, from its own address. The public never gets them, nor the source maps.
 */
export function privateFiles(
  isPrivate: (pathname: string) => boolean,
  token: string,
): RequestHandler {
  return (req, res, next) => {
    if (!isPrivate(req.path)) return next();
    const given = req.headers[INTERNAL_HEADER];
    const internal =
      typeof given === 'string' &&
      LOOPBACK.has(req.socket.remoteAddress ?? '') &&
      sameToken(given, token);
    if (internal) return next();
    res.status(404).setHeader('Cache-Control', 'no-store');
    res.type('text/plain').send('Not found');
  };
}

/** A fresh secret for this process's own reads of its private files. */
export function internalToken(): string {
  return crypto.randomBytes(24).toString('base64url');
}
