import { metaDescription } from './seo';

describe('SEO helpers', () => {
  it('cuts long descriptions at a word', () => {
    expect(metaDescription('  short\n text ')).toBe('short text');
    const long = metaDescription('word '.repeat(60), 40);
    expect(long.length).toBeLessThanOrEqual(40);
    expect(long.endsWith('word…')).toBe(true);
  });
});
