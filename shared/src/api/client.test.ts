import { apiRequest, ApiError, toQueryString } from './client';
import { setRuntimeConfig } from '../config/runtimeConfig';

const respond = (status: number, body: unknown) =>
  jest
    .fn()
    .mockResolvedValue(
      new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
    );

describe('api client', () => {
  beforeEach(() => {
    setRuntimeConfig({ cmsUrl: 'http://cms.test', authCookieName: 'jwt_test' });
    document.cookie = 'jwt_test=; Max-Age=0; Path=/';
  });

  it('serialises nested queries the way the content backend expects', () => {
    expect(
      toQueryString({ filters: { slug: { $eq: 'a b' } }, populate: ['x', 'y'], locale: 'ja-JP' }),
    ).toBe('filters%5Bslug%5D%5B%24eq%5D=a%20b&populate%5B0%5D=x&populate%5B1%5D=y&locale=ja-JP');
  });

  it('in the browser sends no token, even with a readable cookie of that name: the shop server adds the session', async () => {
    document.cookie = 'jwt_test=abc; Path=/';
    const fetchMock = respond(200, { data: [] });
    global.fetch = fetchMock;
    await apiRequest('/products', { query: { locale: 'en' } });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://cms.test/api/products?locale=en');
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
    expect(init.credentials).toBe('same-origin');
  });

  it("by default calls the shop's own origin, and asks it to leave the session out for anonymous calls", async () => {
    setRuntimeConfig({ cmsUrl: '' });
    const fetchMock = respond(200, { data: [] });
    global.fetch = fetchMock;
    await apiRequest('/carts', { auth: false, headers: { 'X-Cart-Id': 'c1' } });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/carts');
    expect((init.headers as Record<string, string>)['X-Teashop-No-Session']).toBe('1');
  });

  it('passes backend errors on as data', async () => {
    global.fetch = respond(400, {
      error: {
        status: 400,
        name: 'ValidationError',
        message: 'Invalid identifier or password',
        details: { a: 1 },
      },
    });
    const error = (await apiRequest('/auth/local').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.body).toEqual({
      status: 400,
      name: 'ValidationError',
      message: 'Invalid identifier or password',
      details: { a: 1 },
    });
  });

  it('synthesises an UnknownError with status 500 when there is no error body', async () => {
    global.fetch = respond(502, 'Bad gateway');
    const error = (await apiRequest('/x').catch((e: unknown) => e)) as ApiError;
    expect(error.name).toBe('UnknownError');
    expect(error.status).toBe(500);
    expect(error.message).toBe('Bad gateway');

    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const offline = (await apiRequest('/x').catch((e: unknown) => e)) as ApiError;
    expect(offline.body).toEqual({ status: 500, name: 'UnknownError', message: 'Failed to fetch' });
  });
});
