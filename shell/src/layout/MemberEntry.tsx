import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import {
  type Locale,
  authState,
  localizePath,
  mayLeave,
  navigate,
  Popover,
  ShopLink,
  signOut,
  useHydrated,
} from '@teashop/shared';
import { PersonIcon } from './icons';
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
  // The page's HTML is the same for every visitor: the member shows up once the page is live.
  const signedIn = useHydrated() && auth.signedIn && auth.user;
  const loginPath = localizePath('/login', locale);

  if (!signedIn || !auth.user) {
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

  const lastName = auth.user.lastName || auth.user.username || '';
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
