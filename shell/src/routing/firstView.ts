/** The pictures the server marked as the page's largest paint (`fetchpriority="high"`). */
const FIRST_VIEW_PICTURES = 'img[fetchpriority="high"]';

/** Loaded and decoded (ready to paint), or failed. */
function settled(img: HTMLImageElement): Promise<void> {
  if (typeof img.decode === 'function') return img.decode().catch(() => undefined);
  if (img.complete) return Promise.resolve();
  return new Promise((resolve) => {
    img.addEventListener('load', () => resolve(), { once: true });
    img.addEventListener('error', () => resolve(), { once: true });
  });
}

/** After the next frame has been painted. */
function nextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
  });
}

/**
 * Resolves once the server-rendered first view has painted its largest picture (loaded or failed),
 * and at the latest after `timeoutMs`; at once where the page has none (a page rendered in the
 * browser). Tells which of the three happened. The shop's JavaScript starts after it, so hydration code never competes with the
 * picture for the network: the page is readable first, then interactive.
 */
export async function afterFirstView(
  doc: Document = document,
  timeoutMs = 2500,
): Promise<'no picture' | 'painted' | 'timed out'> {
  const pictures = [...doc.querySelectorAll<HTMLImageElement>(FIRST_VIEW_PICTURES)];
  if (pictures.length === 0) return 'no picture';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timed out'>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), timeoutMs);
  });
  const painted = Promise.all(pictures.map(settled))
    .then(nextPaint)
    .then(() => 'painted' as const);
  const outcome = await Promise.race([painted, timeout]);
  clearTimeout(timer);
  return outcome;
}
