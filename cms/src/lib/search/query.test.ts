import { buildQuery, prefixAllowed, typoDistance } from './query';

describe('typo rules', () => {
  it('allows one edit in Latin words of five letters or more', () => {
    expect(typoDistance('longjng')).toBe(1);
    expect(typoDistance('sench')).toBe(1);
    expect(typoDistance('chai')).toBe(0);
    expect(typoDistance('2008')).toBe(0);
    expect(typoDistance('烏龍茶葉')).toBe(0);
  });

  it('takes the last word as a prefix once it has two letters', () => {
    expect(prefixAllowed({ term: 'ge', word: true, last: true })).toBe(true);
    expect(prefixAllowed({ term: 'g', word: true, last: true })).toBe(false);
    expect(prefixAllowed({ term: 'gen', word: true, last: false })).toBe(false);
    expect(prefixAllowed({ term: '烏龍', word: false, last: true })).toBe(false);
  });
});

describe('buildQuery', () => {
  type Alternative = {
    combineWith: string;
    boost: Record<string, number>;
    queries: string[];
    fuzzy?: (term: string) => number;
    prefix?: (term: string) => boolean;
  };
  const alternatives = (query: unknown) => (query as { queries: Alternative[] }).queries;

  it('ORs the alternatives, ANDs their terms, weighs synonyms less', () => {
    const query = buildQuery(['dong ding', '凍頂'], { name: 10 }, false);
    expect(query).toMatchObject({ combineWith: 'OR' });
    expect(alternatives(query)).toEqual([
      { combineWith: 'AND', boost: { name: 10 }, queries: ['dong ding'] },
      { combineWith: 'AND', boost: { name: 8 }, queries: ['凍頂'] },
    ]);
  });

  it('sets fuzzy and prefix per term', () => {
    const [first] = alternatives(buildQuery(['longjng gen'], { name: 1 }, true));
    expect(first?.queries).toEqual(['longjng gen']);
    expect(first?.fuzzy?.('longjng')).toBe(1);
    expect(first?.fuzzy?.('gen')).toBe(0);
    expect(first?.prefix?.('gen')).toBe(true);
    expect(first?.prefix?.('longjng')).toBe(false);
    const [typed] = alternatives(buildQuery(['longjng gen'], { name: 1 }, false));
    expect(typed?.prefix).toBeUndefined();
  });

  it('is null for a query without terms', () => {
    expect(buildQuery(['!!!'], { name: 1 }, false)).toBeNull();
  });
});
