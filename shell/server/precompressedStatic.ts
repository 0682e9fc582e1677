import fs from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler } from 'express';
import {
  PRECOMPRESSED,
  PRECOMPRESSED_FILES,
  originalOf,
  type Precompressed,
} from '@teashop/build/precompressedFiles';

type StaticOptions = NonNullable<Parameters<typeof express.static>[1]>;

/** The weight a request's `Accept-Encoding` gives each encoding it names. */
export function encodingWeights(header: string | undefined): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((token) => token.trim().toLowerCase());
    if (!name) continue;
    const quality = params.find((param) => param.startsWith('q='));
    const weight = quality === undefined ? 1 : Number(quality.slice(2));
    if (Number.isFinite(weight)) weights.set(name, weight);
  }
  return weights;
}

/**
 * The compressed copies a request accepts, best first. Between equal weights the server chooses
 * (brotli first): the order of `Accept-Encoding` carries no preference, and browsers list gzip first.
 */
export function acceptedCopies(header: string | undefined): Precompressed[] {
  const weights = encodingWeights(header);
  const weightOf = ({ encoding }: Precompressed) => weights.get(encoding) ?? weights.get('*') ?? 0;
  return PRECOMPRESSED.filter((copy) => weightOf(copy) > 0).sort(
    (a, b) => weightOf(b) - weightOf(a),
  );
}

/** The first of `copies` that exists for the file at `urlPath` below `root`. */
async function findCopy(
  root: string,
  urlPath: string,
  copies: Precompressed[],
): Promise<Precompressed | undefined> {
  let file: string;
  try {
    file = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  // Left to express.static, which refuses them.
  if (file.includes('\0') || file.split('/').includes('..')) return undefined;
  for (const copy of copies) {
    const stat = await fs.promises.stat(path.join(root, file + copy.suffix)).catch(() => undefined);
    if (stat?.isFile()) return copy;
  }
  return undefined;
}

/**
 * `express.static` that sends a script's or style sheet's compressed copy (`<file>.br`,
 * `<file>.gz`, written by the build) to a browser that accepts it; the compression middleware
 * leaves an answer already encoded alone. Copies are looked for per request, not listed at start:
 * a remote's versions are published while the server runs. `setHeaders` is told the original file.
 */
export function staticFiles(root: string, options: StaticOptions): RequestHandler {
  const { setHeaders } = options;
  const serve = express.static(root, {
    ...options,
    setHeaders:
      setHeaders && ((res, file, stat) => setHeaders(res, originalOf(file) ?? file, stat)),
  });
  return (req, res, next) => {
    const compressible =
      (req.method === 'GET' || req.method === 'HEAD') && PRECOMPRESSED_FILES.test(req.path);
    if (!compressible) return serve(req, res, next);
    res.vary('Accept-Encoding');
    const copies = acceptedCopies(req.headers['accept-encoding']);
    void findCopy(root, req.path, copies).then((copy) => {
      if (!copy) return serve(req, res, next);
      const url = req.url;
      const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
      res.type(path.extname(req.path));
      res.setHeader('Content-Encoding', copy.encoding);
      req.url = `${req.path}${copy.suffix}${query}`;
      return serve(req, res, (error?: unknown) => {
        // The copy was not sent (gone meanwhile): whatever answers next is not this encoding.
        req.url = url;
        res.removeHeader('Content-Encoding');
        res.removeHeader('Content-Type');
        next(error);
      });
    });
  };
}
