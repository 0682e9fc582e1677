import { Counter } from '../../test-support/counter';
import { renderToString } from 'react-dom/server';
import { createShopQueryClient } from '../data/queryClient';
import { findIslands, island } from '../island/island';
import { hydratesIslandsOnly } from '../routes/routeMap';
import { hydrateIslands } from './islandsOnly';

/** The shop's navigations (the address itself stays as the test set it). */
const navigated = jest.spyOn(window.history, 'pushState').mockImplementation(() => undefined);

const CounterIsland = island('test/counter', Counter);

function Page() {
  return (
    <article>
      <h1>Autumn</h1>
      <a href="/news">All news</a>
      <a href="#related">Related</a>
      <CounterIsland label="Liked" />
    </article>
  );
}

const area = { name: 'mf-content', locale: 'en' as const, basePath: '' };

function serverPage(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  return container;
}

const hydrated = (container: HTMLElement, onLeave = jest.fn()) =>
  hydrateIslands({ container, area, client: createShopQueryClient(), onLeave });

async function settled() {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
beforeEach(() => {
  navigated.mockClear();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/news/autumn');
});

describe('islands', () => {
  it('carry their name and props in the HTML, and are found by them', () => {
    const container = serverPage();
    const islands = findIslands(container);
    expect(islands).toHaveLength(1);
    const [found] = islands as [(typeof islands)[number]];
    expect(found.name).toBe('test/counter');
    expect(found.props).toEqual({ label: 'Liked' });
    expect(found.element.textContent).toBe('Liked 0');
  });

  it('leave an island whose code is not loaded as the server sent it', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.createElement('div');
    container.innerHTML = '<div data-island-root="test/unknown" data-island-props="{}">x</div>';
    expect(findIslands(container)).toEqual([]);
    expect(error).toHaveBeenCalledWith('[island] no code for "test/unknown"');
    error.mockRestore();
  });
});

describe('a page that hydrates its islands only', () => {
  it('is the route that says so, in the area that owns it', () => {
    const routes = { 'news-slug': { hydrate: 'islands' as const }, news: {} };
    expect(hydratesIslandsOnly('mf-content', routes, '/jp/news/autumn')).toBe(true);
    expect(hydratesIslandsOnly('mf-content', routes, '/news')).toBe(false);
    expect(hydratesIslandsOnly('mf-catalog', routes, '/news/autumn')).toBe(false);
  });

  it('hydrates its islands and nothing else', async () => {
    const container = serverPage();
    const page = hydrated(container);
    await page.live;
    const counter = container.querySelector('[data-island-root] button') as HTMLButtonElement;
    counter.click();
    await settled();
    expect(counter.textContent).toBe('Liked 1');
    // React knows the island's elements only: the page around it is not hydrated.
    const fiberKeys = (element: Element | null) =>
      Object.keys(element ?? {}).filter((key) => key.startsWith('__react'));
    expect(fiberKeys(counter)).not.toHaveLength(0);
    expect(fiberKeys(container.querySelector('h1'))).toHaveLength(0);
    page.unmount();
    counter.click();
    await settled();
    expect(container.querySelector('[data-island-root]')?.textContent).toBe('');
  });

  it('is live when an island crashes: that island shows nothing, the others work', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    island('test/broken', (): never => {
      throw new Error('broken');
    });
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <>
        <CounterIsland label="Liked" />
        <div data-island-root="test/broken" data-island-props="{}" className="ui-island">
          <p>Server HTML</p>
        </div>
      </>,
    );
    document.body.append(container);
    const page = hydrated(container);
    await page.live;
    const counter = container.querySelector('button') as HTMLButtonElement;
    counter.click();
    await settled();
    expect(counter.textContent).toBe('Liked 1');
    expect(container.querySelector('[data-island-root="test/broken"]')?.textContent).toBe('');
    page.unmount();
    error.mockRestore();
  });

  it("follows the static HTML's links within the shop, and lets the browser have the rest", async () => {
    const container = serverPage();
    const page = hydrated(container);
    const [allNews, samePage] = Array.from(container.querySelectorAll('a')) as [
      HTMLAnchorElement,
      HTMLAnchorElement,
    ];

    const plain = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    allNews.dispatchEvent(plain);
    expect(plain.defaultPrevented).toBe(true);
    expect(navigated).toHaveBeenCalledWith(null, '', `${window.location.origin}/news`);

    navigated.mockClear();
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    allNews.dispatchEvent(newTab);
    const toFragment = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    samePage.dispatchEvent(toFragment);
    expect(navigated).not.toHaveBeenCalled();
    expect(newTab.defaultPrevented).toBe(false);
    await settled();
    page.unmount();
  });

  it("hands over to the area's router when the address moves to another of its pages", async () => {
    const onLeave = jest.fn();
    const page = hydrated(serverPage(), onLeave);
    const routed = () => window.dispatchEvent(new Event('single-spa:routing-event'));
    routed();
    expect(onLeave).not.toHaveBeenCalled();
    // The same page at another query: its islands follow the address themselves.
    window.history.replaceState(null, '', '/news/autumn?ref=mail');
    routed();
    expect(onLeave).not.toHaveBeenCalled();
    window.history.replaceState(null, '', '/products');
    routed();
    expect(onLeave).not.toHaveBeenCalled();
    window.history.replaceState(null, '', '/news');
    routed();
    expect(onLeave).toHaveBeenCalledTimes(1);
    await settled();
    page.unmount();
    window.history.replaceState(null, '', '/about');
    routed();
    expect(onLeave).toHaveBeenCalledTimes(1);
  });

  it('hands over at another query of the same path when that is another page (search results)', async () => {
    window.history.replaceState(null, '', '/news/autumn?q=oolong');
    const onLeave = jest.fn();
    const container = serverPage();
    const client = createShopQueryClient();
    const page = hydrateIslands({ container, area, client, newPageOnQuery: true, onLeave });
    const routed = () => window.dispatchEvent(new Event('single-spa:routing-event'));
    routed();
    expect(onLeave).not.toHaveBeenCalled();
    window.history.replaceState(null, '', '/news/autumn?q=oolong#related');
    routed();
    expect(onLeave).not.toHaveBeenCalled();
    window.history.replaceState(null, '', '/news/autumn?q=sencha');
    routed();
    expect(onLeave).toHaveBeenCalledTimes(1);
    await settled();
    page.unmount();
  });

  it('hands over as soon as the change of address is announced, before single-spa routes, once', async () => {
    const onLeave = jest.fn();
    const page = hydrated(serverPage(), onLeave);
    window.history.replaceState(null, '', '/news');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(onLeave).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('single-spa:routing-event'));
    expect(onLeave).toHaveBeenCalledTimes(1);
    await settled();
    page.unmount();
  });
});
