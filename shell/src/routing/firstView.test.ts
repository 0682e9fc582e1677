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
});
