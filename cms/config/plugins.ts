import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { getSecrets } from '../src/lib/local-secrets';
import { cmsRoot } from '../src/lib/paths';
import { authRateLimitEnabled, mailCaptureMode } from '../src/lib/settings';

/**
 * The email plugin lower-cases the provider name before requiring it, so an absolute path with
 * upper-case letters would not resolve; a path relative to the plugin's own file is used then.
 */
function captureProviderModule(): string {
  const dir = path.join(cmsRoot(), 'providers', 'email-capture');
  if (dir === dir.toLowerCase()) return dir;
  const emailPluginDir = path.dirname(require.resolve('@strapi/email'));
  return path.relative(emailPluginDir, dir).split(path.sep).join('/');
}

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => {
  const from = env('MAIL_FROM', 'Tea Shop <no-reply@teashop.test>');
  const replyTo = env('MAIL_REPLY_TO', 'support@teashop.test');
  const email = mailCaptureMode()
    ? {
        provider: captureProviderModule(),
        providerOptions: {
          dir: path.resolve(cmsRoot(), env('MAIL_CAPTURE_DIR', '.tmp/mail')),
        },
        settings: { defaultFrom: from, defaultReplyTo: replyTo },
      }
    : {
        provider: 'nodemailer',
        providerOptions: {
          host: env('SMTP_HOST'),
          port: env.int('SMTP_PORT', 587),
          secure: env.bool('SMTP_SECURE', false),
          ...(env('SMTP_USERNAME')
            ? { auth: { user: env('SMTP_USERNAME'), pass: env('SMTP_PASSWORD', '') } }
            : {}),
        },
        settings: { defaultFrom: from, defaultReplyTo: replyTo },
      };

  return {
    'users-permissions': {
      config: {
        jwtSecret: getSecrets().JWT_SECRET,
        jwt: { expiresIn: env('JWT_EXPIRES_IN', '7d') },
        ratelimit: {
          enabled: authRateLimitEnabled(),
          interval: 60_000,
          max: env.int('AUTH_RATE_LIMIT_MAX', 10),
        },
        register: {
          // Extra fields a visitor may send to POST /api/auth/local/register.
          allowedFields: ['firstName', 'lastName', 'birthday', 'phone'],
        },
      },
    },
    email: { config: email },
    upload: {
      config: {
        sizeLimit: env.int('UPLOAD_MAX_FILE_SIZE', 10 * 1024 * 1024),
        // Fewer responsive formats than the default: the storefront uses thumbnail, small, medium.
        breakpoints: { medium: 750, small: 500 },
      },
    },
  };
};

export default config;
