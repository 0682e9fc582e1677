import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@teashop/shared';

export function ConnectCallbackPage() {
  const { t } = useTranslation('mf-member');
  const title = t('pages.connectCallback.title');
  usePageMeta(title);
  return (
    <section className="mem-page" data-page="connect-callback">
      <h1>{title}</h1>
    </section>
  );
}
