import { afterFirstView } from './firstView';

function picture(priority: boolean): HTMLImageElement {
  const img = document.createElement('img');
  if (priority) img.setAttribute('fetchpriority', 'high');
  // jsdom never loads images: `complete` is what a browser reports while one is downloading.
  Object.defineProperty(img, 'complete', { value: false, configurable: true });
  document.body.append(img);
  return img;
}

async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await jest.advanceTimersByTimeAsync(50);
  return done;
}

beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML = '';
});
afterEach(() => jest.useRealTimers());

describe('afterFirstView', () => {
  it('resolves at once on a page without a first-view picture', async () => {
    picture(false);
    const started = afterFirstView();
    expect(await isSettled(started)).toBe(true);
    expect(await started).toBe('no picture');
  });

  it('waits until every first-view picture has loaded or failed', async () => {
    const hero = picture(true);
    const card = picture(true);
    const started = afterFirstView();
    expect(await isSettled(started)).toBe(false);
    hero.dispatchEvent(new Event('load'));
    expect(await isSettled(started)).toBe(false);
    card.dispatchEvent(new Event('error'));
    expect(await isSettled(started)).toBe(true);
    expect(await started).toBe('painted');
  });

  it('gives up waiting after the timeout', async () => {
    picture(true);
    const started = afterFirstView(document, 1000);
    expect(await isSettled(started)).toBe(false);
    await jest.advanceTimersByTimeAsync(1000);
    expect(await isSettled(started)).toBe(true);
    expect(await started).toBe('timed out');
  });

  it('starts when the browser reports a first-view picture as the largest paint', async () => {
    type Callback = (list: { getEntries: () => { element: Element }[] }) => void;
    let report: Callback = () => undefined;
    const disconnect = jest.fn();
    class FakeObserver {
      static supportedEntryTypes = ['largest-contentful-paint'];
      constructor(callback: Callback) {
        report = callback;
      }
      observe() {}
      disconnect = disconnect;
    }
    Object.assign(window, { PerformanceObserver: FakeObserver });
    try {
      const hero = picture(true);
      const started = afterFirstView();
      report({ getEntries: () => [{ element: document.createElement('h1') }] });
      expect(await isSettled(started)).toBe(false);
      // Still downloading, yet the browser has painted it: that is what the wait is for.
      report({ getEntries: () => [{ element: hero }] });
      expect(await isSettled(started)).toBe(true);
      expect(await started).toBe('painted');
      expect(disconnect).toHaveBeenCalled();
    } finally {
      delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
    }
  });
});
