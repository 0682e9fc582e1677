import {
  CONFIRMATION_LIFETIME_MS,
  confirmationLive,
  greetingName,
  mailLocaleOf,
} from './account-mails';
import { checkedBirthday } from './strapi-server';

describe('confirmationLive', () => {
  const now = Date.parse('2026-11-26T10:00:00Z');
  const at = (msAgo: number) => new Date(now - msAgo).toISOString();

  test('a link works for 7 days, then no more', () => {
    expect(confirmationLive(at(0), now)).toBe(true);
    expect(confirmationLive(at(CONFIRMATION_LIFETIME_MS - 1), now)).toBe(true);
    expect(confirmationLive(at(CONFIRMATION_LIFETIME_MS), now)).toBe(false);
    expect(confirmationLive(null, now)).toBe(false);
    // a clock set back does not make an old link last longer
    expect(confirmationLive(at(-60_000), now)).toBe(false);
  });
});

describe('mail language and greeting', () => {
  test('the page language first, then the sign-up language, else English', () => {
    expect(mailLocaleOf('jp', { id: 1, email: 'a@x.test', mailLocale: 'zh-Hant' })).toBe('ja-JP');
    expect(mailLocaleOf(undefined, { id: 1, email: 'a@x.test', mailLocale: 'zh-Hant' })).toBe(
      'zh-Hant',
    );
    expect(mailLocaleOf('fr', null)).toBe('en');
  });

  test('given name in English, family name in Chinese and Japanese', () => {
    const member = { id: 1, email: 'a@x.test', firstName: 'Mei', lastName: 'Lin' };
    expect(greetingName(member, 'en')).toBe('Mei');
    expect(greetingName(member, 'ja-JP')).toBe('Lin');
  });
});

describe('checkedBirthday', () => {
  const now = Date.parse('2026-11-26T10:00:00Z');
  const refused = (value: unknown) => {
    try {
      checkedBirthday(value, now);
    } catch (error) {
      return (error as { details?: { fields?: string[] } }).details?.fields;
    }
    return null;
  };

  test('accepts real dates from 1900-01-01 to today', () => {
    expect(checkedBirthday('1900-01-01', now)).toBe('1900-01-01');
    expect(checkedBirthday('2026-11-26', now)).toBe('2026-11-26');
    // already the 27th east of UTC
    expect(checkedBirthday('2026-11-27', now)).toBe('2026-11-27');
  });

  test('refuses the future, dates before 1900 and dates that do not exist, naming the field', () => {
    expect(refused('2099-01-01')).toEqual(['birthday']);
    expect(refused('2026-11-28')).toEqual(['birthday']);
    expect(refused('1899-12-31')).toEqual(['birthday']);
    expect(refused('2001-02-30')).toEqual(['birthday']);
    expect(refused('26/11/2000')).toEqual(['birthday']);
  });
});
