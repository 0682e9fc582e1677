import {
  type PendingChange,
  carryOverPending,
  overlayPending,
  wantedQuantity,
} from './cartPending';
import type { CartItem } from '@teashop/runtime';

const item = (productId: string, quantity: number): CartItem => ({
  productId,
  quantity,
  name: productId,
  price: 10,
  slug: productId,
  currency: 'USD',
  productFormat: '',
  sku: productId,
  updatedAt: '2026-01-01T00:00:00.000Z',
  thumbnailUrl: '',
});
const change = (productId: string, quantity: number, added?: number): PendingChange => ({
  quantity,
  item: item(productId, quantity),
  at: 1,
  ...(added === undefined ? {} : { added }),
});
const quantities = (items: CartItem[]) => items.map((i) => [i.productId, i.quantity]);

describe('pending changes laid over a server cart', () => {
  it('an add adds to the line the server holds now, a set sets, a removal removes', () => {
    const server = [item('a', 5), item('b', 2), item('c', 1)];
    const pending = {
      a: change('a', 3, 2), // added 2 when the line held 1
      b: change('b', 7),
      c: change('c', 0),
      d: change('d', 4, 4),
    };
    expect(quantities(overlayPending(server, pending))).toEqual([
      ['a', 7],
      ['b', 7],
      ['d', 4],
    ]);
  });

  it('an add never goes above 99', () => {
    expect(wantedQuantity(change('a', 5, 5), 97)).toBe(99);
    expect(wantedQuantity(change('a', 5), 97)).toBe(5);
  });

  it('an add carried over to the member cart after a merge stays an add', () => {
    const [carried] = carryOverPending({ a: change('a', 3, 2) }, [item('a', 1)], [item('a', 4)], 9);
    expect(carried).toMatchObject({ quantity: 6, added: 2, at: 9 });
    expect(quantities(overlayPending([item('a', 10)], { a: carried! }))).toEqual([['a', 12]]);
  });
});
