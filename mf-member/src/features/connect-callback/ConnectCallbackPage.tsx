import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { clearToken, signIn, signedInMember } from '@teashop/runtime';
import { useLocale } from '@teashop/ui';
import { AuthCard, FormAlert, authStyles as styles } from '../auth/AuthCard';
import { providerCallback } from '../auth/authApi';
import { errorKey, type ErrorKey } from '../auth/errorMessage';
import { providerLabel } from '../auth/ProviderButtons';
import { goAfterSignIn, takeProviderReturn } from '../auth/returnPath';

// The provider's grant can be redeemed once; a second effect run must reuse the first request.
const pending = new Map<string, Promise<string>>();

/** Exchanges the provider's answer for the shop's jwt and signs the member in. */
export function completeProviderLogin(
  provider: string,
  accessToken: string | null,
): Promise<string> {
  const key = `${provider}:${accessToken ?? ''}`;
  let request = pending.get(key);
  if (!request) {
    request = (async () => {
      clearToken();
      const answer = await providerCallback(provider, accessToken);
      const member = signedInMember();
      if (!answer.user || !member) throw new Error('No session after the answer');
      await signIn();
      return member;
    })();
    pending.set(key, request);
    request.catch(() => pending.delete(key));
  }
  return request;
}

export function ConnectCallbackPage() {
  const { t } = useTranslation('mf-member');
  const locale = useLocale();
  const { provider = '' } = useParams();
  const [search] = useSearchParams();
  const title = t('pages.connectCallback.title');
  const providerError = search.get('error');
  const accessToken = search.get('access_token');
  const [failure, setFailure] = useState<ErrorKey | null>(null);

  useEffect(() => {
    if (providerError || !/^[a-z0-9-]+$/i.test(provider)) return;
    let active = true;
    completeProviderLogin(provider, accessToken).then(
      () => {
        if (active) goAfterSignIn(takeProviderReturn(locale), locale);
      },
      (error: unknown) => {
        if (active) setFailure(errorKey(error));
      },
    );
    return () => {
      active = false;
    };
  }, [provider, accessToken, providerError, locale]);

  const failed = Boolean(providerError) || failure !== null || !/^[a-z0-9-]+$/i.test(provider);
  const name = providerLabel(provider);
  return (
    <AuthCard page="connect-callback" title={title}>
      {failed ? (
        <>
          <FormAlert message={t('connect.failed', { provider: name })} />
          {failure && failure !== 'errors.generic' ? (
            <p className={styles.intro}>{t(failure)}</p>
          ) : null}
          <div className={styles.links}>
            <Link to="/login">{t('connect.backToLogin')}</Link>
          </div>
        </>
      ) : (
        <p className={styles.status} role="status">
          {t('connect.working')}
        </p>
      )}
    </AuthCard>
  );
}
