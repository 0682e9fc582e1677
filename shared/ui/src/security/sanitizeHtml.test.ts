import { sanitizeHtml } from './sanitizeHtml';

describe('sanitizeHtml', () => {
  it('removes scripts, handlers and unsafe links but keeps formatting', () => {
    const out = sanitizeHtml(
      '<p onclick="x()">Free <strong>shipping</strong><script>alert(1)</script> <a href="javascript:alert(1)">bad</a> <a href="https://example.org">ext</a> <a href="/faq">faq</a></p>',
    );
    expect(out).not.toMatch(/script|onclick|javascript:/);
    expect(out).toContain('<strong>shipping</strong>');
    expect(out).toContain(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">ext</a>',
    );
    expect(out).toContain('<a href="/faq">faq</a>');
  });
});
