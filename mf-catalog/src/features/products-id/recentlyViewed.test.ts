import {
  RECENTLY_VIEWED_KEY,
  RECENTLY_VIEWED_MAX,
  readRecentlyViewed,
  recordRecentlyViewed,
} from './recentlyViewed';

beforeEach(() => window.localStorage.clear());

describe('recently viewed teas', () => {
  it('keeps the newest first, once each, up to the limit', () => {
    recordRecentlyViewed('sencha');
    recordRecentlyViewed('oolong');
    expect(recordRecentlyViewed('sencha')).toEqual(['sencha', 'oolong']);
    for (let i = 0; i < 20; i += 1) recordRecentlyViewed(`tea-${i}`);
    const list = readRecentlyViewed();
    expect(list).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(list[0]).toBe('tea-19');
  });

  it('survives damaged storage', () => {
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, '{not json');
    expect(readRecentlyViewed()).toEqual([]);
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(['ok', 42, '<b>', 'ok']));
    expect(readRecentlyViewed()).toEqual(['ok']);
  });
});
