/**
 * @jest-environment node
 */
import { setRuntimeConfig } from '@teashop/contracts';
import { memberSummary } from './memberSummary';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the member a page is rendered for', () => {
  beforeEach(() => setRuntimeConfig({ cmsUrl: '', cmsApiUrl: 'http://cms.internal' }));

  test("their last name and cart count, read with the session's token", async () => {
    const fetchMock = jest.fn(async (url: string) =>
      String(url).includes('/users/me')
        ? json(200, { id: 4, username: 'mei@example.test', lastName: 'Lin' })
        : json(200, { data: [{ items: [{ quantity: 2 }, { quantity: 3 }] }] }),
    );
    global.fetch = fetchMock as unknown as typeof fetch;
    expect(await memberSummary('a.b.c', 1000)).toEqual({ name: 'Lin', cartCount: 5 });
    for (const [, init] of fetchMock.mock.calls as unknown as [string, RequestInit][]) {
      expect((init.headers as Record<string, string>).Authorization).toBe('Bearer a.b.c');
    }
  });

  test('no session, a refused token or no answer in time: rendered for a visitor', async () => {
    global.fetch = jest.fn() as unknown as typeof fetch;
    expect(await memberSummary(null, 1000)).toBeNull();
    expect(global.fetch).not.toHaveBeenCalled();
    global.fetch = jest.fn(async () =>
      json(401, { data: null, error: { status: 401, name: 'UnauthorizedError', message: 'x' } }),
    ) as unknown as typeof fetch;
    expect(await memberSummary('expired', 1000)).toBeNull();
    global.fetch = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    ) as unknown as typeof fetch;
    expect(await memberSummary('slow', 30)).toBeNull();
  });
});
