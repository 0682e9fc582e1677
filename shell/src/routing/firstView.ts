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

/** Frames a browser may still take to present a decoded picture. */
const PRESENT_MS = 250;

/**
 * When the browser reports one of the pictures as the page's largest paint (where it measures
 * largest paints), else a little after they are decoded and a frame has been painted.
 */
function painted(pictures: HTMLImageElement[]): Promise<void> {
  const ready = Promise.all(pictures.map(settled)).then(nextPaint);
  const types =
    typeof PerformanceObserver === 'undefined' ? [] : PerformanceObserver.supportedEntryTypes;
  if (!types?.includes('largest-contentful-paint')) return ready;
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
      if (entries.some((entry) => pictures.includes(entry.element as HTMLImageElement))) done();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    // A larger text may be the largest paint: then the pictures never are.
    void ready.then(() => setTimeout(done, PRESENT_MS));
  });
}

/**
 * Resolves once the server-rendered first view has painted its largest picture (loaded or failed),
 * and at the latest after `timeoutMs`; at once where the page has none (a page rendered in the
 * browser). Tells which of the three happened. The shop's JavaScript starts after it, so
 * hydration code never competes with the picture for the network: the page is readable first,
 * then interactive.
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
  const outcome = await Promise.race([painted(pictures).then(() => 'painted' as const), timeout]);
  clearTimeout(timer);
  return outcome;
}
