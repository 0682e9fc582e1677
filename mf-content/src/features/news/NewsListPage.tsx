import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@teashop/shared';

export function NewsListPage() {
  const { t } = useTranslation('mf-content');
  const title = t('pages.news.title');
  usePageMeta(title);
  return (
    <section className="cnt-page" data-page="news">
      <h1>{title}</h1>
    </section>
  );
}
