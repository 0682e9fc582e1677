import type MiniSearch from 'minisearch';
import type { Query, SearchOptions } from 'minisearch';

/**
 * Scoring of the queries of `buildQuery` (query.ts) over a MiniSearch index, with the same
 * results and scores as `MiniSearch#search` but several times faster.
 *
 * MiniSearch builds an object (score, matched terms, matched fields) for every document and every
 * term, merges them in maps, copies the stored fields into every result and sorts them all: for a
 * common word (10,000 products, "oolong" in 2,000 names and categories) most of a search is spent
 * creating and collecting that garbage. Here a document's score is a number in a map of numbers;
 * the formula and the order of the additions are MiniSearch's:
 *
 * - a term's score in a document: for the exact term, then (as-you-type) the longer terms it
 *   begins (weight 0.375 × length / (length + 0.3 × extra letters)), then the terms one edit away
 *   (weight 0.45 × length / (length + 1)), for each field in the index's order: BM25 (k 1.2, b 0.7,
 *   d 0.5) × weight × field boost;
 * - an alternative (AND): the documents with every one of its terms, the sum of the terms' scores
 *   in query order (a repeated term counts twice, as in MiniSearch);
 * - the query (OR of the alternatives): the sum of the scores of the alternatives a document
 *   matches, in order, times the number of distinct query terms matched.
 *
 * It reads MiniSearch's index (private fields of version 7, checked by the tests in
 * score.test.ts against `MiniSearch#search`) and, like MiniSearch, drops the postings of
 * documents discarded since the last vacuum when it meets them.
 */

/** Term frequencies of one term: field id → (short document id → frequency). */
type FieldTermData = Map<number, Map<number, number>>;

interface Internals {
  _index: {
    get(term: string): FieldTermData | undefined;
    atPrefix(prefix: string): Iterable<[string, FieldTermData]>;
    fuzzyGet(term: string, maxEditDistance: number): Map<string, [FieldTermData, number]>;
  };
  _fieldIds: Record<string, number>;
  _avgFieldLength: number[];
  _fieldLength: Map<number, number[]>;
  _documentIds: Map<number, string>;
  _documentCount: number;
  /** documents discarded and not yet vacuumed */
  _dirtCount: number;
  /** the next short document id (all are lower) */
  _nextId: number;
  removeTerm(fieldId: number, documentId: number, term: string): void;
}

const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;
const K = 1.2;
const B = 0.7;
const D = 0.5;

/** One alternative of a query: terms that must all match, field boosts, typo and prefix rules. */
interface Alternative {
  terms: string[];
  boost: Record<string, number>;
  fuzzy?: (term: string) => number | boolean;
  prefix?: (term: string) => boolean;
}

type AlternativeOptions = SearchOptions & { queries?: Query[] };

/** The alternatives of a query built by `buildQuery` (an OR of ANDs of prepared term strings). */
function alternativesOf(query: Query): Alternative[] {
  if (typeof query !== 'object' || !('queries' in query)) {
    throw new Error('search: unexpected query shape');
  }
  return query.queries.map((alternative) => {
    const options = alternative as AlternativeOptions;
    if (typeof alternative !== 'object' || options.combineWith !== 'AND' || !options.queries) {
      throw new Error('search: unexpected query shape');
    }
    const prefix = options.prefix;
    const fuzzy = options.fuzzy;
    return {
      terms: options.queries
        .flatMap((part) => {
          if (typeof part !== 'string') throw new Error('search: unexpected query shape');
          return part.split(' ');
        })
        .filter(Boolean),
      boost: options.boost ?? {},
      fuzzy: typeof fuzzy === 'function' ? (term: string) => fuzzy(term, 0, []) : undefined,
      prefix: typeof prefix === 'function' ? (term: string) => prefix(term, 0, []) : undefined,
    };
  });
}

/** Scores by short document id: a Map, or `DocScores` for many documents. */
interface Scores {
  readonly size: number;
  has(docId: number): boolean;
  get(docId: number): number | undefined;
  keys(): Iterable<number>;
}

/** Scores of many documents in arrays indexed by short document id (no map entries to create). */
class DocScores implements Scores {
  private readonly docs: number[] = [];
  private readonly scores: Float64Array;
  private readonly present: Uint8Array;

  constructor(capacity: number) {
    this.scores = new Float64Array(capacity);
    this.present = new Uint8Array(capacity);
  }

  get size(): number {
    return this.docs.length;
  }

