import { Counter } from '../../test-support/counter';
import { renderToString } from 'react-dom/server';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { island } from '../island/island';
import type { RouteEntry } from '../routes/routeMap';
import { createRemoteLifecycles } from './createRemoteApp';
import type { AreaPages } from './areaPages';

/** Counts the loads of the area's router module (the area rendered as a whole). */
const routerLoaded = jest.fn();
jest.mock('./AreaRoot', () => {
  routerLoaded();
  return jest.requireActual('./AreaRoot');
});

const CounterIsland = island('test/lifecycle-counter', Counter);

function ArticlePage() {
  return (
    <article>
      <h1>Autumn</h1>
      <CounterIsland label="Liked" />
    </article>
  );
}

function NewsPage() {
  return <h1>All news</h1>;
}

const islandsModule = jest.fn(() => Promise.resolve());
const articleCode = jest.fn(() => Promise.resolve(ArticlePage));
const routes: Partial<Record<string, RouteEntry>> = {
  'news-slug': { hydrate: 'islands', lazy: articleCode, islands: islandsModule },
  news: { lazy: () => Promise.resolve(NewsPage), fallback: <p>Loading the news</p> },
};
const pages = { name: 'mf-content', translations: { en: {} }, routes } as unknown as AreaPages;
const props = { locale: 'en' as const, basePath: '' };

/** The area's element with the server's HTML of the page at `path`. */
function servedPage(path: string): HTMLElement {
  window.history.replaceState(null, '', path);
  const host = Object.assign(document.createElement('div'), { id: 'area-mf-content' });
  host.setAttribute('data-ssr', 'true');
  host.innerHTML = renderToString(<ArticlePage />);
  document.body.appendChild(host);
  return host;
}

beforeAll(() => {
  // The lifecycle waits for its roots to commit, as the shell does: outside act().
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

describe("an area's lifecycle on a page of islands", () => {
  it("loads the page's islands only: not its code, not the router; another page replaces it at once", async () => {
    const host = servedPage('/news/autumn');
    const lifecycle = createRemoteLifecycles(pages);
    await lifecycle.bootstrap(props);
    await lifecycle.mount(props);

    expect(islandsModule).toHaveBeenCalled();
    expect(articleCode).not.toHaveBeenCalled();
    expect(routerLoaded).not.toHaveBeenCalled();
    expect(host.hasAttribute('data-ssr')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Liked 0' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Liked 1' })).toBeTruthy());

    // Another page of the area: the page left goes at once for the new page's placeholder, then
    // the area renders as a whole, with its router.
    window.history.pushState(null, '', '/news');
    window.dispatchEvent(new Event('single-spa:routing-event'));
    expect(host.textContent).toBe('Loading the news');
    await waitFor(() => expect(host.querySelector('h1')?.textContent).toBe('All news'));
    expect(routerLoaded).toHaveBeenCalledTimes(1);
    await lifecycle.unmount(props);
    expect(host.innerHTML).toBe('');
  });
});
