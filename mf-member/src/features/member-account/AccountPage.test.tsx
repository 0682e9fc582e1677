import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { subscribe } from '@teashop/contracts';
import { authState } from '@teashop/runtime';
import { AccountPage } from './AccountPage';
import { renderInArea } from '@teashop/runtime/test-support';
import {
  DEMO_USER,
  json,
  mockFetch,
  member,
  resetSession,
  signedInAs,
  strapiError,
  sessionCookie,
} from '../../testing/renderPage';

beforeEach(() => resetSession());

/** The content backend's 400 naming the refused field (`details.fields`). */
const fieldRefusal = (message: string, field: string, code: string) =>
  json(400, {
    data: null,
    error: { status: 400, name: 'ValidationError', message, details: { fields: [field], code } },
  });
afterEach(() => jest.restoreAllMocks());

test('renders nothing for a signed-out visitor (the shell sends them to log in)', async () => {
  const { calls } = mockFetch({});
  const { container } = await renderInArea(<AccountPage />, { ...member, url: '/member/account' });
  expect(container).toBeEmptyDOMElement();
  expect(calls).toHaveLength(0);
});

test('shows the member details', async () => {
  signedInAs();
  mockFetch({});
  await renderInArea(<AccountPage />, { ...member, url: '/member/account' });
  const profile = screen.getByTestId('profile');
  expect(profile).toHaveTextContent('Mei Lin');
  expect(profile).toHaveTextContent('demo@teashop.test');
  expect(profile).toHaveTextContent('May 14, 1992');
  expect(profile).toHaveTextContent('+886 912 345 678');
  expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page');
});

test('in Japanese: the name family name first, the birthday as a Japanese date', async () => {
  signedInAs({ ...DEMO_USER, firstName: '太郎', lastName: '山田' });
  mockFetch({});
  await renderInArea(<AccountPage />, { ...member, url: '/jp/member/account', locale: 'jp' });
  const profile = screen.getByTestId('profile');
  expect(profile).toHaveTextContent('山田 太郎');
  expect(profile).toHaveTextContent('1992年5月14日');
  expect(profile).not.toHaveTextContent('May 14, 1992');
});

test('edit: validation messages, then saving updates the account', async () => {
  signedInAs();
  const saved = { ...DEMO_USER, lastName: 'Chen', phone: '0912000111' };
  const { calls } = mockFetch({
    'PUT /api/users/me': () => json(200, saved),
    'GET /api/users/me': () => json(200, saved),
  });
  await renderInArea(<AccountPage />, { ...member, url: '/member/account' });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Edit' }));
  const form = screen.getByTestId('profile-form');
  await user.clear(within(form).getByLabelText('First name'));
  await user.clear(within(form).getByLabelText('Last name'));
  await user.clear(within(form).getByLabelText('Email'));
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Please enter your first name')).toBeInTheDocument();
  expect(screen.getByText('Please enter your last name')).toBeInTheDocument();
  expect(screen.getByText('Please enter your email')).toBeInTheDocument();
  expect(calls).toHaveLength(0);

  await user.type(within(form).getByLabelText('First name'), 'Mei');
  await user.type(within(form).getByLabelText('Last name'), 'Chen');
  await user.type(within(form).getByLabelText('Email'), 'demo@teashop.test');
  const phone = within(form).getByLabelText('Phone');
  await user.clear(phone);
  await user.type(phone, '0912000111');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.getByTestId('profile')).toHaveTextContent('Mei Chen'));
  // the unchanged address is not sent: that would withdraw a change waiting for confirmation
  expect(calls[0]?.body).toEqual({
    firstName: 'Mei',
    lastName: 'Chen',
    birthday: '1992-05-14',
    phone: '0912000111',
  });
  expect(authState.user?.lastName).toBe('Chen');
});

