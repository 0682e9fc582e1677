import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { i18next, initI18n, loadNamespace, AreaDataProvider } from '@teashop/runtime';
import HeaderSearch from './HeaderSearch';
import { HEADER_SEARCH_NS, headerSearchTranslations } from './translations';
import { fetchSuggestions, type Suggestion } from './suggestApi';
import { forgetSuggestions, SUGGEST_DEBOUNCE_MS } from './useSuggestions';

jest.mock('./suggestApi', () => ({ fetchSuggestions: jest.fn() }));

const fetchMock = fetchSuggestions as jest.MockedFunction<typeof fetchSuggestions>;
/** The shop's navigations (the address itself stays as the test set it). */
const navigateMock = jest.spyOn(window.history, 'pushState').mockImplementation(() => undefined);

const OOLONG: Suggestion[] = [
  {
    type: 'product',
    documentId: 'p1',
    slug: 'dong-ding-oolong',
    name: 'Dong Ding Oolong',
    price: 24,
    currency: 'USD',
  },
  { type: 'product', documentId: 'p2', slug: 'oriental-beauty', name: 'Oriental Beauty' },
  { type: 'article', documentId: 'a1', slug: 'oolong-guide', name: 'A guide to oolong' },
];

function renderSearch(locale: 'en' | 'jp' = 'en', opened?: { query: string }) {
  return render(
    <I18nextProvider i18n={i18next}>
      <HeaderSearch locale={locale} pathname="/" opened={opened} />
    </I18nextProvider>,
    { wrapper: AreaDataProvider },
  );
}

/** Lets the debounce run out and the mocked answer arrive. */
async function settle() {
  await act(() => jest.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS + 10));
  // the answer, delivered by the data cache on its next tick
  await act(() => jest.advanceTimersByTimeAsync(10));
}

