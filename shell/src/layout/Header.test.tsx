import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { addNamespace, authState, i18next, initI18n, AreaDataProvider } from '@teashop/runtime';
import { cartState } from '@teashop/runtime/cart-owner';
import shellTranslations from '../i18n/all';
import { Header, type HeaderProps } from './Header';

const content: HeaderProps['content'] = {
  enableHeaderNotification: true,
  headerNotificationText:
    '<p>Free shipping <strong>over US$50</strong><img src=x onerror="alert(1)"></p>',
  headerMenuItem: [
    { id: 1, label: 'About', link: '/about' },
    {
      id: 2,
      label: 'Products',
      link: '/products',
      subMenu: [
        { id: 3, title: 'By type', list: [{ id: 4, label: 'Oolong', link: '/category/oolong' }] },
      ],
    },
    { id: 5, label: 'Bad', link: 'javascript:alert(1)' },
  ],
};

function renderHeader(props: Partial<HeaderProps> = {}) {
  return render(
    <I18nextProvider i18n={i18next}>
      <Header
        locale="jp"
        content={content}
        multiLanguage
        pathname="/jp/about"
        search=""
        onCartClick={jest.fn()}
        mobileOpen={false}
        onMobileToggle={jest.fn()}
        onMobileClose={jest.fn()}
        {...props}
      />
    </I18nextProvider>,
    { wrapper: AreaDataProvider },
  );
}

describe('Header', () => {
  beforeAll(async () => {
    await initI18n('jp');
    addNamespace('shell', shellTranslations);
  });
  afterEach(() => {
    authState.signedIn = false;
    authState.token = null;
    authState.user = null;
    cartState.items = [];
  });

  it('renders the cms menu with localized links, submenus and refused links as text', async () => {
    // A touch screen: a tap toggles the submenu, with no hover timer racing the click.
    window.matchMedia = ((query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    renderHeader();
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/jp/about');
    const products = screen.getByRole('button', { name: /Products/ });
    expect(products).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(products);
    expect(products).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Oolong' })).toHaveAttribute(
      'href',
      '/jp/category/oolong',
    );
    expect(screen.queryByRole('link', { name: 'Bad' })).toBeNull();
    expect(screen.getByText('Bad')).toBeInTheDocument();
  });

  it('sanitizes the announcement banner', async () => {
    renderHeader();
    const banner = await screen.findByTestId('announcement');
    expect(banner.innerHTML).toContain('<strong>over US$50</strong>');
    expect(banner.innerHTML).not.toContain('onerror');
  });

  it('shows the language dropdown only when multi-language is enabled', () => {
    const { unmount } = renderHeader();
    expect(screen.getByRole('button', { name: /言語/ })).toBeInTheDocument();
    unmount();
    renderHeader({ multiLanguage: false });
    expect(screen.queryByRole('button', { name: /言語/ })).toBeNull();
  });

  it('shows a login link with a return path, or the member menu with the last name', async () => {
    const { unmount } = renderHeader();
    expect(screen.getByRole('link', { name: 'ログイン' })).toHaveAttribute(
      'href',
      '/jp/login?redirect=%2Fjp%2Fabout',
    );
    unmount();
    authState.signedIn = true;
    authState.user = { id: 1, username: 'mei', email: 'mei@example.org', lastName: 'Lin' };
    renderHeader();
    const trigger = screen.getByRole('button', { name: /Lin/ });
    await userEvent.click(trigger);
    const panel = document.getElementById(
      trigger.getAttribute('aria-controls') as string,
    ) as HTMLElement;
    expect(within(panel).getByRole('link', { name: '会員センター' })).toHaveAttribute(
      'href',
      '/jp/member/account',
    );
    expect(within(panel).getByRole('button', { name: 'ログアウト' })).toBeInTheDocument();
  });

  it('shows the cart count badge', () => {
    cartState.items = [
      {
        productId: 'a',
        quantity: 2,
        name: 'A',
        price: 1,
        slug: 'a',
        currency: 'USD',
        productFormat: '',
        sku: '',
        updatedAt: '',
        thumbnailUrl: '',
      },
    ];
    renderHeader();
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('2');
    expect(screen.getByRole('button', { name: 'カート、2 点' })).toBeInTheDocument();
  });

  it('lists every menu item and the languages in the open phone menu; Escape closes it', async () => {
    const onMobileClose = jest.fn();
    renderHeader({ mobileOpen: true, onMobileClose });
    const menuButton = screen.getByRole('button', { name: 'メニュー' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const nav = document.getElementById(menuButton.getAttribute('aria-controls') as string)!;
    expect(within(nav).getByRole('link', { name: 'About' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: /Products/ })).toBeInTheDocument();
    const languages = within(nav).getByRole('region', { name: '言語' });
    expect(within(languages).getByRole('button', { name: '日本語' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(languages).getByRole('button', { name: 'English' })).toBeInTheDocument();
    // focus moved into the menu
    expect(nav).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(onMobileClose).toHaveBeenCalled();
    expect(menuButton).toHaveFocus();
  });

  it('closes the Products menu when focus leaves it, when a category is chosen, and on Escape', async () => {
    renderHeader();
    const products = screen.getByRole('button', { name: /Products/ });
    products.focus();
    await userEvent.keyboard('{Enter}');
    expect(products).toHaveAttribute('aria-expanded', 'true');
    // Tab to the category, then past it: the menu closes behind the focus.
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Oolong' })).toHaveFocus();
    await userEvent.tab();
    expect(products).toHaveAttribute('aria-expanded', 'false');

    // Escape inside the menu gives focus back to its trigger.
    products.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    expect(products).toHaveAttribute('aria-expanded', 'false');
    expect(products).toHaveFocus();

    // Enter on a category navigates and leaves the menu closed on the new page.
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(products).toHaveAttribute('aria-expanded', 'false');
  });

  it('announces the cart with the count in the right plural form', async () => {
    cartState.items = [
      {
        productId: 'a',
        quantity: 1,
        name: 'A',
        price: 1,
        slug: 'a',
        currency: 'USD',
        productFormat: '',
        sku: '',
        updatedAt: '',
        thumbnailUrl: '',
      },
    ];
    await i18next.changeLanguage('en');
    try {
      const { unmount } = renderHeader({ locale: 'en', pathname: '/about' });
      expect(screen.getByRole('button', { name: 'Cart, 1 item' })).toBeInTheDocument();
      unmount();
      cartState.items = [{ ...cartState.items[0]!, quantity: 3 }];
      renderHeader({ locale: 'en', pathname: '/about' });
      expect(screen.getByRole('button', { name: 'Cart, 3 items' })).toBeInTheDocument();
    } finally {
      await i18next.changeLanguage('jp');
    }
  });

  it('keeps the language list out of the closed menu', () => {
    renderHeader({ mobileOpen: false });
    expect(screen.queryByRole('region', { name: '言語' })).toBeNull();
  });
});
