import { useTranslation } from 'react-i18next';
import { useShopQuery } from '@teashop/runtime';
import { ErrorPage, useContentLocale, useLocale } from '@teashop/ui';
import { queries } from '../../api/queries';
import { FaqAnswers } from './FaqAnswers';
import content from '../content/content.module.css';

export function FaqPage() {
  const { t } = useTranslation('mf-content');
  const locale = useLocale();
  const contentLocale = useContentLocale();
  const faq = useShopQuery(...queries.faq(contentLocale));
  const data = faq.data ?? null;

  if (faq.status === 'error') return <ErrorPage locale={locale} />;
  return (
    <section
      className={[content.page, content.narrow].join(' ')}
      data-page="faq"
      aria-busy={faq.status === 'loading'}
    >
      <h1 className={content.pageTitle}>{data?.title || t('pages.faq.title')}</h1>
      {faq.status === 'loading' ? (
        [0, 1, 2, 3, 4, 5].map((i) => (
          <div key={i} className={[content.skeletonTitle, 'ui-skeleton'].join(' ')} />
        ))
      ) : (
        <FaqAnswers />
      )}
    </section>
  );
}
