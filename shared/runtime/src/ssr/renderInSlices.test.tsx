import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { hydrateRootInSlices, renderRootInSlices } from './renderInSlices';

/** Twenty parts that each keep the main thread busy for 2 ms while they render. */
function SlowParts({ rendered }: { rendered: string[] }) {
  return (
    <ul>
      {Array.from({ length: 20 }, (_, i) => (
        <SlowPart key={i} index={i} rendered={rendered} />
      ))}
    </ul>
  );
}
/** Keeps the thread busy, as a heavy component on a phone does. */
function keepBusy(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}
function SlowPart({ index, rendered }: { index: number; rendered: string[] }) {
  keepBusy(2);
  rendered.push(`part ${index}`);
  // another task, queued while the render is under way
  if (index === 0) setTimeout(() => rendered.push('other task'), 0);
  return <li>{index}</li>;
}

/**
 * Starts a render and returns the order in which the parts and the task the first part queued ran:
 * a render in slices lets that task in between, a render in one task only after the last part.
 */
async function order(start: (container: HTMLElement, rendered: string[]) => void) {
  const rendered: string[] = [];
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SlowParts rendered={[]} />);
  document.body.append(container);
  start(container, rendered);
  while (rendered.length < 21) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  container.remove();
  return rendered;
}

describe('renders in slices', () => {
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });

  it('a plain first render takes one task: nothing else runs until it is done', async () => {
    const rendered = await order((container, parts) => {
      container.innerHTML = '';
      createRoot(container).render(<SlowParts rendered={parts} />);
    });
    expect(rendered.indexOf('other task')).toBe(20);
  });

  it('a first render in slices lets other tasks run in between', async () => {
    const rendered = await order((container, parts) => {
      container.innerHTML = '';
      renderRootInSlices(container, <SlowParts rendered={parts} />);
    });
    const other = rendered.indexOf('other task');
    expect(other).toBeGreaterThan(0);
    expect(other).toBeLessThan(rendered.length - 1);
  });

  it('hydration in slices lets other tasks run in between, and keeps the server HTML', async () => {
    let html = '';
    const rendered = await order((container, parts) => {
      html = container.innerHTML;
      hydrateRootInSlices(container, <SlowParts rendered={parts} />);
    });
    const other = rendered.indexOf('other task');
    expect(other).toBeGreaterThan(0);
    expect(other).toBeLessThan(rendered.length - 1);
    expect(html).toContain('<li>19</li>');
  });
});
