import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authState, readToken } from '@teashop/shared';
import { AccountPage } from './AccountPage';
import {
  DEMO_USER,
  json,
  mockFetch,
  renderPage,
  resetSession,
  signedInAs,
  strapiError,
} from '../../testing/renderPage';

beforeEach(() => resetSession());
afterEach(() => jest.restoreAllMocks());

test('renders nothing for a signed-out visitor (the shell sends them to log in)', async () => {
  const { calls } = mockFetch({});
  const { container } = await renderPage(<AccountPage />, { path: '/member/account' });
  expect(container).toBeEmptyDOMElement();
  expect(calls).toHaveLength(0);
});

test('shows the member details', async () => {
  signedInAs();
  mockFetch({});
  await renderPage(<AccountPage />, { path: '/member/account' });
  const profile = screen.getByTestId('profile');
  expect(profile).toHaveTextContent('Mei Lin');
  expect(profile).toHaveTextContent('demo@teashop.test');
  expect(profile).toHaveTextContent('May 14, 1992');
  expect(profile).toHaveTextContent('+886 912 345 678');
  expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page');
});

test('edit: validation messages, then saving updates the account', async () => {
  signedInAs();
  const saved = { ...DEMO_USER, lastName: 'Chen', phone: '0912000111' };
  const { calls } = mockFetch({
    'PUT /api/users/me': () => json(200, saved),
    'GET /api/users/me': () => json(200, saved),
  });
  await renderPage(<AccountPage />, { path: '/member/account' });
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
  expect(calls[0]?.body).toEqual({
    firstName: 'Mei',
    lastName: 'Chen',
    email: 'demo@teashop.test',
    birthday: '1992-05-14',
    phone: '0912000111',
  });
  expect(authState.user?.lastName).toBe('Chen');
});

test('change password messages', async () => {
  signedInAs();
  const { calls } = mockFetch({});
  await renderPage(<AccountPage />, { path: '/member/account' });
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
        ? strapiError(400, 'ValidationError', 'The provided current password is invalid')
        : json(200, { jwt: 'rotated', user: DEMO_USER }),
  });
  await renderPage(<AccountPage />, { path: '/member/account', locale: 'zh' });
  const user = userEvent.setup();
  const form = screen.getByTestId('password-form');
  await user.type(within(form).getByLabelText('目前密碼'), 'Wrong123');
  await user.type(within(form).getByLabelText('新密碼'), 'Sencha2027');
  await user.type(within(form).getByLabelText('再次輸入新密碼'), 'Sencha2027');
  await user.click(within(form).getByRole('button', { name: '變更密碼' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('目前密碼不正確。');
  expect(within(form).getByLabelText('新密碼')).toHaveValue('Sencha2027');
  expect(calls[0]?.body).toEqual({
    currentPassword: 'Wrong123',
    password: 'Sencha2027',
    passwordConfirmation: 'Sencha2027',
  });

  await user.clear(within(form).getByLabelText('目前密碼'));
  await user.type(within(form).getByLabelText('目前密碼'), 'Tea12345');
  await user.click(within(form).getByRole('button', { name: '變更密碼' }));
  await waitFor(() => expect(readToken()).toBe('rotated'));
  await waitFor(() => expect(within(form).getByLabelText('新密碼')).toHaveValue(''));
});
