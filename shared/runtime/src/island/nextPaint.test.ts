import { nextPaint } from './nextPaint';

describe('nextPaint', () => {
  it('resolves after the next animation frame, not before', async () => {
    const frames: FrameRequestCallback[] = [];
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    let done = false;
    const waiting = nextPaint().then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(done).toBe(false);
    frames.forEach((frame) => frame(0));
    await waiting;
    expect(done).toBe(true);
    raf.mockRestore();
  });
});
