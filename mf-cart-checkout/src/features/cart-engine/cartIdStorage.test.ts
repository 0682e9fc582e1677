import { CART_ID_COOKIE } from '@teashop/contracts';
import { CART_ID_KEY } from '@teashop/runtime';
import { forgetCartId, readStoredCartId, storeCartId } from './cartIdStorage';

const cookieId = () =>
  document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${CART_ID_COOKIE}=`))
    ?.slice(CART_ID_COOKIE.length + 1) ?? null;

describe("the anonymous cart's id", () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = `${CART_ID_COOKIE}=; Path=/; Max-Age=0`;
  });

  test('is kept in local storage and in the cookie the shop server reads', () => {
    storeCartId('cart-Abcdefgh1');
    expect(localStorage.getItem(CART_ID_KEY)).toBe('cart-Abcdefgh1');
    expect(cookieId()).toBe('cart-Abcdefgh1');
    expect(readStoredCartId()).toBe('cart-Abcdefgh1');
  });

  test('made by the shop server for a purchase form (cookie only) is taken up by the page', () => {
    document.cookie = `${CART_ID_COOKIE}=cart-Zyxwvut98; Path=/`;
    expect(readStoredCartId()).toBe('cart-Zyxwvut98');
    expect(localStorage.getItem(CART_ID_KEY)).toBe('cart-Zyxwvut98');
  });

  test('a cookie that is not a cart id is ignored', () => {
    document.cookie = `${CART_ID_COOKIE}=cart-<script>; Path=/`;
    expect(readStoredCartId()).toBeNull();
  });

  test('forgotten everywhere (logout, after the login merge)', () => {
    storeCartId('cart-Abcdefgh1');
    forgetCartId();
    expect(localStorage.getItem(CART_ID_KEY)).toBeNull();
    expect(cookieId()).toBeNull();
    expect(readStoredCartId()).toBeNull();
  });
});
