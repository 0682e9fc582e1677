import { isAreaActive } from './registerAreas';

jest.mock('../federation/remotes', () => ({ loadArea: jest.fn() }));
jest.mock('../federation/fallbackModules', () => ({ fallbackLifecycles: jest.fn() }));

describe('activity functions', () => {
  it('activate exactly the owner of the locale-stripped path', () => {
    expect(isAreaActive('mf-catalog', '/jp/products', false)).toBe(true);
    expect(isAreaActive('mf-content', '/jp/products', false)).toBe(false);
    expect(isAreaActive('mf-content', '/zh', false)).toBe(true);
    expect(isAreaActive('mf-content', '/unknown', false)).toBe(false);
  });
  it('keep login-required areas inactive for anonymous visitors', () => {
    expect(isAreaActive('mf-member', '/member/account', false)).toBe(false);
    expect(isAreaActive('mf-member', '/member/account', true)).toBe(true);
    expect(isAreaActive('mf-member', '/login', false)).toBe(true);
  });
});
