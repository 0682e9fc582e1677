import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localizePath } from '@teashop/contracts';
import { authState } from '@teashop/runtime';
import { EmailConfirmationPage } from './EmailConfirmationPage';
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

const CODE = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678';

test('without the code parameter', async () => {
  const { calls } = mockFetch({});
  await renderInArea(<EmailConfirmationPage />, { ...member, url: '/email-confirmation' });
  expect(screen.getByText('Missing required verification code parameter.')).toBeInTheDocument();
  expect(calls).toHaveLength(0);
});

test('a malformed code is an invalid link and is not sent anywhere', async () => {
  const { calls } = mockFetch({});
  await renderInArea(<EmailConfirmationPage />, {
    ...member,
    url: '/email-confirmation?confirmation=%3Cscript%3E',
  });
  expect(screen.getByText('Invalid verification link')).toBeInTheDocument();
  expect(calls).toHaveLength(0);
});

test('the result page after the backend confirmed', async () => {
  mockFetch({});
  await renderInArea(<EmailConfirmationPage />, {
    ...member,
    url: '/zh/email-confirmation?result=success',
    locale: 'zh',
  });
  expect(screen.getByText('您的帳戶已成功啟用！')).toBeInTheDocument();
});

test('a valid code is confirmed with the backend', async () => {
  const { calls } = mockFetch({
    'GET /api/auth/email-confirmation': () =>
      new Response(null, { status: 302, headers: { Location: '/x' } }),
  });
  await renderInArea(<EmailConfirmationPage />, {
    ...member,
    url: `/email-confirmation?confirmation=${CODE}`,
  });
  expect(await screen.findByText('Your account has been activated!')).toBeInTheDocument();
  expect(calls).toHaveLength(1);
  expect(calls[0]?.url.searchParams.get('confirmation')).toBe(CODE);
  expect(calls[0]?.init.redirect).toBe('manual');
});

test('a code the backend no longer knows has expired or was used', async () => {
  mockFetch({
    'GET /api/auth/email-confirmation': () =>
      strapiError(400, 'ValidationError', 'Invalid token', 'CONFIRMATION_LINK_USED'),
  });
  await renderInArea(<EmailConfirmationPage />, {
    ...member,
    url: '/jp/email-confirmation?confirmation=ffffffffffffffffffffffffffffffffffffffff',
    locale: 'jp',
  });
  expect(
    await screen.findByText('リンクの有効期限が切れているか、既に使用されています'),
  ).toBeInTheDocument();
});

