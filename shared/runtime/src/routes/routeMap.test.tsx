import type { AreaRouteMap } from './routeMap';
import { type RouteNameOf, routesOf } from '@teashop/contracts';
import { areaRouteObjects } from './areaRoutes';

const Page = () => null;

describe('route maps', () => {
  it('are typed by the route table: exactly the names it gives an area', () => {
    const names: RouteNameOf<'mf-catalog'>[] = [
      'products',
      'products-id',
      'category-slug',
      'collection-slug',
      'search',
    ];
    expect(routesOf('mf-catalog').map((r) => r.name)).toEqual(names);
    const full = {
      products: { component: Page },
      'products-id': { component: Page },
      'category-slug': { component: Page },
      'collection-slug': { component: Page },
      search: { component: Page },
    } satisfies AreaRouteMap<'mf-catalog'>;
    // @ts-expect-error a route the table gives the area is missing
    const missing: AreaRouteMap<'mf-catalog'> = { products: { component: Page } };
    const extra: AreaRouteMap<'mf-catalog'> = {
      ...full,
      // @ts-expect-error a route of another area
      cart: { component: Page },
    };
    expect([missing, extra]).toHaveLength(2);
  });

  it("build the area's router from the table: its pages, others' paths empty, unknown paths last", () => {
    const children = areaRouteObjects('mf-catalog', {
      products: { component: Page },
      'products-id': { component: Page },
      'category-slug': { component: Page },
      'collection-slug': { component: Page },
      search: { component: Page },
    });
    expect(children.map((c) => c.path)).toContain('/products/:id');
    expect(children.map((c) => c.path)).toContain('/checkout');
    expect(children.at(-1)?.path).toBe('*');
  });
});
