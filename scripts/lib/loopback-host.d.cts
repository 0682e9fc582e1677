import type { IncomingMessage, ServerResponse } from 'node:http';

/** The name in a `Host` header, lower-cased, without its port or an IPv6 literal's brackets. */
export function hostName(host: string | undefined): string;
/** Whether `host` (a `Host` header, any port) names this machine: localhost, *.localhost, 127.0.0.1, [::1]. */
export function isLoopbackHost(host: string | undefined): boolean;
/** Answers 421 and returns true for a request addressed to a name that is not a loopback name. */
export function refuseForeignHost(req: IncomingMessage, res: ServerResponse): boolean;
export const LOOPBACK_ADDRESS: string;
export const MISDIRECTED: string;
