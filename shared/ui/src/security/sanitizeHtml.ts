import DOMPurify from 'dompurify';
import { checkLinks, SANITIZE_CONFIG } from './sanitizeRules';

let hooked = false;

/** Sanitises HTML from the content backend before it is rendered; links are checked too. */
export function sanitizeHtml(html: string): string {
  if (!hooked) {
    hooked = true;
    checkLinks(DOMPurify, () => (typeof location === 'undefined' ? undefined : location.origin));
  }
  return DOMPurify.sanitize(html, SANITIZE_CONFIG);
}
