import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResetPasswordPage } from './ResetPasswordPage';
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
  window.history.replaceState(null, '', '/reset-password');
});
afterEach(() => jest.restoreAllMocks());

async function submit(password: string, again: string) {
  const user = userEvent.setup();
  if (password) await user.type(screen.getByLabelText('New password'), password);
  if (again) await user.type(screen.getByLabelText('Re-enter new password'), again);
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
}

test('without a code the link is reported incomplete', async () => {
  mockFetch({});
  await renderInArea(<ResetPasswordPage />, { ...member, url: '/reset-password' });
  expect(screen.getByRole('alert')).toHaveTextContent('This reset link is incomplete.');
  expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
});

test('validation messages', async () => {
  mockFetch({});
  await renderInArea(<ResetPasswordPage />, { ...member, url: '/reset-password?code=abc' });
  // The password rule is shown up front, and gives way to the password's own message.
  expect(screen.getByText('At least 6 characters, with letters and numbers.')).toBeInTheDocument();
  await submit('', '');
  expect(await screen.findByText('Password is required')).toBeInTheDocument();
  expect(screen.getByText('Re-entered password is required')).toBeInTheDocument();
  expect(screen.queryByText('At least 6 characters, with letters and numbers.')).toBeNull();
  await submit('short', 'other');
  expect(
    await screen.findByText('Password must be 6+ characters, letters and numbers.'),
  ).toBeInTheDocument();
  expect(screen.getByText('Password is not same as re-entered password')).toBeInTheDocument();
});

test('resets with the code from the link and signs in', async () => {
  const { calls } = mockFetch({
    'POST /api/auth/reset-password': () => json(200, { jwt: 'after-reset', user: DEMO_USER }),
    'GET /api/users/me': () => json(200, DEMO_USER),
  });
  await renderInArea(<ResetPasswordPage />, {
    ...member,
    url: '/jp/reset-password?code=c0de',
    locale: 'jp',
  });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('新しいパスワード'), 'Matcha2026');
  await user.type(screen.getByLabelText('新しいパスワード（確認）'), 'Matcha2026');
  await user.click(screen.getByRole('button', { name: '新しいパスワードを保存' }));
  await waitFor(() => expect(window.location.pathname).toBe('/jp/member/account'));
  expect(calls[0]?.body).toEqual({
    code: 'c0de',
    password: 'Matcha2026',
    passwordConfirmation: 'Matcha2026',
  });
  expect(sessionCookie()).toBe('after-reset');
});

test('a used code is explained', async () => {
  mockFetch({
    'POST /api/auth/reset-password': () =>
      strapiError(400, 'ValidationError', 'Incorrect code provided', 'AUTH_RESET_CODE_INVALID'),
  });
  await renderInArea(<ResetPasswordPage />, { ...member, url: '/reset-password?code=used' });
  await submit('Matcha2026', 'Matcha2026');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This reset link is invalid or has already been used.',
  );
  expect(screen.getByLabelText('New password')).toHaveValue('Matcha2026');
});
