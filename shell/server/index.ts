import path from 'node:path';
import fs from 'node:fs';
import crypto from 'node:crypto';
import express, { type ErrorRequestHandler, type Response } from 'express';
import compression from 'compression';
import { REMOTES, type RemoteName, matchRoute } from '@teashop/contracts';
import { aliasTarget } from '@teashop/contracts';
import { stripLocale } from '@teashop/contracts';
import { createServerSanitizer } from '@teashop/ui/server';
import { runtimeConfigFromEnv, trustedProxyHops } from './config';
import { applyHead, applyNotFoundHead, pageHead } from './pageHead';
import { registerSitemaps } from './sitemaps';
import { registerCspReports } from './cspReports';
import { isLocalDemo, startupProfile } from './profile';
import { loopbackHostOnly } from './hostGuard';
import { errorHandler, notFoundHandler } from './errorHandler';
import {
  INTERNAL_HEADER,
  internalToken,
  isPrivateRemoteFile,
  isSourceMap,
  privateFiles,
  sameToken,
} from './privateFiles';
import { securityHeaders } from './securityHeaders';
import { staticFiles } from './precompressedStatic';
import { answerHeaders, setPagePolicy } from './answerHeaders';
import { setRuntimeConfig } from '@teashop/contracts';
import { createRemoteBundles } from './render/remoteBundles';
import { remoteCodeFor } from './render/remoteCode';
import { sendServerRendered, type ServerRenderOptions } from './render/serverRender';
import { sendNotFoundPage } from './render/notFoundRender';
import { renderBudget, renderCapture } from './render/renderCache';
import { setupRenderCache } from './render/renderCacheSetup';
import { inlineStyles } from './render/pageDocument';
import { VERSION_PATTERN } from '@teashop/build/release/registryDocument';
import { SHARED_FILES_FOLDER } from '@teashop/build/release/sharedFiles';
import { providedVersions } from './providedVersions';
import { registryLocation, remotesRegistry } from './remotesRegistry';
import { lookupForPage, pagePreview, previewAnswer, withNoindex } from './preview';
import { runWithPreviewToken } from '@teashop/runtime/server';
import type { AreaPageLoader } from '@teashop/runtime/server';
import { createGateway } from './gateway/gateway';
import { shopperSummary, type ShopperSummary } from './render/shopperSummary';
import { cartForm } from './cartForm';
import { WORKER_TOKEN_ENV } from './workers';

// Production mode; a production start without its settings stops here (profile.ts).
const listenHost = startupProfile(process.env);
const port = Number(process.env.PORT ?? 3000);
const shellDist = path.resolve(process.env.SHELL_DIST ?? path.join(__dirname, '..', 'dist'));
const workspaceRoot = path.resolve(__dirname, '..', '..');
const cmsInternalUrl =
  process.env.CMS_INTERNAL_URL ?? process.env.CMS_URL ?? 'http://localhost:1337';

// The shell's style sheets (header, footer, shared UI) are in the head, so the page is styled
// before its scripts run; the browser build would otherwise add them from script.
const shellStyles = fs
  .readdirSync(shellDist)
  .filter((file) => file.endsWith('.css'))
  .map((file) => ({ href: `/${file}`, css: fs.readFileSync(path.join(shellDist, file), 'utf8') }));
const shellStylesheets = inlineStyles(shellStyles);
const indexHtml = fs
  .readFileSync(path.join(shellDist, 'index.html'), 'utf8')
  .replace('</head>', `${shellStylesheets}</head>`);
const buildId = crypto.createHash('sha256').update(indexHtml).digest('hex').slice(0, 12);

const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
// Released remote versions and the registry naming the live ones (scripts/release in shared/build).
process.env.RELEASES_DIR ??= path.join(workspaceRoot, 'releases');
const releasesDir = path.resolve(process.env.RELEASES_DIR);

