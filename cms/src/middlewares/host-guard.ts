import path from 'node:path';
import { createRequire } from 'node:module';
import { cmsRoot } from '../lib/paths';
import { isLocalDemo } from '../lib/settings';
import type { Ctx } from '../lib/types';

interface LoopbackHost {
  isLoopbackHost(host: string | undefined): boolean;
  MISDIRECTED: string;
}

/**
 * The local demo (SHOP_PROFILE=local-demo) answers only requests addressed to a loopback name
 * (localhost, *.localhost, 127.0.0.1, [::1]): a page elsewhere that points its own name at
 * 127.0.0.1 (DNS rebinding) gets 421 Misdirected Request, whatever the path. The check is the one
 * every local demo server uses (scripts/lib/loopback-host.cjs, beside the cms in the repository).
 * In production the cms sits behind the TLS proxy, which routes by name: nothing to do here.
 */
export default () => {
  if (!isLocalDemo()) return (_ctx: Ctx, next: () => Promise<void>) => next();
  const file = path.join(cmsRoot(), '..', 'scripts', 'lib', 'loopback-host.cjs');
  const { isLoopbackHost, MISDIRECTED } = createRequire(__filename)(file) as LoopbackHost;
  return async (ctx: Ctx, next: () => Promise<void>) => {
    // the header itself: with TRUST_PROXY, ctx.host would read X-Forwarded-Host instead
    if (isLoopbackHost(ctx.req.headers.host)) return next();
    ctx.status = 421;
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'text/plain';
    ctx.body = MISDIRECTED;
  };
};
