import { sanitizeHtml } from './sanitizeHtml';
import { createServerSanitizer } from './sanitizeHtmlOnServer';

const SAMPLES = [
  '<p onclick="x()">Free <strong>shipping</strong><script>alert(1)</script></p>',
  '<img src=x onerror="alert(1)"><a href="javascript:alert(1)">bad</a>',
  '<a href="https://example.org">out</a> <a href="/faq">faq</a> <a href="http://localhost/cart">here</a>',
  '<svg><g onload="alert(1)"></g></svg><math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<form action="/x"><input value="a"><button>b</button></form><iframe src="//evil"></iframe>',
  '<p style="color:red">styled</p><style>p{}</style><a href="data:text/html,x">data</a>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<a href="ftp://example.org/f">ftp</a> <a href="/\\evil.example">slash</a>',
];

describe('the server sanitiser', () => {
  const onServer = createServerSanitizer(window.location.origin);

  it.each(SAMPLES)('gives what the browser gives: %s', (html) => {
    expect(onServer(html)).toBe(sanitizeHtml(html));
  });

  it('removes scripts and handlers, keeps formatting and checks links', () => {
    const out = onServer(
      '<p>Free <strong>tea</strong><script>alert(1)</script><img src=x onerror="alert(1)"> <a href="https://example.org">ext</a> <a href="javascript:alert(1)">bad</a> <a href="/faq">faq</a></p>',
    );
    expect(out).not.toMatch(/script|onerror|javascript:/);
    expect(out).toContain('<strong>tea</strong>');
    expect(out).toContain(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">ext</a>',
    );
    expect(out).toContain('<a>bad</a>');
    expect(out).toContain('<a href="/faq">faq</a>');
  });

  it("treats the shop's own absolute links as internal", () => {
    const sanitize = createServerSanitizer('https://shop.example');
    expect(sanitize('<a href="https://shop.example/faq">faq</a>')).toBe(
      '<a href="https://shop.example/faq">faq</a>',
    );
  });
});
