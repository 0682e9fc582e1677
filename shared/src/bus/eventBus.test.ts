import { publish, subscribe } from './eventBus';

describe('event bus', () => {
  it('delivers typed payloads to subscribers until they unsubscribe', () => {
    const seen: number[] = [];
    const off = subscribe('cart:updated', ({ count }) => seen.push(count));
    publish('cart:updated', { count: 2 });
    off();
    publish('cart:updated', { count: 3 });
    expect(seen).toEqual([2]);
  });

  it('rejects payloads that break the contract', () => {
    expect(() => publish('cart:add-item', { productId: 'x', quantity: 0 })).toThrow();
    // @ts-expect-error unknown field types are refused at compile time and at run time
    expect(() => publish('locale:changed', { locale: 'fr' })).toThrow();
  });

  it('applies schema defaults', () => {
    const kinds: string[] = [];
    const off = subscribe('shell:toast', (t) => kinds.push(t.kind));
    publish('shell:toast', { message: 'hi' });
    off();
    expect(kinds).toEqual(['info']);
  });
});
