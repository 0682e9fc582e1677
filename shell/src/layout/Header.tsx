import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Locale, localizePath } from '@teashop/contracts';
import { ShopLink, CloseIcon, MenuIcon } from '@teashop/ui';
import type { HeaderContent } from './types';
import { HeaderNavList } from './HeaderNav';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MemberEntry } from './MemberEntry';
import { CartButton } from './CartButton';
import { HeaderSearchSlot } from './HeaderSearchSlot';
import { useMobileMenu } from './useMobileMenu';
import { useCmsHtml } from './useCmsHtml';
import { useHeaderClearance } from './useHeaderClearance';
import styles from './Header.module.css';

const SCROLL_THRESHOLD = 30;
/** The navigation's id: the menu button controls it, and without scripts a link opens it. */
const MENU_ID = 'shop-menu';

/**
 * The menus without scripts: on a desktop a dropdown opens while the pointer or the focus is in
 * it; on a phone the menu button gives way to a link to the menu (shown while it is the page's
 * target, Header.module.css) and, once open, one that closes it. Live, the buttons do this.
 */
const menusWithoutScripts = [
  `.${styles.burger}{display:none!important}`,
  `.${styles.dropdown}:hover>.${styles.dropdownPanel},.${styles.dropdown}:focus-within>.${styles.dropdownPanel},.${styles.nav}:target .${styles.dropdownPanel}{display:flex!important}`,
  `.${styles.bar}:has(.${styles.nav}:target) .${styles.menuOpen},.${styles.bar}:not(:has(.${styles.nav}:target)) .${styles.menuClose}{display:none!important}`,
].join('');

function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return past;
}

export interface HeaderProps {
  locale: Locale;
  /** undefined while loading, null when it could not be read. */
  content: HeaderContent | null | undefined;
  multiLanguage: boolean;
  pathname: string;
  search: string;
  onCartClick: () => void;
  mobileOpen: boolean;
  onMobileToggle: () => void;
  /** Closes the phone menu; a stable function. */
  onMobileClose: () => void;
}

/**
 * One row on every screen: menu button (phones), logo, navigation (desktop), search, language
 * (desktop), member entry and cart. On phones the navigation and the language choice live in the menu panel.
 */
export function Header({
  locale,
  content,
  multiLanguage,
  pathname,
  search,
  onCartClick,
  mobileOpen,
  onMobileToggle,
  onMobileClose,
}: HeaderProps) {
  const { t } = useTranslation('shell');
  const scrolled = useScrolledPast(SCROLL_THRESHOLD);
  const header = useRef<HTMLElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useMobileMenu(mobileOpen, onMobileClose, { header, bar, panel, button });
  useHeaderClearance(header);
  // The announcement is sanitised on the server for the first page, in the browser afterwards.
  const hasBanner = Boolean(content?.enableHeaderNotification && content.headerNotificationText);
  const banner = useCmsHtml(hasBanner ? content?.headerNotificationText : '');

  return (
    <header ref={header} className={styles.header} data-boundary="shell">
      <a className={styles.skip} href="#main-content">
        {t('skipToContent')}
      </a>
      {banner ? (
        <div
          className={[styles.banner, scrolled ? styles.bannerScrolled : ''].join(' ')}
          data-scrolled={scrolled}
          data-testid="announcement"
          dangerouslySetInnerHTML={{ __html: banner }}
        />
      ) : content === undefined || hasBanner ? (
        // Holds the banner's place while the header content loads, so the page does not shift.
        <div className={styles.banner} aria-hidden="true">
          &nbsp;
        </div>
      ) : null}
      <div ref={bar} className={styles.bar} data-testid="header-bar">
        <button
          ref={button}
          type="button"
          className={styles.burger}
          aria-expanded={mobileOpen}
          aria-controls={MENU_ID}
          aria-label={t('menu')}
          onClick={onMobileToggle}
        >
          {mobileOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
        <noscript>
          <style>{menusWithoutScripts}</style>
          <a
            className={`${styles.menuLink} ${styles.menuOpen}`}
            href={`#${MENU_ID}`}
            aria-label={t('menu')}
          >
            <MenuIcon />
          </a>
          <a
            className={`${styles.menuLink} ${styles.menuClose}`}
            href="#"
            aria-label={t('closeMenu')}
          >
            <CloseIcon />
          </a>
        </noscript>
        <ShopLink href={localizePath('/', locale)} className={styles.logo}>
          {t('common:shopName')}
        </ShopLink>
        <nav ref={panel} id={MENU_ID} className={styles.nav} aria-label={t('menu')}>
          <HeaderNavList items={content?.headerMenuItem ?? []} locale={locale} />
          {mobileOpen && multiLanguage ? (
            <LanguageSwitcher locale={locale} pathname={pathname} search={search} variant="list" />
          ) : null}
        </nav>
        <div className={styles.actions}>
          <HeaderSearchSlot locale={locale} pathname={pathname} onOpen={onMobileClose} />
          {multiLanguage ? (
            <div className={styles.barLanguage}>
              <LanguageSwitcher locale={locale} pathname={pathname} search={search} />
            </div>
          ) : null}
          <MemberEntry locale={locale} pathname={pathname} search={search} />
          <CartButton onClick={onCartClick} />
        </div>
      </div>
      {mobileOpen ? <div className={styles.backdrop} onClick={onMobileClose} /> : null}
    </header>
  );
}
