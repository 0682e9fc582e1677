/**
 * @jest-environment node
 */
import { apiRequest } from '../api/client';
import { setRuntimeConfig } from '@teashop/contracts';
import { currentMemberToken } from './sessionCookie';
import { runWithMemberToken } from './serverScope';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the member's token per server request", () => {
  beforeEach(() => setRuntimeConfig({ cmsUrl: '', cmsApiUrl: 'http://cms.internal' }));

  test('outside a request: none', () => {
    expect(currentMemberToken()).toBeNull();
  });

  test('concurrent requests each send their own member token, and anonymous ones none', async () => {
    const fetchMock = jest.fn().mockImplementation(async () => {
      await pause(5);
      return new Response('{"id":1}', { status: 200 });
    });
    global.fetch = fetchMock;
    await Promise.all([
      runWithMemberToken('token.one', async () => {
        await pause(10);
        return apiRequest('/users/me', { query: { n: 1 } });
      }),
      runWithMemberToken(null, () => apiRequest('/users/me', { query: { n: 2 } })),
      runWithMemberToken('token.three', () => apiRequest('/users/me', { query: { n: 3 } })),
      runWithMemberToken('token.four', () =>
        apiRequest('/carts', { query: { n: 4 }, auth: false }),
      ),
    ]);
    const authorization = (n: number) => {
      const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith(`n=${n}`)) as [
        string,
        RequestInit,
      ];
      expect(call[0]).toMatch(/^http:\/\/cms\.internal\/api\//);
      return (call[1].headers as Record<string, string>).Authorization;
    };
    expect(authorization(1)).toBe('Bearer token.one');
    expect(authorization(2)).toBeUndefined();
    expect(authorization(3)).toBe('Bearer token.three');
    expect(authorization(4)).toBeUndefined();
    expect(currentMemberToken()).toBeNull();
  });
});
