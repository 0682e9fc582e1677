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
    queries.push({
      combineWith: 'AND',
      boost: fieldBoost,
      queries: terms.map((term) => termQuery(term, asYouType)),
    });
  });
  if (queries.length === 0) return null;
  return { combineWith: 'OR', queries };
}

function termQuery(term: QueryTerm, asYouType: boolean): Query {
  const options: SearchOptions & { queries: Query[] } = { queries: [term.term] };
  if (term.word) {
    const distance = typoDistance(term.term);
    if (distance > 0) options.fuzzy = distance;
    if (asYouType && prefixAllowed(term)) options.prefix = true;
  }
  return options;
}

/** Search options that take the prepared terms as they are (already normalised). */
export const PREPARED_TERMS: SearchOptions = {
  tokenize: (text: string) => [text],
  processTerm: (term: string) => term,
};
