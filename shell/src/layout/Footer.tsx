import { useTranslation } from 'react-i18next';
import { type Locale, localizePath } from '@teashop/contracts';
import { ShopLink } from '@teashop/ui';
import type { FooterContent } from './types';
import { menuHref } from './menuHref';
import styles from './Footer.module.css';

export function Footer({
  locale,
  content,
}: {
  locale: Locale;
  content: FooterContent | null | undefined;
}) {
  const { t } = useTranslation('shell');
  const copyrightLink = content?.copyrightLink ? menuHref(content.copyrightLink, locale) : null;
  return (
    <footer className={styles.footer} data-boundary="shell">
      <div className={styles.inner}>
        <div className={styles.brand}>
          <ShopLink href={localizePath('/', locale)} className={styles.logo}>
            {t('common:shopName')}
          </ShopLink>
        </div>
        <nav className={styles.columns} aria-label="Footer">
          {(content?.footerMenu ?? []).map((column, index) => (
            <div key={column.id ?? index}>
              <h2>{column.label}</h2>
              <ul>
                {(column.subMenu ?? []).map((link, i) => {
                  const target = menuHref(link.link, locale);
                  return (
                    <li key={link.id ?? i}>
                      {target ? (
                        <ShopLink href={target.href} external={target.external}>
                          {link.label}
                        </ShopLink>
                      ) : (
                        link.label
                      )}
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </nav>
        <div className={styles.social}>
          <p>{content?.followText ?? t('follow')}</p>
          {content?.facebookLink ? (
            <ShopLink href={content.facebookLink} external>
              Facebook
            </ShopLink>
          ) : null}
          {content?.instagramLink ? (
            <ShopLink href={content.instagramLink} external>
              Instagram
            </ShopLink>
          ) : null}
        </div>
      </div>
      <div className={styles.bottom}>
        <span>{content?.copyrightText}</span>
        {copyrightLink && content?.copyrightLabel ? (
          <ShopLink href={copyrightLink.href} external={copyrightLink.external}>
            {content.copyrightLabel}
          </ShopLink>
        ) : null}
      </div>
    </footer>
  );
}
