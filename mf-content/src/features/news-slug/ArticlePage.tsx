import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pageUrl } from '@teashop/contracts';
import { useShopQuery } from '@teashop/runtime';
import {
  BlocksContent,
  CmsImage,
  ErrorPage,
  NotFoundPage,
  formatDate,
  useContentLocale,
  useLocale,
} from '@teashop/ui';
import { queries } from '../../api/queries';
import { articleTags } from '../content/types';
import { ArticleCard } from '../news/ArticleCard';
import { ArticleShare } from './ArticleShare';
import content from '../content/content.module.css';
import styles from './article.module.css';

export function ArticlePage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation('mf-content');
  const locale = useLocale();
  const contentLocale = useContentLocale();
  const article = useShopQuery(...queries.article(slug, contentLocale));
  const data = article.data ?? null;
  const tags = data ? articleTags(data) : [];
  // The related articles wait for the article's tag.
  const [relatedKey, loadRelated] = queries.related(slug, tags[0] ?? null, contentLocale);
  const related = useShopQuery(data ? relatedKey : null, loadRelated);

  if (article.status === 'error') return <ErrorPage locale={locale} />;
  if (article.status === 'success' && !data) return <NotFoundPage locale={locale} />;

  return (
    <article
      className={[content.page, content.narrow].join(' ')}
      data-page="news-slug"
      aria-busy={!data}
    >
      <nav className={styles.crumbs}>
        <Link to="/news">{t('article.back')}</Link>
      </nav>
      {data ? (
        <>
          <header>
            <time className={styles.date} dateTime={data.publishDate}>
              {formatDate(data.publishDate, locale)}
            </time>
            <h1 className={content.pageTitle}>{data.title}</h1>
            {tags.length > 0 ? (
              <ul className={content.tagList} aria-label={t('article.tags')}>
                {tags.map((tag) => (
                  <li key={tag}>
                    <Link to={`/news?tag=${tag}`} className={content.tag}>
                      {t(`news.tags.${tag}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </header>
          {data.cover ? (
            <CmsImage
              media={data.cover}
              priority
              className={styles.cover}
              alt=""
              sizes="(min-width: 760px) 712px, 100vw"
            />
          ) : null}
          <BlocksContent blocks={data.body} />
          <ArticleShare title={data.title} url={pageUrl(`/news/${slug}`, locale)} ns="mf-content" />
          {related.data && related.data.length > 0 ? (
            <section
              aria-labelledby="related-title"
              className={styles.related}
              data-section="related"
            >
              <h2 id="related-title">{t('article.related')}</h2>
              <ul className={content.cardGrid}>
                {related.data.map((a) => (
                  <ArticleCard key={a.documentId} article={a} />
                ))}
              </ul>
            </section>
          ) : null}
        </>
      ) : (
        <div>
          <div className={[content.skeletonTitle, 'ui-skeleton'].join(' ')} />
          <div className={[styles.coverPlaceholder, 'ui-skeleton'].join(' ')} />
        </div>
      )}
    </article>
  );
}
