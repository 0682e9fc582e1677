import { publish, subscribe } from './eventBus';

describe('event bus', () => {
  it('delivers typed payloads to subscribers until they unsubscribe', () => {
    const seen: boolean[] = [];
    const off = subscribe('auth:changed', ({ signedIn }) => seen.push(signedIn));
    publish('auth:changed', { signedIn: true });
    off();
    publish('auth:changed', { signedIn: false });
    expect(seen).toEqual([true]);
  });

  it('rejects payloads that break the contract', () => {
    expect(() => publish('cart:add-item', { productId: 'x', quantity: 0 })).toThrow();
    // @ts-expect-error unknown field types are refused at compile time and at run time
    expect(() => publish('auth:changed', { signedIn: 'yes' })).toThrow();
  });

  it('applies schema defaults', () => {
    const kinds: string[] = [];
    const off = subscribe('shell:toast', (t) => kinds.push(t.kind));
    publish('shell:toast', { message: 'hi' });
    off();
    expect(kinds).toEqual(['info']);
  });
});
