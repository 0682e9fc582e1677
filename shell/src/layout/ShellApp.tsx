import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { triggerAppChange } from 'single-spa';
import {
  authState,
  localizePath,
  matchRoute,
  navigate,
  NotFoundPage,
  pushPageView,
  stripLocale,
  subscribe,
  ToastRegion,
} from '@teashop/shared';
import { Header } from './Header';
import { Footer } from './Footer';
import { CartPanelHost } from './CartPanelHost';
import { useShellLocation } from './useShellLocation';
import { useCmsSingle } from './useCmsSingle';
import type { FooterContent, HeaderContent, SiteSettings } from './types';

const HEADER_QUERY = {
  populate: { headerMenuItem: { populate: { subMenu: { populate: { list: true } } } } },
};
const FOOTER_QUERY = { populate: { footerMenu: { populate: { subMenu: true } } } };

function portalTarget(id: string): HTMLElement {
  return document.getElementById(id) as HTMLElement;
}

export function ShellApp() {
  const { pathname, search } = useShellLocation();
  const { locale } = stripLocale(pathname);
  const match = matchRoute(pathname);
  const layout = match?.route.layout ?? 'default';
  const auth = useSnapshot(authState);
  const { t } = useTranslation('common');
  const header = useCmsSingle<HeaderContent>('header', locale, HEADER_QUERY);
  const footer = useCmsSingle<FooterContent>('footer', locale, FOOTER_QUERY);
  const settings = useCmsSingle<SiteSettings>('site-setting', locale);
  const [cartOpen, setCartOpen] = useState(false);
  const [cartEverOpened, setCartEverOpened] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const closeMobileMenu = useCallback(() => setMobileOpen(false), []);
  const lastPath = useRef(pathname);

  // Panels close on navigation.
  useEffect(() => {
    if (lastPath.current !== pathname) {
      setCartOpen(false);
      setMobileOpen(false);
      lastPath.current = pathname;
    }
  }, [pathname]);

  useEffect(() => {
    document.body.dataset.layout = layout;
  }, [layout]);

  const isNotFound = !match;
  const notFoundTitle = t('notFound.title');
  // One page view after each navigation (the area sets its title while it renders).
  useEffect(() => {
    if (isNotFound) document.title = notFoundTitle;
    const timer = window.setTimeout(
      () => pushPageView(pathname + search, locale, document.title),
      0,
    );
    return () => window.clearTimeout(timer);
  }, [pathname, search, locale, isNotFound, notFoundTitle]);

  // Login-required pages send an anonymous visitor to /login with a safe return path. The URL is
  // read when the effect runs: a logout that navigates home in the same moment is not redirected.
  const needsLogin = match?.route.access === 'login';
  useEffect(() => {
    if (!needsLogin || auth.token) return;
    const current = matchRoute(window.location.pathname);
    if (current?.route.access !== 'login') return;
    const here = window.location.pathname + window.location.search;
    navigate(`${localizePath('/login', current.locale)}?redirect=${encodeURIComponent(here)}`);
  }, [needsLogin, auth.token, pathname, search]);

  // Signing in or out changes which areas may be active.
  useEffect(() => subscribe('auth:changed', () => void triggerAppChange()), []);
  useEffect(
    () => subscribe('cart:open-panel', () => (setCartEverOpened(true), setCartOpen(true))),
    [],
  );
  useEffect(() => subscribe('cart:close-panel', () => setCartOpen(false)), []);

  const onCartClick = () => {
    const name = match?.route.name;
    if (name === 'checkout') {
      navigate(localizePath('/cart', locale));
      return;
    }
    setCartEverOpened(true);
    setCartOpen((open) => (name === 'cart' ? !open : true));
  };

  const closeCart = () => {
    setCartOpen(false);
    document.getElementById('shell-cart-button')?.focus();
  };

  return (
    <>
      {createPortal(
        <Header
          locale={locale}
          content={header}
          multiLanguage={settings?.multiLanguageEnabled ?? true}
          pathname={pathname}
          search={search}
          onCartClick={onCartClick}
          mobileOpen={mobileOpen}
          onMobileToggle={() => setMobileOpen((v) => !v)}
          onMobileClose={closeMobileMenu}
        />,
        portalTarget('shell-header'),
      )}
      {createPortal(match ? null : <NotFoundPage locale={locale} />, portalTarget('shell-page'))}
      {layout === 'default'
        ? createPortal(<Footer locale={locale} content={footer} />, portalTarget('shell-footer'))
        : null}
      <CartPanelHost
        open={cartOpen}
        everOpened={cartEverOpened}
        onClose={closeCart}
        locale={locale}
      />
      <ToastRegion />
    </>
  );
}