test('a new e-mail address waits for confirmation and is shown as pending', async () => {
  signedInAs();
  const pending = { ...DEMO_USER, pendingEmail: 'mei.new@example.test' };
  const toasts: string[] = [];
  const stop = subscribe('shell:toast', ({ message }) => toasts.push(message));
  const { calls } = mockFetch({
    'PUT /api/users/me': () => json(200, pending),
    'GET /api/users/me': () => json(200, pending),
  });
  await renderInArea(<AccountPage />, { ...member, url: '/jp/member/account', locale: 'jp' });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: '編集' }));
  const email = within(screen.getByTestId('profile-form')).getByLabelText('メールアドレス');
  await user.clear(email);
  await user.type(email, 'Mei.New@example.test');
  await user.type(
    within(screen.getByTestId('profile-form')).getByLabelText('現在のパスワード'),
    'Tea12345',
  );
  await user.click(screen.getByRole('button', { name: '保存' }));

  const notice = await screen.findByTestId('pending-email');
  expect(notice).toHaveTextContent('確認待ち：mei.new@example.test');
  // the current address stays until the link is opened; the mail is asked for in Japanese
  expect(screen.getByTestId('profile')).toHaveTextContent('demo@teashop.test');
  expect(calls[0]?.body).toMatchObject({
    email: 'Mei.New@example.test',
    locale: 'ja-JP',
    currentPassword: 'Tea12345',
  });
  expect(toasts).toEqual([
    'あと少しです：mei.new@example.test にお送りしたリンクを開くと、このアドレスが使えるようになります。',
  ]);
  stop();
});

test('keeping the current address withdraws the waiting change', async () => {
  signedInAs({ ...DEMO_USER, pendingEmail: 'mei.new@example.test' });
  const { calls } = mockFetch({
    'PUT /api/users/me': () => json(200, { ...DEMO_USER, pendingEmail: null }),
    'GET /api/users/me': () => json(200, { ...DEMO_USER, pendingEmail: null }),
  });
  await renderInArea(<AccountPage />, { ...member, url: '/member/account' });
  expect(screen.getByTestId('pending-email')).toHaveTextContent(
    'Waiting for confirmation: mei.new@example.test',
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'Keep my current address' }));
  await waitFor(() => expect(screen.queryByTestId('pending-email')).not.toBeInTheDocument());
  expect(calls[0]?.body).toEqual({ email: 'demo@teashop.test' });
});

test("another account's address is explained and the form keeps what was typed", async () => {
  signedInAs();
  mockFetch({
    'PUT /api/users/me': () =>
      strapiError(400, 'ApplicationError', 'Email already taken', 'AUTH_EMAIL_TAKEN'),
  });
  await renderInArea(<AccountPage />, { ...member, url: '/member/account' });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Edit' }));
  const form = screen.getByTestId('profile-form');
  const email = within(form).getByLabelText('Email');
  await user.clear(email);
  await user.type(email, 'jade@example.test');
  await user.type(within(form).getByLabelText('Current password'), 'Tea12345');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent(
    'Another account already uses this email address.',
  );
  expect(email).toHaveValue('jade@example.test');
});

test('change password messages', async () => {
  signedInAs();
  const { calls } = mockFetch({});
  await renderInArea(<AccountPage />, { ...member, url: '/member/account' });
  const user = userEvent.setup();
  const form = screen.getByTestId('password-form');
  const submit = within(form).getByRole('button', { name: 'Change password' });
  await user.click(submit);
  expect(await within(form).findAllByText('Password is required')).toHaveLength(2);
  expect(within(form).getByText('Re-entered password is required')).toBeInTheDocument();

  await user.type(within(form).getByLabelText('Current password'), 'Tea12345');
  await user.type(within(form).getByLabelText('New password'), 'Tea12345');
  await user.type(within(form).getByLabelText('Re-enter new password'), 'Tea12346');
  await user.click(submit);
  expect(
    await within(form).findByText('New password should be different from the current password.'),
  ).toBeInTheDocument();
  expect(within(form).getByText('Password is not same as re-entered password')).toBeInTheDocument();
  expect(calls).toHaveLength(0);
});

