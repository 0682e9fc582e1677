/******/ (() => {
  // webpackBootstrap
  /******/ 'use strict';
  /******/ // The require scope
  /******/ const __webpack_require__ = {};
  /******/
  /************************************************************************/
  /******/ /* webpack/runtime/compat get default export */
  /******/ (() => {
    /******/ // getDefaultExport function for compatibility with non-harmony modules
    /******/ __webpack_require__.n = (module) => {
      /******/ const getter =
        module && module.__esModule ? /******/ () => module['default'] : /******/ () => module;
      /******/ __webpack_require__.d(getter, { a: getter });
      /******/ return getter;
      /******/
    };
    /******/
  })();
  /******/
  /******/ /* webpack/runtime/define property getters */
  /******/ (() => {
    /******/ // define getter/value functions for harmony exports
    /******/ __webpack_require__.d = (exports, definition) => {
      /******/ if (Array.isArray(definition)) {
        /******/ var i = 0;
        /******/ while (i < definition.length) {
          /******/ var key = definition[i++];
          /******/ var binding = definition[i++];
          /******/ if (!__webpack_require__.o(exports, key)) {
            /******/ if (binding === 0) {
              /******/ Object.defineProperty(exports, key, {
                enumerable: true,
                value: definition[i++],
              });
              /******/
            } else {
              /******/ Object.defineProperty(exports, key, { enumerable: true, get: binding });
              /******/
            }
            /******/
          } else if (binding === 0) {
            i++;
          }
          /******/
        }
        /******/
      } else {
        /******/ for (var key in definition) {
          /******/ if (
            __webpack_require__.o(definition, key) &&
            !__webpack_require__.o(exports, key)
          ) {
            /******/ Object.defineProperty(exports, key, {
              enumerable: true,
              get: definition[key],
            });
            /******/
          }
          /******/
        }
        /******/
      }
      /******/
    };
    /******/
  })();
  /******/
  /******/ /* webpack/runtime/hasOwnProperty shorthand */
  /******/ (() => {
    /******/ __webpack_require__.o = (obj, prop) => Object.hasOwn(obj, prop);
    /******/
  })();
  /******/
  /************************************************************************/
  let __webpack_exports__ = {}; // external "node:path"

  const external_node_path_namespaceObject = require('node:path');
  var external_node_path_default = /*#__PURE__*/ __webpack_require__.n(
    external_node_path_namespaceObject,
  ); // external "node:fs"
  const external_node_fs_namespaceObject = require('node:fs');
  var external_node_fs_default = /*#__PURE__*/ __webpack_require__.n(
    external_node_fs_namespaceObject,
  ); // external "node:crypto"
  const external_node_crypto_namespaceObject = require('node:crypto');
  var external_node_crypto_default = /*#__PURE__*/ __webpack_require__.n(
    external_node_crypto_namespaceObject,
  ); // external "express"
  const external_express_namespaceObject = require('express');
  var external_express_default = /*#__PURE__*/ __webpack_require__.n(
    external_express_namespaceObject,
  ); // external "compression"
  const external_compression_namespaceObject = require('compression');
  var external_compression_default = /*#__PURE__*/ __webpack_require__.n(
    external_compression_namespaceObject,
  ); // ../shared/src/locale.ts
  const LOCALES = ['en', 'zh', 'jp'];
  const DEFAULT_LOCALE = 'en';
  /** Storefront locale -> content backend locale (spec section 3). */ const CONTENT_LOCALES = {
    en: 'en',
    zh: 'zh-Hant',
    jp: 'ja-JP',
  };
  /** Value for the document `lang` attribute. */ const HTML_LANG = {
    en: 'en',
    zh: 'zh-Hant',
    jp: 'ja',
  };
  const LOCALE_COOKIE = 'userLang';
  /** The spec gives two lifetimes (86400 s and 365 days); the longer one keeps a choice across visits. */ const LOCALE_COOKIE_MAX_AGE =
    /* unused pure expression or super */ null && 365 * 24 * 60 * 60;
  function isLocale(value) {
    return typeof value === 'string' && LOCALES.includes(value);
  }
  /** URL prefix of a locale: '' for en, '/zh', '/jp'. */ function localePrefix(locale) {
    return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
  }
  /** Splits '/zh/products/x' into { locale: 'zh', path: '/products/x' }. */ function stripLocale(
    pathname,
  ) {
    const match = /^\/(zh|jp)(?=\/|$)/.exec(pathname);
    if (!match)
      return {
        locale: DEFAULT_LOCALE,
        path: pathname || '/',
      };
    const locale = match[1];
    const rest = pathname.slice(match[0].length);
    return {
      locale,
      path: rest === '' ? '/' : rest,
    };
  }
  /** Prefixes a locale-free path ('/products') for a locale ('/jp/products'). */ function localizePath(
    path,
    locale,
  ) {
    const clean = path.startsWith('/') ? path : `/${path}`;
    const prefix = localePrefix(locale);
    if (!prefix) return clean;
    return clean === '/' ? prefix : `${prefix}${clean}`;
  }
  /** Maps a browser language list (navigator.languages) to a storefront locale. */ function detectBrowserLocale(
    languages,
  ) {
    for (const raw of languages) {
      const lang = raw.toLowerCase();
      if (lang.startsWith('ja')) return 'jp';
      if (lang.startsWith('zh')) return 'zh';
      if (lang.startsWith('en')) return 'en';
    }
    return DEFAULT_LOCALE;
  } // ../shared/src/routes/routeTable.ts

  /* unused harmony import specifier */ var routeTable_localizePath;
  /* unused harmony import specifier */ var routeTable_LOCALES;

  const REMOTES = ['mf-catalog', 'mf-cart-checkout', 'mf-member', 'mf-content'];
  const routeTable_open = (name, path, owner, extra = {}) => ({
    name,
    path,
    owner,
    access: 'open',
    layout: 'default',
    ...extra,
  });
  const member = (name, path, owner, extra = {}) => ({
    name,
    path,
    owner,
    access: 'login',
    layout: 'default',
    ...extra,
  });
  /** The route table of the whole shop (spec section 2). One table, used everywhere. */ const ROUTES =
    [
      routeTable_open('index', '/', 'mf-content', {
        sitemap: true,
      }),
      routeTable_open('about', '/about', 'mf-content', {
        sitemap: true,
      }),
      routeTable_open('contact', '/contact', 'mf-content', {
        sitemap: true,
      }),
      routeTable_open('copyright', '/copyright', 'mf-content', {
        sitemap: true,
      }),
      routeTable_open('faq', '/faq', 'mf-content', {
        sitemap: true,
      }),
      routeTable_open('news', '/news', 'mf-content', {
        sitemap: true,
      }),
      routeTable_open('news-slug', '/news/:slug', 'mf-content', {
        lookup: {
          collection: 'articles',
          field: 'slug',
          param: 'slug',
        },
      }),
      routeTable_open('products', '/products', 'mf-catalog', {
        sitemap: true,
      }),
      routeTable_open('products-id', '/products/:id', 'mf-catalog', {
        lookup: {
          collection: 'products',
          field: 'slug',
          param: 'id',
        },
      }),
      routeTable_open('category-slug', '/category/:slug', 'mf-catalog', {
        lookup: {
          collection: 'tea-categories',
          field: 'slug',
          param: 'slug',
        },
      }),
      routeTable_open('collection-slug', '/collection/:slug', 'mf-catalog', {
        lookup: {
          collection: 'collections',
          field: 'slug',
          param: 'slug',
        },
      }),
      member('cart', '/cart', 'mf-cart-checkout', {
        layout: 'auth',
      }),
      member('checkout', '/checkout', 'mf-cart-checkout'),
      member('complete', '/complete', 'mf-cart-checkout', {
        layout: 'bare',
      }),
      member('member-account', '/member/account', 'mf-member'),
      member('member-orders', '/member/orders', 'mf-member'),
      member('member-orders-id', '/member/orders/:id', 'mf-member'),
      member('member-shipping', '/member/shipping', 'mf-member'),
      routeTable_open('login', '/login', 'mf-member', {
        layout: 'auth',
      }),
      routeTable_open('signup', '/signup', 'mf-member', {
        layout: 'auth',
      }),
      routeTable_open('forgot-password', '/forgot-password', 'mf-member', {
        layout: 'auth',
      }),
      routeTable_open('reset-password', '/reset-password', 'mf-member', {
        layout: 'auth',
      }),
      routeTable_open('email-confirmation', '/email-confirmation', 'mf-member', {
        layout: 'auth',
      }),
      routeTable_open('connect-callback', '/connect/:provider/redirect', 'mf-member', {
        layout: 'auth',
      }),
    ];
  function routeName(base, locale) {
    return `${base}___${locale}`;
  }
  function matchPattern(pattern, path) {
    const want = pattern.split('/').filter(Boolean);
    const got = path.split('/').filter(Boolean);
    if (want.length !== got.length) return null;
    const params = {};
    for (let i = 0; i < want.length; i += 1) {
      const w = want[i];
      const g = got[i];
      if (w.startsWith(':')) {
        let value;
        try {
          value = decodeURIComponent(g);
        } catch {
          return null;
        }
        if (!value) return null;
        params[w.slice(1)] = value;
      } else if (w !== g) {
        return null;
      }
    }
    return params;
  }
  /** Matches a full pathname (with or without locale prefix) against the route table. */ function matchRoute(
    pathname,
  ) {
    const withoutTrailing = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
    const { locale, path } = stripLocale(withoutTrailing);
    for (const route of ROUTES) {
      const params = matchPattern(route.path, path);
      if (params)
        return {
          route,
          params,
          locale,
          path,
          name: routeName(route.name, locale),
        };
    }
    return null;
  }
  function findRoute(base) {
    const route = ROUTES.find((r) => r.name === base);
    if (!route) throw new Error(`Unknown route: ${base}`);
    return route;
  }
  /** Builds the localized URL of a named route: `routePath('products-id', 'jp', { id: 'sencha' })`. */ function routePath(
    base,
    locale,
    params = {},
  ) {
    const route = findRoute(base);
    const path = route.path.replace(/:([A-Za-z]+)/g, (_, key) => {
      const value = params[key];
      if (value === undefined) throw new Error(`Missing route parameter ${key} for ${base}`);
      return encodeURIComponent(value);
    });
    return routeTable_localizePath(path, locale);
  }
  /** Every localized variant of the table, e.g. for listing all route names. */ function allRouteNames() {
    return ROUTES.flatMap((r) => routeTable_LOCALES.map((l) => routeName(r.name, l)));
  } // ./server/config.ts

  const DEV_PORTS = {
    'mf-catalog': 3001,
    'mf-cart-checkout': 3002,
    'mf-member': 3003,
    'mf-content': 3004,
  };
  function envKey(remote) {
    return `REMOTE_${remote.replace(/-/g, '_').toUpperCase()}_URL`;
  }
  /**
   * Where each remote's mf-manifest.json is. Precedence: a JSON file named by REMOTES_CONFIG
   * (remote name -> URL), then REMOTE_<NAME>_URL variables, then the default: same origin under
   * /remotes/<name>/ in production, the remote's own dev server in development.
   */ function remotesFromEnv(env, mode) {
    const fromFile = env.REMOTES_CONFIG
      ? JSON.parse(external_node_fs_default().readFileSync(env.REMOTES_CONFIG, 'utf8'))
      : {};
    const result = {};
    for (const remote of REMOTES) {
      result[remote] =
        fromFile[remote] ??
        env[envKey(remote)] ??
        (mode === 'production'
          ? `/remotes/${remote}/mf-manifest.json`
          : `http://localhost:${DEV_PORTS[remote]}/mf-manifest.json`);
    }
    return result;
  }
  function runtimeConfigFromEnv(env, mode) {
    return {
      cmsUrl: env.PUBLIC_CMS_URL ?? env.CMS_URL ?? 'http://localhost:1337',
      authCookieName: env.AUTH_COOKIE_NAME ?? 'teashop_jwt',
      remotes: remotesFromEnv(env, mode),
      stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY ?? '',
      recaptchaSiteKey: env.RECAPTCHA_SITE_KEY ?? '',
      recaptchaScriptUrl: env.RECAPTCHA_SCRIPT_URL ?? '',
      authProviders: (env.AUTH_PROVIDERS ?? '')
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean),
    };
  } // ./server/contentLookup.ts

  const TTL_MS = 60_000;
  const cache = new Map();
  /**
   * Whether the content behind a dynamic route exists (published, in the page's locale), so unknown
   * slugs answer 404. When the content backend cannot be reached the answer is "unknown" (null) and
   * the page is served normally; the browser then shows its own not-found state if needed.
   */ async function contentExists(cmsUrl, lookup, value, locale, fetchImpl = fetch) {
    const key = `${lookup.collection}|${value}|${locale}`;
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.exists;
    const params = new URLSearchParams({
      [`filters[${lookup.field}][$eq]`]: value,
      locale: CONTENT_LOCALES[locale],
      'fields[0]': lookup.field,
      'pagination[pageSize]': '1',
    });
    try {
      const res = await fetchImpl(
        `${cmsUrl.replace(/\/$/, '')}/api/${lookup.collection}?${params}`,
        {
          signal: AbortSignal.timeout(3000),
        },
      );
      if (!res.ok) return null;
      const body = await res.json();
      const exists = Array.isArray(body.data) && body.data.length > 0;
      cache.set(key, {
        exists,
        at: Date.now(),
      });
      return exists;
    } catch {
      return null;
    }
  } // ./server/sitemapBuilder.ts

  const SITEMAP_INDEX_FILE = 'sitemap.xml';
  const STATIC_SITEMAP_FILE = 'index-sitemap.xml';
  const localeSitemapFile = (locale) => `${locale}-sitemap.xml`;
  /** Every file listed by the sitemap index, in order. */ const SITEMAP_FILES = [
    STATIC_SITEMAP_FILE,
    ...LOCALES.map(localeSitemapFile),
  ];
  const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
  const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
  const XHTML_NS = 'http://www.w3.org/1999/xhtml';
  function escapeXml(value) {
    return value
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;');
  }
  function base(publicUrl) {
    return publicUrl.replace(/\/+$/, '');
  }
  /** Absolute URL of a page in one locale: `https://shop/jp/news/x`. */ function pageUrl(
    publicUrl,
    path,
    locale,
  ) {
    return `${base(publicUrl)}${localizePath(path, locale)}`;
  }
  /** Static pages of the route table (those marked for the sitemaps), in every locale. */ function staticPages(
    routes,
  ) {
    return routes
      .filter((r) => r.sitemap && !r.path.includes(':'))
      .map((r) => ({
        path: r.path,
        locales: [...LOCALES],
      }));
  }
  /** A W3C date-time, or undefined when the value is not a valid date. */ function toLastmod(
    value,
  ) {
    if (typeof value !== 'string' || value === '') return undefined;
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
  }
  function urlEntry(publicUrl, page, locale) {
    const ordered = LOCALES.filter((l) => page.locales.includes(l));
    const lines = [`  <url>`, `    <loc>${escapeXml(pageUrl(publicUrl, page.path, locale))}</loc>`];
    if (page.lastmod) lines.push(`    <lastmod>${escapeXml(page.lastmod)}</lastmod>`);
    if (ordered.length > 1) {
      for (const alt of ordered) {
        lines.push(
          `    <xhtml:link rel="alternate" hreflang="${HTML_LANG[alt]}" href="${escapeXml(pageUrl(publicUrl, page.path, alt))}"/>`,
        );
      }
      if (ordered.includes('en')) {
        lines.push(
          `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(pageUrl(publicUrl, page.path, 'en'))}"/>`,
        );
      }
    }
    lines.push('  </url>');
    return lines.join('\n');
  }
  /** A `<urlset>` of the given pages, each in the given locales (when it exists in them). */ function buildUrlset(
    publicUrl,
    pages,
    locales,
  ) {
    const entries = [];
    for (const page of pages) {
      for (const locale of locales) {
        if (page.locales.includes(locale)) entries.push(urlEntry(publicUrl, page, locale));
      }
    }
    return [
      XML_HEAD,
      `<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">`,
      ...entries,
      '</urlset>',
      '',
    ].join('\n');
  }
  /** `index-sitemap.xml`: the static pages in every language. */ function buildStaticSitemap(
    publicUrl,
    pages,
  ) {
    return buildUrlset(publicUrl, pages, LOCALES);
  }
  /** `<locale>-sitemap.xml`: every page (static and content) that exists in that language. */ function buildLocaleSitemap(
    publicUrl,
    pages,
    locale,
  ) {
    return buildUrlset(publicUrl, pages, [locale]);
  }
  /** `sitemap.xml`: the sitemap index pointing to the other files. */ function buildSitemapIndex(
    publicUrl,
    files = SITEMAP_FILES,
    lastmod,
  ) {
    return [
      XML_HEAD,
      `<sitemapindex xmlns="${SITEMAP_NS}">`,
      ...files.map((file) =>
        [
          '  <sitemap>',
          `    <loc>${escapeXml(`${base(publicUrl)}/${file}`)}</loc>`,
          ...(lastmod ? [`    <lastmod>${escapeXml(lastmod)}</lastmod>`] : []),
          '  </sitemap>',
        ].join('\n'),
      ),
      '</sitemapindex>',
      '',
    ].join('\n');
  }
  function buildRobotsTxt(publicUrl) {
    return [
      'User-agent: *',
      'Allow: /',
      `Sitemap: ${base(publicUrl)}/${SITEMAP_INDEX_FILE}`,
      '',
    ].join('\n');
  } // ./server/sitemapContent.ts

  const PAGE_SIZE = 100;
  const MAX_PAGES = 50;
  /** Published values of one field of a collection in one content locale (all pages of results). */ async function publishedEntries(
    cmsUrl,
    collection,
    field,
    locale,
    fetchImpl,
  ) {
    const out = [];
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const params = new URLSearchParams({
        locale: CONTENT_LOCALES[locale],
        status: 'published',
        'fields[0]': field,
        'fields[1]': 'updatedAt',
        'sort[0]': `${field}:asc`,
        'pagination[page]': String(page),
        'pagination[pageSize]': String(PAGE_SIZE),
      });
      const res = await fetchImpl(`${cmsUrl.replace(/\/+$/, '')}/api/${collection}?${params}`, {
        headers: {
          Accept: 'application/json',
        },
        signal: AbortSignal.timeout(8000),
      });
      if (!res.ok) throw new Error(`${collection} (${locale}): HTTP ${res.status}`);
      const body = await res.json();
      for (const entry of body.data ?? []) {
        const value = entry[field];
        if (typeof value === 'string' && value)
          out.push({
            value,
            lastmod: toLastmod(entry.updatedAt),
          });
      }
      const pageCount = body.meta?.pagination?.pageCount ?? 1;
      if (page >= pageCount) break;
    }
    return out;
  }
  /**
   * The content pages of the shop (products, categories, collections, articles: every route of the
   * table with a content lookup), each with the locales in which it is published.
   */ async function contentPages(cmsUrl, routes, fetchImpl = fetch) {
    const pages = [];
    for (const route of routes) {
      const lookup = route.lookup;
      if (!lookup) continue;
      const bySlug = new Map();
      for (const locale of LOCALES) {
        const entries = await publishedEntries(
          cmsUrl,
          lookup.collection,
          lookup.field,
          locale,
          fetchImpl,
        );
        for (const { value, lastmod } of entries) {
          const path = route.path.replace(`:${lookup.param}`, encodeURIComponent(value));
          const page = bySlug.get(value) ?? {
            path,
            locales: [],
          };
          if (!page.locales.includes(locale)) page.locales.push(locale);
          if (lastmod && (!page.lastmod || lastmod > page.lastmod)) page.lastmod = lastmod;
          bySlug.set(value, page);
        }
      }
      pages.push(...bySlug.values());
    }
    return pages;
  } // ./server/sitemaps.ts

  const SITEMAP_TTL_MS = 5 * 60 * 1000;
  /** The sitemap files that depend on content: one per locale, static pages included. */ function buildLocaleSitemaps(
    publicUrl,
    pages,
  ) {
    const files = new Map();
    for (const locale of LOCALES) {
      files.set(
        localeSitemapFile(locale),
        buildLocaleSitemap(publicUrl, [...pages.statics, ...pages.content], locale),
      );
    }
    return files;
  }
  /**
   * Generates the locale sitemaps from the content backend's published content and keeps them for a
   * short time. Concurrent requests share one generation; if the backend fails, the last good
   * sitemaps are served (when there are none yet, the caller answers 503).
   */ function createSitemapSource(options) {
    const ttl = options.ttlMs ?? SITEMAP_TTL_MS;
    const now = options.now ?? Date.now;
    let cached = null;
    let inflight = null;
    const generate = async () => {
      const content = await contentPages(options.cmsUrl, ROUTES, options.fetchImpl ?? fetch);
      const files = buildLocaleSitemaps(options.publicUrl, {
        statics: staticPages(ROUTES),
        content,
      });
      cached = {
        at: now(),
        files,
      };
      return files;
    };
    return async function get() {
      if (cached && now() - cached.at < ttl) return cached.files;
      if (!inflight) {
        inflight = generate().finally(() => {
          inflight = null;
        });
      }
      try {
        return await inflight;
      } catch (error) {
        if (cached) return cached.files;
        throw error;
      }
    };
  }
  /** Sitemap routes (spec section 2) and robots.txt on the storefront's production server. */ function registerSitemaps(
    app,
    options,
  ) {
    const source = createSitemapSource(options);
    const maxAge = Math.round((options.ttlMs ?? SITEMAP_TTL_MS) / 1000);
    const sendXml = (res, xml) => {
      res.setHeader('Cache-Control', `public, max-age=${maxAge}`);
      res.type('application/xml; charset=utf-8').send(xml);
    };
    // The index and the static pages do not depend on the content backend.
    const sitemapIndex = buildSitemapIndex(options.publicUrl);
    const staticSitemap = buildStaticSitemap(options.publicUrl, staticPages(ROUTES));
    app.get(`/${SITEMAP_INDEX_FILE}`, (_req, res) => sendXml(res, sitemapIndex));
    app.get(`/${STATIC_SITEMAP_FILE}`, (_req, res) => sendXml(res, staticSitemap));
    for (const locale of LOCALES) {
      const file = localeSitemapFile(locale);
      app.get(`/${file}`, async (_req, res) => {
        try {
          sendXml(res, (await source()).get(file));
        } catch (error) {
          console.error(`Sitemap ${file} unavailable: ${error.message}`);
          res.status(503).setHeader('Retry-After', '60');
          res.type('text/plain').send('Sitemap temporarily unavailable');
        }
      });
    }
    app.get('/robots.txt', (_req, res) => {
      res.setHeader('Cache-Control', 'public, max-age=3600');
      res.type('text/plain; charset=utf-8').send(buildRobotsTxt(options.publicUrl));
    });
  } // ./server/index.ts

  const port = Number(process.env.PORT ?? 3000);
  const shellDist = external_node_path_default().resolve(
    process.env.SHELL_DIST ?? external_node_path_default().join(__dirname, '..', 'dist'),
  );
  const workspaceRoot = external_node_path_default().resolve(__dirname, '..', '..');
  const cmsInternalUrl =
    process.env.CMS_INTERNAL_URL ?? process.env.CMS_URL ?? 'http://localhost:1337';
  const indexHtml = external_node_fs_default().readFileSync(
    external_node_path_default().join(shellDist, 'index.html'),
    'utf8',
  );
  const buildId = external_node_crypto_default()
    .createHash('sha256')
    .update(indexHtml)
    .digest('hex')
    .slice(0, 12);
  const app = external_express_default()();
  app.disable('x-powered-by');
  // @types/compression is typed against Express 4's handler; the middleware itself is compatible.
  app.use(external_compression_default()());
  app.use((_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    next();
  });
  app.get('/healthz', (_req, res) => {
    res.json({
      ok: true,
      buildId,
    });
  });
  app.get('/runtime-config.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({
      ...runtimeConfigFromEnv(process.env, 'production'),
      buildId,
    });
  });
  app.get('/build-meta.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({
      buildId,
    });
  });
  const noCache = (res, file) => {
    const name = external_node_path_default().basename(file);
    if (name === 'mf-manifest.json' || name === 'remoteEntry.js' || name.endsWith('.html')) {
      res.setHeader('Cache-Control', 'no-cache');
    } else {
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    }
  };
  // Each remote's build, unless its manifest is configured to come from another origin.
  for (const remote of REMOTES) {
    const dir =
      process.env[`${remote.replace(/-/g, '_').toUpperCase()}_DIST`] ??
      external_node_path_default().join(workspaceRoot, remote, 'dist');
    app.use(
      `/remotes/${remote}`,
      (_req, res, next) => {
        res.setHeader('Access-Control-Allow-Origin', '*');
        next();
      },
      external_express_default()['static'](dir, {
        index: false,
        setHeaders: noCache,
        fallthrough: false,
      }),
    );
  }
  registerSitemaps(app, {
    cmsUrl: cmsInternalUrl,
    publicUrl: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
  });
  app.use(
    external_express_default()['static'](shellDist, {
      index: false,
      setHeaders: noCache,
    }),
  );
  const sendShell = (res, status) => {
    res.status(status).setHeader('Cache-Control', 'no-cache');
    res.type('html').send(indexHtml);
  };
  // Every page of the route table answers with the shell; anything else is a real 404.
  app.get(/.*/, async (req, res) => {
    const match = matchRoute(req.path);
    if (!match) return sendShell(res, 404);
    const lookup = match.route.lookup;
    if (lookup) {
      const value = match.params[lookup.param];
      if (value && (await contentExists(cmsInternalUrl, lookup, value, match.locale)) === false) {
        return sendShell(res, 404);
      }
    }
    return sendShell(res, 200);
  });
  app.listen(port, () => {
    console.log(`Tea shop storefront on http://localhost:${port}`);
  });

  module.exports = __webpack_exports__;
  /******/
})();
