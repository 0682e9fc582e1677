import type { Config, DOMPurify } from 'dompurify';
import { classifyHref } from './safeHref';

/** What CMS HTML may contain: plain HTML formatting, no forms, frames, embeds or styles. */
export const SANITIZE_CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
} satisfies Config;

const ELEMENT_NODE = 1;

/**
 * Checks every link DOMPurify keeps: a refused one (javascript:, data:, …) loses its href, an
 * external one opens outside the shop. `origin` is the shop's own origin (its links are internal).
 */
export function checkLinks(purify: DOMPurify, origin: () => string | undefined): void {
  purify.addHook('afterSanitizeAttributes', (node) => {
    // A node type check rather than `instanceof Element`: on the server the DOM is not global.
    if (node.nodeType !== ELEMENT_NODE) return;
    const element = node as Element;
    if (!element.hasAttribute('href')) return;
    const kind = classifyHref(element.getAttribute('href') ?? '', origin());
    if (kind === 'refused') {
      element.removeAttribute('href');
    } else if (kind === 'external') {
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', 'noopener noreferrer');
    }
  });
}
