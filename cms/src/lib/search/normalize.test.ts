import { foldHan, hiraganaToKatakana, normalizeText } from './normalize';

describe('normalizeText', () => {
  it('folds full-width Latin and case', () => {
    expect(normalizeText('ＬＯＮＧＪＩＮＧ')).toBe('longjing');
    expect(normalizeText('Earl GREY')).toBe('earl grey');
  });

  it('turns half-width katakana into full-width', () => {
    expect(normalizeText('ｳｰﾛﾝ')).toBe('ウーロン');
    expect(normalizeText('ﾌﾟｰｱﾙ')).toBe('プーアル');
  });

  it('drops Latin diacritics but keeps Japanese voiced marks', () => {
    expect(normalizeText('Pu-érh Crème')).toBe('pu-erh creme');
    expect(normalizeText('ガイド')).toBe('ガイド');
    expect(normalizeText('ぶどう')).toBe('ブドウ');
  });

  it('writes hiragana as katakana', () => {
    expect(hiraganaToKatakana('ほうじ茶')).toBe('ホウジ茶');
    expect(normalizeText('うーろん')).toBe(normalizeText('ウーロン'));
  });

  it('meets Simplified, Traditional and Japanese kanji forms', () => {
    expect(normalizeText('乌龙')).toBe(normalizeText('烏龍'));
    expect(normalizeText('铁观音')).toBe(normalizeText('鐵觀音'));
    expect(normalizeText('鉄観音')).toBe(normalizeText('鐵觀音'));
    expect(normalizeText('緑茶')).toBe(normalizeText('綠茶'));
    expect(normalizeText('黄山毛峰')).toBe(normalizeText('黃山毛峰'));
    expect(foldHan('oolong')).toBe('oolong');
  });

  it('folds character by character, so a part of a name meets the name', () => {
    expect(normalizeText('阿里山').slice(1)).toBe(normalizeText('里山'));
    expect(normalizeText('黃山毛峰').slice(2)).toBe(normalizeText('毛峰'));
  });
});
