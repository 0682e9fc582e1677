import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { lazyIsland } from './lazyIsland';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

let observed: Element[] = [];
let intersect: Callback = () => undefined;

class FakeIntersectionObserver {
  constructor(callback: Callback) {
    intersect = callback;
  }
  observe(element: Element) {
    observed.push(element);
  }
  disconnect() {
    observed = [];
  }
}

function Part({ label }: { label: string }) {
  return <section>{label}</section>;
}

// Tells React these tests drive it with act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeEach(() => {
  observed = [];
  Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
  document.body.innerHTML = '';
});

function serverRendered(name: string): { container: HTMLElement; section: Element | null } {
  const container = document.createElement('div');
  container.innerHTML = `<div data-island="${name}" style="display:contents"><!--$--><section>Sign up</section><!--/$--></div>`;
  document.body.append(container);
  return { container, section: container.querySelector('section') };
}

describe('lazyIsland', () => {
  it('loads at once when rendered in the browser alone', async () => {
    const load = jest.fn(async () => Part);
    const Island = lazyIsland('alone', load);
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => createRoot(container).render(<Island label="Sign up" />));
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('section')?.textContent).toBe('Sign up');
  });

  it('keeps the server HTML and loads its code only when it comes into view', async () => {
    const load = jest.fn(async () => Part);
    const Island = lazyIsland('newsletter', load);
    const { container, section: serverSection } = serverRendered('newsletter');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);

    await act(async () => {
      hydrateRoot(container, <Island label="Sign up" />);
    });
    expect(load).not.toHaveBeenCalled();
    expect(observed).toEqual([serverSection]);
    expect(container.querySelector('section')).toBe(serverSection);

    await act(async () => intersect([{ isIntersecting: true }]));
    expect(load).toHaveBeenCalledTimes(1);
    // Hydrated in place: the same element, no client re-render and no mismatch reported.
    expect(container.querySelector('section')).toBe(serverSection);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('loads its code when the shopper moves to another page before seeing it', async () => {
    const load = jest.fn(async () => Part);
    const Island = lazyIsland('further-down', load);
    const { container } = serverRendered('further-down');
    await act(async () => {
      hydrateRoot(container, <Island label="Sign up" />);
    });
    // single-spa reports every routing, the first one too: only a new URL counts.
    await act(async () => window.dispatchEvent(new Event('single-spa:routing-event')));
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      window.history.pushState(null, '', '/news');
      window.dispatchEvent(new Event('single-spa:routing-event'));
    });
    expect(load).toHaveBeenCalledTimes(1);
    window.history.pushState(null, '', '/');
  });
});
