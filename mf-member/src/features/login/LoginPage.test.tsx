import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { subscribe } from '@teashop/contracts';
import { authState } from '@teashop/runtime';
import { LoginPage } from './LoginPage';
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
  window.history.replaceState(null, '', '/login');
});
afterEach(() => jest.restoreAllMocks());

async function fill(email: string, password: string, submit = 'Log in') {
  const user = userEvent.setup();
  const jp = submit === 'ログイン';
  if (email) await user.type(screen.getByLabelText(jp ? 'メールアドレス' : 'Email'), email);
  if (password) await user.type(screen.getByLabelText(jp ? 'パスワード' : 'Password'), password);
  await user.click(screen.getByRole('button', { name: submit }));
}

test('asks for the email and the password', async () => {
  const { calls } = mockFetch({});
  await renderInArea(<LoginPage />, { ...member, url: '/login' });
  await fill('', '');
  expect(await screen.findByText('Please enter your email')).toBeInTheDocument();
  expect(screen.getByText('Please enter your password')).toBeInTheDocument();
  expect(calls).toHaveLength(0);
});

test('rejects a malformed email address', async () => {
  mockFetch({});
  await renderInArea(<LoginPage />, { ...member, url: '/login' });
  await fill('not-an-email', 'secret1');
  expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
});

test('shows the messages in Chinese and Japanese', async () => {
  mockFetch({});
  const { unmount } = await renderInArea(<LoginPage />, {
    ...member,
    url: '/zh/login',
    locale: 'zh',
  });
  await fill('', '', '登入');
  expect(await screen.findByText('請輸入您的電子郵件')).toBeInTheDocument();
  expect(screen.getByText('請輸入您的密碼')).toBeInTheDocument();
  unmount();
  await renderInArea(<LoginPage />, { ...member, url: '/jp/login', locale: 'jp' });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'ログイン' }));
  expect(await screen.findByText('メールアドレスを入力してください')).toBeInTheDocument();
});

test('a wrong password shows a clear message and keeps what was typed', async () => {
  mockFetch({
    'POST /api/auth/local': () =>
      strapiError(
        400,
        'ValidationError',
        'Invalid identifier or password',
        'AUTH_INVALID_CREDENTIALS',
      ),
  });
  await renderInArea(<LoginPage />, { ...member, url: '/login' });
  await fill('demo@teashop.test', 'wrong-pass1');
  expect(await screen.findByRole('alert')).toHaveTextContent('The email or password is incorrect.');
  expect(screen.getByLabelText('Email')).toHaveValue('demo@teashop.test');
  expect(screen.getByLabelText('Password')).toHaveValue('wrong-pass1');
  expect(sessionCookie()).toBeNull();
});

test('rate limiting is explained', async () => {
  mockFetch({
    'POST /api/auth/local': () =>
      strapiError(
        429,
        'RateLimitError',
        'Too many requests, please try again later.',
        'RATE_LIMITED',
      ),
  });
  await renderInArea(<LoginPage />, { ...member, url: '/login' });
  await fill('demo@teashop.test', 'Tea12345');
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts.');
});

test('logs in: clears the old token first, stores the jwt, loads the user, announces it and returns', async () => {
  document.cookie = 'teashop_jwt=old-token; Path=/';
  const events: boolean[] = [];
  const stop = subscribe('auth:changed', ({ signedIn }) => events.push(signedIn));
  const { calls } = mockFetch({
    'POST /api/auth/local': () => json(200, { jwt: 'new-token', user: DEMO_USER }),
    'GET /api/users/me': () => json(200, DEMO_USER),
  });
  await renderInArea(<LoginPage />, {
    ...member,
    url: '/jp/login?redirect=%2Fjp%2Fmember%2Forders%3Fpage%3D2',
    locale: 'jp',
  });
  await fill('demo@teashop.test', 'Tea12345', 'ログイン');
  await waitFor(() => expect(window.location.pathname).toBe('/jp/member/orders'));
  expect(window.location.search).toBe('?page=2');
  const loginCall = calls.find((c) => c.url.pathname === '/api/auth/local');
  expect(loginCall?.body).toEqual({ identifier: 'demo@teashop.test', password: 'Tea12345' });
  expect(new Headers(loginCall?.init.headers).get('Authorization')).toBeNull();
  expect(sessionCookie()).toBe('new-token');
  expect(authState.user?.lastName).toBe('Lin');
  expect(events).toEqual([true]);
  stop();
});

test('never returns to another site', async () => {
  mockFetch({
    'POST /api/auth/local': () => json(200, { jwt: 'new-token', user: DEMO_USER }),
    'GET /api/users/me': () => json(200, DEMO_USER),
  });
  await renderInArea(<LoginPage />, { ...member, url: '/login?redirect=%2F%2Fevil.example%2Fx' });
  await fill('demo@teashop.test', 'Tea12345');
  await waitFor(() => expect(sessionCookie()).toBe('new-token'));
  await waitFor(() => expect(window.location.pathname).toBe('/'));
  expect(window.location.host).toBe('localhost');
});

test('offers a button per configured provider, pointing at the content backend', async () => {
  mockFetch({});
  await renderInArea(<LoginPage />, {
    ...member,
    url: '/zh/login?redirect=%2Fzh%2Fmember%2Faccount',
    locale: 'zh',
    config: { ...member.config, authProviders: ['teaid'] },
  });
  const link = screen.getByRole('link', { name: '使用 Teaid 繼續' });
  expect(link).toHaveAttribute('href', 'http://cms.test/api/connect/teaid');
  link.addEventListener('click', (event) => event.preventDefault());
  await userEvent.setup().click(link);
  expect(sessionStorage.getItem('teashop:login-return')).toBe('/zh/member/account');
});
