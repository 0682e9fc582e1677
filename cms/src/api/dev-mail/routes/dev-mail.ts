import { devMailEndpointEnabled } from '../../../lib/settings';

/** Captured mail, readable only in local mail-capture mode (see README). */
export default {
  routes: devMailEndpointEnabled()
    ? [
        { method: 'GET', path: '/dev-mail', handler: 'dev-mail.list', config: { auth: false } },
        {
          method: 'GET',
          path: '/dev-mail/latest',
          handler: 'dev-mail.latest',
          config: { auth: false },
        },
      ]
    : [],
};
