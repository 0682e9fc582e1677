import { useEffect, useState } from 'react';

type Sanitize = (html: string) => string;

let sanitizer: Promise<Sanitize> | null = null;

/** The sanitiser and DOMPurify are their own chunk: only pages that show CMS HTML download them. */
function loadSanitizer(): Promise<Sanitize> {
  sanitizer ??= import('./sanitizeHtml').then((m) => m.sanitizeHtml);
  return sanitizer;
}

/**
 * CMS HTML made safe to insert, in the browser only: '' on the server, during hydration and until
 * the sanitiser has loaded, so server HTML and the first client render agree.
 */
export function useSanitizedHtml(html: string | null | undefined): string {
  const [sanitized, setSanitized] = useState({ source: '', safe: '' });
  useEffect(() => {
    if (!html) return undefined;
    let current = true;
    void loadSanitizer().then((sanitize) => {
      if (current) setSanitized({ source: html, safe: sanitize(html) });
    });
    return () => {
      current = false;
    };
  }, [html]);
  return html && sanitized.source === html ? sanitized.safe : '';
}
