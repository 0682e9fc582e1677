import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { ConnectCallbackPage } from './ConnectCallbackPage';
import { renderInArea } from '@teashop/runtime/test-support';
import {
  DEMO_USER,
  json,
  mockFetch,
  member,
  resetSession,
  strapiError,
  sessionCookie,
} from '../../testing/renderPage';

beforeEach(() => {
  resetSession();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/connect/teaid/redirect');
});
afterEach(() => jest.restoreAllMocks());

const page = (
  <Routes>
    <Route path="/connect/:provider/redirect" element={<ConnectCallbackPage />} />
  </Routes>
);

test('completes the provider login with the backend (its session cookie included) and returns', async () => {
  sessionStorage.setItem('teashop:login-return', '/zh/member/orders');
  const { calls } = mockFetch({
    'GET /api/auth/teaid/callback': () => json(200, { jwt: 'from-provider', user: DEMO_USER }),
    'GET /api/users/me': () => json(200, DEMO_USER),
  });
  await renderInArea(page, {
    ...member,
    url: '/zh/connect/teaid/redirect?access_token=tok123',
    locale: 'zh',
  });
  await waitFor(() => expect(window.location.pathname).toBe('/zh/member/orders'));
  const callback = calls.find((c) => c.url.pathname === '/api/auth/teaid/callback');
  expect(callback?.url.searchParams.get('access_token')).toBe('tok123');
  expect(callback?.init.credentials).toBe('include');
  expect(sessionCookie()).toBe('from-provider');
});

test('an error from the provider is shown and nothing is requested', async () => {
  const { calls } = mockFetch({});
  await renderInArea(page, { ...member, url: '/connect/teaid/redirect?error=access_denied' });
  expect(screen.getByRole('alert')).toHaveTextContent('We could not sign you in with Teaid.');
  expect(calls).toHaveLength(0);
});

test('a refusal from the backend is shown', async () => {
  mockFetch({
    'GET /api/auth/teaid/callback': () =>
      strapiError(400, 'ApplicationError', 'Email is already taken.', 'AUTH_EMAIL_TAKEN'),
  });
  await renderInArea(page, { ...member, url: '/connect/teaid/redirect?access_token=other' });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'We could not sign you in with Teaid.',
  );
  expect(screen.getByText(/An account with this email already exists/)).toBeInTheDocument();
  expect(sessionCookie()).toBeNull();
});
