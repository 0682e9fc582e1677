import { useCallback } from 'react';
import { useSnapshot } from 'valtio';
import { localizePath, matchRoute, stripLocale } from '@teashop/contracts';
import { navigate, NotFoundPage } from '@teashop/ui';
import { Header } from './Header';
import { Footer } from './Footer';
import { PreviewBanner } from './PreviewBanner';
import { CartNotice } from './CartNotice';
import { useShellLocation } from './useShellLocation';
import { useServerNotFound } from '../routing/serverNotFound';
import { useCmsSingle } from './useCmsSingle';
import { footerOf } from './staticFooter';
import { openCartPanel, shellUi } from './shellUi';
import type { FooterContent, HeaderContent, SiteSettings } from './types';

const HEADER_QUERY = {
  populate: { headerMenuItem: { populate: { subMenu: { populate: { list: true } } } } },
};
const FOOTER_QUERY = { populate: { footerMenu: { populate: { subMenu: true } } } };

/** The header with its content, for the current page. Rendered on the server and hydrated. */
export function HeaderArea() {
  const { pathname, search } = useShellLocation();
  const { locale } = stripLocale(pathname);
  const header = useCmsSingle<HeaderContent>('header', locale, HEADER_QUERY);
  const settings = useCmsSingle<SiteSettings>('site-setting', locale);
  const ui = useSnapshot(shellUi);
  const closeMobileMenu = useCallback(() => {
    shellUi.mobileOpen = false;
  }, []);

  const onCartClick = () => {
    const name = matchRoute(pathname)?.route.name;
    if (name === 'checkout') {
      navigate(localizePath('/cart', locale));
      return;
    }
    if (name === 'cart' && shellUi.cartOpen) shellUi.cartOpen = false;
    else openCartPanel();
  };

  return (
    <>
      <PreviewBanner />
      <CartNotice />
      <Header
        locale={locale}
        content={header}
        multiLanguage={settings?.multiLanguageEnabled ?? true}
        pathname={pathname}
        search={search}
        onCartClick={onCartClick}
        mobileOpen={ui.mobileOpen}
        onMobileToggle={() => (shellUi.mobileOpen = !shellUi.mobileOpen)}
        onMobileClose={closeMobileMenu}
      />
    </>
  );
}

/**
 * The footer of pages with the default layout. Rendered on the server; in the browser only once the
 * page's language or layout is no longer the one the server sent it for (`keepServerFooter`).
 */
export function FooterArea() {
  const { pathname } = useShellLocation();
  const { locale, shown } = footerOf(pathname);
  const footer = useCmsSingle<FooterContent>('footer', locale, FOOTER_QUERY);
  return shown ? <Footer locale={locale} content={footer} /> : null;
}

/**
 * The not-found page of a path outside the route table, or of a page the server answered
 * not-found (its content does not exist). Rendered on the server and hydrated.
 */
export function NotFoundArea() {
  const { pathname } = useShellLocation();
  const { locale } = stripLocale(pathname);
  const answeredNotFound = useServerNotFound(pathname);
  return matchRoute(pathname) && !answeredNotFound ? null : <NotFoundPage locale={locale} />;
}
