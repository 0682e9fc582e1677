import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useSnapshot } from 'valtio';
import { localizePath } from '@teashop/contracts';
import { authState, signOut, useMarkOutOfDate } from '@teashop/runtime';
import { navigate, useLocale } from '@teashop/ui';
import { MEMBER_DATA } from '../../api/queries';
import styles from './member.module.css';
import { UnconfirmedEmailNotice } from './UnconfirmedEmailNotice';

const LINKS = [
  { to: '/member/account', key: 'member.account' },
  { to: '/member/shipping', key: 'member.shipping' },
  { to: '/member/orders', key: 'member.orders' },
] as const;

/**
 * The member centre: side navigation plus the page. Signed-out visitors are sent to the login
 * page by the shell; until then nothing member-specific renders or loads.
 */
export function MemberLayout({
  page,
  title,
  children,
}: {
  page: string;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('mf-member');
  const locale = useLocale();
  const auth = useSnapshot(authState);
  const markOutOfDate = useMarkOutOfDate();
  // The member's orders change outside this area (checkout): what a page read is asked again on
  // the next visit, shown meanwhile.
  useEffect(() => () => markOutOfDate([MEMBER_DATA]), [markOutOfDate]);
  if (!auth.token) return null;
  return (
    <div className={styles.layout} data-page={page}>
      <nav className={styles.nav} aria-label={t('member.nav')}>
        <h2>{t('member.nav')}</h2>
        <ul>
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink className={styles.navLink} to={link.to} end={link.to !== '/member/orders'}>
                {t(link.key)}
              </NavLink>
            </li>
          ))}
          <li>
            <button
              type="button"
              className={styles.navButton}
              onClick={() => {
                signOut();
                navigate(localizePath('/', locale));
              }}
            >
              {t('member.logout')}
            </button>
          </li>
        </ul>
      </nav>
      <section className={styles.content}>
        <h1>{title}</h1>
        {auth.user?.confirmed === false ? <UnconfirmedEmailNotice email={auth.user.email} /> : null}
        {children}
      </section>
    </div>
  );
}

export { styles as memberStyles };
