import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, ErrorPage, useContentLocale, useLocale, usePageMeta } from '@teashop/shared';
import { ARTICLE_TAGS, type ArticleTag, isArticleTag } from '../content/types';
import { ArticleCard } from './ArticleCard';
import { useArticleList } from './useArticleList';
import content from '../content/content.module.css';
import styles from './news.module.css';

function pageParam(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 50 ? n : 1;
}

export function NewsListPage() {
  const { t } = useTranslation('mf-content');
  const locale = useLocale();
  const contentLocale = useContentLocale();
  const [params, setParams] = useSearchParams();
  const rawTag = params.get('tag');
  const tag: ArticleTag | null = isArticleTag(rawTag) ? rawTag : null;
  const list = useArticleList(contentLocale, tag, pageParam(params.get('page')));
  usePageMeta(t('pages.news.title'), t('pages.news.description'));
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

  const onShowMore = async () => {
    focusFrom.current = list.items.length;
    const page = await list.showMore();
    if (!page) {
      focusFrom.current = null;
      return;
    }
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next, { replace: true, preventScrollReset: true });
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

      {list.status === 'error' ? (
        <ErrorPage locale={locale} message={t('news.unavailable')} />
      ) : (
        <>
          <p className={styles.count} aria-live="polite" data-testid="news-count">
            {list.status === 'loading'
              ? '\u00a0'
              : t('news.count', { shown: list.items.length, total: list.total })}
          </p>
          {list.status === 'loading' ? (
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
          {list.status === 'ready' && list.items.length < list.total ? (
            <div className={styles.more}>
              <Button
                variant="secondary"
                busy={list.more === 'loading'}
                onClick={() => void onShowMore()}
              >
                {t('news.showMore')}
              </Button>
              {list.more === 'error' ? <p role="alert">{t('news.moreFailed')}</p> : null}
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
