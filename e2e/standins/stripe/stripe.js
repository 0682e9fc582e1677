/*
 * Stripe.js stand-in, served by the offline Stripe stand-in at /stripe.js (also /v3/ and
 * /endive/stripe.js). It defines `window.Stripe` with the part of Stripe.js the checkout page uses:
 * Stripe(publishableKey, { locale }) -> elements(), confirmPayment(), retrievePaymentIntent(), and
 * a Payment Element that renders a plain card form (no iframe) into its container.
 * `Stripe.version` is the release train of @stripe/stripe-js 10, so its `loadStripe` takes this
 * global as it is. API calls go to the server the script was loaded from, with the publishable key
 * and the PaymentIntent's client secret, as Stripe.js does.
 */
(() => {
  'use strict';

  if (typeof window === 'undefined') return;
  if (window.Stripe && window.Stripe.standin) return;

  const RELEASE_TRAIN = 'endive';
  const INJECTED_BASE = '__STRIPE_STANDIN_PUBLIC_URL__';
  const FIELDS = ['number', 'expiry', 'cvc'];

  /** The stand-in's base URL: where this script came from. */
  function baseUrl() {
    const script = typeof document !== 'undefined' ? document.currentScript : null;
    const src = script && script.src;
    if (src) {
      const url = new URL(src, window.location.href);
      const suffix = /\/(?:endive\/stripe\.js|v3\/stripe\.js|v3\/?|stripe\.js)$/;
      return url.origin + url.pathname.replace(suffix, '');
    }
    if (!INJECTED_BASE.startsWith('__STRIPE_STANDIN')) return INJECTED_BASE;
    return window.location.origin;
  }
  const BASE = baseUrl();

  // ---- texts ------------------------------------------------------------------------------

  const TEXTS = {
    en: {
      number: 'Card number',
      expiry: 'Expiration date',
      cvc: 'Security code',
      numberPlaceholder: '1234 1234 1234 1234',
      expiryPlaceholder: 'MM / YY',
      cvcPlaceholder: 'CVC',
      errors: {
        incomplete_number: 'Your card number is incomplete.',
        invalid_number: 'Your card number is invalid.',
        incomplete_expiry: "Your card's expiration date is incomplete.",
        invalid_expiry_month: "Your card's expiration date is invalid.",
        invalid_expiry_year: "Your card's expiration year is invalid.",
        invalid_expiry_month_past: "Your card's expiration date is in the past.",
        invalid_expiry_year_past: "Your card's expiration year is in the past.",
        incomplete_cvc: "Your card's security code is incomplete.",
        invalid_cvc: "Your card's security code is invalid.",
        not_mounted: 'The payment form is not on the page.',
      },
    },
    'zh-TW': {
      number: '卡號',
      expiry: '到期日',
      cvc: '安全碼',
      numberPlaceholder: '1234 1234 1234 1234',
      expiryPlaceholder: 'MM / YY',
      cvcPlaceholder: 'CVC',
      errors: {
        incomplete_number: '您的卡號不完整。',
        invalid_number: '您的卡號無效。',
        incomplete_expiry: '您的卡片到期日不完整。',
        invalid_expiry_month: '您的卡片到期日無效。',
        invalid_expiry_year: '您的卡片到期年份無效。',
        invalid_expiry_month_past: '您的卡片到期日已過。',
        invalid_expiry_year_past: '您的卡片到期年份已過。',
        incomplete_cvc: '您的卡片安全碼不完整。',
        invalid_cvc: '您的卡片安全碼無效。',
        not_mounted: '付款表單不在頁面上。',
      },
    },
    ja: {
      number: 'カード番号',
      expiry: '有効期限',
      cvc: 'セキュリティコード',
      numberPlaceholder: '1234 1234 1234 1234',
      expiryPlaceholder: 'MM / YY',
      cvcPlaceholder: 'CVC',
      errors: {
        incomplete_number: 'カード番号が不完全です。',
        invalid_number: 'カード番号が無効です。',
        incomplete_expiry: 'カードの有効期限が不完全です。',
        invalid_expiry_month: 'カードの有効期限が無効です。',
        invalid_expiry_year: 'カードの有効期限の年が無効です。',
        invalid_expiry_month_past: 'カードの有効期限が過ぎています。',
        invalid_expiry_year_past: 'カードの有効期限の年が過ぎています。',
        incomplete_cvc: 'カードのセキュリティコードが不完全です。',
        invalid_cvc: 'カードのセキュリティコードが無効です。',
        not_mounted: '支払いフォームがページにありません。',
      },
    },
  };

  /** Stripe's locale option ('auto', 'en', 'zh-TW', 'ja', …) to one of the texts above. */
  function textsFor(locale) {
    const value = locale && locale !== 'auto' ? String(locale) : navigator.language || 'en';
    const lower = value.toLowerCase();
    if (lower.startsWith('zh')) return TEXTS['zh-TW'];
    if (lower.startsWith('ja')) return TEXTS.ja;
    return TEXTS.en;
  }

  // ---- errors -----------------------------------------------------------------------------

  class IntegrationError extends Error {
    constructor(message) {
      super(message);
      this.name = 'IntegrationError';
    }
  }

  const connectionError = () => ({
    type: 'api_connection_error',
    message: 'An error occurred with our connection to Stripe. Please try again.',
  });

  // ---- cards ------------------------------------------------------------------------------

  const digitsOf = (value) => String(value || '').replace(/\D/g, '');

  function brandOf(digits) {
    if (!digits) return 'unknown';
    const two = Number(digits.slice(0, 2));
    const four = Number(digits.slice(0, 4));
    if (digits.startsWith('4')) return 'visa';
    if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
    if (two === 34 || two === 37) return 'amex';
    if (digits.startsWith('6011') || digits.startsWith('65') || (four >= 6440 && four <= 6499)) {
      return 'discover';
    }
    if (two === 35) return 'jcb';
    if (two === 36 || two === 38 || two === 39 || (four >= 3000 && four <= 3059)) return 'diners';
    if (two === 62) return 'unionpay';
    return 'unknown';
  }

  function numberLengths(brand) {
    if (brand === 'amex') return [15];
    if (brand === 'diners') return [14, 16];
    if (brand === 'unionpay') return [16, 17, 18, 19];
    return [16];
  }

  const cvcLength = (brand) => (brand === 'amex' ? 4 : 3);

  function luhn(digits) {
    let sum = 0;
    for (let i = 0; i < digits.length; i += 1) {
      let d = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) {
        d *= 2;
        if (d > 9) d -= 9;
      }
      sum += d;
    }
    return sum % 10 === 0;
  }

  /** Groups of four digits (4-6-5 for American Express and 14-digit Diners Club cards). */
  function formatNumber(raw) {
    const all = digitsOf(raw);
    const brand = brandOf(all);
    const lengths = numberLengths(brand);
    const digits = all.slice(0, lengths[lengths.length - 1]);
    const groups =
      brand === 'amex' || (brand === 'diners' && digits.length <= 14) ? [4, 6, 5] : [4, 4, 4, 4, 3];
    const parts = [];
    let at = 0;
    for (const size of groups) {
      if (at >= digits.length) break;
      parts.push(digits.slice(at, at + size));
      at += size;
    }
    return parts.join(' ');
  }

  /** 'MM / YY'; a first digit above 1 is a month of its own ('4' → '04 / '). */
  function formatExpiry(raw, inserting) {
    let digits = digitsOf(raw).slice(0, 4);
    if (digits.length === 1 && digits > '1') digits = `0${digits}`;
    if (digits.length > 2) return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
    if (digits.length === 2 && inserting) return `${digits} / `;
    return digits;
  }

  /** The problem of each field, as the codes of Stripe's element errors, or null. */
  function problems(values) {
    const found = { number: null, expiry: null, cvc: null };
    const number = digitsOf(values.number);
    const brand = brandOf(number);
    const lengths = numberLengths(brand);
    if (number.length < lengths[0]) found.number = 'incomplete_number';
    else if (!lengths.includes(number.length) || !luhn(number) || brand === 'unknown') {
      found.number = 'invalid_number';
    }

    const expiry = digitsOf(values.expiry);
    if (expiry.length < 4) found.expiry = 'incomplete_expiry';
    else {
      const month = Number(expiry.slice(0, 2));
      const year = 2000 + Number(expiry.slice(2, 4));
      const today = new Date();
      const thisYear = today.getFullYear();
      if (month < 1 || month > 12) found.expiry = 'invalid_expiry_month';
      else if (year < thisYear) found.expiry = 'invalid_expiry_year_past';
      else if (year === thisYear && month < today.getMonth() + 1) {
        found.expiry = 'invalid_expiry_month_past';
      } else if (year > thisYear + 50) found.expiry = 'invalid_expiry_year';
    }

    const cvc = digitsOf(values.cvc);
    const need = cvcLength(brand);
    if (cvc.length < need) found.cvc = 'incomplete_cvc';
    else if (cvc.length > need) found.cvc = 'invalid_cvc';
    return found;
  }

  // ---- styles -----------------------------------------------------------------------------

  const STYLE_ID = '__standin-stripe-style';
  // Every rule is scoped to the element's root class, so nothing leaks into the page.
  const STYLE = `
.__standin-pe { box-sizing: border-box; width: 100%; max-width: 100%; margin: 0; padding: 0;
  font-family: var(--__standin-font, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
  font-size: max(16px, var(--__standin-font-size, 16px)); line-height: 1.4;
  color: var(--__standin-text, #30313d); text-align: start; }
.__standin-pe *, .__standin-pe *::before, .__standin-pe *::after { box-sizing: border-box; }
.__standin-pe .__standin-row { display: flex; flex-wrap: wrap; gap: 0 12px; margin: 0; padding: 0; }
.__standin-pe .__standin-field { flex: 1 1 140px; min-width: 0; margin: 0 0 12px; padding: 0; }
.__standin-pe .__standin-field-wide { flex-basis: 100%; }
.__standin-pe .__standin-label { display: block; margin: 0 0 4px; padding: 0; font-size: 0.9375em;
  font-weight: 500; color: inherit; }
.__standin-pe .__standin-input { display: block; width: 100%; min-height: 44px; margin: 0;
  padding: 10px 12px; font-family: inherit; font-size: max(16px, 1em); line-height: 1.4;
  color: inherit; background: var(--__standin-bg, #fff); border: 1px solid #6b7280;
  border-radius: var(--__standin-radius, 6px); box-shadow: none; -webkit-appearance: none;
  appearance: none; }
.__standin-pe .__standin-input::placeholder { color: #6b7280; opacity: 1; }
.__standin-pe .__standin-input:focus { border-color: var(--__standin-primary, #0570de);
  outline: 2px solid var(--__standin-primary, #0570de); outline-offset: 1px; }
.__standin-pe .__standin-input[aria-invalid='true'] { border-color: var(--__standin-danger, #b3261e); }
.__standin-pe .__standin-input[aria-invalid='true']:focus {
  outline-color: var(--__standin-danger, #b3261e); }
.__standin-pe .__standin-error { margin: 4px 0 0; padding: 0; font-size: 0.875em;
  color: var(--__standin-danger, #b3261e); }
.__standin-pe .__standin-error:empty { display: none; }
`;

  function ensureStyle() {
    if (document.getElementById(STYLE_ID)) return;
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = STYLE;
    (document.head || document.documentElement).appendChild(style);
  }

  /** Variables of Stripe's Appearance API, as custom properties on the element's root. */
  const APPEARANCE = {
    colorPrimary: '--__standin-primary',
    colorBackground: '--__standin-bg',
    colorText: '--__standin-text',
    colorDanger: '--__standin-danger',
    fontFamily: '--__standin-font',
    fontSizeBase: '--__standin-font-size',
    borderRadius: '--__standin-radius',
  };

  function applyAppearance(root, appearance) {
    const variables = (appearance && appearance.variables) || {};
    for (const [name, property] of Object.entries(APPEARANCE)) {
      const value = variables[name];
      if (typeof value === 'string' && value) root.style.setProperty(property, value);
    }
  }

  // ---- the Payment Element ----------------------------------------------------------------

  let elementCount = 0;

  class PaymentElement {
    constructor(group, options) {
      elementCount += 1;
      this._group = group;
      this._options = { ...(options || {}) };
      this._prefix = `__standin-${elementCount}`;
      this._handlers = {};
      this._values = { number: '', expiry: '', cvc: '' };
      this._shown = { number: null, expiry: null, cvc: null };
      this._root = null;
      this._inputs = {};
      this._errors = {};
      this._labels = {};
      this._focused = false;
      this._destroyed = false;
    }

    _alive() {
      if (this._destroyed) {
        throw new IntegrationError(
          'This Element has already been destroyed. Please create a new one.',
        );
      }
    }

    _texts() {
      return textsFor(this._group._options.locale);
    }

    _emit(type, payload) {
      const event = { elementType: 'payment', ...(payload || {}) };
      for (const handler of [...(this._handlers[type] || [])]) {
        try {
          handler(event);
        } catch (error) {
          setTimeout(() => {
            throw error;
          }, 0);
        }
      }
    }

    on(type, handler) {
      this._alive();
      if (typeof handler !== 'function') {
        throw new IntegrationError(`on(): the handler of "${type}" must be a function.`);
      }
      (this._handlers[type] = this._handlers[type] || []).push(handler);
      return this;
    }

    once(type, handler) {
      const wrapper = (event) => {
        this.off(type, wrapper);
        handler(event);
      };
      return this.on(type, wrapper);
    }

    off(type, handler) {
      if (!type) this._handlers = {};
      else if (!handler) delete this._handlers[type];
      else this._handlers[type] = (this._handlers[type] || []).filter((h) => h !== handler);
      return this;
    }

    _build() {
      ensureStyle();
      const root = document.createElement('div');
      root.className = '__standin-pe';
      root.setAttribute('data-standin', 'payment-element');
      applyAppearance(root, this._group._options.appearance);
      const row = document.createElement('div');
      row.className = '__standin-row';
      root.appendChild(row);

      const autocomplete = { number: 'cc-number', expiry: 'cc-exp', cvc: 'cc-csc' };
      for (const name of FIELDS) {
        const id = `${this._prefix}-${name}`;
        const field = document.createElement('div');
        field.className = `__standin-field${name === 'number' ? ' __standin-field-wide' : ''}`;
        const label = document.createElement('label');
        label.className = '__standin-label';
        label.htmlFor = id;
        const input = document.createElement('input');
        input.className = '__standin-input';
        input.id = id;
        input.type = 'text';
        input.inputMode = 'numeric';
        input.autocomplete = autocomplete[name];
        input.spellcheck = false;
        input.setAttribute('autocorrect', 'off');
        input.setAttribute('aria-invalid', 'false');
        input.setAttribute('aria-describedby', `${id}-error`);
        input.setAttribute('data-field', name);
        input.value = this._values[name];
        const error = document.createElement('p');
        error.className = '__standin-error';
        error.id = `${id}-error`;
        error.setAttribute('aria-live', 'polite');
        field.append(label, input, error);
        row.appendChild(field);
        this._inputs[name] = input;
        this._errors[name] = error;
        this._labels[name] = label;
        input.addEventListener('input', (event) => this._onInput(name, event));
        input.addEventListener('blur', () => this._onBlur(name));
      }

      root.addEventListener('focusin', () => {
        if (this._focused) return;
        this._focused = true;
        this._emit('focus');
      });
      root.addEventListener('focusout', (event) => {
        if (event.relatedTarget && root.contains(event.relatedTarget)) return;
        this._focused = false;
        this._emit('blur');
      });
      this._root = root;
      this._relabel();
    }

    /** Labels, placeholders and visible error texts in the current locale. */
    _relabel() {
      if (!this._root) return;
      const texts = this._texts();
      for (const name of FIELDS) {
        this._labels[name].textContent = texts[name];
        this._inputs[name].placeholder = texts[`${name}Placeholder`];
        const code = this._shown[name];
        this._errors[name].textContent = code ? texts.errors[code] : '';
      }
    }

    _show(name, code) {
      this._shown[name] = code || null;
      if (!this._root) return;
      this._inputs[name].setAttribute('aria-invalid', code ? 'true' : 'false');
      this._errors[name].textContent = code ? this._texts().errors[code] : '';
    }

    _format(name, raw, inserting) {
      if (name === 'number') return formatNumber(raw);
      if (name === 'expiry') return formatExpiry(raw, inserting);
      const brand = brandOf(digitsOf(this._values.number));
      return digitsOf(raw).slice(0, brand === 'unknown' ? 4 : cvcLength(brand));
    }

    _onInput(name, event) {
      const input = this._inputs[name];
      const raw = input.value;
      const caret = input.selectionStart == null ? raw.length : input.selectionStart;
      const digitsBefore = digitsOf(raw.slice(0, caret)).length;
      const inserting = !event || !event.inputType || !event.inputType.startsWith('delete');
      const formatted = this._format(name, raw, inserting);
      this._values[name] = formatted;
      if (formatted !== raw) {
        input.value = formatted;
        let position = formatted.length;
        if (caret < raw.length) {
          // Keep the caret after the same digit.
          let seen = 0;
          position = 0;
          while (position < formatted.length && seen < digitsBefore) {
            if (/\d/.test(formatted[position])) seen += 1;
            position += 1;
          }
        }
        try {
          input.setSelectionRange(position, position);
        } catch {
          // the input cannot take a selection right now
        }
      }
      if (name === 'number' && this._values.cvc) {
        // Another brand may take a shorter security code.
        const cvc = this._format('cvc', this._values.cvc, true);
        if (cvc !== this._values.cvc) {
          this._values.cvc = cvc;
          this._inputs.cvc.value = cvc;
        }
      }
      // While typing, a complete but wrong value shows its error at once; an incomplete value
      // waits until the shopper leaves the field.
      const code = problems(this._values)[name];
      this._show(name, code && code.startsWith('invalid') ? code : null);
      this._changed();
    }

    _onBlur(name) {
      // An empty field shows nothing on leaving it (but keeps an error that submit() showed).
      if (!this._values[name]) return;
      this._show(name, problems(this._values)[name]);
      this._changed();
    }

    _state() {
      const found = problems(this._values);
      return {
        found,
        empty: FIELDS.every((name) => !this._values[name]),
        complete: FIELDS.every((name) => !found[name]),
      };
    }

    _changed() {
      const state = this._state();
      const payload = {
        complete: state.complete,
        empty: state.empty,
        collapsed: false,
        value: { type: 'card' },
      };
      const shown = FIELDS.map((name) => this._shown[name]).find(Boolean);
      if (shown) {
        payload.error = {
          type: 'validation_error',
          code: shown,
          message: this._texts().errors[shown],
        };
      }
      this._emit('change', payload);
    }

    /** Checks the form as on submit: every problem shows, the first field with one gets focus. */
    _validate() {
      const { found } = this._state();
      for (const name of FIELDS) this._show(name, found[name]);
      this._changed();
      const first = FIELDS.find((name) => found[name]);
      if (!first) return null;
      if (this._root) this._inputs[first].focus();
      const code = found[first];
      return { type: 'validation_error', code, message: this._texts().errors[code] };
    }

    /** The card as the confirm request sends it. */
    _card() {
      const expiry = digitsOf(this._values.expiry);
      return {
        number: digitsOf(this._values.number),
        exp_month: String(Number(expiry.slice(0, 2))),
        exp_year: String(2000 + Number(expiry.slice(2, 4))),
        cvc: digitsOf(this._values.cvc),
      };
    }

    _mounted() {
      return Boolean(this._root && this._root.isConnected);
    }

    mount(target) {
      this._alive();
      const container = typeof target === 'string' ? document.querySelector(target) : target;
      if (!container || typeof container.appendChild !== 'function') {
        throw new IntegrationError(
          `The selector you specified (${String(target)}) applies to no DOM elements that are ` +
            'currently on the page. Make sure the element exists on the page before calling mount().',
        );
      }
      if (!this._root) this._build();
      container.appendChild(this._root);
      setTimeout(() => {
        if (this._mounted()) this._emit('ready');
      }, 0);
      return this;
    }

    unmount() {
      this._alive();
      if (this._root) this._root.remove();
      return this;
    }

    destroy() {
      if (this._destroyed) return this;
      if (this._root) this._root.remove();
      this._root = null;
      this._destroyed = true;
      this._handlers = {};
      if (this._group._payment === this) this._group._payment = null;
      return this;
    }

    focus() {
      this._alive();
      if (this._root) this._inputs.number.focus();
      return this;
    }

    blur() {
      this._alive();
      const active = document.activeElement;
      if (this._root && active && this._root.contains(active)) active.blur();
      return this;
    }

    clear() {
      this._alive();
      for (const name of FIELDS) {
        this._values[name] = '';
        if (this._root) this._inputs[name].value = '';
        this._show(name, null);
      }
      this._changed();
      return this;
    }

    collapse() {
      this._alive();
      return this;
    }

    update(options) {
      this._alive();
      Object.assign(this._options, options || {});
      return this;
    }
  }

  // ---- Elements -----------------------------------------------------------------------------

  class Elements {
    constructor(stripe, options) {
      this._stripe = stripe;
      this._options = { ...(options || {}) };
      this._payment = null;
      this._submitted = false;
    }

    create(type, options) {
      if (type !== 'payment') {
        throw new IntegrationError(
          `The Stripe stand-in provides the "payment" Element only, not "${String(type)}".`,
        );
      }
      if (this._payment) throw new IntegrationError('Can only create one Element of type payment.');
      this._payment = new PaymentElement(this, options);
      return this._payment;
    }

    getElement(type) {
      return type === 'payment' ? this._payment : null;
    }

    update(options) {
      const next = options || {};
      Object.assign(this._options, next);
      const element = this._payment;
      if (element && element._root) {
        if (next.locale !== undefined) element._relabel();
        if (next.appearance) applyAppearance(element._root, next.appearance);
      }
      return this;
    }

    submit() {
      const element = this._payment;
      if (!element || !element._mounted()) {
        const message = textsFor(this._options.locale).errors.not_mounted;
        return Promise.resolve({
          error: { type: 'validation_error', code: 'not_mounted', message },
        });
      }
      const error = element._validate();
      this._submitted = !error;
      return Promise.resolve(error ? { error } : { selectedPaymentMethod: 'card' });
    }

    fetchUpdates() {
      const secret = this._options.clientSecret;
      if (!secret) return Promise.resolve({});
      return this._stripe.retrievePaymentIntent(secret).then((result) => {
        if (result.error) return { error: result.error };
        this._options.amount = result.paymentIntent.amount;
        this._options.currency = result.paymentIntent.currency;
        return {};
      });
    }
  }

  // ---- Stripe -------------------------------------------------------------------------------

  /** Stripe's form encoding: a[b][c]=… */
  function encode(value, prefix, out) {
    if (value === undefined || value === null) return out;
    if (Array.isArray(value)) value.forEach((item, i) => encode(item, `${prefix}[${i}]`, out));
    else if (typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        encode(item, prefix ? `${prefix}[${key}]` : key, out);
      }
    } else out.append(prefix, String(value));
    return out;
  }

  const intentId = (clientSecret) => String(clientSecret).split('_secret_')[0];
  const isClientSecret = (value) => typeof value === 'string' && value.includes('_secret_');

  /** return_url with the query parameters Stripe appends when it redirects there. */
  function returnLocation(url, intent, status) {
    const target = new URL(url, window.location.href);
    target.searchParams.set('payment_intent', intent.id);
    target.searchParams.set('payment_intent_client_secret', intent.client_secret);
    target.searchParams.set('redirect_status', status);
    return target.toString();
  }

  /** A promise that never settles: the page is going away. */
  const leaving = () => new Promise(() => {});

  function Stripe(publishableKey, options) {
    if (typeof publishableKey !== 'string' || !publishableKey) {
      throw new IntegrationError(
        'Please call Stripe() with your publishable key. You used an empty string.',
      );
    }
    if (publishableKey.startsWith('sk_')) {
      throw new IntegrationError(
        'You should not use your secret key with Stripe.js. Please pass a publishable key instead.',
      );
    }
    const settings = { ...(options || {}) };

    async function request(method, path, params) {
      const form = encode(params, '', new URLSearchParams()).toString();
      try {
        const response = await fetch(`${BASE}${path}${method === 'GET' ? `?${form}` : ''}`, {
          method,
          headers: {
            Authorization: `Bearer ${publishableKey}`,
            ...(method === 'POST' ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
          },
          body: method === 'POST' ? form : undefined,
        });
        const json = await response.json();
        return response.ok ? { data: json } : { error: json.error || connectionError() };
      } catch {
        return { error: connectionError() };
      }
    }

    const stripe = {
      elements(elementsOptions) {
        const opts = elementsOptions || {};
        if (opts.mode !== undefined) {
          if (opts.mode !== 'payment') {
            throw new IntegrationError(
              'The Stripe stand-in supports elements({ mode: "payment" }).',
            );
          }
          for (const name of ['amount', 'currency']) {
            if (opts[name] === undefined) {
              throw new IntegrationError(
                `elements(): \`${name}\` is required with mode "payment".`,
              );
            }
          }
        }
        return new Elements(stripe, { locale: settings.locale, ...opts });
      },

      async confirmPayment(confirmOptions) {
        const opts = confirmOptions || {};
        const group = opts.elements;
        if (!(group instanceof Elements)) {
          throw new IntegrationError(
            'stripe.confirmPayment(): pass the `elements` the Payment Element was created from.',
          );
        }
        const clientSecret = opts.clientSecret || group._options.clientSecret;
        if (!isClientSecret(clientSecret)) {
          throw new IntegrationError(
            'stripe.confirmPayment(): the `clientSecret` of a PaymentIntent is required.',
          );
        }
        const redirect = opts.redirect || 'always';
        if (redirect !== 'always' && redirect !== 'if_required') {
          throw new IntegrationError(
            'stripe.confirmPayment(): `redirect` must be "always" or "if_required".',
          );
        }
        const { payment_method_data: extra, ...confirmParams } = opts.confirmParams || {};
        const returnUrl = confirmParams.return_url;
        if (redirect === 'always' && !returnUrl) {
          throw new IntegrationError(
            'stripe.confirmPayment(): the `confirmParams.return_url` argument is required unless ' +
              'passing `redirect: "if_required"`.',
          );
        }
        if (group._options.mode && !group._submitted) {
          throw new IntegrationError(
            'elements.submit() must be called before stripe.confirmPayment(). Call ' +
              'elements.submit() as soon as your customer presses pay, prior to any asynchronous ' +
              'work.',
          );
        }
        group._submitted = false;
        const element = group._payment;
        if (!element || !element._mounted()) return group.submit();
        const invalid = element._validate();
        if (invalid) return { error: invalid };

        const result = await request(
          'POST',
          `/v1/payment_intents/${intentId(clientSecret)}/confirm`,
          {
            ...confirmParams,
            payment_method_data: { ...(extra || {}), type: 'card', card: element._card() },
            client_secret: clientSecret,
          },
        );
        if (result.error) return { error: result.error };
        const intent = result.data;
        const next = intent.next_action;
        if (intent.status === 'requires_action' && next && next.type === 'redirect_to_url') {
          // Stripe.js shows the card issuer's check in a modal; the stand-in goes to its test page,
          // which sends the shopper back to return_url as redirect-based payments do.
          window.location.assign(next.redirect_to_url.url);
          return leaving();
        }
        if (intent.status === 'succeeded' || intent.status === 'processing') {
          if (redirect === 'if_required') return { paymentIntent: intent };
          window.location.assign(returnLocation(returnUrl, intent, 'succeeded'));
          return leaving();
        }
        return {
          error: intent.last_payment_error || {
            type: 'invalid_request_error',
            message: `The payment could not be confirmed (status ${intent.status}).`,
            payment_intent: intent,
          },
        };
      },

      async retrievePaymentIntent(clientSecret) {
        if (!isClientSecret(clientSecret)) {
          throw new IntegrationError('retrievePaymentIntent(): a client secret is required.');
        }
        const result = await request('GET', `/v1/payment_intents/${intentId(clientSecret)}`, {
          client_secret: clientSecret,
        });
        return result.error ? { error: result.error } : { paymentIntent: result.data };
      },

      _registerWrapper() {},
      registerAppInfo() {},
    };
    return stripe;
  }

  Stripe.version = RELEASE_TRAIN;
  Stripe.standin = true;
  window.Stripe = Stripe;
})();
