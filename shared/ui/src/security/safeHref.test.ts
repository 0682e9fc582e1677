import { classifyHref, safeHref, safeReturnPath } from './safeHref';

describe('external link guard', () => {
  it('refuses script-like and unknown protocols', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' java\tscript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:msgbox',
      'file:///etc/passwd',
      'ftp://x',
      '',
    ]) {
      expect(classifyHref(href)).toBe('refused');
      expect(safeHref(href, { external: true })).toBeNull();
    }
  });

  it('needs an explicit external flag for external URLs', () => {
    expect(safeHref('https://example.org')).toBeNull();
    expect(safeHref('https://example.org', { external: true })).toBe('https://example.org');
    expect(safeHref('mailto:hi@example.org', { external: true })).toBe('mailto:hi@example.org');
    expect(safeHref('tel:+886212345678', { external: true })).toBe('tel:+886212345678');
    expect(safeHref('//evil.example')).toBeNull();
  });

  it('treats paths and same-origin URLs as internal', () => {
    expect(safeHref('/products')).toBe('/products');
    expect(classifyHref('http://localhost:3000/x', 'http://localhost:3000')).toBe('internal');
  });

  it('accepts only same-site return paths', () => {
    expect(safeReturnPath('/member/orders?page=2')).toBe('/member/orders?page=2');
    expect(safeReturnPath('%2Fjp%2Fcart')).toBe('/jp/cart');
    expect(safeReturnPath('https://evil.example')).toBe('/');
    expect(safeReturnPath('//evil.example')).toBe('/');
    expect(safeReturnPath('/\\evil.example')).toBe('/');
    expect(safeReturnPath(null, '/jp')).toBe('/jp');
  });

  it('refuses return paths with an empty segment, however it is written', () => {
    for (const value of [
      '/zh//evil.example',
      '/jp//evil.example/path',
      '/zh/.//evil.example',
      '/x/..//evil.example',
      '/.%2F%2Fevil.example',
      '/zh/\\evil.example',
      '/zh/%5C%5Cevil.example',
      '/member/orders//',
    ]) {
      expect(safeReturnPath(value, '/zh')).toBe('/zh');
    }
  });

  it('keeps ordinary return paths, their query and fragment', () => {
    expect(safeReturnPath('/zh/member/orders?page=2#top')).toBe('/zh/member/orders?page=2#top');
    expect(safeReturnPath('/products/longjing?from=//search')).toBe(
      '/products/longjing?from=//search',
    );
    expect(safeReturnPath('/news/a.b')).toBe('/news/a.b');
  });
});
