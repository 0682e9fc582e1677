import { api, newCartId, registerMember } from './support/api';
import { startInstance, type CmsInstance } from './support/instances';

/**
 * The scheduled job removes anonymous carts left untouched longer than the retention; members'
 * carts stay. An instance runs it every second with a retention of three seconds.
 */
describe('stale anonymous carts', () => {
  let sweeper: CmsInstance | undefined;
  afterAll(async () => {
    await sweeper?.stop();
  }, 60_000);

  test('an anonymous cart untouched beyond the retention is removed, a member cart stays', async () => {
    const product = (await api('/api/products?locale=en&pagination[pageSize]=1&fields[0]=slug'))
      .body.data[0].documentId as string;
    const items = [{ productId: product, quantity: 2 }];
    const cartId = newCartId();
    const anonymous = await api('/api/carts', {
      cartId,
      body: { data: { cartId, items, locale: 'en', version: 0 } },
    });
    expect(anonymous.status).toBe(201);
    const member = await registerMember('kept');
    const memberCart = await api('/api/carts', {
      jwt: member.jwt,
      body: { data: { items, locale: 'en', version: 0 } },
    });
    expect(memberCart.status).toBe(201);
    const read = (options: { cartId?: string; jwt?: string }, documentId: string) =>
      api(`/api/carts/${documentId}`, options);
    expect((await read({ cartId }, anonymous.body.data.documentId)).status).toBe(200);

    sweeper = await startInstance({
      env: { ANONYMOUS_CART_MAX_AGE_DAYS: String(3 / 86_400), CART_CLEANUP_CRON: '* * * * * *' },
    });

    let status = 200;
    for (let waited = 0; status !== 404 && waited < 20_000; waited += 500) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      status = (await read({ cartId }, anonymous.body.data.documentId)).status;
    }
    expect(status).toBe(404);
    const kept = await read({ jwt: member.jwt }, memberCart.body.data.documentId);
    expect(kept.status).toBe(200);
    expect(kept.body.data.items).toEqual([
      expect.objectContaining({ productId: product, quantity: 2 }),
    ]);
  }, 240_000);
});
