const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

export type LinkKind = 'internal' | 'external' | 'refused';

/**
 * Classifies a link. Relative paths are internal; absolute http(s)/mailto/tel links are external;
 * anything else (javascript:, data:, vbscript:, file:, ...) is refused.
 */
export function classifyHref(href: string, currentOrigin?: string): LinkKind {
  // Browsers ignore ASCII whitespace and control characters inside a scheme ("java\tscript:").
  // eslint-disable-next-line no-control-regex
  const trimmed = href.trim().replace(/[\u0000-\u001F\u007F\s]+/g, '');
  if (trimmed === '') return 'refused';
  if (trimmed.startsWith('//')) {
    return classifyHref(`https:${trimmed}`, currentOrigin);
  }
  if (trimmed.startsWith('/') || trimmed.startsWith('#') || trimmed.startsWith('?')) {
    return trimmed.startsWith('/\\') ? 'refused' : 'internal';
  }
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(trimmed);
  if (!scheme) return 'internal';
  const protocol = `${(scheme[1] as string).toLowerCase()}:`;
  if (!ALLOWED_PROTOCOLS.has(protocol)) return 'refused';
  if ((protocol === 'http:' || protocol === 'https:') && currentOrigin) {
    try {
      if (new URL(trimmed).origin === currentOrigin) return 'internal';
    } catch {
      return 'refused';
    }
  }
  return 'external';
}

/**
 * Returns an href safe to render, or null when it must not be followed. External links need the
 * caller to say so explicitly (`external: true`), so an editor's typo cannot silently leave the shop.
 */
export function safeHref(
  href: string,
  options: { external?: boolean; currentOrigin?: string } = {},
): string | null {
  const kind = classifyHref(href, options.currentOrigin);
  if (kind === 'refused') return null;
  if (kind === 'external' && !options.external) return null;
  return href.trim();
}

const RETURN_BASE = 'http://return-path.invalid';

/**
 * A return path after login: only same-site absolute paths are accepted ('/member/orders?page=2').
 * Protocol-relative ('//evil'), backslash tricks and absolute URLs fall back to `fallback`, and so
 * do paths with an empty segment once read as the browser reads them ('/zh//evil',
 * '/zh/.//evil', '/zh/\evil'): the shop has no such pages, and an address rebuilt from such a
 * path without its language prefix would be the protocol-relative '//evil'.
 */
export function safeReturnPath(value: string | null | undefined, fallback = '/'): string {
  if (!value) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return fallback;
  }
  if (!decoded.startsWith('/') || decoded.startsWith('//') || decoded.startsWith('/\\')) {
    return fallback;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001F\u007F]/.test(decoded)) return fallback;
  let resolved: URL;
  try {
    resolved = new URL(decoded, RETURN_BASE);
  } catch {
    return fallback;
  }
  if (resolved.origin !== RETURN_BASE || resolved.pathname.includes('//')) return fallback;
  return decoded;
}
