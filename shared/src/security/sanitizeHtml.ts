import DOMPurify from 'dompurify';
import { classifyHref } from './safeHref';

let hooked = false;

function installLinkHook(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element) || !node.hasAttribute('href')) return;
    const href = node.getAttribute('href') ?? '';
    const origin = typeof location === 'undefined' ? undefined : location.origin;
    const kind = classifyHref(href, origin);
    if (kind === 'refused') {
      node.removeAttribute('href');
    } else if (kind === 'external') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/** Sanitises HTML from the content backend before it is rendered; links are checked too. */
export function sanitizeHtml(html: string): string {
  installLinkHook();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}
