import * as OpenCC from 'opencc-js';

/**
 * Text normalisation shared by the index and the queries, so both sides always meet in one form:
 *
 * 1. Unicode NFKC: full-width Latin (`ＬＯＮＧＪＩＮＧ`) and digits become ASCII, half-width
 *    katakana (`ｳｰﾛﾝ`) becomes full-width, compatibility forms (`㈱`, ligatures) are spelled out.
 * 2. Lower case.
 * 3. Latin diacritics removed (`Pu-érh` → `pu-erh`): decomposed, combining marks U+0300–U+036F
 *    dropped, composed again (so Japanese voiced kana such as `ガ` keep their mark).
 * 4. Hiragana written as katakana (`ほうじ` → `ホウジ`), so either script finds the other.
 * 5. Chinese characters in one form: Simplified Chinese to Traditional and Japanese shinjitai to
 *    the traditional forms, with OpenCC's maintained dictionaries (opencc-js, MIT / Apache-2.0):
 *    `乌龙` and `烏龍` meet, as do `鉄観音` and `鐵觀音`, `緑茶` and `綠茶`. Applied to index and
 *    queries alike, so the exact target form does not matter, only that both sides agree.
 */

const toTraditional = OpenCC.Converter({ from: 'cn', to: 't' });
const fromShinjitai = OpenCC.Converter({ from: 'jp', to: 't' });

const HAN = /\p{Script=Han}/gu;
const LATIN_MARKS = /[\u0300-\u036f]/g;
const HIRAGANA = /[\u3041-\u3096\u309d\u309e]/g;

/** Hiragana to the katakana of the same sound (the two blocks are 0x60 apart). */
export function hiraganaToKatakana(text: string): string {
  return text.replace(HIRAGANA, (char) => String.fromCharCode(char.charCodeAt(0) + 0x60));
}

/** Folded form of each Han character met so far. */
const folded = new Map<string, string>();

/**
 * Simplified Chinese and Japanese kanji forms to traditional characters, one character at a
 * time. OpenCC also converts whole phrases, which depends on the neighbouring characters
 * (`阿里山` stays, `里山` alone becomes `裏山`), so a part of a name would no longer meet the
 * name; character by character, the index and any part of it always agree.
 */
export function foldHan(text: string): string {
  return text.replace(HAN, (char) => {
    let out = folded.get(char);
    if (out === undefined) {
      const converted = fromShinjitai(toTraditional(char));
      out = [...converted].length === 1 ? converted : char;
      folded.set(char, out);
    }
    return out;
  });
}

/** The normalised form of any text, for indexing and for queries (see above). */
export function normalizeText(text: string): string {
  let out = text.normalize('NFKC').toLowerCase();
  // only text outside ASCII can carry marks, kana or Han characters
  // eslint-disable-next-line no-control-regex
  if (/[^\u0000-\u007f]/.test(out)) {
    out = out.normalize('NFD').replace(LATIN_MARKS, '').normalize('NFC');
    out = foldHan(hiraganaToKatakana(out));
  }
  return out;
}
