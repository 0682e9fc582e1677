const hasSpaceOrControl = (url: string): boolean =>
  [...url].some((char) => char.trim() === '' || char.charCodeAt(0) < 0x20);

/**
 * Whether `url` may say where remote code is loaded from: a path on this origin (but not
 * protocol-relative `//host` or the backslash trick `/\host`), or an http(s) URL without
 * credentials.
 */
export function isPathOrHttpUrl(url: string): boolean {
  if (url.startsWith('/')) return !/^\/[/\\]/.test(url) && !hasSpaceOrControl(url);
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && !parsed.username;
  } catch {
    return false;
  }
}