test('change password: a wrong current password is reported, success stores the new token', async () => {
  signedInAs();
  let attempt = 0;
  const { calls } = mockFetch({
    'POST /api/auth/change-password': () =>
      ++attempt === 1
        ? fieldRefusal(
            'The provided current password is invalid',
            'currentPassword',
            'AUTH_CURRENT_PASSWORD_INVALID',
          )
        : json(200, { jwt: 'rotated', user: DEMO_USER }),
  });
  await renderInArea(<AccountPage />, { ...member, url: '/zh/member/account', locale: 'zh' });
  const user = userEvent.setup();
  const form = screen.getByTestId('password-form');
  await user.type(within(form).getByLabelText('目前密碼'), 'Wrong123');
  await user.type(within(form).getByLabelText('新密碼'), 'Sencha2027');
  await user.type(within(form).getByLabelText('再次輸入新密碼'), 'Sencha2027');
  await user.click(within(form).getByRole('button', { name: '變更密碼' }));
  // shown at the field, which gets the focus; what was typed stays
  const current = within(form).getByLabelText('目前密碼');
  await waitFor(() => expect(current).toHaveAccessibleDescription('目前密碼不正確。'));
  expect(current).toHaveAttribute('aria-invalid', 'true');
  expect(current).toHaveFocus();
  expect(current).toHaveValue('Wrong123');
  // only the field's own message, no form-level alert
  expect(within(form).getAllByRole('alert')).toHaveLength(1);
  expect(within(form).getByLabelText('新密碼')).toHaveValue('Sencha2027');
  expect(calls[0]?.body).toEqual({
    currentPassword: 'Wrong123',
    password: 'Sencha2027',
    passwordConfirmation: 'Sencha2027',
  });

  await user.clear(within(form).getByLabelText('目前密碼'));
  await user.type(within(form).getByLabelText('目前密碼'), 'Tea12345');
  await user.click(within(form).getByRole('button', { name: '變更密碼' }));
  await waitFor(() => expect(sessionCookie()).toBe('rotated'));
  await waitFor(() => expect(within(form).getByLabelText('新密碼')).toHaveValue(''));
});

test('a new e-mail address asks for the current password; a wrong one is shown at the field', async () => {
  signedInAs();
  let attempt = 0;
  const { calls } = mockFetch({
    'PUT /api/users/me': () =>
      ++attempt === 1
        ? fieldRefusal(
            'The provided current password is invalid',
            'currentPassword',
            'AUTH_CURRENT_PASSWORD_INVALID',
          )
        : json(200, { ...DEMO_USER, pendingEmail: 'mei.new@example.test' }),
    'GET /api/users/me': () => json(200, { ...DEMO_USER, pendingEmail: 'mei.new@example.test' }),
  });
  await renderInArea(<AccountPage />, { ...member, url: '/member/account' });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Edit' }));
  const form = screen.getByTestId('profile-form');
  // asked for only when the address changes
  expect(within(form).queryByLabelText('Current password')).not.toBeInTheDocument();
  const email = within(form).getByLabelText('Email');
  await user.clear(email);
  await user.type(email, 'mei.new@example.test');
  expect(
    within(form).getByText('To change your email address, please enter your current password.'),
  ).toBeInTheDocument();
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  const current = within(form).getByLabelText('Current password');
  await waitFor(() =>
    expect(current).toHaveAccessibleDescription('Please enter your current password'),
  );
  expect(calls).toHaveLength(0);

  await user.type(current, 'Wrong123');
  const phone = within(form).getByLabelText('Phone');
  await user.clear(phone);
  await user.type(phone, '0912000111');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(current).toHaveAccessibleDescription('The current password is incorrect.'),
  );
  // nothing typed is lost
  expect(email).toHaveValue('mei.new@example.test');
  expect(phone).toHaveValue('0912000111');
  expect(current).toHaveValue('Wrong123');
  expect(calls[0]?.body).toMatchObject({
    email: 'mei.new@example.test',
    currentPassword: 'Wrong123',
  });

  await user.clear(current);
  await user.type(current, 'Tea12345');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await screen.findByTestId('pending-email')).toHaveTextContent('mei.new@example.test');
  expect(calls[1]?.body).toMatchObject({ currentPassword: 'Tea12345' });
});

test('a member who signed up with another provider is asked to sign in again, in Chinese', async () => {
  signedInAs({ ...DEMO_USER, provider: 'google' });
  const { calls } = mockFetch({
    'PUT /api/users/me': () =>
      fieldRefusal(
        'For your security, please sign in again, then make this change within 10 minutes',
        'currentPassword',
        'AUTH_FRESH_SIGN_IN_REQUIRED',
      ),
  });
  await renderInArea(<AccountPage />, { ...member, url: '/zh/member/account', locale: 'zh' });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: '編輯' }));
  const form = screen.getByTestId('profile-form');
  const email = within(form).getByLabelText('電子郵件');
  await user.clear(email);
  await user.type(email, 'mei.new@example.test');
  // no password to ask for
  expect(within(form).queryByLabelText('目前密碼')).not.toBeInTheDocument();
  await user.click(within(form).getByRole('button', { name: '儲存' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent(
    '為了您的帳戶安全，請先登出再重新登入，並於 10 分鐘內變更電子郵件地址。',
  );
  expect(email).toHaveValue('mei.new@example.test');
  expect(calls[0]?.body).not.toHaveProperty('currentPassword');
});
