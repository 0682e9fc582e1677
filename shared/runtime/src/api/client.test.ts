import { apiRequest, ApiError, toApiError, toQueryString } from './client';
import { setRuntimeConfig } from '@teashop/contracts';

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

  it('keeps the code of an error body', async () => {
    global.fetch = respond(400, {
      error: {
        status: 400,
        name: 'ValidationError',
        message: 'Please complete the reCAPTCHA.',
        details: { code: 'CAPTCHA_FAILED' },
      },
    });
    const error = (await apiRequest('/contact-messages').catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('CAPTCHA_FAILED');
    expect(error.kind).toBe('response');
  });

  it('an unknown code, or none, is null', async () => {
    global.fetch = respond(400, {
      error: { status: 400, name: 'X', message: 'm', details: { code: 'SOMETHING_NEW' } },
    });
    expect(((await apiRequest('/x').catch((e: unknown) => e)) as ApiError).code).toBeNull();
    global.fetch = respond(400, { error: { status: 400, name: 'X', message: 'm' } });
    expect(((await apiRequest('/x').catch((e: unknown) => e)) as ApiError).code).toBeNull();
  });

  it.each([
    [502, 'Bad gateway'],
    [404, '<!doctype html><title>Not found</title>'],
    [429, 'Too Many Requests'],
  ])('keeps the real status %i of an answer without an error body', async (status, body) => {
    global.fetch = respond(status, body);
    const error = (await apiRequest('/x').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(status);
    expect(error.kind).toBe('response');
    expect(error.name).toBe('HttpError');
    expect(error.message).not.toContain('<');
  });

  it('a request without an answer is a network error with status 0', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const offline = (await apiRequest('/x').catch((e: unknown) => e)) as ApiError;
    expect(offline).toBeInstanceOf(ApiError);
    expect(offline.kind).toBe('network');
    expect(offline.status).toBe(0);
    expect(offline.code).toBeNull();
  });

  it('an abort stays an abort', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    global.fetch = jest.fn().mockRejectedValue(abort);
    await expect(apiRequest('/x')).rejects.toBe(abort);
  });

  it('toApiError: an ApiError as it is, a TypeError as a network error, anything else unknown', () => {
    const api = new ApiError({ status: 400, name: 'ValidationError', message: 'm' });
    expect(toApiError(api)).toBe(api);
    expect(toApiError(new TypeError('fetch failed')).kind).toBe('network');
    const other = toApiError(new Error('boom'));
    expect([other.kind, other.status]).toEqual(['unknown', 500]);
  });
});
