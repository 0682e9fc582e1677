import { authState, loadCurrentUser, signOut, signedInMember } from './authStore';
import { RETRY_DELAYS_MS } from './sessionRetry';
import { setRuntimeConfig } from '@teashop/contracts';

const user = (email: string) => ({ id: 7, username: 'mei', email });

/** A fetch whose answers the test releases one by one, in any order. */
function heldFetch() {
  const held: Array<(response: Response) => void> = [];
  global.fetch = jest.fn(
    () => new Promise<Response>((resolve) => held.push(resolve)),
  ) as unknown as typeof fetch;
  return (index: number, status: number, body: unknown) =>
    held[index]!(new Response(JSON.stringify(body), { status }));
}

beforeEach(() => {
  setRuntimeConfig({ cmsUrl: 'http://cms.test', authCookieName: 'jwt_test' });
  // the page-readable marker the shop server writes beside its HttpOnly session cookie
  document.cookie = 'jwt_test_member=abc; Path=/';
  authState.user = null;
});

test('of two overlapping loads, the newer answer is kept even when the older arrives last', async () => {
  const answer = heldFetch();
  const first = loadCurrentUser();
  const second = loadCurrentUser();
  answer(1, 200, user('new@example.test'));
  await second;
  answer(0, 200, user('old@example.test'));
  await first;
  expect(authState.user?.email).toBe('new@example.test');
  expect(authState.status).toBe('ready');
});

afterEach(() => {
  jest.useRealTimers();
});

test('a 401 clears the token and the user', async () => {
  const answer = heldFetch();
  const load = loadCurrentUser();
  answer(0, 401, { error: { status: 401, name: 'UnauthorizedError', message: 'Missing' } });
  expect(await load).toBeNull();
  expect(signedInMember()).toBeNull();
  expect(authState.user).toBeNull();
});

test('a 403 clears the token too', async () => {
  const answer = heldFetch();
  const load = loadCurrentUser();
  answer(0, 403, { error: { status: 403, name: 'ForbiddenError', message: 'Forbidden' } });
  await load;
  expect(signedInMember()).toBeNull();
});

test('a 503 keeps the token and the known user, and retries until the user loads', async () => {
  jest.useFakeTimers();
  authState.user = user('known@example.test');
  const answer = heldFetch();
  const load = loadCurrentUser();
  answer(0, 503, { error: { status: 503, name: 'ServiceUnavailableError', message: 'Busy' } });
  await load;
  expect(signedInMember()).toBe('abc');
  expect(authState.signedIn).toBe(true);
  expect(authState.user?.email).toBe('known@example.test');
  expect(authState.status).toBe('ready');

  await jest.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0]!);
  expect(global.fetch).toHaveBeenCalledTimes(2);
  answer(1, 200, user('fresh@example.test'));
  await jest.advanceTimersByTimeAsync(0);
  expect(authState.user?.email).toBe('fresh@example.test');
});

test('an aborted request or a network failure keeps the token', async () => {
  jest.useFakeTimers();
  global.fetch = jest
    .fn()
    .mockRejectedValueOnce(new DOMException('The user aborted a request.', 'AbortError'))
    .mockRejectedValueOnce(new TypeError('Failed to fetch')) as unknown as typeof fetch;
  await loadCurrentUser();
  expect(signedInMember()).toBe('abc');
  await loadCurrentUser();
  expect(signedInMember()).toBe('abc');
  expect(authState.signedIn).toBe(true);
});

test('after a few retries, the next focus or return of the network tries again', async () => {
  jest.useFakeTimers();
  const failing = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
  global.fetch = failing as unknown as typeof fetch;
  await loadCurrentUser();
  for (const delay of RETRY_DELAYS_MS) await jest.advanceTimersByTimeAsync(delay);
  expect(failing).toHaveBeenCalledTimes(1 + RETRY_DELAYS_MS.length);
  await jest.advanceTimersByTimeAsync(10 * 60_000);
  expect(failing).toHaveBeenCalledTimes(1 + RETRY_DELAYS_MS.length);

  global.fetch = jest.fn(() =>
    Promise.resolve(new Response(JSON.stringify(user('back@example.test')), { status: 200 })),
  ) as unknown as typeof fetch;
  window.dispatchEvent(new Event('online'));
  await jest.advanceTimersByTimeAsync(0);
  expect(authState.user?.email).toBe('back@example.test');
  expect(signedInMember()).toBe('abc');
});

test("a readable cookie with the session cookie's own name does not count as signed in", async () => {
  document.cookie = 'jwt_test_member=; Max-Age=0; Path=/';
  document.cookie = 'jwt_test=eyJ.forged.token; Path=/';
  global.fetch = jest.fn() as unknown as typeof fetch;
  expect(await loadCurrentUser()).toBeNull();
  expect(authState.signedIn).toBe(false);
  expect(global.fetch).not.toHaveBeenCalled();
  document.cookie = 'jwt_test=; Max-Age=0; Path=/';
});

test('signing out asks the shop server to end the session and forgets the marker', () => {
  const fetchMock = jest.fn(() => Promise.resolve(new Response(null, { status: 204 })));
  global.fetch = fetchMock as unknown as typeof fetch;
  signOut();
  expect(fetchMock).toHaveBeenCalledWith('/session/logout', {
    method: 'POST',
    credentials: 'same-origin',
  });
  expect(signedInMember()).toBeNull();
  expect(authState.signedIn).toBe(false);
});
