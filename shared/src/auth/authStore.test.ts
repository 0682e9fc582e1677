import { authState, loadCurrentUser, readToken } from './authStore';
import { setRuntimeConfig } from '../config/runtimeConfig';

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
  document.cookie = 'jwt_test=abc; Path=/';
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

test('a failed load clears the token and the user (spec: no retries)', async () => {
  const answer = heldFetch();
  const load = loadCurrentUser();
  answer(0, 401, { error: { status: 401, name: 'UnauthorizedError', message: 'Missing' } });
  expect(await load).toBeNull();
  expect(readToken()).toBeNull();
  expect(authState.user).toBeNull();
});
