import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { type Locale, localizePath } from '@teashop/contracts';
import { authState, signOut } from '@teashop/runtime';
import { mayLeave, navigate, Popover, ShopLink, useHydrated, PersonIcon } from '@teashop/ui';
import { useServerMember } from './serverMember';
import styles from './Header.module.css';

/**
 * The login link for visitors, the member's dropdown for members. On phones only the icon shows;
 * the label stays the accessible name.
 */
export function MemberEntry({
  locale,
  pathname,
  search,
}: {
  locale: Locale;
  pathname: string;
  search: string;
}) {
  const { t } = useTranslation('shell');
  const auth = useSnapshot(authState);
  const hydrated = useHydrated();
  const server = useServerMember();
  // Until the page is live: exactly what the server rendered (the member it knew from the session
  // cookie, or the login link). Then the live user; while it is still loading, the server's name,
  // so a signed-in member never sees "Log in" flash.
  const live = auth.signedIn && auth.user ? auth.user.lastName || auth.user.username || '' : null;
  const lastName = !hydrated
    ? (server?.name ?? null)
    : (live ?? (auth.signedIn && !auth.user ? (server?.name ?? null) : null));
  const loginPath = localizePath('/login', locale);

  if (lastName === null) {
    const redirect =
      pathname === loginPath ? '' : `?redirect=${encodeURIComponent(pathname + search)}`;
    return (
      <ShopLink
        className={`ui-button ui-button--ghost ${styles.entry}`}
        href={`${loginPath}${redirect}`}
      >
        <PersonIcon />
        <span className={styles.entryLabel}>{t('login')}</span>
      </ShopLink>
    );
  }

  return (
    <Popover
      label={
        <span className={styles.entry}>
          <PersonIcon />
          <span className={styles.entryLabel}>{lastName}</span>
        </span>
      }
      ariaLabel={t('memberMenu', { name: lastName })}
      className={`sh-member-menu ${styles.memberMenu}`}
    >
      {(close) => (
        <ul className={styles.plainList}>
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
  );
}