const app = express();
app.disable('x-powered-by');
app.set('trust proxy', trustedProxyHops(process.env));
// The local demo answers loopback names only (DNS rebinding refused with 421).
if (isLocalDemo(process.env)) app.use(loopbackHostOnly);
// Source maps and the remotes' server containers stay beside the build: not served to the public.
// The workers of one shop server (SHOP_WORKERS) share one token: they call each other too.
const ownToken = process.env[WORKER_TOKEN_ENV] || internalToken();
app.use(privateFiles(isSourceMap, ownToken));
app.use('/remotes', privateFiles(isPrivateRemoteFile, ownToken));
// @types/compression is typed against Express 4's handler; the middleware itself is compatible.
app.use(compression() as unknown as express.RequestHandler);
// A fresh nonce per answer (for the inline scripts of server-rendered HTML); the page policy on
// HTML answers only.
app.use(answerHeaders(() => ({ ...runtimeConfigFromEnv(process.env, 'production'), publicUrl })));
const sessionCookieName = runtimeConfigFromEnv(process.env, 'production').authCookieName;
// The content backend under the shop's own origin (/api, /uploads), with the member's session
// held in an HttpOnly cookie; before any body parser, bodies are streamed.
app.use(
  createGateway({
    cmsUrl: cmsInternalUrl,
    publicUrl,
    authCookieName: sessionCookieName,
    timeoutMs: Number(process.env.GATEWAY_TIMEOUT_MS ?? 30_000),
  }),
);
registerCspReports(app);
// The product page's purchase form, sent by the browser itself (before the page is live, or
// without scripts): added on the server, answered 303 back to the page.
app.use(cartForm({ publicUrl, authCookieName: sessionCookieName }));

// With the content generation its rendered pages follow: a change of content shows once it is
// the cms's (`/api/content-generation`).
app.get('/healthz', (_req, res) => {
  res.json({ ok: true, buildId, contentGeneration: renderCache.generation() });
});
app.get('/build-meta.json', (_req, res) => {
  res.setHeader('Cache-Control', 'no-store');
  res.json({ buildId });
});

/**
 * A missing or refused remote file (a bad path, `..`) answers its status in one plain line: a flood
 * of such requests must not fill the log with stack traces.
 */
const staticRefusal: ErrorRequestHandler = (error: { status?: number }, _req, res, next) => {
  const status = error.status ?? 500;
  if (status >= 500) return next(error);
  res
    .status(status)
    .type('text/plain')
    .send(status === 404 ? 'Not found' : 'Refused');
};

const noCache = (res: Response, file: string) => {
  const name = path.basename(file);
  if (name === 'mf-manifest.json' || name === 'remoteEntry.js' || name.endsWith('.html')) {
    res.setHeader('Cache-Control', 'no-cache');
  } else {
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  }
};

/** A published version is immutable: every file of it, manifest included, is cached for a year. */
const immutable = (res: Response) => {
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
};

// Each remote's released versions (`/remotes/<name>/<version>/…`, and the files they share,
// `/remotes/<name>/files/…`), then its workspace build, unless its manifest is configured to come
// from another origin.
for (const remote of REMOTES) {
  const released = staticFiles(path.join(releasesDir, remote), {
    index: false,
    setHeaders: immutable,
    fallthrough: false,
    redirect: false,
  });
  app.use(`/remotes/${remote}`, (req, res, next) => {
    const folder = req.path.split('/')[1] ?? '';
    if (!VERSION_PATTERN.test(folder) && folder !== SHARED_FILES_FOLDER) return next();
    res.setHeader('Access-Control-Allow-Origin', '*');
    return released(req, res, next);
  });
  const dir =
    process.env[`${remote.replace(/-/g, '_').toUpperCase()}_DIST`] ??
    path.join(workspaceRoot, remote, 'dist');
  app.use(
    `/remotes/${remote}`,
    (_req, res, next) => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      next();
    },
    staticFiles(dir, { index: false, setHeaders: noCache, fallthrough: false }),
  );
  app.use(`/remotes/${remote}`, staticRefusal);
}

// Pictures in link previews: the cms's public origin when one is configured, else the shop's.
const publicCmsUrl = runtimeConfigFromEnv(process.env, 'production').cmsUrl || publicUrl;
// The cms admin panel's own origin (it frames draft previews).
const cmsAdminUrl = process.env.PUBLIC_CMS_URL ?? process.env.CMS_URL ?? 'http://localhost:1337';

