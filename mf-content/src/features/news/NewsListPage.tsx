import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useShopPages } from '@teashop/runtime';
import { Button, ErrorPage, useContentLocale, useLocale } from '@teashop/ui';
import { NEWS_PAGE_SIZE, appendArticles, newsListOf } from '../../api/queries';
import { ARTICLE_TAGS, type ArticleTag } from '../content/types';
import { ArticleCard } from './ArticleCard';
import content from '../content/content.module.css';
import styles from './news.module.css';

export function NewsListPage() {
  const { t } = useTranslation('mf-content');
  const locale = useLocale();
  const contentLocale = useContentLocale();
  const [params, setParams] = useSearchParams();
  const { tag, list: definition } = newsListOf(contentLocale, params);
  const list = useShopPages(definition, appendArticles);
  const loaded = list.pages.reduce((n, page) => n + page.items.length, 0);
  // The whole list failed (not one "Show more": the articles shown stay).
  const failed = list.status === 'error' && list.pages.length === 0;
  const grid = useRef<HTMLUListElement>(null);
  // Index of the first article a "Show more" adds: its link takes focus once it is shown.
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const index = focusFrom.current;
    const link = index === null ? null : grid.current?.children[index]?.querySelector('a');
    if (!link) return;
    focusFrom.current = null;
    link.focus();
  }, [list.items.length]);

  // When a "Show more" is done: the address says how many pages are shown (a reload or a shared
  // link shows the same list); a failed one gives focus to no article.
  const pagesBefore = useRef<number | null>(null);
  const pageCount = list.pages.length;
  useEffect(() => {
    const before = pagesBefore.current;
    if (before === null || list.loadingMore) return;
    if (pageCount > before) {
      pagesBefore.current = null;
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set('page', String(Math.ceil(loaded / NEWS_PAGE_SIZE)));
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    } else if (list.error) {
      pagesBefore.current = null;
      focusFrom.current = null;
    }
  }, [pageCount, loaded, list.loadingMore, list.error, setParams]);

  const onShowMore = () => {
    if (list.loadingMore) return;
    focusFrom.current = list.items.length;
    pagesBefore.current = pageCount;
    list.loadMore();
  };

  const filters: Array<{ value: ArticleTag | null; label: string }> = [
    { value: null, label: t('news.tags.all') },
    ...ARTICLE_TAGS.map((value) => ({ value, label: t(`news.tags.${value}`) })),
  ];

  return (
    <section className={content.page} data-page="news">
      <h1 className={content.pageTitle}>{t('pages.news.title')}</h1>
      <nav aria-label={t('news.filterLabel')}>
        <ul className={styles.filters}>
          {filters.map((f) => (
            <li key={f.value ?? 'all'}>
              <Link
                to={{ search: f.value ? `?tag=${f.value}` : '' }}
                className={styles.filter}
                aria-current={f.value === tag ? 'page' : undefined}
                data-tag={f.value ?? 'all'}
                preventScrollReset
              >
                {f.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {failed ? (
        <ErrorPage locale={locale} message={t('news.unavailable')} />
      ) : (
        <>
          <p className={styles.count} aria-live="polite" data-testid="news-count">
            {list.loading
              ? '\u00a0'
              : t('news.count', { shown: list.items.length, total: list.total })}
          </p>
          {list.loading ? (
            <div className={[styles.placeholder, 'ui-skeleton'].join(' ')} />
          ) : list.items.length === 0 ? (
            <p>{t('news.empty')}</p>
          ) : (
            <ul ref={grid} className={content.cardGrid} data-testid="news-list">
              {list.items.map((a) => (
                <ArticleCard key={a.documentId} article={a} headingLevel={2} />
              ))}
            </ul>
          )}
          {!list.loading && list.items.length > 0 && loaded < list.total ? (
            <div className={styles.more}>
              <Button variant="secondary" busy={list.loadingMore} onClick={onShowMore}>
                {t('news.showMore')}
              </Button>
              {list.error && !list.loadingMore ? <p role="alert">{t('news.moreFailed')}</p> : null}
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
