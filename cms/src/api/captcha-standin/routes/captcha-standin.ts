import { captchaStandInEnabled } from '../../../lib/settings';

/** Local reCAPTCHA stand-in, routed only while RECAPTCHA_SECRET is unset. */
export default {
  routes: captchaStandInEnabled()
    ? [
        {
          method: 'GET',
          path: '/captcha-standin/token',
          handler: 'captcha-standin.token',
          config: { auth: false },
        },
        {
          method: 'POST',
          path: '/captcha-standin/siteverify',
          handler: 'captcha-standin.siteverify',
          config: { auth: false },
        },
      ]
    : [],
};