// Server rendering: the shell's parts read the content backend directly; each remote's server
// code comes from next to the manifest the browser uses, looked at again every SSR_REFRESH_MS.
const publicConfig = () => ({ ...runtimeConfigFromEnv(process.env, 'production'), publicUrl });
setRuntimeConfig({ ...publicConfig(), cmsApiUrl: cmsInternalUrl });
const ssrTimeoutMs = Number(process.env.SSR_TIMEOUT_MS ?? 250);
const remoteBundles = createRemoteBundles({
  selfUrl: `http://127.0.0.1:${port}`,
  selfHeaders: { [INTERNAL_HEADER]: ownToken },
  refreshMs: Number(process.env.SSR_REFRESH_MS ?? 30_000),
  provided: providedVersions(),
});
const manifestUrl = (remote: string) =>
  runtimeConfigFromEnv(process.env, 'production').remotes[remote as RemoteName] ?? '';
// The browser's settings, with each remote's entry as read from its manifest here: the browser
// loads remotes without reading their manifests (`remoteCode`, render/remoteCode.ts).
app.get('/runtime-config.json', async (_req, res, next) => {
  try {
    const config = runtimeConfigFromEnv(process.env, 'production');
    const remoteCode = await remoteCodeFor(config.remotes, (url) => remoteBundles.get(url));
    res.setHeader('Cache-Control', 'no-store');
    res.json({ ...config, remoteCode, buildId });
  } catch (error) {
    next(error);
  }
});
// CMS HTML the shell shows (the announcement) is sanitised here as the browser would; links to the
// shop's own address are internal, as they are on its pages.
const sanitizeHtml = createServerSanitizer(new URL(publicUrl).origin);
const renderOptions = (res: Response, shopper: ShopperSummary): ServerRenderOptions => ({
  shopper,
  config: publicConfig(),
  cmsApiUrl: cmsInternalUrl,
  shellStyles: shellStyles.map((sheet) => sheet.css),
  timeoutMs: renderBudget(res, ssrTimeoutMs),
  nonce: String(res.locals.cspNonce),
  sanitizeHtml,
  remoteBundle: (remote) => remoteBundles.get(manifestUrl(remote)),
  onRendered: renderCapture(res),
});
// Anonymous pages are answered from the render cache (render/renderCache.ts), which tells pages
// of another build or other remote versions apart.
const renderCache = setupRenderCache({
  env: process.env,
  cmsUrl: cmsInternalUrl,
  selfUrl: `http://127.0.0.1:${port}`,
  token: ownToken,
  isToken: (given) => sameToken(given, ownToken),
  sessionCookieName,
  variant: () => {
    const { remotes } = runtimeConfigFromEnv(process.env, 'production');
    const loaded = REMOTES.map((remote) => remoteBundles.version(manifestUrl(remote)));
    return JSON.stringify([buildId, remotes, loaded]);
  },
});
registerSitemaps(app, { cmsUrl: cmsInternalUrl, publicUrl });

app.use(staticFiles(shellDist, { index: false, setHeaders: noCache }));

const sendShell = (res: Response, status: number, html = indexHtml, cacheControl = 'no-cache') => {
  res.status(status).setHeader('Cache-Control', cacheControl);
  res.type('html').send(html);
};

// The cms admin panel may show draft preview pages in its frame (the cms's public origin, or
// CMS_ADMIN_ORIGIN when the admin panel is served elsewhere).
const previewFrameAncestors = [
  ...new Set(
    [process.env.CMS_ADMIN_ORIGIN, cmsAdminUrl]
      .filter((url): url is string => Boolean(url))
      .flatMap((url) => {
        try {
          return [new URL(url).origin];
        } catch {
          return [];
        }
      }),
  ),
];

