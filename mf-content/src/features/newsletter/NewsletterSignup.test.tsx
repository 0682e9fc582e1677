import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig } from '@teashop/contracts';
import { NewsletterSignup } from './NewsletterSignup';
import { renderInArea } from '@teashop/runtime/test-support';
import { content, json } from '../../test/area';

let fetchMock: jest.SpyInstance;
beforeAll(() => setRuntimeConfig({ cmsUrl: 'http://cms.test' }));
beforeEach(() => {
  fetchMock = jest.spyOn(globalThis, 'fetch');
});
afterEach(() => fetchMock.mockRestore());

describe('newsletter sign-up', () => {
  it('validates the email before sending anything', async () => {
    const user = userEvent.setup();
    await renderInArea(<NewsletterSignup title="Letters" text="Twice a month" />, { ...content });
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please enter your email')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'mei@teashop');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please enter a valid email account')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('subscribes in the page locale and thanks the visitor, also for a known address', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(async () =>
      json({ data: { email: 'mei@teashop.test', subscribed: true } }),
    );
    await renderInArea(<NewsletterSignup />, { ...content, locale: 'zh' });
    for (let i = 0; i < 2; i += 1) {
      await user.type(screen.getByLabelText('電子郵件'), 'Mei@TeaShop.test');
      await user.click(screen.getByRole('button', { name: '訂閱' }));
      expect(await screen.findByText('感謝您的訂閱！')).toBeInTheDocument();
      expect(screen.getByLabelText('電子郵件')).toHaveValue('');
    }
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://cms.test/api/newsletter-subscribers');
    expect(JSON.parse(init.body as string)).toEqual({
      data: { email: 'Mei@TeaShop.test', locale: 'zh-Hant' },
    });
  });

  it('says so when the subscription fails, keeping the address', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(new Response('', { status: 502 }));
    await renderInArea(<NewsletterSignup />, { ...content });
    await user.type(screen.getByLabelText('Email'), 'mei@teashop.test');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Something went wrong, please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('mei@teashop.test');
  });

  it('asks to wait when too many sign-ups came from here, keeping the address', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(
      json(
        {
          data: null,
          error: { status: 429, name: 'RateLimitError', message: 'Too many sign-ups' },
        },
        429,
      ),
    );
    await renderInArea(<NewsletterSignup />, { ...content, locale: 'jp' });
    await user.type(screen.getByLabelText('メールアドレス'), 'mei@teashop.test');
    await user.click(screen.getByRole('button', { name: '登録する' }));
    expect(
      await screen.findByText('登録の回数が多すぎます。数分後にもう一度お試しください。'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('メールアドレス')).toHaveValue('mei@teashop.test');
  });
});
