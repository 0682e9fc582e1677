/**
 * The compressed copies a production build writes beside its scripts and style sheets, so the shop
 * server sends them as they are instead of compressing each answer again at a low level. Shared by
 * the build (which writes them), the release (which keeps them beside their file) and the server
 * (which serves them). No imports: the server bundles this module.
 */
export const BROTLI = { encoding: 'br', suffix: '.br' } as const;
export const GZIP = { encoding: 'gzip', suffix: '.gz' } as const;

/** The copies, in the server's order of preference. */
export const PRECOMPRESSED = [BROTLI, GZIP] as const;

export type Precompressed = (typeof PRECOMPRESSED)[number];

/**
 * Files given compressed copies: those a page loads and the server serves unchanged. Not the
 * manifest, which a release rewrites after the build.
 */
export const PRECOMPRESSED_FILES = /\.(?:js|css)$/;

/** The file a compressed copy is of ('a.js.br' -> 'a.js'), or undefined for any other file. */
export function originalOf(file: string): string | undefined {
  const copy = PRECOMPRESSED.find(({ suffix }) => file.endsWith(suffix));
  const original = copy ? file.slice(0, -copy.suffix.length) : undefined;
  return original && PRECOMPRESSED_FILES.test(original) ? original : undefined;
}
