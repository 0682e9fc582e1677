import type { Core } from '@strapi/strapi';
import { invalidatePublicCache } from '../lib/cache';
import { registerCacheInvalidation, subscribeCacheInvalidation } from './cache-invalidation';

jest.mock('../lib/cache', () => ({ invalidatePublicCache: jest.fn() }));

type Middleware = (
  context: { uid: string; action: string },
  next: () => Promise<unknown>,
) => Promise<unknown>;
type OnWrite = (event: { model: { uid: string }; action: string }) => void;

/** A Strapi with the two hooks the invalidation uses, outside any transaction. */
function fakeStrapi() {
  const hooks: { middleware?: Middleware; afterUpdate?: OnWrite } = {};
  const strapi = {
    documents: { use: (middleware: Middleware) => (hooks.middleware = middleware) },
    db: {
      inTransaction: () => false,
      lifecycles: {
        subscribe: (subscriber: { afterUpdate: OnWrite }) =>
          (hooks.afterUpdate = subscriber.afterUpdate),
      },
    },
    log: { warn: jest.fn() },
  } as unknown as Core.Strapi;
  registerCacheInvalidation(strapi);
  subscribeCacheInvalidation(strapi);
  return hooks;
}

describe('cache invalidation of content writes', () => {
  it('answers a write only after the invalidations its database writes started have landed', async () => {
    const hooks = fakeStrapi();
    let landSlowOne: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => (landSlowOne = resolve));
    jest.mocked(invalidatePublicCache).mockReturnValueOnce(slow).mockResolvedValue(undefined);

    let answered = false;
    const write = hooks.middleware!(
      { uid: 'api::product.product', action: 'publish' },
      async () => {
        // the action's database write starts an invalidation that is not awaited where it starts
        hooks.afterUpdate!({ model: { uid: 'api::product.product' }, action: 'afterUpdate' });
        return 'published';
      },
    ).then((result) => {
      answered = true;
      return result;
    });

    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered).toBe(false);
    landSlowOne();
    await expect(write).resolves.toBe('published');
  });
});
