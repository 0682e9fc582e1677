import { localizePath } from '@teashop/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@teashop/contracts';
import { SignupPage } from '../signup/SignupPage';
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
import { localToday } from './schemas';

beforeEach(() => {
  resetSession();
  window.history.replaceState(null, '', '/signup');
});
afterEach(() => jest.restoreAllMocks());

const TEXT = {
  en: {
    firstName: 'First name',
    birthday: 'Birthday',
    submit: 'Create account',
    future: 'Your birthday cannot be in the future',
    early: 'Please enter a birthday on or after January 1, 1900',
  },
  zh: {
    firstName: '名字',
    birthday: '生日',
    submit: '建立帳戶',
    future: '生日不能是未來的日期',
    early: '請輸入 1900 年 1 月 1 日或之後的生日',
  },
  jp: {
    firstName: '名',
    birthday: '生年月日',
    submit: 'アカウントを作成',
    future: '生年月日に未来の日付は指定できません',
    early: '1900年1月1日以降の日付を入力してください',
  },
} satisfies Record<Locale, Record<string, string>>;

describe.each<Locale>(['en', 'zh', 'jp'])('sign-up in %s', (locale) => {
  const t = TEXT[locale];
  test('a birthday in the future or before 1900 is refused with a message; the rest stays', async () => {
    const { calls } = mockFetch({});
    await renderInArea(<SignupPage />, { ...member, url: localizePath('/signup', locale), locale });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(t.firstName), 'Jade');
    await user.type(screen.getByLabelText(t.birthday), '2099-01-01');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.future)).toBeInTheDocument();
    expect(screen.getByLabelText(t.firstName)).toHaveValue('Jade');

    await user.clear(screen.getByLabelText(t.birthday));
    await user.type(screen.getByLabelText(t.birthday), '1899-12-31');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.early)).toBeInTheDocument();
    expect(screen.getByLabelText(t.firstName)).toHaveValue('Jade');
    expect(calls).toHaveLength(0);
  });
});

describe('account form', () => {
  async function editBirthday(value: string) {
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const form = screen.getByTestId('profile-form');
    await user.clear(within(form).getByLabelText('First name'));
    await user.type(within(form).getByLabelText('First name'), 'Jade');
    await user.clear(within(form).getByLabelText('Birthday'));
    await user.type(within(form).getByLabelText('Birthday'), value);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    return form;
  }

  test('a future birthday is refused before anything is sent; what was typed stays', async () => {
    signedInAs();
    const { calls } = mockFetch({});
    await renderInArea(<AccountPage />, { ...member, url: '/member/account' });
    const form = await editBirthday('2099-01-01');
    expect(await within(form).findByText(TEXT.en.future)).toBeInTheDocument();
    expect(within(form).getByLabelText('First name')).toHaveValue('Jade');
    expect(calls).toHaveLength(0);
  });

  test("the server's refusal is shown on the birthday field, in the page's language", async () => {
    signedInAs();
    mockFetch({
      'PUT /api/users/me': () =>
        json(400, {
          data: null,
          error: {
            status: 400,
            name: 'ValidationError',
            message: 'Birthday cannot be in the future',
            details: { fields: ['birthday'], code: 'PROFILE_BIRTHDAY_FUTURE' },
          },
        }),
    });
    await renderInArea(<AccountPage />, { ...member, url: '/member/account' });
    const form = await editBirthday(localToday());
    expect(await within(form).findByText(TEXT.en.future)).toBeInTheDocument();
    expect(within(form).getByLabelText('Birthday')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('First name')).toHaveValue('Jade');
    expect(screen.queryByText('Something went wrong, please try again.')).not.toBeInTheDocument();
  });

  test('other errors still read as a message above the form', async () => {
    signedInAs({ ...DEMO_USER });
    mockFetch({ 'PUT /api/users/me': () => strapiError(500, 'InternalServerError', 'Boom') });
    await renderInArea(<AccountPage />, { ...member, url: '/member/account' });
    await editBirthday('1990-01-01');
    expect(await screen.findByText('Something went wrong, please try again.')).toBeInTheDocument();
  });
});
