import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import {
  PREVIEW_STATE_KEY,
  ServerValuesContext,
  addNamespace,
  i18next,
  initI18n,
  initBrowserPreview,
  type PreviewPageState,
} from '@teashop/runtime';
import shellTranslations from '../i18n/all';
import { PreviewBanner } from './PreviewBanner';
import { ServerLocationContext } from './useShellLocation';

const TOKEN = 'WyJhcGk6OnByb2R1Y3QucHJvZHVjdCIsImFiYyIsImVuIiwxXQ.c2lnbmF0dXJl';

function tree(state: PreviewPageState | null) {
  return (
    <I18nextProvider i18n={i18next}>
      <ServerValuesContext.Provider value={state ? { [PREVIEW_STATE_KEY]: state } : {}}>
        <PreviewBanner />
      </ServerValuesContext.Provider>
    </I18nextProvider>
  );
}

function openPage(url: string) {
  window.history.replaceState(null, '', url);
  initBrowserPreview();
}

describe('PreviewBanner', () => {
  beforeAll(async () => {
    await initI18n('en');
    addNamespace('shell', shellTranslations);
  });
  afterEach(async () => {
    await act(async () => {
      await i18next.changeLanguage('en');
    });
  });

  it('says the page shows unpublished content, with a way out to the same page', () => {
    openPage(`/products/sencha?preview=${TOKEN}&ref=mail`);
    render(tree({ active: true, expiresAt: '2030-01-01T00:00:00.000Z' }));
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent('Preview');
    expect(banner).toHaveTextContent('You are viewing unpublished content.');
    expect(screen.getByRole('link', { name: 'Exit preview' })).toHaveAttribute(
      'href',
      '/products/sencha?ref=mail',
    );
  });

  it.each([
    ['zh', '預覽', '您正在檢視尚未發布的內容。', '結束預覽', '/zh/news/spring'],
    ['jp', 'プレビュー', '公開前のコンテンツを表示しています。', 'プレビューを終了', '/jp'],
  ])('in %s', async (locale, label, text, exit, path) => {
    await act(async () => {
      await i18next.changeLanguage(locale);
    });
    openPage(`${path}?preview=${TOKEN}`);
    render(tree({ active: true }));
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent(label);
    expect(banner).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: exit })).toHaveAttribute('href', path);
  });

  it('shows nothing on a page that is not a preview, or whose token did not apply', () => {
    openPage(`/about?preview=${TOKEN}`);
    const { container, rerender } = render(tree(null));
    expect(container).toBeEmptyDOMElement();
    rerender(tree({ active: false }));
    expect(container).toBeEmptyDOMElement();
  });

  it('goes once the visitor leaves the previewed page', () => {
    openPage(`/products/sencha?preview=${TOKEN}`);
    const { container } = render(tree({ active: true }));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => {
      window.history.pushState(null, '', '/products/genmaicha');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(container).toBeEmptyDOMElement();
  });

  it('renders on the server with the server location', () => {
    openPage(`/faq?preview=${TOKEN}`);
    const html = renderToString(
      <ServerLocationContext.Provider value={{ pathname: '/faq', search: `?preview=${TOKEN}` }}>
        {tree({ active: true })}
      </ServerLocationContext.Provider>,
    );
    expect(html).toContain('role="status"');
    expect(html).toContain('href="/faq"');
  });
});
