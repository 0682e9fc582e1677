import { normalizeText } from './normalize';
import { foldPlural } from './plurals';

/**
 * Splitting normalised text into index terms.
 *
 * Chinese and Japanese are written without spaces, and a shopper types any part of a name
 * (`里山` for `阿里山高山茶`, `ロン` for `ウーロン`). Runs of CJK characters (Han, kana, Hangul,
 * the long vowel mark `ー` and the iteration mark `々`) are therefore indexed as overlapping
 * character bigrams (`阿里`, `里山`, `山高`, …), and a query run is turned into its bigrams, all of
 * which must match: any part of two or more characters finds the text, whatever a dictionary
 * would consider a word. (`Intl.Segmenter` was not used: its dictionary splits `阿里山高山茶`
 * into words, so a part across a word boundary, or a made-up name, would not be found, and its
 * results change with the ICU data of the Node build.) One-character queries (`茶`) need
 * unigrams: short fields (names, titles, categories, levels, formats, tags, collections) index
 * every CJK character as well; long fields (descriptions, article bodies) index only bigrams,
 * which keeps the index about half the size.
 *
 * Everything else (Latin, digits, other scripts) is split into words at anything that is neither
 * a letter nor a digit: `Pu-erh` gives `pu` and `erh`.
 */

const CJK_CLASS =
  '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}\\u30fc\\u3005\\u3006';
const CJK = new RegExp(`[${CJK_CLASS}]`, 'u');
/** A CJK run, or a word: letters and digits that are not CJK (`2008年` is `2008`, then `年`). */
const SEGMENTS = new RegExp(`([${CJK_CLASS}]+)|((?:(?![${CJK_CLASS}])[\\p{L}\\p{N}])+)`, 'gu');

export interface Segment {
  kind: 'word' | 'cjk';
  text: string;
}

/** Whether the text contains a CJK character. */
export const hasCjk = (text: string): boolean => CJK.test(text);

/** Words and CJK runs of already normalised text, in order. */
export function segments(normalized: string): Segment[] {
  const out: Segment[] = [];
  for (const match of normalized.matchAll(SEGMENTS)) {
    if (match[1]) out.push({ kind: 'cjk', text: match[1] });
    else if (match[2]) out.push({ kind: 'word', text: match[2] });
  }
  return out;
}

/** The bigrams of a CJK run (the run itself when it is one character). */
export function bigrams(run: string): string[] {
  const chars = [...run];
  if (chars.length < 2) return chars;
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i += 1) out.push(chars[i]! + chars[i + 1]!);
  return out;
}

/**
 * Index terms of a text (normalised here). `unigrams`: also every single CJK character (short
 * fields, see above).
 */
export function indexTerms(text: string, unigrams: boolean): string[] {
  const out: string[] = [];
  for (const segment of segments(normalizeText(text))) {
    if (segment.kind === 'word') {
      out.push(segment.text);
      continue;
    }
    const chars = [...segment.text];
    if (chars.length === 1 || unigrams) out.push(...chars);
    if (chars.length > 1) out.push(...bigrams(segment.text));
  }
  return out;
}

/** The terms a field is indexed under: its index terms with English plurals folded. */
export function searchTerms(text: string, unigrams: boolean): string[] {
  return indexTerms(text, unigrams).map(foldPlural);
}

/**
 * The canonical form of a query or of a synonym: normalised, words and CJK runs separated by one
 * space (`Pu-Erh!` → `pu erh`, `ウーロン 茶` → `ウーロン 茶`).
 */
export function canonical(text: string): string {
  return segments(normalizeText(text))
    .map((segment) => segment.text)
    .join(' ');
}

/** One term of a query and how it may match. */
export interface QueryTerm {
  term: string;
  /** a Latin (or other spaced script) word; false for CJK unigrams and bigrams */
  word: boolean;
  /** part of the last word or CJK run of the query (as-you-type prefix) */
  last: boolean;
}

/**
 * The terms a canonical query must all match: its words (plurals folded, as `searchTerms` indexes
 * them), and the bigrams of its CJK runs.
 */
export function queryTerms(canonicalQuery: string): QueryTerm[] {
  const parts = segments(canonicalQuery);
  const out: QueryTerm[] = [];
  parts.forEach((segment, index) => {
    const last = index === parts.length - 1;
    if (segment.kind === 'word') out.push({ term: foldPlural(segment.text), word: true, last });
    else for (const term of bigrams(segment.text)) out.push({ term, word: false, last });
  });
  return out;
}
