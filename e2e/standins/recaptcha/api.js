/*
 * Offline stand-in for Google's reCAPTCHA v2 script (https://www.google.com/recaptcha/api.js),
 * for runs without internet. Serve it and point the storefront's RECAPTCHA_SCRIPT_URL at it.
 *
 * Same loading contract as Google's script: `?onload=<callback>&render=explicit&hl=<lang>`, then
 * `window.grecaptcha` with ready / render / getResponse / reset. Ticking "I'm not a robot" fetches a
 * single-use token from the content backend's stand-in issuer (GET /api/captcha-standin/token),
 * which its stand-in siteverify endpoint accepts. The issuer URL is the `token` query parameter of
 * this script, else `<cmsUrl>/api/captcha-standin/token` from the storefront's runtime config
 * (the shop's own origin when cmsUrl is empty).
 */
(function () {
  'use strict';
  var script = document.currentScript;
  var params = new URL(script && script.src ? script.src : location.href).searchParams;
  var config = window.__TEASHOP_CONFIG__ || {};
  var tokenUrl =
    params.get('token') ||
    // an empty cmsUrl is the shop's own origin, which forwards /api to the content backend
    String(typeof config.cmsUrl === 'string' ? config.cmsUrl : 'http://localhost:1337').replace(
      /\/$/,
      '',
    ) + '/api/captcha-standin/token';
  var texts = {
    en: [
      "I'm not a robot",
      'Verification failed. Please try again.',
      'Verification expired. Check the checkbox again.',
    ],
    'zh-TW': ['我不是機器人', '驗證失敗，請再試一次。', '驗證已過期，請重新勾選。'],
    ja: [
      '私はロボットではありません',
      '確認できませんでした。もう一度お試しください。',
      '確認の有効期限が切れました。もう一度チェックしてください。',
    ],
  }[params.get('hl') || 'en'] || [
    "I'm not a robot",
    'Verification failed. Please try again.',
    'Verification expired. Check the checkbox again.',
  ];
  var LIFETIME_MS = 110000;
  var widgets = [];

  function clear(w) {
    clearTimeout(w.timer);
    w.token = '';
    w.checkbox.checked = false;
    w.checkbox.disabled = false;
  }

  function verify(w) {
    w.checkbox.disabled = true;
    w.status.textContent = '';
    fetch(tokenUrl, { cache: 'no-store', credentials: 'omit' })
      .then(function (res) {
        if (!res.ok) throw new Error('token ' + res.status);
        return res.json();
      })
      .then(function (body) {
        if (!body || typeof body.token !== 'string' || !body.token) throw new Error('no token');
        w.token = body.token;
        w.checkbox.checked = true;
        w.checkbox.disabled = false;
        w.timer = setTimeout(function () {
          clear(w);
          w.status.textContent = texts[2];
          if (w.params['expired-callback']) w.params['expired-callback']();
        }, LIFETIME_MS);
        if (w.params.callback) w.params.callback(w.token);
      })
      .catch(function () {
        clear(w);
        w.status.textContent = texts[1];
        if (w.params['error-callback']) w.params['error-callback']();
      });
  }

  var api = {
    ready: function (callback) {
      callback();
    },
    render: function (container, renderParams) {
      var host = typeof container === 'string' ? document.getElementById(container) : container;
      if (!host) throw new Error('reCAPTCHA placeholder element must be an element or id');
      var box = document.createElement('div');
      box.setAttribute('data-recaptcha-standin', 'script');
      box.style.cssText =
        'box-sizing:border-box;width:304px;max-width:100%;min-height:78px;padding:12px 14px;display:flex;' +
        'flex-direction:column;justify-content:center;gap:4px;background:#f9f9f9;border:1px solid #d3d3d3;' +
        'border-radius:3px;font:14px Roboto,helvetica,arial,sans-serif;color:#222';
      var label = document.createElement('label');
      label.style.cssText = 'display:flex;align-items:center;gap:12px;cursor:pointer';
      var checkbox = document.createElement('input');
      checkbox.type = 'checkbox';
      checkbox.style.cssText = 'width:24px;height:24px;margin:0';
      var text = document.createElement('span');
      text.textContent = texts[0];
      label.appendChild(checkbox);
      label.appendChild(text);
      var status = document.createElement('span');
      status.setAttribute('role', 'status');
      status.style.cssText = 'font-size:12px;color:#b3261e';
      box.appendChild(label);
      box.appendChild(status);
      host.replaceChildren(box);
      var w = {
        token: '',
        checkbox: checkbox,
        status: status,
        params: renderParams || {},
        timer: undefined,
      };
      checkbox.addEventListener('change', function () {
        if (w.token) {
          checkbox.checked = true;
          return;
        }
        if (checkbox.checked) {
          // The tick only shows once the challenge is solved.
          checkbox.checked = false;
          verify(w);
        }
      });
      widgets.push(w);
      return widgets.length - 1;
    },
    getResponse: function (id) {
      var w = widgets[id || 0];
      return w ? w.token : '';
    },
    reset: function (id) {
      var w = widgets[id || 0];
      if (w) {
        clear(w);
        w.status.textContent = '';
      }
    },
  };

  window.grecaptcha = api;
  var onload = params.get('onload');
  if (onload && typeof window[onload] === 'function') window[onload]();
})();
