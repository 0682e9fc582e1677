import { DEFAULT_SYNONYMS, MAX_ALTERNATIVES, expandQuery, parseSynonyms } from './synonyms';

describe('parseSynonyms', () => {
  it('reads one group per line, canonical members, comments and blanks ignored', () => {
    const groups = parseSynonyms('# teas\n\nOolong, 烏龍 ,ウーロン\nPu-erh，puer、普洱\nlonely\n');
    expect(groups).toEqual([
      ['oolong', '烏龍', 'ウーロン'],
      ['pu erh', 'puer', '普洱'],
    ]);
  });

  it('merges members that normalise alike', () => {
    expect(parseSynonyms('green tea, 綠茶, 緑茶, 绿茶')).toEqual([['green tea', '綠茶']]);
  });

  it('parses the default list', () => {
    const groups = parseSynonyms(DEFAULT_SYNONYMS);
    expect(groups.length).toBeGreaterThan(20);
    expect(groups.find((g) => g.includes('oolong'))).toEqual(['oolong', '烏龍', 'ウーロン']);
  });

  it('accepts nothing', () => {
    expect(parseSynonyms(null)).toEqual([]);
    expect(parseSynonyms('')).toEqual([]);
  });
});

describe('expandQuery', () => {
  const groups = parseSynonyms(DEFAULT_SYNONYMS);

  it('adds the other members of a group the query contains', () => {
    expect(expandQuery('oolong', groups)).toEqual(['oolong', '烏龍', 'ウーロン']);
    expect(expandQuery('ウーロン茶', groups)).toEqual(['ウーロン茶', 'oolong 茶', '烏龍茶']);
  });

  it('matches Latin members as whole words only', () => {
    expect(expandQuery('puerto', groups)).toEqual(['puerto']);
    expect(expandQuery('ripe pu erh', groups)).toContain('ripe 普洱');
  });

  it('prefers the longest member', () => {
    expect(expandQuery('dragon well', groups)).toContain('longjing');
  });

  it('combines groups, within a bound', () => {
    const both = expandQuery('oolong matcha', groups);
    expect(both).toContain('烏龍 抹茶');
    expect(both.length).toBeLessThanOrEqual(MAX_ALTERNATIVES);
  });

  it('completes an unfinished synonym when typing', () => {
    expect(expandQuery('ウーロ', groups, true)).toEqual(
      expect.arrayContaining(['ウーロ', 'ウーロン', '烏龍', 'oolong']),
    );
    expect(expandQuery('ウーロ', groups)).toEqual(['ウーロ']);
    expect(expandQuery('kyoto hoji', groups, true)).toContain('kyoto 焙茶');
    expect(expandQuery('ho', groups, true)).toEqual(['ho']);
  });

  it('leaves queries without synonyms alone', () => {
    expect(expandQuery('alishan', groups)).toEqual(['alishan']);
  });
});
