import { afterPageIdle } from './afterPageIdle';

describe('afterPageIdle', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
  });

  it('waits for requestIdleCallback, with a timeout, once the page has loaded', () => {
    const requestIdleCallback = jest.fn();
    Object.assign(window, { requestIdleCallback });
    const callback = jest.fn();
    afterPageIdle(callback, 2000);
    expect(document.readyState).toBe('complete');
    expect(requestIdleCallback).toHaveBeenCalledWith(callback, { timeout: 2000 });
    expect(callback).not.toHaveBeenCalled();
  });

  it('falls back to a timer where requestIdleCallback is missing', () => {
    jest.useFakeTimers();
    const callback = jest.fn();
    afterPageIdle(callback, 3000, 1500);
    jest.advanceTimersByTime(1499);
    expect(callback).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('waits for the load event while the page is still loading', () => {
    jest.useFakeTimers();
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const callback = jest.fn();
    afterPageIdle(callback, 3000, 10);
    jest.advanceTimersByTime(100);
    expect(callback).not.toHaveBeenCalled();
    readyState.mockRestore();
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(10);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
