import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { sharedAuthRateLimitStore } from '../src/lib/auth-rate-limit-store';
import { getSecrets } from '../src/lib/local-secrets';
import { cmsRoot } from '../src/lib/paths';
import { s3UploadProvider } from '../src/lib/upload-storage';
import { authRateLimitEnabled, mailCaptureMode } from '../src/lib/settings';

/**
 * The local mail capture provider is a package of this project (`providers/email-capture`, a
 * `file:` dependency of the cms), so the email plugin finds it by its lower-case package name
 * through node_modules, wherever the project's folder is and whatever its path's case or spelling.
 */
export const CAPTURE_PROVIDER = '@teashop/strapi-provider-email-capture';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => {
  const from = env('MAIL_FROM', 'Tea Shop <no-reply@teashop.test>');
  const replyTo = env('MAIL_REPLY_TO', 'support@teashop.test');
  const email = mailCaptureMode()
    ? {
        provider: CAPTURE_PROVIDER,
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
          // counted in Redis with REDIS_URL (shared by every instance), in this process otherwise
          store: sharedAuthRateLimitStore(),
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
        // local files in public/uploads, or an S3 bucket with S3_BUCKET
        ...s3UploadProvider(),
        sizeLimit: env.int('UPLOAD_MAX_FILE_SIZE', 10 * 1024 * 1024),
        // Fewer responsive formats than the default: the storefront uses thumbnail, small, medium.
        breakpoints: { medium: 750, small: 500 },
      },
    },
  };
};

export default config;
