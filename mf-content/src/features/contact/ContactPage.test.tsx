import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig } from '@teashop/contracts';
import { ContactPage } from './ContactPage';
import { createStandInRecaptcha } from './recaptcha/standin';
import { renderInArea } from '@teashop/runtime/test-support';
import { content, json } from '../../test/area';

let tokens = 0;
const tokenFetch = jest.fn(async () => json({ token: `standin.token-${++tokens}` }));

beforeAll(() => {
  setRuntimeConfig({ cmsUrl: 'http://cms.test' });
  // The page uses whatever reCAPTCHA API is on the window; here the local stand-in.
  window.grecaptcha = createStandInRecaptcha({
    tokenUrl: 'http://cms.test/api/captcha-standin/token',
    fetchImpl: tokenFetch as unknown as typeof fetch,
  });
});

let fetchMock: jest.SpyInstance;
beforeEach(() => {
  fetchMock = jest.spyOn(globalThis, 'fetch');
});
afterEach(() => fetchMock.mockRestore());

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Mei');
  await user.type(screen.getByLabelText('Last name'), 'Lin');
  await user.type(screen.getByLabelText('Contact number'), '0912 345 678');
  await user.type(screen.getByLabelText('Note'), 'Do you ship to Osaka?');
}

async function fillFormAndPassCaptcha(user: ReturnType<typeof userEvent.setup>) {
  await fillForm(user);
  await user.click(await screen.findByRole('checkbox', { name: "I'm not a robot" }));
  await waitFor(() =>
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).toBeChecked(),
  );
}

describe('contact page', () => {
  it('shows every required-field message and the reCAPTCHA message, sending nothing', async () => {
    const user = userEvent.setup();
    await renderInArea(<ContactPage />, { ...content, url: '/contact' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    for (const text of [
      'Please enter your first name',
      'Please enter your last name',
      'Please enter your contact number',
      'Please enter your note',
      'Please complete the reCAPTCHA.',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the message with the captcha token, then confirms and clears the form', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(json({ data: { ok: true } }));
    await renderInArea(<ContactPage />, { ...content, url: '/contact' });
    await fillFormAndPassCaptcha(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(
      await screen.findByText(
        'Your message has been sent successfully, we will contact with you soon!',
      ),
    ).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://cms.test/api/contact-messages');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      data: {
        firstName: 'Mei',
        lastName: 'Lin',
        contactNumber: '0912 345 678',
        note: 'Do you ship to Osaka?',
        locale: 'en',
      },
      captchaToken: `standin.token-${tokens}`,
    });
    expect(screen.getByLabelText('First name')).toHaveValue('');
    // Tokens are single use: the widget is reset for the next message.
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
  });

  it('keeps what was typed when sending fails', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(
      json(
        { error: { status: 500, name: 'InternalServerError', message: 'Internal Server Error' } },
        500,
      ),
    );
    await renderInArea(<ContactPage />, { ...content, url: '/contact' });
    await fillFormAndPassCaptcha(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Your message is failed to be sent.')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Mei');
    expect(screen.getByLabelText('Note')).toHaveValue('Do you ship to Osaka?');
  });

  it('says so when too many messages were sent, keeping what was typed', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(
      json(
        {
          error: {
            status: 429,
            name: 'RateLimitError',
            message: 'Too many messages, please try again later.',
          },
        },
        429,
      ),
    );
    await renderInArea(<ContactPage />, { ...content, url: '/contact' });
    await fillFormAndPassCaptcha(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(
      await screen.findByText(
        'You have sent several messages in a short time. Please try again in a few minutes.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Note')).toHaveValue('Do you ship to Osaka?');
  });

  it('asks for the reCAPTCHA again when the backend refuses the token (by its code, whatever its words)', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(
      json(
        {
          error: {
            status: 400,
            name: 'ValidationError',
            message: 'The captcha answer was not accepted.',
            details: { code: 'CAPTCHA_FAILED' },
          },
        },
        400,
      ),
    );
    await renderInArea(<ContactPage />, { ...content, url: '/contact' });
    await fillFormAndPassCaptcha(user);
    fireEvent.submit(
      screen.getByRole('button', { name: 'Send' }).closest('form') as HTMLFormElement,
    );

    expect(await screen.findByText('Please complete the reCAPTCHA.')).toBeInTheDocument();
    expect(screen.queryByText('Your message is failed to be sent.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Last name')).toHaveValue('Lin');
  });

  it('shows the messages in Japanese on /jp', async () => {
    const user = userEvent.setup();
    await renderInArea(<ContactPage />, { ...content, locale: 'jp', url: '/jp/contact' });
    await user.click(screen.getByRole('button', { name: '送信' }));
    expect(await screen.findByText('名を入力してください')).toBeInTheDocument();
    expect(screen.getByText('reCAPTCHA を完了してください。')).toBeInTheDocument();
  });
});
