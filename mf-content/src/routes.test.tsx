import { act, waitFor } from '@testing-library/react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { type Locale, setRuntimeConfig } from '@teashop/contracts';
import { QUERY_STATE_KEY, addNamespace, initI18n, preloadRoute } from '@teashop/runtime';
import { AreaRoot } from '@teashop/runtime/test-support';
import { createAreaServer } from '@teashop/runtime/server';
import translations from './i18n/all';
import { routes } from './routes';
import { type FakeCms, installFakeCms } from './test/fakeCms';

const server = createAreaServer({ name: 'mf-content', translations, routes });
const page = server.page as NonNullable<typeof server.page>;
const config = { cmsUrl: 'http://cms.test', authCookieName: 'jwt', remotes: {} };
const request = (url: string, locale: Locale = 'en') => ({
  url,
  locale,
  config,
  cmsApiUrl: 'http://cms.test',
  timeoutMs: 5_000,
});
const pages = { name: 'mf-content' as const, translations, routes };

/**
 * HTML of a page as the server renders it from the data its route loaded. (React's server renderer
 * and the browser's cannot share one test's modules, so the same tree is rendered by the browser's
 * renderer into a detached element, with its own data cache.)
 */
async function serverHtml(data: Record<string, unknown>): Promise<string> {
  const element = document.createElement('div');
  const root = createRoot(element);
  await act(async () => {
    root.render(
      <AreaRoot name="server" locale="en" basePath="" pages={pages} initialData={data} />,
    );
  });
  const html = element.innerHTML.replace('data-boundary="server"', 'data-boundary="mf-content"');
  act(() => root.unmount());
  return html;
}

/**
 * The page at `url` as the shop serves it: loaded and rendered on the server, then hydrated.
 * `server`: what the server asked the content backend; `browser()`: what the browser asked since.
 */
async function hydrated(url: string) {
  window.history.replaceState(null, '', url);
  await preloadRoute(routes, new URL(url, 'http://shop.test').pathname);
  const before = cms.requests.length;
  const loaded = await page(request(url));
  const data = { [QUERY_STATE_KEY]: loaded.state };
  const container = document.createElement('div');
  container.innerHTML = await serverHtml(data);
  document.body.appendChild(container);
  const server = cms.requests.slice(before);
  const browser = () => cms.requests.slice(before + server.length);
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(
      container,
      <AreaRoot name="mf-content" locale="en" basePath="" pages={pages} initialData={data} />,
    );
  });
  return { container, root: root as Root, server, browser };
}

