/**
 * JSON for an inline `<script type="application/json">`: `<`, `>`, `&` and line separators are
 * written as unicode escapes, so content can never close the script element.
 */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Id of the script element holding the data one part of the page was rendered with. */
export function embeddedDataId(part: string): string {
  return `ssr-data-${part}`;
}

/** The data the server embedded for a part of the page ('shell', 'mf-catalog', …), or null. */
export function readEmbeddedData(part: string): Record<string, unknown> | null {
  if (typeof document === 'undefined') return null;
  const script = document.getElementById(embeddedDataId(part));
  if (!script?.textContent) return null;
  try {
    const value: unknown = JSON.parse(script.textContent);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * True when the server rendered this container's HTML and the browser has not hydrated it yet
 * (the attribute goes once hydration is done).
 */
export function isServerRendered(container: Element | null): boolean {
  return container?.getAttribute('data-ssr') === 'true';
}

/**
 * Key of a part's embedded data under which its data cache travels (TanStack Query's dehydrated
 * state). The shell's parts also embed their server values (ssr/serverValues) by name beside it.
 */
export const QUERY_STATE_KEY = '@queries';
