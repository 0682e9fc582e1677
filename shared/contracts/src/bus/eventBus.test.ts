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

  it('leaves a toast without a kind to the subscriber, which reads it as info', () => {
    const kinds: (string | undefined)[] = [];
    const off = subscribe('shell:toast', (t) => kinds.push(t.kind));
    publish('shell:toast', { message: 'hi' });
    off();
    expect(kinds).toEqual([undefined]);
  });

  it('does not validate in a production build: the schemas are not loaded there', () => {
    const environment = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      jest.isolateModules(() => {
        jest.doMock('./events', () => {
          throw new Error('the schemas were loaded');
        });
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const bus = require('./eventBus') as typeof import('./eventBus');
        const seen: unknown[] = [];
        const off = bus.subscribe('cart:add-item', (payload) => seen.push(payload));
        bus.publish('cart:add-item', { productId: 'x', quantity: 0 });
        off();
        expect(seen).toEqual([{ productId: 'x', quantity: 0 }]);
      });
    } finally {
      process.env.NODE_ENV = environment;
    }
  });
});
