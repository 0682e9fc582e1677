import { CART_ID_COOKIE, setRuntimeConfig, signedInCookieName } from '@teashop/contracts';
import { CART_ID_KEY, CART_PENDING_KEY, cartHasUnfinishedWork } from './cartWake';

const SIGNED_IN = signedInCookieName('jwt_test');

function clearCookies() {
  for (const name of [SIGNED_IN, CART_ID_COOKIE]) document.cookie = `${name}=; max-age=0; path=/`;
}

beforeEach(() => {
  setRuntimeConfig({ cmsUrl: 'http://cms.test', authCookieName: 'jwt_test' });
  localStorage.clear();
  clearCookies();
});

describe('whether the cart engine has work of its own on a page', () => {
  it('has none for a visitor with a cart and nothing unsaved', () => {
    localStorage.setItem(CART_ID_KEY, 'cart-abcDEF123');
    localStorage.setItem(CART_PENDING_KEY, JSON.stringify({ 'anon:cart-abcDEF123': {} }));
    expect(cartHasUnfinishedWork()).toBe(false);
  });

  it('has changes an earlier page could not save', () => {
    localStorage.setItem(
      CART_PENDING_KEY,
      JSON.stringify({ 'anon:cart-abcDEF123': { 'p-1': { quantity: 2 } } }),
    );
    expect(cartHasUnfinishedWork()).toBe(true);
  });

  it("has a visitor's cart to merge into the member's who signed in since", () => {
    document.cookie = `${SIGNED_IN}=member-7; path=/`;
    expect(cartHasUnfinishedWork()).toBe(false);
    document.cookie = `${CART_ID_COOKIE}=cart-abcDEF123; path=/`;
    expect(cartHasUnfinishedWork()).toBe(true);
    clearCookies();
    document.cookie = `${SIGNED_IN}=member-7; path=/`;
    localStorage.setItem(CART_ID_KEY, 'cart-abcDEF123');
    expect(cartHasUnfinishedWork()).toBe(true);
  });

  it('reads unreadable storage as nothing to do', () => {
    localStorage.setItem(CART_PENDING_KEY, '{not json');
    expect(cartHasUnfinishedWork()).toBe(false);
  });
});
