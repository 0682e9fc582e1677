import { redirectAlias } from './aliasRedirect';

test('/jp/member becomes /jp/member/account in the address bar, query kept', () => {
  window.history.replaceState(null, '', '/jp/member?from=mail');
  expect(redirectAlias()).toBe(true);
  expect(window.location.pathname).toBe('/jp/member/account');
  expect(window.location.search).toBe('?from=mail');
});

test('a page of its own is left alone', () => {
  window.history.replaceState(null, '', '/zh/member/orders');
  expect(redirectAlias()).toBe(false);
  expect(window.location.pathname).toBe('/zh/member/orders');
});
