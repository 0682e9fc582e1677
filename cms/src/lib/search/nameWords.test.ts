import { NameWords, editDistance } from './nameWords';

describe('editDistance', () => {
  it.each([
    ['longjing', 'longjing', 0],
    ['lngjing', 'longjing', 1],
    ['longjnig', 'longjing', 1],
    ['oolnog', 'oolong', 1],
    ['olong', 'oolong', 1],
    ['sencah', 'sencha', 1],
    ['sancah', 'sencha', 2],
  ])('%s → %s: %i', (a, b, edits) => {
    expect(editDistance(a, b, 2)).toBe(edits);
    expect(editDistance(b, a, 2)).toBe(edits);
  });

  it('stops at the limit', () => {
    expect(editDistance('matcha', 'genmaicha', 2)).toBe(3);
    expect(editDistance('ab', 'abcdef', 2)).toBe(3);
    expect(editDistance('xyzxyz', 'oolong', 1)).toBe(2);
  });
});

describe('NameWords', () => {
  it('offers close name words, closest and most used first', () => {
    const words = new NameWords();
    words.set('p:1', ['west', 'lake', 'longjing']);
    words.set('p:2', ['longjing', 'reserve']);
    words.set('p:3', ['longling', 'black', '烏龍', '1']);
    expect(words.has('longjing')).toBe(true);
    expect(words.has('烏龍')).toBe(false);
    expect(words.closeTo('lonjing')).toEqual(['longjing', 'longling']);
    expect(words.closeTo('longjing')).toEqual(['longling']);
    expect(words.closeTo('reser')).toEqual(['reserve']);
    expect(words.closeTo('zzzzzz')).toEqual([]);
  });

  it('forgets the words of a document replaced or taken out', () => {
    const words = new NameWords();
    words.set('p:1', ['sencha', 'kagoshima']);
    words.set('p:2', ['sencha']);
    words.set('p:1', ['gyokuro']);
    expect(words.has('kagoshima')).toBe(false);
    expect(words.has('sencha')).toBe(true);
    words.delete('p:2');
    expect(words.has('sencha')).toBe(false);
    expect(words.closeTo('gyokuru')).toEqual(['gyokuro']);
  });
});
