import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

export class RenderTimeoutError extends Error {
  constructor(ms: number) {
    super(`Server render took longer than ${ms} ms`);
    this.name = 'RenderTimeoutError';
  }
}

/**
 * Renders a tree to HTML on the server once all its data has loaded. A render that throws, or that
 * is not complete within `timeoutMs`, rejects: the caller then sends the part to be rendered in
 * the browser instead. `nonce` is the page's Content-Security-Policy nonce, which React puts on
 * the small inline scripts it may add.
 */
export function renderToHtml(node: ReactNode, timeoutMs: number, nonce?: string): Promise<string> {
  return renderRootToHtml(node, { timeoutMs, nonce });
}

/**
 * `renderToHtml` for a root of its own on the page (an island): `identifierPrefix` prefixes the ids
 * React makes (`useId`), as the browser's root that hydrates it does.
 */
export function renderRootToHtml(
  node: ReactNode,
  {
    timeoutMs,
    nonce,
    identifierPrefix,
  }: { timeoutMs: number; nonce?: string; identifierPrefix?: string },
): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    let failure: unknown = null;
    let timedOut = false;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
        done();
      },
    });
    sink.on('finish', () => {
      clearTimeout(timer);
      if (timedOut) reject(new RenderTimeoutError(timeoutMs));
      else if (failure) reject(failure);
      else resolve(Buffer.concat(chunks).toString('utf8'));
    });
    const stream = renderToPipeableStream(node, {
      nonce,
      identifierPrefix,
      // Written out only once everything has loaded: the HTML is complete, without fallbacks.
      onAllReady: () => stream.pipe(sink),
      onShellError: (error) => {
        clearTimeout(timer);
        reject(error);
      },
      onError: (error) => {
        failure ??= error;
      },
    });
    const timer = setTimeout(() => {
      timedOut = true;
      stream.abort(new RenderTimeoutError(timeoutMs));
    }, timeoutMs);
  });
}
