import { bigrams, canonical, indexTerms, queryTerms, segments } from './tokenize';

describe('tokenize', () => {
  it('splits Latin at anything but letters and digits', () => {
    expect(indexTerms('Pu-erh, 2008 (Aged)', true)).toEqual(['pu', 'erh', '2008', 'aged']);
  });

  it('indexes CJK runs as bigrams, with unigrams for short fields', () => {
    expect(bigrams('阿里山')).toEqual(['阿里', '里山']);
    expect(indexTerms('梨山茶', false)).toEqual(['梨山', '山茶']);
    expect(indexTerms('梨山茶', true)).toEqual(['梨', '山', '茶', '梨山', '山茶']);
    expect(indexTerms('茶', false)).toEqual(['茶']);
  });

  it('keeps Latin words and CJK runs apart', () => {
    expect(indexTerms('2008年 陳年', true)).toEqual(['2008', '年', '陳', '年', '陳年']);
    expect(segments('ジャスミン龍珠 jasmine')).toEqual([
      { kind: 'cjk', text: 'ジャスミン龍珠' },
      { kind: 'word', text: 'jasmine' },
    ]);
    expect(canonical('  Pu-Erh!!  プーアル・茶 ')).toBe('pu erh プーアル 茶');
  });

  it('turns a query into terms that must all match', () => {
    expect(queryTerms(canonical('梨山'))).toEqual([{ term: '梨山', word: false, last: true }]);
    expect(queryTerms(canonical('茶')).map((t) => t.term)).toEqual(['茶']);
    expect(queryTerms(canonical('Dong Ding'))).toEqual([
      { term: 'dong', word: true, last: false },
      { term: 'ding', word: true, last: true },
    ]);
    expect(queryTerms(canonical('ｳｰﾛﾝ')).map((t) => t.term)).toEqual(['ウー', 'ーロ', 'ロン']);
  });
});
