import type { Locale } from '@teashop/contracts';

export interface PersonName {
  firstName?: string | null;
  lastName?: string | null;
}

/**
 * A person's name in the order the page's language writes it: given name first in English
 * ('Taro Yamada'), family name first in Chinese and Japanese ('山田 太郎').
 */
export function formatPersonName(name: PersonName, locale: Locale): string {
  const first = (name.firstName ?? '').trim();
  const last = (name.lastName ?? '').trim();
  const parts = locale === 'en' ? [first, last] : [last, first];
  return parts.filter(Boolean).join(' ');
}
