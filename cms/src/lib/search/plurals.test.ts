import { foldPlural } from './plurals';

test('a plural and its singular fold to the same term', () => {
  const pairs: Array<[string, string]> = [
    ['teas', 'tea'],
    ['oolongs', 'oolong'],
    ['pearls', 'pearl'],
    ['berries', 'berry'],
    ['peaches', 'peach'],
    ['glasses', 'glass'],
    ['boxes', 'box'],
    ['notes', 'note'],
    ['roses', 'rose'],
    ['trees', 'tree'],
    ['needles', 'needle'],
  ];
  for (const [plural, singular] of pairs) {
    expect([plural, foldPlural(plural)]).toEqual([plural, foldPlural(singular)]);
  }
});

test('words that only look plural, short words, and other scripts stay as they are', () => {
  for (const word of [
    'glass',
    'hibiscus',
    'citrus',
    'iris',
    'gas',
    'its',
    'pu',
    '2008',
    'ウーロン',
    'tés',
  ]) {
    expect(foldPlural(word)).toBe(word);
  }
});
