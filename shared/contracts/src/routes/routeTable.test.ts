import { ROUTES, matchRoute, routeName, routePath, allRouteNames } from './routeTable';

describe('route table', () => {
  it('has every spec route in three locales with locale-suffixed names', () => {
    const paths = ROUTES.map((r) => r.path);
    for (const p of [
      '/',
      '/about',
      '/contact',
      '/copyright',
      '/faq',
      '/category/:slug',
      '/collection/:slug',
      '/products',
      '/products/:id',
      '/news',
      '/news/:slug',
      '/cart',
      '/checkout',
      '/complete',
      '/member/account',
      '/member/orders',
      '/member/orders/:id',
      '/member/shipping',
      '/login',
      '/signup',
      '/forgot-password',
      '/reset-password',
      '/email-confirmation',
    ]) {
      expect(paths).toContain(p);
    }
    expect(allRouteNames()).toContain('products-id___jp');
    expect(routeName('index', 'zh')).toBe('index___zh');
  });

  it('matches localized paths to owner, access and params', () => {
    const m = matchRoute('/zh/products/oriental-beauty');
    expect(m?.route.owner).toBe('mf-catalog');
    expect(m?.params).toEqual({ id: 'oriental-beauty' });
    expect(m?.locale).toBe('zh');
    expect(m?.name).toBe('products-id___zh');
    expect(matchRoute('/jp')?.route.name).toBe('index');
    expect(matchRoute('/member/orders/')?.route.access).toBe('login');
    expect(matchRoute('/cart')?.route.layout).toBe('auth');
    expect(matchRoute('/login')?.route.layout).toBe('auth');
  });

  it('returns null for unknown paths, so they become 404s', () => {
    expect(matchRoute('/nope')).toBeNull();
    expect(matchRoute('/products/a/b')).toBeNull();
    expect(matchRoute('/fr/products')).toBeNull();
    expect(matchRoute('/zhx/products')).toBeNull();
  });

  it('builds localized URLs and encodes parameters', () => {
    expect(routePath('products-id', 'en', { id: 'a b' })).toBe('/products/a%20b');
    expect(routePath('index', 'jp')).toBe('/jp');
    expect(routePath('news', 'zh')).toBe('/zh/news');
    expect(() => routePath('products-id', 'en')).toThrow('Missing route parameter');
  });
});