// Every page of the route table answers with the shell, its head describing the page (language,
// title, description, canonical and language links, Open Graph, JSON-LD) for crawlers and link
// previews, and its header, footer and open pages rendered on the server; anything else is a
// real 404. A page opened with `?preview=<token>` is private (never stored, not indexed); with a
// token the cms says is valid for this page, it shows the previewed document's draft and a banner.
app.get(/.*/, renderCache.middleware);
app.get(/.*/, async (req, res) => {
  const queryAt = req.originalUrl.indexOf('?');
  const search = queryAt === -1 ? '' : req.originalUrl.slice(queryAt);
  // Who the page is for (member, visitor's cart, a purchase form's notice), read beside the
  // page's content: the header shows them.
  const shopper = shopperSummary(req, res, {
    authCookieName: sessionCookieName,
    timeoutMs: ssrTimeoutMs,
    secure: publicUrl.startsWith('https:'),
    enabled: process.env.SSR !== 'off',
  });
  // A path that leads to a page (`/member`, `/jp/member`) is answered with that page's address.
  const alias = aliasTarget(req.path);
  if (alias) return res.redirect(302, `${alias}${search}`);
  const match = matchRoute(req.path);
  const preview = await pagePreview(cmsInternalUrl, search, match);
  const lookup = match?.route.lookup;
  const value = lookup && match ? match.params[lookup.param] : undefined;
  // The previewed document's draft when this page shows it; otherwise the published content.
  const { found, previewing } =
    match && lookup && value
      ? await lookupForPage(cmsInternalUrl, lookup, value, match.locale, preview)
      : { found: null, previewing: Boolean(preview?.forThisPage && preview.token) };
  const answer = previewAnswer(preview, previewing);
  const noindex = answer.noindex || Boolean(match?.route.noindex);
  const shell = noindex ? withNoindex(indexHtml) : indexHtml;
  if (noindex) res.setHeader('X-Robots-Tag', 'noindex');
  if (answer.frameable) {
    const settings = { ...runtimeConfigFromEnv(process.env, 'production'), publicUrl };
    setPagePolicy(
      res,
      securityHeaders(
        { ...settings, frameAncestors: previewFrameAncestors },
        String(res.locals.cspNonce),
      ),
    );
  }
  const { cacheControl } = answer;
  const owner =
    match && !(found && !found.exists)
      ? await remoteBundles.get(manifestUrl(match.route.owner))
      : null;
  // What the page's route loads (with the previewed draft when previewing): 404 for content that
  // does not exist, and the head from the page's own data; the render reuses that data.
  const areaPage =
    match && owner?.page
      ? await runWithPreviewToken(answer.renderToken, () =>
          (owner.page as AreaPageLoader)({
            url: `${req.path}${search}`,
            locale: match.locale,
            config: publicConfig(),
            cmsApiUrl: cmsInternalUrl,
            timeoutMs: renderBudget(res, ssrTimeoutMs),
          }),
        ).catch(() => null)
      : null;
  // An unknown path, or content the lookup did not find: the shell's not-found page, no area.
  if (!match || !owner || (found && !found.exists) || areaPage?.status === 'not-found') {
    const notFound = applyNotFoundHead(indexHtml, match?.locale ?? stripLocale(req.path).locale);
    res.setHeader('X-Robots-Tag', 'noindex');
    if (process.env.SSR === 'off') return sendShell(res, 404, notFound, cacheControl);
    const page = { html: notFound, match, pathname: req.path, search, preview: answer.state };
    const options = renderOptions(res, await shopper);
    return runWithPreviewToken(answer.renderToken, () =>
      sendNotFoundPage(res, { ...page, cacheControl }, options),
    );
  }
  const head = pageHead({
    locale: match.locale,
    path: match.path,
    publicUrl,
    cmsUrl: publicCmsUrl,
    area: areaPage?.head,
    page: areaPage?.head || lookup ? null : owner.meta?.(match.route.name, match.locale),
  });
  const html = applyHead(shell, head);
  if (process.env.SSR === 'off') return sendShell(res, 200, html, cacheControl);
  // Everything the render asks the cms for carries the token only when this page is previewed.
  const renderFor = renderOptions(res, await shopper);
  return runWithPreviewToken(answer.renderToken, () =>
    sendServerRendered(
      res,
      {
        html,
        match,
        pathname: req.path,
        search,
        status: 200,
        preview: answer.state,
        cacheControl,
        areaState: areaPage?.state,
      },
      renderFor,
    ),
  );
});

// Anything else (another method, a failed render, a broken body): generic answers, no details.
app.use(notFoundHandler);
app.use(errorHandler());

// A registry behind a URL is fetched once before the first page is served.
const registry = registryLocation(process.env);
void (registry ? remotesRegistry(registry).refresh() : Promise.resolve()).finally(() => {
  app.listen(port, listenHost, () => {
    console.log(`Tea shop storefront on http://localhost:${port}`);
  });
});