/** Follows a link as the shop's links do: history, then popstate. */
async function navigate(url: string) {
  await act(async () => {
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

let cms: FakeCms;
beforeEach(async () => {
  cms = installFakeCms();
  (cms.articles[0] as { title: string }).title = 'Spring </script> harvest';
  setRuntimeConfig(config);
  await initI18n('en');
  addNamespace('mf-content', translations);
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});
afterEach(() => cms.restore());

const ldBlocks = () => document.head.querySelectorAll('script[type="application/ld+json"]');

describe('content routes', () => {
  it('describes an article page from the article its route loaded, with its Article JSON-LD', async () => {
    const found = await page(request('/news/article-01'));
    expect(found.status).toBe('found');
    expect(found.head).toEqual({
      title: 'Spring </script> harvest',
      description: 'About article 01.',
      image: '/uploads/large_cover-01.jpg',
      type: 'article',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: 'Spring </script> harvest',
        description: 'About article 01.',
        image: 'http://cms.test/uploads/large_cover-01.jpg',
        datePublished: '2026-10-28',
        inLanguage: 'en',
        publisher: { '@type': 'Organization', name: 'Leaf & Kettle Tea' },
      },
    });

    // In Japanese: the article of that language, described in it.
    const jp = await page(request('/jp/news/article-02', 'jp'));
    expect(cms.requests.at(-2)).toContain('locale=ja');
    expect(jp.head?.jsonLd).toEqual(
      expect.objectContaining({
        headline: 'Article 02',
        inLanguage: 'ja',
        publisher: { '@type': 'Organization', name: 'リーフ＆ケトル茶舗' },
      }),
    );
  });

  it("gives the article's picture an absolute address when pictures come from the shop's origin", async () => {
    const sameOrigin = { ...config, cmsUrl: '', publicUrl: 'https://shop.example' };
    const found = await page({ ...request('/news/article-01'), config: sameOrigin });
    expect(found.head?.image).toBe('/uploads/large_cover-01.jpg');
    expect(found.head?.jsonLd?.image).toBe(`${window.location.origin}/uploads/large_cover-01.jpg`);
  });

  it('answers not-found for an unknown article', async () => {
    expect((await page(request('/news/no-such-article'))).status).toBe('not-found');
    expect((await page(request('/news/article-02'))).status).toBe('found');
  });

  it('describes the home, about and FAQ pages from their content, the others from their texts', async () => {
    cms.home = { heroTitle: 'Tea from the mountains', heroSubtitle: 'Small-batch teas' };
    cms.about = { title: 'Our story' };
    cms.faq = { title: 'Questions', items: [] };
    expect((await page(request('/'))).head).toEqual({
      title: 'Home',
      description: 'Small-batch teas',
    });
    expect((await page(request('/about'))).head).toEqual({
      title: 'Our story',
      description: 'Who we are, where our teas come from and how we choose them.',
    });
    expect((await page(request('/faq'))).head?.title).toBe('Questions');
    expect((await page(request('/contact'))).head?.title).toBe('Contact us');
    expect((await page(request('/news'))).head?.title).toBe('News');
  });

  it('hydrates an article without asking the content backend again, then loads the next one after navigation', async () => {
    // The head the shop server wrote: its JSON-LD is the one the page keeps.
    document.head.innerHTML = '<script type="application/ld+json">{"@type":"Article"}</script>';
    const errors = jest.spyOn(console, 'error');
    const { container, root, server, browser } = await hydrated('/news/article-01');
    // Loading the article and its related articles was the server's: the browser asks nothing.
    expect(server).toHaveLength(2);
    expect(browser()).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('h1')?.textContent).toBe('Spring </script> harvest');
    expect(container.querySelectorAll('[data-section="related"] li')).toHaveLength(3);
    expect(document.title).toBe('Spring </script> harvest | Leaf & Kettle Tea');
    expect(ldBlocks()).toHaveLength(1);
    expect(JSON.parse(ldBlocks()[0]?.textContent ?? '{}')).toEqual(
      expect.objectContaining({ '@type': 'Article', headline: 'Spring </script> harvest' }),
    );

    // Another article: its data is loaded, the page shows its loading state meanwhile.
    cms.hold = true;
    const loaded = cms.requests.length;
    await navigate('/news/article-02');
    expect(container.querySelector('article[aria-busy="true"] .ui-skeleton')).not.toBeNull();
    expect(cms.requests.slice(loaded).some((r) => r.includes('[slug][$eq]=article-02'))).toBe(true);
    await act(async () => cms.release());
    await act(async () => cms.release());
    expect(container.querySelector('h1')?.textContent).toBe('Article 02');
    expect(document.title).toBe('Article 02 | Leaf & Kettle Tea');
    expect(ldBlocks()).toHaveLength(1);
    expect(JSON.parse(ldBlocks()[0]?.textContent ?? '{}')).toEqual(
      expect.objectContaining({ headline: 'Article 02' }),
    );

    // An unknown slug: the not-found page.
    cms.hold = false;
    await navigate('/news/no-such-article');
    await waitFor(() => expect(container.querySelector('[data-error="404"]')).not.toBeNull());
    await waitFor(() => expect(document.title).toBe('404 - Page Not Found | Leaf & Kettle Tea'));
    expect(ldBlocks()).toHaveLength(0);
    act(() => root.unmount());
    errors.mockRestore();
  });

  it('hydrates a news list of two pages as the server loaded it, in one request', async () => {
    const { container, root, server, browser } = await hydrated('/news?page=2');
    expect(server).toHaveLength(1);
    expect(server[0]).toContain('pagination[pageSize]=12');
    expect(browser()).toEqual([]);
    expect(container.querySelectorAll('[data-testid="news-list"] li')).toHaveLength(8);
    expect(container.querySelector('[data-testid="news-count"]')?.textContent).toContain('8');
    expect(document.title).toBe('News | Leaf & Kettle Tea');
    act(() => root.unmount());
  });
});

describe("the area's lifecycle (as the shell drives it)", () => {
  it('renders a page in the browser, takes it down with its root, and renders it again', async () => {
    const { bootstrap, mount, unmount } = await import('./spa');
    // The lifecycle waits for its root to commit, as the shell does: outside act().
    const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
    scope.IS_REACT_ACT_ENVIRONMENT = false;
    cms.about = { title: 'Our story' };
    window.history.replaceState(null, '', '/about');
    const host = Object.assign(document.createElement('div'), { id: 'area-mf-content' });
    document.body.appendChild(host);
    const props = { locale: 'en' as const, basePath: '' };
    await bootstrap(props);
    await mount(props);
    await waitFor(() => expect(host.querySelector('h1')?.textContent).toBe('Our story'));
    await unmount(props);
    expect(host.innerHTML).toBe('');
    await mount(props);
    await waitFor(() => expect(host.querySelector('h1')?.textContent).toBe('Our story'));
    await unmount(props);
    expect(host.innerHTML).toBe('');
    scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });
});
