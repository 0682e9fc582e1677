import { createStandInRecaptcha } from './standin';
import { recaptchaSource, GOOGLE_RECAPTCHA_SCRIPT, STANDIN_SITE_KEY } from './loadRecaptcha';

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('reCAPTCHA stand-in', () => {
  it('renders an "I\'m not a robot" checkbox whose tick yields a token from the issuer', async () => {
    const fetchImpl = jest.fn(async () => new Response(JSON.stringify({ token: 'standin.abc' })));
    const api = createStandInRecaptcha({
      tokenUrl: 'http://cms.test/api/captcha-standin/token',
      fetchImpl: fetchImpl as unknown as typeof fetch,
    });
    const host = document.body.appendChild(document.createElement('div'));
    const callback = jest.fn();
    const id = api.render(host, { sitekey: 'standin', callback });
    const checkbox = host.querySelector('input[type=checkbox]') as HTMLInputElement;
    expect(host.textContent).toContain("I'm not a robot");
    expect(api.getResponse(id)).toBe('');

    checkbox.click();
    await flush();
    await flush();
    expect(fetchImpl).toHaveBeenCalledWith(
      'http://cms.test/api/captcha-standin/token',
      expect.objectContaining({ cache: 'no-store' }),
    );
    expect(callback).toHaveBeenCalledWith('standin.abc');
    expect(api.getResponse(id)).toBe('standin.abc');
    expect(api.getResponse()).toBe('standin.abc');
    expect(checkbox.checked).toBe(true);

    api.reset(id);
    expect(api.getResponse(id)).toBe('');
    expect(checkbox.checked).toBe(false);
  });

  it('reports expiry and issuer failures like the real widget', async () => {
    jest.useFakeTimers();
    try {
      const fetchImpl = jest
        .fn()
        .mockResolvedValueOnce(new Response(JSON.stringify({ token: 'standin.t1' })))
        .mockResolvedValueOnce(new Response('nope', { status: 404 }));
      const api = createStandInRecaptcha({ tokenUrl: '/t', hl: 'ja', fetchImpl, lifetimeMs: 1000 });
      const host = document.body.appendChild(document.createElement('div'));
      const expired = jest.fn();
      const failed = jest.fn();
      const id = api.render(host, {
        sitekey: 'k',
        'expired-callback': expired,
        'error-callback': failed,
      });
      expect(host.textContent).toContain('私はロボットではありません');
      const checkbox = host.querySelector('input') as HTMLInputElement;
      checkbox.click();
      await jest.runAllTimersAsync();
      expect(expired).toHaveBeenCalled();
      expect(api.getResponse(id)).toBe('');

      checkbox.click();
      await jest.runAllTimersAsync();
      expect(failed).toHaveBeenCalled();
      expect(checkbox.checked).toBe(false);
      expect(api.getResponse(id)).toBe('');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('reCAPTCHA source', () => {
  it('uses Google with a site key, a configured script when given, else the bundled stand-in', () => {
    expect(recaptchaSource({ recaptchaSiteKey: 'site-key' })).toEqual({
      scriptUrl: GOOGLE_RECAPTCHA_SCRIPT,
      siteKey: 'site-key',
    });
    expect(
      recaptchaSource({ recaptchaSiteKey: '', recaptchaScriptUrl: 'http://localhost:9000/api.js' }),
    ).toEqual({
      scriptUrl: 'http://localhost:9000/api.js',
      siteKey: STANDIN_SITE_KEY,
    });
    expect(recaptchaSource({ recaptchaSiteKey: '', recaptchaScriptUrl: '' })).toEqual({
      scriptUrl: null,
      siteKey: STANDIN_SITE_KEY,
    });
  });
});
