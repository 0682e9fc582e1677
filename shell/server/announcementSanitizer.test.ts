import { sanitizeHtml } from '@teashop/ui/sanitizeHtml';
import { createServerSanitizer } from '@teashop/ui/server';
import { EDITOR_LINK_TARGETS, REFUSED_LINK_TARGETS, XSS_PAYLOADS } from '../../e2e/tests/xssCorpus';

/** An announcement as an editor could write it: a label, then the payload. */
const announcements = [
  ...XSS_PAYLOADS.map((p) => [p.id, `<span>announcement ${p.id}</span> ${p.text}`]),
  ...[...EDITOR_LINK_TARGETS, ...REFUSED_LINK_TARGETS].map((p) => [
    `link ${p.id}`,
    `<p>See <a href="${p.text.replace(/"/g, '&quot;')}">this</a></p>`,
  ]),
];

describe('the announcement sanitised on the shop server', () => {
  const onServer = createServerSanitizer(window.location.origin);

  it.each(announcements)('%s: the markup the browser would show, nothing that runs', (_, html) => {
    const safe = onServer(html);
    expect(safe).toBe(sanitizeHtml(html));
    const parsed = document.createElement('div');
    parsed.innerHTML = safe;
    for (const element of Array.from(parsed.querySelectorAll('*'))) {
      expect(element.tagName).not.toMatch(/^(script|iframe|object|embed|style|form)$/i);
      for (const attribute of Array.from(element.attributes)) {
        expect(attribute.name).not.toMatch(/^on/i);
        expect(attribute.value).not.toMatch(/^\s*(javascript|vbscript|data):/i);
      }
    }
  });
});
