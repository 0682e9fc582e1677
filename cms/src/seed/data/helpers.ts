import type { Localized, Price } from './types';

/**
 * A price from its US-dollar amount: TWD at about 30x rounded to 10, JPY at about 150x rounded
 * to 50, so the three shop prices stay consistent and look like real price tags.
 */
export function priced(usd: number): Price {
  return {
    USD: usd,
    TWD: Math.round((usd * 30) / 10) * 10,
    JPY: Math.round((usd * 150) / 50) * 50,
  };
}

export function looseLeaf(grams: number): Localized<string> {
  return {
    en: `Loose leaf, ${grams} g`,
    zh: `散茶 ${grams} 克`,
    jp: `茶葉 ${grams}g`,
  };
}

export function tin(grams: number): Localized<string> {
  return {
    en: `Tin, ${grams} g`,
    zh: `罐裝 ${grams} 克`,
    jp: `缶入り ${grams}g`,
  };
}

export function pressedCake(grams: number): Localized<string> {
  return {
    en: `Pressed cake, ${grams} g`,
    zh: `茶餅 ${grams} 克`,
    jp: `餅茶 ${grams}g`,
  };
}

export function looseHerbs(grams: number): Localized<string> {
  return {
    en: `Loose herbs, ${grams} g`,
    zh: `花草茶 ${grams} 克`,
    jp: `ハーブ ${grams}g`,
  };
}

export function teaBags(count: number, gramsEach: number): Localized<string> {
  return {
    en: `${count} tea bags, ${gramsEach} g each`,
    zh: `茶包 ${count} 入，每包 ${gramsEach} 克`,
    jp: `ティーバッグ ${count}袋（1袋 ${gramsEach}g）`,
  };
}
