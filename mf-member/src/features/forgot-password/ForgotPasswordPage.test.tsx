import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { renderInArea } from '@teashop/runtime/test-support';
import {
  DEMO_USER,
  json,
  mockFetch,
  member,
  resetSession,
  strapiError,
  sessionCookie,
  signedInAs,
} from '../../testing/renderPage';

beforeEach(() => resetSession());
afterEach(() => jest.restoreAllMocks());

test('validates the email', async () => {
  mockFetch({});
  await renderInArea(<ForgotPasswordPage />, { ...member });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByText('Please enter your email')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Email'), 'nope');
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
});

test('clears the token, then asks for the reset mail and confirms', async () => {
  signedInAs(DEMO_USER, 'old');
  const { calls } = mockFetch({ 'POST /api/auth/forgot-password': () => json(200, { ok: true }) });
  await renderInArea(<ForgotPasswordPage />, { ...member, locale: 'zh' });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('電子郵件'), 'demo@teashop.test');
  await user.click(screen.getByRole('button', { name: '寄送重設連結' }));
  expect(await screen.findByText(/重設密碼的連結已寄出/)).toBeInTheDocument();
  expect(sessionCookie()).toBeNull();
  // the mail is written in the page's language
  expect(calls[0]?.body).toEqual({ email: 'demo@teashop.test', locale: 'zh-Hant' });
  expect(new Headers(calls[0]?.init.headers).get('Authorization')).toBeNull();
});

test('rate limiting keeps the address typed', async () => {
  mockFetch({
    'POST /api/auth/forgot-password': () =>
      strapiError(429, 'RateLimitError', 'Too many requests', 'RATE_LIMITED'),
  });
  await renderInArea(<ForgotPasswordPage />, { ...member });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'demo@teashop.test');
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts.');
  expect(screen.getByLabelText('Email')).toHaveValue('demo@teashop.test');
});
