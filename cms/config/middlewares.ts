import type { Core } from '@strapi/strapi';
import { storefrontOrigins } from '../src/lib/settings';
import { uploadOrigins } from '../src/lib/upload-storage';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Middlewares => [
  'global::host-guard', // the local demo answers loopback names only (DNS rebinding refused)
  'strapi::logger',
  'strapi::errors',
  // Unreadable input (bad filter values, broken multipart) answers 400; no stack or path in errors.
  'global::error-answers',
  {
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'connect-src': ["'self'", 'http:', 'https:'],
          'img-src': ["'self'", 'data:', 'blob:', ...uploadOrigins()],
          'media-src': ["'self'", 'data:', 'blob:', ...uploadOrigins()],
          upgradeInsecureRequests: null,
        },
      },
      // Product images are shown by the storefront, which lives on other origins.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    },
  },
  {
    name: 'strapi::cors',
    config: {
      origin: storefrontOrigins(),
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'],
      headers: [
        'Content-Type',
        'Authorization',
        'X-Cart-Id',
        'Accept',
        'Origin',
        'X-Preview-Token',
      ],
      credentials: true,
      keepHeaderOnError: true,
    },
  },
  'strapi::query',
  // populate for public callers: only the relations the route's allow-list names.
  'global::populate-allow-list',
  // filter values of the wrong type for their field answer 400 before the database sees them.
  'global::filter-values',
  // Draft preview: a valid X-Preview-Token reads its one document's draft, never cached.
  'global::preview-drafts',
  // Public reads of published content from the cache, with ETag and 304 (before the drafts
  // filter, so it sees the query as sent).
  'global::public-cache',
  // Uncached content reads and cart requests wait their turn, in arrival order.
  'global::request-queues',
  // Never serve drafts on the content API, whatever ?status= says.
  'global::published-only',
  // A review picture over UPLOAD_MAX_FILE_SIZE gets a clear 413 (before and around the parser).
  'global::review-upload-limit',
  {
    name: 'strapi::body',
    config: {
      jsonLimit: '1mb',
      formLimit: '1mb',
      textLimit: '1mb',
      // Raw body kept for signature checks of payment webhooks.
      includeUnparsed: true,
      formidable: { maxFileSize: env.int('UPLOAD_MAX_FILE_SIZE', 10 * 1024 * 1024) },
    },
  },
  // Account sign-up, sign-in back-off and password reset limits (they read the parsed body).
  'global::account-limits',
  {
    // Holds the OAuth provider's answer between the provider redirect and the storefront's
    // callback call. Secure cookies need HTTPS (or TRUST_PROXY behind a TLS proxy), so local
    // production-mode runs (SHOP_PROFILE=local-demo) use plain ones.
    name: 'strapi::session',
    config: {
      secure: env.bool(
        'SESSION_SECURE',
        process.env.NODE_ENV === 'production' && process.env.SHOP_PROFILE !== 'local-demo',
      ),
      sameSite: env('SESSION_SAME_SITE', 'lax'),
    },
  },
  'strapi::favicon',
  'strapi::public',
];

export default config;
