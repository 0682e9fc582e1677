/**
 * English plural folding: a shopper types `teas`, `green teas`, `peaches` or `pearls` and finds
 * `Tea`, `Peach` and `Jasmine Pearls`. Both the indexed words and the query words are folded the
 * same way, so a rule needs only to map the singular and the plural to one form (`berries` and
 * `berry` both give `berry`), not to produce a real word. Only lower-case Latin words of four
 * letters or more change; `glass`, `hibiscus`, `citrus` and `iris` stay as they are. Irregular
 * plurals (`leaves`) are left to the typo tolerance and synonyms.
 */
export function foldPlural(word: string): string {
  if (word.length < 4 || !/^[a-z]+$/.test(word)) return word;
  if (/[^ae]ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|sses|xes|zes)$/.test(word)) return word.slice(0, -2);
  if (/[^aeo]es$/.test(word)) return word.slice(0, -1);
  if (/(ss|us|is)$/.test(word)) return word;
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}
