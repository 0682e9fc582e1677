/** @jest-environment node */
import { Suspense, use } from 'react';
import { RenderTimeoutError, renderToHtml } from './renderToHtml';

function Waits({ promise }: { promise: Promise<string> }) {
  return <p>{use(promise)}</p>;
}

function Throws(): never {
  throw new Error('broken page');
}

describe('renderToHtml', () => {
  it('waits for data and returns the complete HTML', async () => {
    const data = new Promise<string>((resolve) => setTimeout(() => resolve('Longjing'), 20));
    await expect(renderToHtml(<Waits promise={data} />, 1_000)).resolves.toBe('<p>Longjing</p>');
  });

  it('gives up after the time budget, also inside a Suspense boundary', async () => {
    const never = new Promise<string>(() => undefined);
    await expect(
      renderToHtml(
        <Suspense fallback={<p>loading</p>}>
          <Waits promise={never} />
        </Suspense>,
        50,
      ),
    ).rejects.toBeInstanceOf(RenderTimeoutError);
  });

  it('rejects when a component throws, so the part is rendered in the browser', async () => {
    await expect(renderToHtml(<Throws />, 1_000)).rejects.toThrow('broken page');
    await expect(
      renderToHtml(
        <Suspense fallback={<p>loading</p>}>
          <Throws />
        </Suspense>,
        1_000,
      ),
    ).rejects.toThrow('broken page');
  });

  it('puts the page nonce on every inline script React adds', async () => {
    const data = new Promise<string>((resolve) => setTimeout(() => resolve('Oolong'), 20));
    const html = await renderToHtml(
      <Suspense fallback={<p>loading</p>}>
        <Waits promise={data} />
      </Suspense>,
      1_000,
      'n0nce',
    );
    expect(html).toContain('<p>Oolong</p>');
    const scripts = html.match(/<script[^>]*>/g) ?? [];
    for (const script of scripts) expect(script).toContain('nonce="n0nce"');
  });
});
