import { aliasTarget } from './aliases';
import { matchRoute } from './routeTable';

test('/member leads to the account page in every language', () => {
  expect(aliasTarget('/member')).toBe('/member/account');
  expect(aliasTarget('/member/')).toBe('/member/account');
  expect(aliasTarget('/zh/member')).toBe('/zh/member/account');
  expect(aliasTarget('/jp/member')).toBe('/jp/member/account');
  expect(matchRoute(aliasTarget('/jp/member')!)?.route.name).toBe('member-account');
});

test('other paths are not aliases', () => {
  expect(aliasTarget('/member/account')).toBeNull();
  expect(aliasTarget('/members')).toBeNull();
  expect(aliasTarget('/fr/member')).toBeNull();
  expect(aliasTarget('/toString')).toBeNull();
  expect(aliasTarget('/')).toBeNull();
});
