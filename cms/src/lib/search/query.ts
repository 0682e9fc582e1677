import type { Query, SearchOptions } from 'minisearch';
import { queryTerms, type QueryTerm } from './tokenize';

/** Longest query accepted, in characters (after trimming). */
export const MAX_QUERY_LENGTH = 100;

/**
 * Typo tolerance: one edit (a letter missing, added or changed) for Latin words of five letters
 * or more (`longjng` finds `longjing`); none for shorter words, digits, or CJK, where one changed
 * character is another word.
 */
export function typoDistance(term: string): number {
  return /^[a-z]{5,}$/.test(term) ? 1 : 0;
}

/** As-you-type: the last word is a prefix once it has two letters (`gen` → `genmaicha`). */
export function prefixAllowed(term: QueryTerm): boolean {
  return term.word && term.last && term.term.length >= 2;
}

/** Weight of a synonym alternative against the words the shopper typed. */
export const SYNONYM_WEIGHT = 0.8;

/**
 * The MiniSearch query for canonical alternatives (the typed query first, then its synonyms):
 * any alternative may match (OR), and within one every term must (AND). `boost` holds the
 * field weights; alternatives through synonyms weigh a little less than the typed words.
 */
export function buildQuery(
  alternatives: readonly string[],
  boost: Record<string, number>,
  asYouType: boolean,
): Query | null {
  const queries: Query[] = [];
  alternatives.forEach((alternative, index) => {
    const terms = queryTerms(alternative);
    if (terms.length === 0) return;
    const weight = index === 0 ? 1 : SYNONYM_WEIGHT;
    const fieldBoost = Object.fromEntries(
      Object.entries(boost).map(([field, value]) => [field, value * weight]),
    );
    const words = new Set(terms.filter((term) => term.word).map((term) => term.term));
    const prefixes = new Set(asYouType ? terms.filter(prefixAllowed).map((term) => term.term) : []);
    const options: SearchOptions & { queries: Query[] } = {
      combineWith: 'AND',
      boost: fieldBoost,
      // one string per alternative (its terms joined by spaces, see PREPARED_TERMS): MiniSearch
      // looks all of them up in one pass
      queries: [terms.map((term) => term.term).join(' ')],
    };
    if ([...words].some((word) => typoDistance(word) > 0)) {
      options.fuzzy = (term: string) => (words.has(term) ? typoDistance(term) : 0);
    }
    if (prefixes.size > 0) options.prefix = (term: string) => prefixes.has(term);
    queries.push(options);
  });
  if (queries.length === 0) return null;
  return { combineWith: 'OR', queries };
}

/** Search options that take prepared terms (normalised, joined by spaces) as they are. */
export const PREPARED_TERMS: SearchOptions = {
  tokenize: (text: string) => text.split(' '),
  processTerm: (term: string) => term,
};
