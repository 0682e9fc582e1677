import { isUnder, normalisedPath, segmentsUnder } from './request-path';

describe('normalisedPath', () => {
  it.each([
    ['/api/products', '/api/products'],
    ['/API/Products', '/api/products'],
    ['/Api/products/', '/api/products'],
    ['/api//products', '/api/products'],
    ['//api/products//', '/api/products'],
    ['/%61pi/%70roducts', '/api/products'],
    ['/%41PI/products', '/api/products'],
    ['/api\\products', '/api/products'],
    ['/api/./products', '/api/products'],
    ['/api/x/../products', '/api/products'],
    ['/api/%2e%2e/api/products', '/api/products'],
    ['/', '/'],
    ['', '/'],
  ])('%s is %s', (raw, canonical) => {
    expect(normalisedPath(raw)).toBe(canonical);
  });

  it('keeps an encoded slash inside its segment', () => {
    expect(normalisedPath('/api/products/a%2Fb')).toBe('/api/products/a%2fb');
  });

  it('keeps a segment that does not decode', () => {
    expect(normalisedPath('/api/%E0%A4%A')).toBe('/api/%e0%a4%a');
  });
});

describe('isUnder and segmentsUnder', () => {
  it('match the base and what is below it, not a longer name', () => {
    expect(isUnder('/api', '/api')).toBe(true);
    expect(isUnder('/api/products', '/api')).toBe(true);
    expect(isUnder('/apis/products', '/api')).toBe(false);
    expect(segmentsUnder('/api/products/abc', '/api')).toEqual(['products', 'abc']);
    expect(segmentsUnder('/api', '/api')).toEqual([]);
    expect(segmentsUnder('/admin', '/api')).toBeNull();
  });
});
