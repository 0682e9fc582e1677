import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import {
  type Locale,
  authState,
  cartCount,
  cartState,
  localizePath,
  mayLeave,
  navigate,
  sanitizeHtml,
  ShopLink,
  signOut,
  Popover,
  tokens,
} from '@teashop/shared';
import type { HeaderContent, MenuLink, SubMenu } from './types';
import { menuHref } from './menuHref';
import { LanguageSwitcher } from './LanguageSwitcher';
import styles from './Header.module.css';

const SCROLL_THRESHOLD = 30;

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

function MenuAnchor({
  item,
  locale,
  className,
}: {
  item: MenuLink;
  locale: Locale;
  className?: string;
}) {
  const target = menuHref(item.link, locale);
  if (!target) return <span className={className}>{item.label}</span>;
  return (
    <ShopLink href={target.href} external={target.external} className={className}>
      {item.label}
    </ShopLink>
  );
}

function DropdownItem({
  item,
  locale,
  subMenu,
}: {
  item: MenuLink;
  locale: Locale;
  subMenu: SubMenu[];
}) {
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const panelId = useId();
  useEffect(() => () => window.clearTimeout(timer.current), []);
  // Hover opens and closes after the popover delay, so a click right after pointing still toggles.
  const hover = (next: boolean) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(next), tokens.popoverHoverDelayMs);
  };
  return (
    <li
      className={styles.dropdown}
      onMouseEnter={() => hover(true)}
      onMouseLeave={() => hover(false)}
      onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
    >
      <button
        type="button"
        className={styles.navLink}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          window.clearTimeout(timer.current);
          setOpen((v) => !v);
        }}
      >
        {item.label} <span aria-hidden="true">▾</span>
      </button>
      <div id={panelId} className={styles.dropdownPanel} hidden={!open}>
        {subMenu.map((group, index) => (
          <div key={group.id ?? index}>
            <h3>{group.title}</h3>
            <ul>
              {group.list.map((link, i) => (
                <li key={link.id ?? i}>
                  <MenuAnchor item={link} locale={locale} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </li>
  );
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
}

export function Header({
  locale,
  content,
  multiLanguage,
  pathname,
  search,
  onCartClick,
  mobileOpen,
  onMobileToggle,
}: HeaderProps) {
  const { t } = useTranslation('shell');
  const auth = useSnapshot(authState);
  const cart = useSnapshot(cartState);
  const count = cartCount(cart);
  const scrolled = useScrolledPast(SCROLL_THRESHOLD);
  const navId = useId();
  const banner =
    content?.enableHeaderNotification && content.headerNotificationText
      ? sanitizeHtml(content.headerNotificationText)
      : '';
  const lastName = auth.user?.lastName || auth.user?.username || '';

  return (
    <header className={styles.header} data-boundary="shell">
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
      ) : content === undefined ? (
        // Holds the banner's place while the header content loads, so the page does not shift.
        <div className={styles.banner} aria-hidden="true">
          &nbsp;
        </div>
      ) : null}
      <div className={styles.bar}>
        <button
          type="button"
          className={`ui-button ui-button--ghost ${styles.burger}`}
          aria-expanded={mobileOpen}
          aria-controls={navId}
          onClick={onMobileToggle}
        >
          {mobileOpen ? t('closeMenu') : t('menu')}
        </button>
        <ShopLink href={localizePath('/', locale)} className={styles.logo} aria-label={t('home')}>
          {t('common:shopName')}
        </ShopLink>
        <nav
          id={navId}
          className={[styles.nav, mobileOpen ? styles.navOpen : ''].join(' ')}
          aria-label={t('menu')}
        >
          <ul className={styles.navList}>
            {(content?.headerMenuItem ?? []).map((item, index) =>
              item.subMenu && item.subMenu.length > 0 ? (
                <DropdownItem
                  key={item.id ?? index}
                  item={item}
                  locale={locale}
                  subMenu={item.subMenu}
                />
              ) : (
                <li key={item.id ?? index}>
                  <MenuAnchor item={item} locale={locale} className={styles.navLink} />
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className={styles.actions}>
          {multiLanguage ? (
            <LanguageSwitcher locale={locale} pathname={pathname} search={search} />
          ) : null}
          {auth.token && auth.user ? (
            <Popover
              label={lastName}
              ariaLabel={t('memberMenu', { name: lastName })}
              className="sh-member-menu"
            >
              {(close) => (
                <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                  <li>
                    <ShopLink
                      className={styles.menuItem}
                      href={localizePath('/member/account', locale)}
                      onClick={close}
                    >
                      {t('memberCenter')}
                    </ShopLink>
                  </li>
                  <li>
                    <button
                      type="button"
                      className={styles.menuItem}
                      onClick={() => {
                        if (!mayLeave()) return;
                        close();
                        signOut();
                        navigate(localizePath('/', locale), { confirmed: true });
                      }}
                    >
                      {t('logout')}
                    </button>
                  </li>
                </ul>
              )}
            </Popover>
          ) : (
            <ShopLink
              className="ui-button ui-button--ghost"
              href={`${localizePath('/login', locale)}${pathname === localizePath('/login', locale) ? '' : `?redirect=${encodeURIComponent(pathname + search)}`}`}
            >
              {t('login')}
            </ShopLink>
          )}
          <button
            type="button"
            id="shell-cart-button"
            className={styles.cartButton}
            aria-label={t('cartWithCount', { count })}
            onClick={onCartClick}
          >
            <svg
              width="24"
              height="24"
              viewBox="0 0 24 24"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            >
              <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6" />
              <circle cx="10" cy="20" r="1.4" />
              <circle cx="17" cy="20" r="1.4" />
            </svg>
            {count > 0 ? (
              <span className={styles.badge} data-testid="cart-badge">
                {count}
              </span>
            ) : null}
          </button>
        </div>
      </div>
    </header>
  );
}
