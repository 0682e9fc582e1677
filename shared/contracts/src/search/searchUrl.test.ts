import { cleanSearchTerm, searchUrl } from './searchUrl';

describe('searchUrl', () => {
  it('localizes the page and encodes the term', () => {
    expect(searchUrl('en', 'black tea')).toBe('/search?q=black+tea');
    expect(searchUrl('jp', 'ウーロン', 2)).toBe(
      `/jp/search?q=${encodeURIComponent('ウーロン')}&page=2`,
    );
    expect(searchUrl('zh', '  ')).toBe('/zh/search');
  });

  it('collapses spaces and keeps at most 100 characters', () => {
    expect(cleanSearchTerm('  green \n  tea ')).toBe('green tea');
    expect(cleanSearchTerm('x'.repeat(150))).toHaveLength(100);
  });
});
