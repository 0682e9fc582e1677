import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { type Locale, localizePath } from '@teashop/contracts';
import { authState } from '@teashop/runtime';
import { LoginPage } from '../login/LoginPage';
import { SignupPage } from '../signup/SignupPage';
import { renderInArea } from '@teashop/runtime/test-support';
import { mockFetch, member, resetSession, signedInAs } from '../../testing/renderPage';

beforeEach(() => resetSession());
afterEach(() => jest.restoreAllMocks());

/** The area's pages as the shell mounts them, with the account page as a marker. */
const pages = (
  <Routes>
    <Route path="/login" element={<LoginPage />} />
    <Route path="/signup" element={<SignupPage />} />
    <Route path="/member/account" element={<p>account page</p>} />
  </Routes>
);

describe.each<Locale>(['en', 'zh', 'jp'])('in %s', (locale) => {
  test.each(['/login', '/signup', '/login?redirect=%2Fcart'])(
    'a signed-in member opening %s goes to the member centre',
    async (path) => {
      signedInAs();
      mockFetch({});
      await renderInArea(pages, { ...member, url: localizePath(path, locale), locale });
      expect(await screen.findByText('account page')).toBeInTheDocument();
    },
  );
});

test('a visitor who is not signed in sees the log-in and sign-up forms', async () => {
  mockFetch({});
  await renderInArea(pages, { ...member, url: '/login' });
  expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  expect(screen.queryByText('account page')).not.toBeInTheDocument();
});

test('while the account is still loading, the page waits; once loaded, it moves on', async () => {
  signedInAs();
  authState.user = null;
  authState.status = 'loading';
  mockFetch({});
  await renderInArea(pages, { ...member, url: '/signup' });
  expect(screen.getByRole('button', { name: 'Create account' })).toBeInTheDocument();
  signedInAs();
  expect(await screen.findByText('account page')).toBeInTheDocument();
});
