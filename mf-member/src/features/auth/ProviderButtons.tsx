import { useTranslation } from 'react-i18next';
import { getRuntimeConfig } from '@teashop/contracts';
import { providerConnectUrl } from './authApi';
import { rememberProviderReturn } from './returnPath';
import styles from './auth.module.css';

/** 'teaid' -> 'Teaid', 'google' -> 'Google'. */
export function providerLabel(provider: string): string {
  return provider.charAt(0).toUpperCase() + provider.slice(1);
}

/** One button per third-party provider enabled in the runtime configuration. */
export function ProviderButtons({ returnPath }: { returnPath: string }) {
  const { t } = useTranslation('mf-member');
  const providers = (getRuntimeConfig().authProviders ?? []).filter((p) => /^[a-z0-9-]+$/i.test(p));
  if (providers.length === 0) return null;
  return (
    <>
      <div className={styles.divider}>{t('login.or')}</div>
      <div className={styles.providers}>
        {providers.map((provider) => (
          <a
            key={provider}
            className="ui-button ui-button--secondary"
            href={providerConnectUrl(provider)}
            data-provider={provider}
            onClick={() => rememberProviderReturn(returnPath)}
          >
            {t('login.continueWith', { provider: providerLabel(provider) })}
          </a>
        ))}
      </div>
    </>
  );
}
