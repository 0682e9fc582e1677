import { use } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { type HeaderSearchProps } from '@teashop/contracts';
import { addNamespace, afterPageIdle, i18next, initI18n } from '@teashop/runtime';
import shellTranslations from '../i18n/all';
import { loadArea } from '../federation/remotes';
import { forgetHeaderSearch, HeaderSearchSlot } from './HeaderSearchSlot';

jest.mock('../federation/remotes', () => ({ loadArea: jest.fn() }));
jest.mock('@teashop/runtime', () => ({
  ...jest.requireActual('@teashop/runtime'),
  afterPageIdle: jest.fn(),
}));

const loadAreaMock = loadArea as jest.MockedFunction<typeof loadArea>;
const idleMock = afterPageIdle as jest.MockedFunction<typeof afterPageIdle>;

function CatalogueSearch({ locale, pathname }: HeaderSearchProps) {
  return (
    <button type="button" data-testid="search-button">
      Catalogue search {locale} {pathname}
    </button>
  );
}

const slot = (
  <I18nextProvider i18n={i18next}>
    <HeaderSearchSlot locale="jp" pathname="/jp/products" />
  </I18nextProvider>
);

/** Renders the slot of a new page, whose fragment answers with `loaded`. */
async function renderFresh(loaded: Promise<unknown>) {
  forgetHeaderSearch();
  loadAreaMock.mockReset();
  idleMock.mockReset();
  loadAreaMock.mockReturnValue(loaded);
  const view = render(slot);
  return { view, freshLoad: loadAreaMock, idle: idleMock };
}

async function runIdle(idle: typeof idleMock) {
  await act(async () => {
    for (const [callback] of idle.mock.calls) callback();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('HeaderSearchSlot', () => {
  beforeAll(async () => {
    await initI18n('en');
    addNamespace('shell', shellTranslations);
  });
  beforeEach(() => {
    loadAreaMock.mockReset();
    idleMock.mockReset();
  });

  it('server-renders a plain search form that works without scripts, in the page language', () => {
    const html = renderToString(slot);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const form = doc.querySelector('form[role="search"]');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.getAttribute('action')).toBe('/jp/search');
    const input = form?.querySelector('input');
    expect(input?.getAttribute('name')).toBe('q');
    expect(doc.querySelector(`label[for="${input?.id}"]`)?.textContent).toBe(
      'Search teas and articles',
    );
    expect(form?.querySelector('button[type="submit"]')?.textContent).toBe('Search');
    expect(loadAreaMock).not.toHaveBeenCalled();
  });

  it('gives the slot to the catalogue fragment once the page is idle', async () => {
    const { freshLoad, idle } = await renderFresh(Promise.resolve({ default: CatalogueSearch }));
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(freshLoad).not.toHaveBeenCalled();
    await runIdle(idle);
    expect(freshLoad).toHaveBeenCalledWith('mf-catalog', 'HeaderSearch');
    expect(screen.getByTestId('search-button')).toHaveTextContent(
      'Catalogue search jp /jp/products',
    );
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  it('loads the fragment at once when the shopper reaches for the search', async () => {
    const { freshLoad } = await renderFresh(Promise.resolve({ default: CatalogueSearch }));
    await act(async () => {
      screen
        .getByText('', { selector: 'summary' })
        .dispatchEvent(new Event('pointerover', { bubbles: true }));
      screen.getByText('', { selector: 'summary' }).focus();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(freshLoad).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('search-button')).toHaveFocus();
  });

  it('keeps the plain form while the fragment waits for its texts', async () => {
    let arrive = () => undefined as void;
    const texts = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    function Waiting(props: HeaderSearchProps) {
      use(texts);
      return <CatalogueSearch {...props} />;
    }
    const { idle } = await renderFresh(Promise.resolve({ default: Waiting }));
    await runIdle(idle);
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.queryByTestId('search-button')).not.toBeInTheDocument();
    await act(async () => {
      arrive();
      await texts;
    });
    expect(screen.getByTestId('search-button')).toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  it('keeps the plain form when the catalogue cannot be loaded', async () => {
    const unavailable = { default: () => <p>Not available</p>, unavailable: true };
    const { view, idle } = await renderFresh(Promise.resolve(unavailable));
    await runIdle(idle);
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.queryByText('Not available')).not.toBeInTheDocument();

    view.unmount();
    const failed = await renderFresh(Promise.reject(new Error('offline')));
    await runIdle(failed.idle);
    expect(screen.getByRole('search')).toBeInTheDocument();
  });

  it('keeps a plain form the shopper opened until they close it', async () => {
    const user = userEvent.setup();
    let arrive: (module: unknown) => void = () => undefined;
    const { idle } = await renderFresh(new Promise((resolve) => (arrive = resolve)));
    const summary = screen.getByText('', { selector: 'summary' });
    await user.click(summary);
    await user.type(screen.getByRole('searchbox', { name: 'Search teas and articles' }), 'oolong');
    arrive({ default: CatalogueSearch });
    await runIdle(idle);
    expect(screen.getByRole('searchbox')).toHaveValue('oolong');
    expect(screen.queryByTestId('search-button')).not.toBeInTheDocument();
    await user.click(summary);
    expect(await screen.findByTestId('search-button')).toBeInTheDocument();
  });
});