test('other failures offer a retry and a new link', async () => {
  const { calls } = mockFetch({
    'GET /api/auth/email-confirmation': () =>
      json(500, { error: { status: 500, name: 'InternalServerError', message: 'x' } }),
    'POST /api/auth/send-email-confirmation': () => json(200, { sent: true }),
  });
  await renderInArea(<EmailConfirmationPage />, {
    ...member,
    url: '/email-confirmation?confirmation=eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  });
  expect(await screen.findByText('Verification failed')).toBeInTheDocument();
  expect(screen.getByText(/Please try again, or enter your email address/)).toBeInTheDocument();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Send a new link' }));
  expect(await screen.findByText('Please enter your email')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Email'), 'jade@example.test');
  await user.click(screen.getByRole('button', { name: 'Send a new link' }));
  expect(
    await screen.findByText('A new activation link is on its way to jade@example.test.'),
  ).toBeInTheDocument();
  expect(calls.at(-1)?.body).toEqual({ email: 'jade@example.test', locale: 'en' });
});

describe('the link mailed to a new e-mail address', () => {
  const CHANGE = 'c'.repeat(64);
  const open = (query: string, locale: 'en' | 'zh' | 'jp' = 'en') => {
    // One page at a time, as in the browser: the page left goes before the next link opens.
    cleanup();
    return renderInArea(<EmailConfirmationPage />, {
      ...member,
      url: localizePath(`/email-confirmation?${query}`, locale),
      locale,
    });
  };

  test('applies the change once and names the new address', async () => {
    const { calls } = mockFetch({
      'POST /api/auth/email-change': () => json(200, { email: 'mei.new@example.test' }),
    });
    await open(`change=${CHANGE}`, 'zh');
    expect(
      await screen.findByText('您的電子郵件地址已變更為 mei.new@example.test。'),
    ).toBeVisible();
    // the page's language kept: the router's basename adds /zh
    expect(screen.getByRole('link', { name: '前往我的帳戶' })).toHaveAttribute(
      'href',
      '/zh/member/account',
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ code: CHANGE });
  });

  test('a malformed or empty code is not sent anywhere', async () => {
    const { calls } = mockFetch({});
    await open('change=%3Cscript%3E');
    expect(screen.getByText('Invalid verification link')).toBeInTheDocument();
    await open('change=');
    expect(screen.getByText('Missing required verification code parameter.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  test('a used or expired link, and an address taken meanwhile, are explained', async () => {
    mockFetch({
      'POST /api/auth/email-change': (_url, init) =>
        JSON.parse(String(init.body)).code === 'd'.repeat(64)
          ? strapiError(400, 'ApplicationError', 'Email already taken', 'EMAIL_CHANGE_EMAIL_TAKEN')
          : strapiError(
              400,
              'ValidationError',
              'The link has expired or has already been used',
              'EMAIL_CHANGE_LINK_USED',
            ),
    });
    await open(`change=${'e'.repeat(64)}`);
    expect(
      await screen.findByText('The link has expired or has already been used'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('You can ask for the change again on your account page.'),
    ).toBeInTheDocument();
    await open(`change=${'d'.repeat(64)}`);
    expect(
      await screen.findByText(
        'Another account has started using this email address in the meantime.',
      ),
    ).toBeInTheDocument();
  });
});

describe('the link in the notice to the previous address, which cancels the change', () => {
  const open = (query: string, locale: 'en' | 'zh' | 'jp' = 'en') => {
    // One page at a time, as in the browser: the page left goes before the next link opens.
    cleanup();
    return renderInArea(<EmailConfirmationPage />, {
      ...member,
      url: localizePath(`/email-confirmation?${query}`, locale),
      locale,
    });
  };

  test('cancels once and names the address the account keeps, in Japanese', async () => {
    const code = 'f'.repeat(64);
    const { calls } = mockFetch({
      'POST /api/auth/email-change/cancel': () =>
        json(200, { cancelled: true, email: 'demo@teashop.test' }),
    });
    await open(`cancel=${code}`, 'jp');
    expect(
      await screen.findByText(
        '変更を取り消しました。アカウントのメールアドレスは demo@teashop.test のままです。',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'ログイン' })).toHaveAttribute('href', '/jp/login');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ code });
  });

  test('a malformed code is not sent; a used link and a taken address are explained', async () => {
    const { calls } = mockFetch({
      'POST /api/auth/email-change/cancel': (_url, init) =>
        JSON.parse(String(init.body)).code === 'd'.repeat(64)
          ? strapiError(400, 'ApplicationError', 'Email already taken', 'EMAIL_CHANGE_EMAIL_TAKEN')
          : strapiError(
              400,
              'ValidationError',
              'The link has expired or has already been used',
              'EMAIL_CHANGE_LINK_USED',
            ),
    });
    await open('cancel=%3Cscript%3E');
    expect(screen.getByText('Invalid verification link')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await open(`cancel=${'e'.repeat(64)}`);
    expect(
      await screen.findByText('The link has expired or has already been used'),
    ).toBeInTheDocument();
    await open(`cancel=${'d'.repeat(64)}`, 'zh');
    expect(
      await screen.findByText('這個地址在此期間已被其他帳戶使用，無法恢復。請與我們聯絡。'),
    ).toBeInTheDocument();
  });
});

describe("the shop's own confirmation link", () => {
  const SHOP_CODE = 'c'.repeat(64);

  test('a well-formed code the backend calls invalid shows the invalid-link message', async () => {
    mockFetch({
      'GET /api/auth/email-confirmation': () =>
        strapiError(
          400,
          'ValidationError',
          'Invalid verification link',
          'CONFIRMATION_LINK_INVALID',
        ),
    });
    await renderInArea(<EmailConfirmationPage />, {
      ...member,
      url: `/email-confirmation?confirmation=${'d'.repeat(64)}`,
    });
    expect(await screen.findByText('Invalid verification link')).toBeInTheDocument();
  });

  test('a signed-in member sees the activation, the account is loaded again, and the link goes to the account', async () => {
    signedInAs({ ...DEMO_USER, confirmed: false });
    const { calls } = mockFetch({
      'GET /api/auth/email-confirmation': () =>
        json(200, { confirmed: true, email: DEMO_USER.email }),
      'GET /api/users/me': () => json(200, { ...DEMO_USER, confirmed: true }),
    });
    await renderInArea(<EmailConfirmationPage />, {
      ...member,
      url: `/jp/email-confirmation?confirmation=${SHOP_CODE}`,
      locale: 'jp',
    });
    expect(await screen.findByText('アカウントが有効化されました！')).toBeInTheDocument();
    await waitFor(() => expect(authState.user?.confirmed).toBe(true));
    expect(calls.map((call) => call.url.pathname)).toContain('/api/users/me');
    expect(screen.getByRole('link', { name: 'マイアカウントへ' })).toHaveAttribute(
      'href',
      '/jp/member/account',
    );
  });
});
