import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { localizePath, matchRoute, pushPageView, stripLocale, subscribe } from '@teashop/contracts';
import { authState } from '@teashop/runtime';
import { navigate, ToastRegion } from '@teashop/ui';
import { CartPanelHost } from './CartPanelHost';
import { useShellLocation } from './useShellLocation';
import { shellUi } from './shellUi';
import { isServerNotFound } from '../routing/serverNotFound';
import { recheckAreas } from '../spa/areaRouting';

/**
 * What the shell does around the areas in the browser: panels, page views, the login redirect,
 * the not-found page's title and toasts. The header, footer and not-found page are roots of their
 * own (ShellChrome).
 */
export function ShellApp() {
  const { pathname, search } = useShellLocation();
  const { locale } = stripLocale(pathname);
  const match = matchRoute(pathname);
  const layout = match?.route.layout ?? 'default';
  const auth = useSnapshot(authState);
  const ui = useSnapshot(shellUi);
  const { t } = useTranslation('common');
  const lastPath = useRef(pathname);

  // Panels close on navigation.
  useEffect(() => {
    if (lastPath.current !== pathname) {
      shellUi.cartOpen = false;
      shellUi.mobileOpen = false;
      lastPath.current = pathname;
    }
  }, [pathname]);

  useEffect(() => {
    document.body.dataset.layout = layout;
  }, [layout]);

  const isNotFound = !match || isServerNotFound(pathname);
  const notFoundTitle = `${t('notFound.title')} | ${t('shopName')}`;
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
    if (!needsLogin || auth.signedIn) return;
    const current = matchRoute(window.location.pathname);
    if (current?.route.access !== 'login') return;
    const here = window.location.pathname + window.location.search;
    navigate(`${localizePath('/login', current.locale)}?redirect=${encodeURIComponent(here)}`);
  }, [needsLogin, auth.signedIn, pathname, search]);

  // Signing in or out changes which areas may be active.
  useEffect(() => subscribe('auth:changed', recheckAreas), []);

  const closeCart = () => {
    shellUi.cartOpen = false;
    document.getElementById('shell-cart-button')?.focus();
  };

  return (
    <>
      <CartPanelHost
        open={ui.cartOpen}
        everOpened={ui.cartEverOpened}
        onClose={closeCart}
        locale={locale}
      />
      <ToastRegion />
    </>
  );
}
