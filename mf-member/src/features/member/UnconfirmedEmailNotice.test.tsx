import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountPage } from '../member-account/AccountPage';
import { renderInArea } from '@teashop/runtime/test-support';
import {
  DEMO_USER,
  json,
  mockFetch,
  member,
  resetSession,
  signedInAs,
  strapiError,
} from '../../testing/renderPage';

beforeEach(() => resetSession());
afterEach(() => jest.restoreAllMocks());

test('an unconfirmed member is asked to confirm and can have the link sent again, in Japanese', async () => {
  signedInAs({ ...DEMO_USER, confirmed: false });
  const { calls } = mockFetch({
    'POST /api/auth/send-email-confirmation': () =>
      json(200, { email: DEMO_USER.email, sent: true }),
  });
  await renderInArea(<AccountPage />, { ...member, url: '/jp/member/account', locale: 'jp' });
  const notice = screen.getByTestId('confirm-email');
  expect(notice).toHaveTextContent(
    `メールアドレスのご確認をお願いします。${DEMO_USER.email} にお送りしたリンクを開いてください。`,
  );
  await userEvent.setup().click(screen.getByRole('button', { name: '再送する' }));
  expect(
    await screen.findByText(`${DEMO_USER.email} に新しいリンクをお送りしました。`),
  ).toBeInTheDocument();
  expect(calls).toHaveLength(1);
  expect(calls[0]?.body).toEqual({ locale: 'ja-JP' });
  expect(new Headers(calls[0]?.init.headers).get('Authorization')).toBe('Bearer jwt-demo');
});

test('too many requests are explained', async () => {
  signedInAs({ ...DEMO_USER, confirmed: false });
  mockFetch({
    'POST /api/auth/send-email-confirmation': () =>
      strapiError(
        429,
        'RateLimitError',
        'Too many confirmation e-mails, please try again later.',
        'RATE_LIMITED',
      ),
  });
  await renderInArea(<AccountPage />, { ...member, url: '/member/account' });
  expect(screen.getByTestId('confirm-email')).toHaveTextContent(
    'Please confirm your email address',
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'Send again' }));
  expect(
    await screen.findByText('Too many attempts. Please wait a few minutes and try again.'),
  ).toBeInTheDocument();
});

test('a confirmed member sees no notice', async () => {
  signedInAs({ ...DEMO_USER, confirmed: true });
  mockFetch({});
  await renderInArea(<AccountPage />, { ...member, url: '/member/account' });
  expect(screen.queryByTestId('confirm-email')).not.toBeInTheDocument();
});
