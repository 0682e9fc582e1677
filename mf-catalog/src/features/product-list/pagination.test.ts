import {
  MAX_REQUEST,
  PAGE_SIZE,
  appendPage,
  firstRequest,
  hasMore,
  nextRequest,
  parseShown,
} from './pagination';

describe('load more pagination', () => {
  it('uses pages of 12', () => {
    expect(PAGE_SIZE).toBe(12);
    expect(firstRequest(parseShown(null))).toEqual({ start: 0, limit: 12 });
    expect(nextRequest(12)).toEqual({ start: 12, limit: 12 });
    expect(nextRequest(24)).toEqual({ start: 24, limit: 12 });
  });

  it('restores a longer list from the URL in whole pages, within limits', () => {
    expect(parseShown('36')).toBe(36);
    expect(parseShown('30')).toBe(36);
    expect(parseShown('5')).toBe(12);
    expect(parseShown('-4')).toBe(12);
    expect(parseShown('abc')).toBe(12);
    expect(parseShown('100000')).toBe(MAX_REQUEST);
    expect(firstRequest(36)).toEqual({ start: 0, limit: 36 });
  });

  it('knows when everything is shown', () => {
    expect(hasMore(12, 43)).toBe(true);
    expect(hasMore(36, 43)).toBe(true);
    expect(hasMore(43, 43)).toBe(false);
    expect(hasMore(0, 0)).toBe(false);
  });

  it('appends a page without repeating products already shown', () => {
    const a = { documentId: 'a' };
    const b = { documentId: 'b' };
    const c = { documentId: 'c' };
    expect(appendPage([a, b], [b, c])).toEqual([a, b, c]);
    expect(appendPage([], [a])).toEqual([a]);
  });
});
