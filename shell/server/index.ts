import path from 'node:path';
import fs from 'node:fs';
import crypto from 'node:crypto';
import express, { type Response } from 'express';
import compression from 'compression';
import { REMOTES, matchRoute } from '@teashop/shared/src/routes/routeTable';
import { runtimeConfigFromEnv } from './config';
import { contentExists } from './contentLookup';
import { registerSitemaps } from './sitemaps';

const port = Number(process.env.PORT ?? 3000);
const shellDist = path.resolve(process.env.SHELL_DIST ?? path.join(__dirname, '..', 'dist'));
const workspaceRoot = path.resolve(__dirname, '..', '..');
const cmsInternalUrl =
  process.env.CMS_INTERNAL_URL ?? process.env.CMS_URL ?? 'http://localhost:1337';

const indexHtml = fs.readFileSync(path.join(shellDist, 'index.html'), 'utf8');
const buildId = crypto.createHash('sha256').update(indexHtml).digest('hex').slice(0, 12);

const app = express();
app.disable('x-powered-by');
// @types/compression is typed against Express 4's handler; the middleware itself is compatible.
app.use(compression() as unknown as express.RequestHandler);
app.use((_req, res, next) => {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  next();
});

app.get('/healthz', (_req, res) => {
  res.json({ ok: true, buildId });
});
app.get('/runtime-config.json', (_req, res) => {
  res.setHeader('Cache-Control', 'no-store');
  res.json({ ...runtimeConfigFromEnv(process.env, 'production'), buildId });
});
app.get('/build-meta.json', (_req, res) => {
  res.setHeader('Cache-Control', 'no-store');
  res.json({ buildId });
});

const noCache = (res: Response, file: string) => {
  const name = path.basename(file);
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
    path.join(workspaceRoot, remote, 'dist');
  app.use(
    `/remotes/${remote}`,
    (_req, res, next) => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      next();
    },
    express.static(dir, { index: false, setHeaders: noCache, fallthrough: false }),
  );
}

registerSitemaps(app, {
  cmsUrl: cmsInternalUrl,
  publicUrl: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
});

app.use(express.static(shellDist, { index: false, setHeaders: noCache }));

const sendShell = (res: Response, status: number) => {
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
