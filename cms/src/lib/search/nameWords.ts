/** Most edits between a word the shopper typed and a name word offered instead. */
export const MAX_EDITS = 2;

/**
 * Edits (a letter missing, added, changed, or two neighbours swapped) from `a` to `b`, or
 * `limit + 1` as soon as it is known to be more than `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, beforePrevious[j - 2]! + 1);
      }
      current[j] = value;
      if (value < best) best = value;
    }
    if (best > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The Latin words of the names shoppers search for (product names and categories, article
 * titles), each with the number of documents using it: the words "did you mean" offers in place
 * of a word that found nothing. Looking them up costs a pass over a few hundred words, not a
 * search of every document.
 */
export class NameWords {
  private readonly counts = new Map<string, number>();
  private readonly byDocument = new Map<string, string[]>();

  /** The words of a document's names (indexed terms), replacing what it had. */
  set(key: string, terms: readonly string[]): void {
    this.delete(key);
    const words = [...new Set(terms.filter((term) => /^[a-z]{2,}$/.test(term)))];
    this.byDocument.set(key, words);
    for (const word of words) this.counts.set(word, (this.counts.get(word) ?? 0) + 1);
  }

  delete(key: string): void {
    for (const word of this.byDocument.get(key) ?? []) {
      const left = (this.counts.get(word) ?? 1) - 1;
      if (left > 0) this.counts.set(word, left);
      else this.counts.delete(word);
    }
    this.byDocument.delete(key);
  }

  has(word: string): boolean {
    return this.counts.has(word);
  }

  /**
   * Name words within `MAX_EDITS` of `word`, or starting with it (counted as one edit), not
   * `word` itself: the closest first, then the most used, then alphabetical.
   */
  closeTo(word: string): string[] {
    const found: Array<{ word: string; edits: number; count: number }> = [];
    for (const [candidate, count] of this.counts) {
      if (candidate === word) continue;
      const edits =
        word.length >= 3 && candidate.startsWith(word)
          ? 1
          : editDistance(word, candidate, MAX_EDITS);
      if (edits <= MAX_EDITS) found.push({ word: candidate, edits, count });
    }
    found.sort(
      (a, b) =>
        a.edits - b.edits || b.count - a.count || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0),
    );
    return found.map((entry) => entry.word);
  }
}
