import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@teashop/shared';

export function ArticlePage() {
  const { t } = useTranslation('mf-content');
  const title = t('pages.newsSlug.title');
  usePageMeta(title);
  return (
    <section className="cnt-page" data-page="news-slug">
      <h1>{title}</h1>
    </section>
  );
}
