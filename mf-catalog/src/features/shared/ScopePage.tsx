import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useShopQuery } from '@teashop/runtime';
import { ErrorPage, NotFoundPage, useContentLocale, useLocale } from '@teashop/ui';
import { queries } from '../../api/queries';
import { ProductListIsland } from '../product-list/ProductList';
import type { ListScope } from '../product-list/filterState';
import styles from './Page.module.css';

/**
 * /category/{slug} and /collection/{slug}: title, description and the list scoped to it. The list
 * loads alongside the title; an unknown slug shows the not-found page.
 */
export function ScopePage({ kind }: { kind: 'category' | 'collection' }) {
  const { t } = useTranslation('mf-catalog');
  const { slug = '' } = useParams();
  const locale = useLocale();
  const contentLocale = useContentLocale();
  const entry = useShopQuery(...queries.scope(kind, slug, contentLocale));
  const scope = useMemo<ListScope>(() => ({ kind, slug }), [kind, slug]);
  const found = entry.data ?? null;
  const pageName = kind === 'category' ? 'category-slug' : 'collection-slug';

  if (entry.error) return <ErrorPage locale={locale} />;
  if (!entry.loading && !found) return <NotFoundPage locale={locale} />;
  return (
    <section className={styles.page} data-page={pageName}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>{t(`scope.${kind}`)}</p>
        {found ? (
          <>
            <h1 className={styles.title}>{found.name}</h1>
            {found.description ? <p className={styles.intro}>{found.description}</p> : null}
          </>
        ) : (
          <>
            <div className={`${styles.titleSkeleton} ui-skeleton`} aria-hidden="true" />
            <div className={`${styles.introSkeleton} ui-skeleton`} aria-hidden="true" />
          </>
        )}
      </header>
      <ProductListIsland scope={scope} listName={found?.name ?? slug} />
    </section>
  );
}
