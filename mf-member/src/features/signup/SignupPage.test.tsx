import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignupPage } from './SignupPage';
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
  window.history.replaceState(null, '', '/signup');
});
afterEach(() => jest.restoreAllMocks());

interface Input {
  firstName?: string;
  lastName?: string;
  email?: string;
  password?: string;
  again?: string;
  birthday?: string;
}

async function submit(input: Input) {
  const user = userEvent.setup();
  if (input.firstName) await user.type(screen.getByLabelText('First name'), input.firstName);
  if (input.lastName) await user.type(screen.getByLabelText('Last name'), input.lastName);
  if (input.email) await user.type(screen.getByLabelText('Email'), input.email);
  if (input.password) await user.type(screen.getByLabelText('Password'), input.password);
  if (input.again) await user.type(screen.getByLabelText('Re-enter password'), input.again);
  if (input.birthday) await user.type(screen.getByLabelText('Birthday'), input.birthday);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

const valid = {
  firstName: 'Jade',
  lastName: 'Wu',
  email: 'jade@example.test',
  password: 'Oolong88',
  again: 'Oolong88',
};

test('required fields', async () => {
  const { calls } = mockFetch({});
  await renderInArea(<SignupPage />, { ...member, url: '/signup' });
  await submit({});
  expect(await screen.findByText('Please enter your first name')).toBeInTheDocument();
  expect(screen.getByText('Please enter your last name')).toBeInTheDocument();
  expect(screen.getByText('Please enter your email')).toBeInTheDocument();
  expect(screen.getByText('Please enter your password')).toBeInTheDocument();
  expect(screen.getByText('Re-entered password is required')).toBeInTheDocument();
  expect(calls).toHaveLength(0);
});

test.each([['abc12'], ['abcdefgh'], ['12345678']])(
  'password %s breaks the rule (6+ characters, letters and numbers)',
  async (password) => {
    mockFetch({});
    await renderInArea(<SignupPage />, { ...member, url: '/signup' });
    await submit({ ...valid, password, again: password });
    expect(
      await screen.findByText('Password must be 6+ characters, letters and numbers.'),
    ).toBeInTheDocument();
  },
);

test('the re-entered password must match', async () => {
  mockFetch({});
  await renderInArea(<SignupPage />, { ...member, url: '/signup' });
  await submit({ ...valid, again: 'Oolong89' });
  expect(
    await screen.findByText('Password is not same as re-entered password'),
  ).toBeInTheDocument();
});

test('invalid email, in Japanese', async () => {
  mockFetch({});
  await renderInArea(<SignupPage />, { ...member, url: '/jp/signup', locale: 'jp' });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('メールアドレス'), 'jade@');
  await user.type(screen.getByLabelText('パスワード'), 'Oolong88');
  await user.type(screen.getByLabelText('パスワード（確認）'), 'Oolong99');
  await user.click(screen.getByRole('button', { name: 'アカウントを作成' }));
  expect(await screen.findByText('有効なメールアドレスを入力してください')).toBeInTheDocument();
  expect(screen.getByText('パスワードと確認用パスワードが一致しません')).toBeInTheDocument();
});

test('registers with the email as username and signs in when the shop answers with a jwt', async () => {
  const { calls } = mockFetch({
    'POST /api/auth/local/register': () => json(200, { jwt: 'fresh', user: DEMO_USER }),
    'GET /api/users/me': () => json(200, DEMO_USER),
  });
  await renderInArea(<SignupPage />, { ...member, url: '/signup?redirect=%2Fcart' });
  await submit({ ...valid, birthday: '1990-04-02' });
  await waitFor(() => expect(window.location.pathname).toBe('/cart'));
  expect(calls[0]?.body).toEqual({
    username: 'jade@example.test',
    email: 'jade@example.test',
    password: 'Oolong88',
    firstName: 'Jade',
    lastName: 'Wu',
    birthday: '1990-04-02',
    locale: 'en',
  });
  expect(sessionCookie()).toBe('fresh');
});

test('without a jwt the member is asked to confirm the email, and can have the link sent again', async () => {
  const { calls } = mockFetch({
    'POST /api/auth/local/register': () => json(200, { user: { ...DEMO_USER, confirmed: false } }),
    'POST /api/auth/send-email-confirmation': () =>
      json(200, { email: 'jade@example.test', sent: true }),
  });
  await renderInArea(<SignupPage />, { ...member, url: '/signup' });
  await submit(valid);
  expect(await screen.findByText('Check your email')).toBeInTheDocument();
  expect(screen.getByText(/We sent an activation link to jade@example.test/)).toBeInTheDocument();
  expect(sessionCookie()).toBeNull();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Send the link again' }));
  expect(
    await screen.findByText('We sent a new activation link to jade@example.test.'),
  ).toBeInTheDocument();
  expect(calls[1]?.body).toEqual({ email: 'jade@example.test', locale: 'en' });
});

test('an email already taken is explained and the form keeps its values', async () => {
  mockFetch({
    'POST /api/auth/local/register': () =>
      strapiError(
        400,
        'ApplicationError',
        'Email or Username are already taken',
        'AUTH_EMAIL_TAKEN',
      ),
  });
  await renderInArea(<SignupPage />, { ...member, url: '/signup' });
  await submit(valid);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'An account with this email already exists.',
  );
  expect(screen.getByLabelText('First name')).toHaveValue('Jade');
  expect(screen.getByLabelText('Password')).toHaveValue('Oolong88');
});