  has(docId: number): boolean {
    return this.present[docId] === 1;
  }

  get(docId: number): number | undefined {
    return this.present[docId] === 1 ? this.scores[docId] : undefined;
  }

  /** Adds to a document's score (the first value as it is, as MiniSearch does). */
  add(docId: number, value: number): void {
    if (this.present[docId] === 1) {
      this.scores[docId]! += value;
      return;
    }
    this.present[docId] = 1;
    this.scores[docId] = value;
    this.docs.push(docId);
  }

  keys(): Iterable<number> {
    return this.docs;
  }
}

export interface Scored {
  /** the document's id (the `id` field) */
  id: string;
  score: number;
}

/**
 * The documents matching `query` (built by `buildQuery`) with their scores, in no particular
 * order: the ids and scores `index.search(query)` returns.
 */
export function scoreQuery(index: MiniSearch, query: Query): Scored[] {
  // the index's fields and internal state (MiniSearch 7), see above
  const mini = index as unknown as Internals;
  const fieldNames = Object.keys(mini._fieldIds);
  const documentCount = mini._documentCount;

  /** One term of the index a query term matches, and the weight of that match. */
  type Derived = [term: string, weight: number, data: FieldTermData];
  /** The index terms a query term matches: itself, then longer terms (prefix), then typos. */
  const derivedTerms = new Map<string, Derived[]>();
  const derivedOf = (term: string, prefix: boolean, distance: number): Derived[] => {
    const key = `${term}\u0000${prefix ? 1 : 0}${distance}`;
    const known = derivedTerms.get(key);
    if (known) return known;
    const out: Derived[] = [];
    const exact = mini._index.get(term);
    if (exact) out.push([term, 1, exact]);
    const fuzzyMatches = distance ? mini._index.fuzzyGet(term, distance) : undefined;
    if (prefix) {
      for (const [longer, data] of mini._index.atPrefix(term)) {
        const extra = longer.length - term.length;
        if (!extra) continue;
        fuzzyMatches?.delete(longer);
        out.push([longer, (PREFIX_WEIGHT * longer.length) / (longer.length + 0.3 * extra), data]);
      }
    }
    for (const [near, [data, edits]] of fuzzyMatches ?? []) {
      if (edits) out.push([near, (FUZZY_WEIGHT * near.length) / (near.length + edits), data]);
    }
    derivedTerms.set(key, out);
    return out;
  };
  /** Postings of the derived terms (an upper bound of the documents, to start with the rarest). */
  const postings = (derived: Derived[]): number => {
    let count = 0;
    for (const [, , data] of derived)
      for (const frequencies of data.values()) count += frequencies.size;
    return count;
  };

  /**
   * A query term's score in each document (field by field, derived term by derived term, as
   * MiniSearch adds them); only for the documents of `within` when given. `clean`: no posting
   * of a discarded document was met (otherwise the same term scores differently next time).
   */
  const termScores = (
    derived: Derived[],
    boosts: number[],
    within: Scores | null,
  ): { scores: Scores; clean: boolean } => {
    // all documents: arrays; a few candidates: a map
    const many = within === null ? new DocScores(mini._nextId) : null;
    const few = many === null ? new Map<number, number>() : null;
    const add = (docId: number, score: number): void => {
      if (many !== null) {
        many.add(docId, score);
        return;
      }
      const known = few!.get(docId);
      few!.set(docId, known === undefined ? score : known + score);
    };
    let clean = true;
    for (const [term, weight, data] of derived) {
      for (let f = 0; f < fieldNames.length; f += 1) {
        const fieldId = mini._fieldIds[fieldNames[f]!]!;
        const frequencies = data.get(fieldId);
        if (frequencies == null) continue;
        const fieldBoost = boosts[f]!;
        let matching = frequencies.size;
        let idf = Math.log(1 + (documentCount - matching + 0.5) / (matching + 0.5));
        const average = mini._avgFieldLength[fieldId]!;
        if (within !== null && mini._dirtCount === 0 && within.size < frequencies.size) {
          // no discarded document anywhere: look the few candidates up instead
          for (const docId of within.keys()) {
            const frequency = frequencies.get(docId);
            if (frequency === undefined) continue;
            const length = mini._fieldLength.get(docId)![fieldId]!;
            const raw =
              idf *
              (D + (frequency * (K + 1)) / (frequency + K * (1 - B + (B * length) / average)));
            add(docId, weight * fieldBoost * raw);
          }
          continue;
        }
        for (const [docId, frequency] of frequencies) {
          if (within !== null && !within.has(docId)) {
            // not a candidate: only the discarded documents count (they lower `matching`)
            if (!mini._documentIds.has(docId)) {
              mini.removeTerm(fieldId, docId, term);
              matching -= 1;
              idf = Math.log(1 + (documentCount - matching + 0.5) / (matching + 0.5));
              clean = false;
            }
            continue;
          }
          if (!mini._documentIds.has(docId)) {
            mini.removeTerm(fieldId, docId, term);
            matching -= 1;
            idf = Math.log(1 + (documentCount - matching + 0.5) / (matching + 0.5));
            clean = false;
            continue;
          }
          const length = mini._fieldLength.get(docId)![fieldId]!;
          const raw =
            idf * (D + (frequency * (K + 1)) / (frequency + K * (1 - B + (B * length) / average)));
          add(docId, weight * fieldBoost * raw);
        }
      }
    }
    return { scores: many ?? few!, clean };
  };

  /** Scores of whole query terms in every document, shared by the alternatives of the query. */
  const fullScores = new Map<string, Scores>();

  /**
   * The documents matching every term of an alternative, with the sum of the terms' scores in
   * query order. The rarest term is scored first; the others only in its documents.
   */
  const alternativeScores = (alternative: Alternative, boosts: number[]): Scores => {
    const boostKey = boosts.join(',');
    const specs = alternative.terms.map((term) => {
      const prefix = alternative.prefix?.(term) ?? false;
      const fuzzy = alternative.fuzzy?.(term) ?? 0;
      const distance = fuzzy === true ? Math.round(term.length * 0.2) : Number(fuzzy);
      const derived = derivedOf(term, prefix, distance);
      return {
        derived,
        size: postings(derived),
        key: `${term}\u0000${prefix ? 1 : 0}${distance}\u0000${boostKey}`,
      };
    });
    const order = specs.map((_, i) => i).sort((x, y) => specs[x]!.size - specs[y]!.size);
    const perTerm: Scores[] = [];
    let candidates: Scores | null = null;
    for (const i of order) {
      const spec = specs[i]!;
      let scores: Scores | undefined;
      if (candidates === null) {
        scores = fullScores.get(spec.key);
        if (!scores) {
          const scored = termScores(spec.derived, boosts, null);
          scores = scored.scores;
          if (scored.clean) fullScores.set(spec.key, scores);
        }
      } else {
        scores = termScores(spec.derived, boosts, candidates).scores;
      }
      perTerm[i] = scores;
      candidates = scores;
    }
    if (perTerm.length === 1) return perTerm[0]!;
    const combined = new Map<number, number>();
    for (const docId of candidates?.keys() ?? []) {
      let score = perTerm[0]!.get(docId)!;
      for (let t = 1; t < perTerm.length; t += 1) score += perTerm[t]!.get(docId)!;
      combined.set(docId, score);
    }
    return combined;
  };

  const total = new DocScores(mini._nextId);
  /** distinct query terms matched by each document (when more than one alternative matched) */
  const matchedTerms = new Map<number, Set<string>>();
  const alternativeTerms: Set<string>[] = [];
  /** the first alternative each document matched */
  const firstAlternative = new Uint16Array(mini._nextId);
  const alternatives = alternativesOf(query);
  alternatives.forEach((alternative, a) => {
    if (alternative.terms.length === 0) return;
    const boosts = fieldNames.map((field) => alternative.boost[field] || 1);
    const combined = alternativeScores(alternative, boosts);
    const terms = new Set(alternative.terms);
    alternativeTerms[a] = terms;
    for (const docId of combined.keys()) {
      const score = combined.get(docId)!;
      if (!total.has(docId)) {
        total.add(docId, score);
        firstAlternative[docId] = a;
        continue;
      }
      total.add(docId, score);
      let union = matchedTerms.get(docId);
      if (!union) {
        union = new Set(alternativeTerms[firstAlternative[docId]!]);
        matchedTerms.set(docId, union);
      }
      for (const term of terms) union.add(term);
    }
  });
  const out: Scored[] = [];
  for (const docId of total.keys()) {
    const quality =
      matchedTerms.get(docId)?.size ?? alternativeTerms[firstAlternative[docId]!]!.size;
    out.push({
      id: String(mini._documentIds.get(docId)),
      score: total.get(docId)! * (quality || 1),
    });
  }
  return out;
}
