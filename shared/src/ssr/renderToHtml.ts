import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

export class RenderTimeoutError extends Error {
  constructor(ms: number) {
    super(`Server render took longer than ${ms} ms`);
    this.name = 'RenderTimeoutError';
  }
}

/**
 * Renders a tree to HTML on the server once all its data has loaded. A render that throws, or that
 * is not complete within `timeoutMs`, rejects: the caller then sends the part to be rendered in
 * the browser instead.
 */
export async function renderToHtml(node: ReactNode, timeoutMs: number): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new RenderTimeoutError(timeoutMs)), timeoutMs);
  let failure: unknown = null;
  try {
    const { prelude } = await prerenderToNodeStream(node, {
      signal: controller.signal,
      onError: (error) => {
        failure ??= error;
      },
    });
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
    if (controller.signal.aborted) throw new RenderTimeoutError(timeoutMs);
    if (failure) throw failure;
    return Buffer.concat(chunks).toString('utf8');
  } finally {
    clearTimeout(timer);
  }
}