describe('HeaderSearch', () => {
  beforeAll(async () => {
    await initI18n('en');
    // As on a page where the fragment's texts have arrived (it waits for them in Suspense).
    await loadNamespace(HEADER_SEARCH_NS, headerSearchTranslations, 'en');
  });
  beforeEach(() => {
    jest.useFakeTimers();
    forgetSuggestions();
    fetchMock.mockReset();
    navigateMock.mockClear();
    window.dataLayer = [];
  });
  afterEach(() => jest.useRealTimers());

  const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

  it('opens from the header button with the focus in the field, and Escape brings it back', async () => {
    const u = user();
    renderSearch();
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await u.click(button);
    const input = screen.getByRole('combobox', { name: 'Search teas and articles' });
    expect(input).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it("takes a search opened in the shell's plain form: open, the text kept, the caret at its end, suggested", async () => {
    fetchMock.mockResolvedValue(OOLONG);
    const u = user();
    renderSearch('en', { query: 'oolo' });
    const input = screen.getByRole('combobox', { name: 'Search teas and articles' });
    expect(input).toHaveValue('oolo');
    expect(input).toHaveFocus();
    expect(screen.getByTestId('search-button')).toHaveAttribute('aria-expanded', 'true');
    await u.keyboard('ng');
    expect(input).toHaveValue('oolong');
    await settle();
    expect(fetchMock).toHaveBeenLastCalledWith('oolong', 'en', expect.any(AbortSignal));
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(4);

    // The next search starts empty.
    await u.keyboard('{Escape}{Escape}{Escape}');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await u.click(screen.getByTestId('search-button'));
    expect(screen.getByRole('combobox')).toHaveValue('');
  });

  it('asks once after typing stops and moves through the suggestions with the arrow keys', async () => {
    fetchMock.mockResolvedValue(OOLONG);
    const u = user();
    renderSearch();
    await u.click(screen.getByRole('button', { name: 'Search' }));
    const input = screen.getByRole('combobox');
    await u.type(input, 'oolong');
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('oolong', 'en', expect.any(AbortSignal));

    const list = screen.getByRole('listbox');
    const options = within(list).getAllByRole('option');
    // three suggestions and "see all results"
    expect(options.map((o) => o.textContent)).toEqual([
      'Dong Ding OolongUS$24.00',
      'Oriental Beauty',
      'A guide to oolongArticle',
      'See all results for “oolong”',
    ]);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('3 suggestions');

    await u.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await u.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[2]?.id);
    await u.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]?.id);
    expect(input).toHaveFocus();

    await u.keyboard('{Enter}');
    expect(navigateMock).toHaveBeenCalledWith(null, '', '/products/oriental-beauty');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('Enter without a highlighted suggestion opens the results page and records the search', async () => {
    fetchMock.mockResolvedValue([]);
    const u = user();
    renderSearch('jp');
    await u.click(screen.getByRole('button', { name: 'Search' }));
    await u.type(screen.getByRole('combobox'), '  ウーロン  茶 ');
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('No suggestions for “ウーロン 茶”');
    await u.keyboard('{Enter}');
    expect(navigateMock).toHaveBeenCalledWith(
      null,
      '',
      `/jp/search?q=${encodeURIComponent('ウーロン 茶').replace(/%20/g, '+')}`,
    );
    expect(window.dataLayer).toContainEqual({ event: 'search', search_term: 'ウーロン 茶' });
  });

  it('Escape first closes the list, then clears the field, then closes the search', async () => {
    fetchMock.mockResolvedValue(OOLONG);
    const u = user();
    renderSearch();
    await u.click(screen.getByRole('button', { name: 'Search' }));
    const input = screen.getByRole('combobox');
    await u.type(input, 'oolong');
    await settle();
    await u.keyboard('{ArrowDown}');
    await u.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    await u.keyboard('{Escape}');
    expect(input).toHaveValue('');
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('says so when suggestions cannot be loaded, and Enter still searches', async () => {
    fetchMock.mockRejectedValue(new Error('offline'));
    const u = user();
    renderSearch();
    await u.click(screen.getByRole('button', { name: 'Search' }));
    await u.type(screen.getByRole('combobox'), 'sencha');
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('Suggestions could not be loaded');
    await u.keyboard('{Enter}');
    expect(navigateMock).toHaveBeenCalledWith(null, '', '/search?q=sencha');
  });

  it('a term typed again is answered from memory, without another request', async () => {
    fetchMock.mockResolvedValue(OOLONG);
    const u = user();
    renderSearch();
    await u.click(screen.getByRole('button', { name: 'Search' }));
    const input = screen.getByRole('combobox');
    await u.type(input, 'oolong');
    await settle();
    await u.type(input, 's');
    await settle();
    await u.type(input, '{Backspace}');
    await settle();
    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual(['oolong', 'oolongs']);
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(4);
  });

  it('shows the answer for the latest term when an earlier one answers late', async () => {
    let answerEarlier: ((items: Suggestion[]) => void) | undefined;
    fetchMock.mockImplementation((term) =>
      term === 'oolong'
        ? new Promise<Suggestion[]>((resolve) => (answerEarlier = resolve))
        : Promise.resolve([{ type: 'product', documentId: 'p9', slug: 'sencha', name: 'Sencha' }]),
    );
    const u = user();
    renderSearch();
    await u.click(screen.getByRole('button', { name: 'Search' }));
    const input = screen.getByRole('combobox');
    await u.type(input, 'oolong');
    await settle();
    await u.clear(input);
    await u.type(input, 'sencha');
    await settle();
    await act(async () => answerEarlier?.(OOLONG));
    await settle();
    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual(['oolong', 'sencha']);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Sencha', 'See all results for “sencha”']);
  });

  it('closes when the shopper lands on another page', async () => {
    const u = user();
    const view = renderSearch();
    await u.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('combobox')).toBeInTheDocument();
    view.rerender(
      <I18nextProvider i18n={i18next}>
        <HeaderSearch locale="en" pathname="/products" />
      </I18nextProvider>,
    );
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
