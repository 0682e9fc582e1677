import { use } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { type HeaderSearchProps } from '@teashop/contracts';
import { addNamespace, i18next, initI18n } from '@teashop/runtime';
import shellTranslations from '../i18n/all';
import { loadArea } from '../federation/remotes';
import { forgetHeaderSearch, HeaderSearchSlot } from './HeaderSearchSlot';

jest.mock('../federation/remotes', () => ({ loadArea: jest.fn() }));

const loadAreaMock = loadArea as jest.MockedFunction<typeof loadArea>;

function CatalogueSearch({ locale, pathname, opened }: HeaderSearchProps) {
  return (
    <>
      <button type="button" data-testid="search-button">
        Catalogue search {locale} {pathname}
      </button>
      {opened ? (
        <input role="combobox" aria-label="Catalogue field" defaultValue={opened.query} autoFocus />
      ) : null}
    </>
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
  loadAreaMock.mockReturnValue(loaded);
  const view = render(slot);
  return { view, freshLoad: loadAreaMock };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The pointer comes to rest on the search button. */
async function reachForSearch() {
  await act(async () => {
    screen
      .getByText('', { selector: 'summary' })
      .dispatchEvent(new Event('pointerover', { bubbles: true }));
    await tick();
  });
}

describe('HeaderSearchSlot', () => {
  beforeAll(async () => {
    await initI18n('en');
    addNamespace('shell', shellTranslations);
  });
  beforeEach(() => {
    loadAreaMock.mockReset();
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

  it('loads nothing while nobody reaches for the search, then gives the slot to the fragment', async () => {
    const { freshLoad } = await renderFresh(Promise.resolve({ default: CatalogueSearch }));
    await act(tick);
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(freshLoad).not.toHaveBeenCalled();
    await reachForSearch();
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
    await renderFresh(Promise.resolve({ default: Waiting }));
    await reachForSearch();
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
    const { view } = await renderFresh(Promise.resolve(unavailable));
    await reachForSearch();
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.queryByText('Not available')).not.toBeInTheDocument();

    view.unmount();
    await renderFresh(Promise.reject(new Error('offline')));
    await reachForSearch();
    expect(screen.getByRole('search')).toBeInTheDocument();
  });

  it("puts the focus in the plain form's field when it opens, so typing starts at once", async () => {
    const user = userEvent.setup();
    await renderFresh(new Promise(() => undefined));
    await user.click(screen.getByText('', { selector: 'summary' }));
    await user.keyboard('oolong');
    expect(screen.getByRole('searchbox', { name: 'Search teas and articles' })).toHaveValue(
      'oolong',
    );
  });

  it('hands a search opened in the plain form over open, with what was typed, once the fragment is ready', async () => {
    const user = userEvent.setup();
    let arrive: (module: unknown) => void = () => undefined;
    let ready = () => undefined as void;
    const prepare = jest.fn(() => new Promise<void>((resolve) => (ready = resolve)));
    await renderFresh(new Promise((resolve) => (arrive = resolve)));
    await user.click(screen.getByText('', { selector: 'summary' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search teas and articles' }), 'oolo');
    await act(async () => {
      arrive({ default: CatalogueSearch, prepare });
      await tick();
    });
    // Its texts are not there yet: the plain form stays, and typing goes on in it.
    expect(prepare).toHaveBeenCalledWith('jp');
    await user.type(screen.getByRole('searchbox'), 'ng');
    await act(async () => {
      ready();
      await tick();
    });
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    const field = screen.getByRole('combobox', { name: 'Catalogue field' });
    expect(field).toHaveValue('oolong');
    expect(field).toHaveFocus();
  });

  it('keeps the plain form when the fragment cannot get ready', async () => {
    const prepare = () => Promise.reject(new Error('texts offline'));
    await renderFresh(Promise.resolve({ default: CatalogueSearch, prepare }));
    await reachForSearch();
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.queryByTestId('search-button')).not.toBeInTheDocument();
  });

  it('swaps the fragment in the moment it arrives, so the next key press lands on it', async () => {
    let arrive: (module: unknown) => void = () => undefined;
    await renderFresh(new Promise((resolve) => (arrive = resolve)));
    const summary = screen.getByText('', { selector: 'summary' });
    act(() => summary.focus());
    // As in a browser: React renders when it is told to, not when a test's act() ends.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      arrive({ default: CatalogueSearch, prepare: async () => undefined });
      // Only promise callbacks run here, no other task: a key pressed next would come after them.
      for (let i = 0; i < 20; i += 1) await Promise.resolve();
      expect(screen.getByTestId('search-button')).toHaveFocus();
      expect(summary).not.toBeInTheDocument();
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
    await act(tick);
  });

  it('keeps a plain form the shopper opened until they close it, for a fragment that cannot take it', async () => {
    const user = userEvent.setup();
    let arrive: (module: unknown) => void = () => undefined;
    await renderFresh(new Promise((resolve) => (arrive = resolve)));
    const summary = screen.getByText('', { selector: 'summary' });
    await user.click(summary);
    await user.type(screen.getByRole('searchbox', { name: 'Search teas and articles' }), 'oolong');
    await act(async () => {
      arrive({ default: CatalogueSearch });
      await tick();
    });
    expect(screen.getByRole('searchbox')).toHaveValue('oolong');
    expect(screen.queryByTestId('search-button')).not.toBeInTheDocument();
    await user.click(summary);
    expect(await screen.findByTestId('search-button')).toBeInTheDocument();
  });
});
