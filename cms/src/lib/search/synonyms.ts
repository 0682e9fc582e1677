import { canonical, hasCjk } from './tokenize';

/**
 * Synonyms of tea names across languages and scripts, edited by the shop in one list (the
 * single type `api::search-setting.search-setting`, field `synonyms`): one group per line,
 * members separated by commas (`,`, `，` or `、`); empty lines and lines starting with `#` are
 * ignored. A query containing any member of a group also searches for every other member.
 */
export const DEFAULT_SYNONYMS = [
  'oolong, 烏龍, 乌龙, ウーロン',
  'pu-erh, puer, puerh, pu erh, 普洱, プーアル',
  'matcha, 抹茶, マッチャ',
  'sencha, 煎茶, センチャ',
  'gyokuro, 玉露',
  'black tea, 紅茶, red tea',
  'green tea, 綠茶, 緑茶, 绿茶',
  'white tea, 白茶',
  'jasmine, 茉莉, ジャスミン',
  'genmaicha, 玄米茶',
  'hojicha, houjicha, 焙茶, ほうじ茶',
  'kukicha, 莖茶, 茎茶, twig tea',
  'longjing, lung ching, dragon well, 龍井, 龙井',
  'tieguanyin, tie guan yin, iron goddess, 鐵觀音, 鉄観音, 铁观音',
  'oriental beauty, 東方美人, 东方美人, bai hao oolong',
  'da hong pao, big red robe, 大紅袍, 大红袍',
  'bi luo chun, biluochun, 碧螺春',
  'silver needle, 白毫銀針, 白毫银针',
  'white peony, bai mu dan, 白牡丹',
  'earl grey, 伯爵茶, アールグレイ',
  'lapsang souchong, 正山小種, 正山小种, ラプサンスーチョン',
  'keemun, qimen, 祁門, 祁门, キームン',
  'assam, 阿薩姆, 阿萨姆, アッサム',
  'chamomile, camomile, 洋甘菊, カモミール',
  'rooibos, redbush, 國寶茶, ルイボス',
  'peppermint, mint, 薄荷, ペパーミント, ミント',
  'chrysanthemum, 菊花',
  'barley tea, mugicha, 大麥茶, 麦茶',
  'baozhong, pouchong, 包種, 包种',
  'herbal, herbal tea, tisane, 花草茶, ハーブティー',
].join('\n');

/** One group: canonical members (see `canonical`), at least two distinct. */
export type SynonymGroup = string[];

/** Parses the editors' list (format above) into groups of canonical members. */
export function parseSynonyms(text: string | null | undefined): SynonymGroup[] {
  const groups: SynonymGroup[] = [];
  for (const line of (text ?? '').split(/\r?\n/)) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    const members = [
      ...new Set(
        trimmed
          .split(/[,，、]/)
          .map((member) => canonical(member))
          .filter(Boolean),
      ),
    ];
    if (members.length > 1) groups.push(members);
  }
  return groups;
}

/** Where `member` occurs in the canonical `query`: whole words for spaced members, any part of a CJK run otherwise. */
function occurrence(query: string, member: string): { start: number; end: number } | null {
  if (!hasCjk(member)) {
    const start = ` ${query} `.indexOf(` ${member} `);
    return start < 0 ? null : { start, end: start + member.length };
  }
  const start = query.indexOf(member);
  return start < 0 ? null : { start, end: start + member.length };
}

/** Replaces one occurrence, keeping a space between a CJK run and a spaced word. */
function replaceAt(query: string, at: { start: number; end: number }, by: string): string {
  const before = query.slice(0, at.start);
  const after = query.slice(at.end);
  const joined = hasCjk(by) ? `${before}${by}${after}` : `${before} ${by} ${after}`;
  return joined.replace(/\s+/g, ' ').trim();
}

/**
 * As-you-type: the query with its unfinished end completed to a synonym it begins
 * (`ウーロ` → `ウーロン`, `oolo` → `oolong`): the last word when it has three letters or more and
 * starts a spaced member, or the last two or more characters of a CJK run when they start a
 * CJK member. The completed queries then expand like any other.
 */
export function completions(query: string, groups: readonly SynonymGroup[]): string[] {
  const out: string[] = [];
  const lastSpace = query.lastIndexOf(' ');
  const lastWord = query.slice(lastSpace + 1);
  for (const group of groups) {
    for (const member of group) {
      if (!hasCjk(member)) {
        if (
          !hasCjk(lastWord) &&
          lastWord.length >= 3 &&
          member.startsWith(lastWord) &&
          member !== lastWord
        ) {
          out.push(`${query.slice(0, lastSpace + 1)}${member}`);
        }
        continue;
      }
      const chars = [...member];
      for (let length = chars.length - 1; length >= 2; length -= 1) {
        const start = chars.slice(0, length).join('');
        if (query.endsWith(start)) {
          out.push(`${query.slice(0, query.length - start.length)}${member}`);
          break;
        }
      }
    }
  }
  return out;
}

/** At most this many alternatives per query (the original included). */
export const MAX_ALTERNATIVES = 16;

/**
 * The query and its alternatives through the synonym groups (canonical strings; the original
 * first). A group applies when any of its members occurs in the query; each other member then
 * replaces it. Groups combine (`oolong matcha` gives every pair), up to `MAX_ALTERNATIVES`.
 */
export function expandQuery(
  query: string,
  groups: readonly SynonymGroup[],
  asYouType = false,
): string[] {
  const out = [query];
  const seen = new Set(out);
  if (asYouType) {
    for (const completed of completions(query, groups)) {
      if (!seen.has(completed) && out.length < MAX_ALTERNATIVES) {
        seen.add(completed);
        out.push(completed);
      }
    }
  }
  for (const group of groups) {
    for (const current of [...out]) {
      // the longest member that occurs (`pu erh` before `pu`)
      let found: { member: string; at: { start: number; end: number } } | null = null;
      for (const member of group) {
        const at = occurrence(current, member);
        if (at && (!found || member.length > found.member.length)) found = { member, at };
      }
      if (!found) continue;
      for (const other of group) {
        if (other === found.member) continue;
        const alternative = replaceAt(current, found.at, other);
        if (seen.has(alternative)) continue;
        if (out.length >= MAX_ALTERNATIVES) return out;
        seen.add(alternative);
        out.push(alternative);
      }
    }
  }
  return out;
}
