import type { Grecaptcha, RecaptchaRenderParams } from './types';

/**
 * Local stand-in for reCAPTCHA v2, used when no site key is configured (development, tests,
 * offline runs). Same browser API as `window.grecaptcha`; its "I'm not a robot" checkbox fetches a
 * token from the content backend's stand-in issuer, which the backend's stand-in siteverify
 * endpoint accepts (single use, two minutes).
 */

const TEXTS: Record<string, { label: string; failed: string; expired: string }> = {
  en: {
    label: "I'm not a robot",
    failed: 'Verification failed. Please try again.',
    expired: 'Verification expired. Check the checkbox again.',
  },
  'zh-TW': {
    label: '我不是機器人',
    failed: '驗證失敗，請再試一次。',
    expired: '驗證已過期，請重新勾選。',
  },
  ja: {
    label: '私はロボットではありません',
    failed: '確認できませんでした。もう一度お試しください。',
    expired: '確認の有効期限が切れました。もう一度チェックしてください。',
  },
};

/** Tokens are refreshed a little before the backend's two-minute validity ends. */
export const STANDIN_TOKEN_LIFETIME_MS = 110_000;

interface Widget {
  token: string;
  checkbox: HTMLInputElement;
  status: HTMLElement;
  params: RecaptchaRenderParams;
  timer?: ReturnType<typeof setTimeout>;
}

export interface StandInOptions {
  tokenUrl: string;
  hl?: string;
  fetchImpl?: typeof fetch;
  lifetimeMs?: number;
}

export function createStandInRecaptcha(options: StandInOptions): Grecaptcha {
  const texts = TEXTS[options.hl ?? 'en'] ?? (TEXTS.en as (typeof TEXTS)['en']);
  const fetchImpl = options.fetchImpl ?? ((input, init) => fetch(input, init));
  const widgets: Widget[] = [];

  const widget = (id?: number): Widget | undefined => widgets[id ?? 0];

  const clear = (w: Widget) => {
    if (w.timer) clearTimeout(w.timer);
    w.timer = undefined;
    w.token = '';
    w.checkbox.checked = false;
    w.checkbox.disabled = false;
    w.checkbox.removeAttribute('aria-busy');
  };

  const verify = async (w: Widget) => {
    w.checkbox.disabled = true;
    w.checkbox.setAttribute('aria-busy', 'true');
    w.status.textContent = '';
    try {
      const res = await fetchImpl(options.tokenUrl, { cache: 'no-store', credentials: 'omit' });
      if (!res.ok) throw new Error(`token ${res.status}`);
      const body = (await res.json()) as { token?: unknown };
      if (typeof body.token !== 'string' || !body.token) throw new Error('no token');
      w.token = body.token;
      w.checkbox.checked = true;
      w.checkbox.disabled = false;
      w.checkbox.removeAttribute('aria-busy');
      w.timer = setTimeout(() => {
        clear(w);
        w.status.textContent = texts.expired;
        w.params['expired-callback']?.();
      }, options.lifetimeMs ?? STANDIN_TOKEN_LIFETIME_MS);
      w.params.callback?.(w.token);
    } catch {
      clear(w);
      w.status.textContent = texts.failed;
      w.params['error-callback']?.();
    }
  };

  return {
    ready(callback) {
      callback();
    },
    render(container, params) {
      const host = typeof container === 'string' ? document.getElementById(container) : container;
      if (!host) throw new Error('reCAPTCHA placeholder element must be an element or id');
      const box = document.createElement('div');
      box.setAttribute('data-recaptcha-standin', '');
      box.style.cssText =
        'box-sizing:border-box;width:304px;max-width:100%;min-height:78px;padding:12px 14px;' +
        'display:flex;flex-direction:column;justify-content:center;gap:4px;background:#f9f9f9;' +
        'border:1px solid #d3d3d3;border-radius:3px;box-shadow:0 0 4px 1px rgba(0,0,0,.08);' +
        'font:14px Roboto,helvetica,arial,sans-serif;color:#222';
      const label = document.createElement('label');
      label.style.cssText = 'display:flex;align-items:center;gap:12px;cursor:pointer';
      const checkbox = document.createElement('input');
      checkbox.type = 'checkbox';
      checkbox.style.cssText = 'width:24px;height:24px;margin:0;cursor:pointer';
      if (params.tabindex !== undefined) checkbox.tabIndex = params.tabindex;
      const text = document.createElement('span');
      text.textContent = texts.label;
      label.append(checkbox, text);
      const status = document.createElement('span');
      status.setAttribute('role', 'status');
      status.style.cssText = 'font-size:12px;color:#b3261e';
      box.append(label, status);
      host.replaceChildren(box);

      const w: Widget = { token: '', checkbox, status, params };
      checkbox.addEventListener('change', () => {
        if (w.token) {
          // Like the real widget, a solved challenge cannot be unticked.
          checkbox.checked = true;
          return;
        }
        if (checkbox.checked) {
          // The tick only shows once the challenge is solved.
          checkbox.checked = false;
          void verify(w);
        }
      });
      widgets.push(w);
      return widgets.length - 1;
    },
    getResponse(widgetId) {
      return widget(widgetId)?.token ?? '';
    },
    reset(widgetId) {
      const w = widget(widgetId);
      if (!w) return;
      clear(w);
      w.status.textContent = '';
    },
  };
}
