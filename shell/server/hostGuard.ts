import type { RequestHandler } from 'express';
import { refuseForeignHost } from '../../scripts/lib/loopback-host.cjs';

/**
 * The local demo's shop answers only requests addressed to a loopback name (localhost,
 * *.localhost, 127.0.0.1, [::1]); a page elsewhere that points its own name at 127.0.0.1 (DNS
 * rebinding) gets 421 Misdirected Request. The same check as the local stand-ins'.
 */
export const loopbackHostOnly: RequestHandler = (req, res, next) => {
  if (!refuseForeignHost(req, res)) next();
};
