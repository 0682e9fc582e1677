import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pageUrl } from '@teashop/contracts';
import { useShopQuery } from '@teashop/runtime';
import { BlocksContent, ErrorPage, NotFoundPage, useContentLocale, useLocale } from '@teashop/ui';
import { queries } from '../../api/queries';
import type { BrewingGuide as Guide, ProductDetail } from '../../api/types';
import { ProductCard } from '../shared/ProductCard';
import { PurchasePanel } from './PurchasePanel';
import {
  ProductGallery,
  ProductRecentlyViewed,
  ProductReviews,
  ProductShare,
  ProductViewed,
} from './productIslands';
import pageStyles from '../shared/Page.module.css';
import styles from './ProductDetail.module.css';

function BrewingGuide({ guide }: { guide: Guide }) {
  const { t } = useTranslation('mf-catalog');
  const rows: Array<[string, string]> = [];
  if (guide.waterTemperature) {
    rows.push([t('product.water'), t('product.waterValue', { value: guide.waterTemperature })]);
  }
  if (guide.grams) rows.push([t('product.leaf'), t('product.leafValue', { value: guide.grams })]);
  if (guide.steepingTime) {
    const m = Math.floor(guide.steepingTime / 60);
    const s = guide.steepingTime % 60;
    const text =
      m === 0
        ? t('product.seconds', { s })
        : s === 0
          ? t('product.minutes', { m })
          : t('product.minutesSeconds', { m, s });
    rows.push([t('product.steeping'), text]);
  }
  if (guide.infusions) rows.push([t('product.infusions'), String(guide.infusions)]);
  if (rows.length === 0) return null;
  return (
    <dl className={styles.guide} data-testid="brewing-guide">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function DetailSkeleton() {
  return (
    <div className={styles.top} aria-hidden="true" data-testid="product-skeleton">
      <div className={`${styles.galleryMain} ui-skeleton`} />
      <div className={styles.info}>
        <div className={`${pageStyles.titleSkeleton} ui-skeleton`} />
        <div className={`${pageStyles.introSkeleton} ui-skeleton`} />
      </div>
    </div>
  );
}

function ProductView({ product, slug }: { product: ProductDetail; slug: string }) {
  const { t } = useTranslation('mf-catalog');
  const locale = useLocale();
  const related = [
    ...(product.teaCategory
      ? [{ ...product.teaCategory, path: `/category/${product.teaCategory.slug}` }]
      : []),
    ...(product.collections ?? []).map((c) => ({ ...c, path: `/collection/${c.slug}` })),
  ];
  const facts: Array<[string, string | undefined]> = [
    [t('product.format'), product.productFormat ?? undefined],
    [t('product.category'), product.teaCategory?.name],
    [t('product.roast'), product.roastingLevel?.name],
    [t('product.caffeine'), product.caffeineLevel?.name],
  ];

  return (
    <>
      <ProductViewed slug={slug} />
      <nav className={styles.breadcrumb} aria-label="breadcrumb">
        <Link to="/products">{t('product.breadcrumbProducts')}</Link>
        {product.teaCategory ? (
          <>
            <span aria-hidden="true"> / </span>
            <Link to={`/category/${product.teaCategory.slug}`}>{product.teaCategory.name}</Link>
          </>
        ) : null}
      </nav>
      <div className={styles.top}>
        <ProductGallery slug={slug} />
        <div className={styles.info}>
          <h1 className={pageStyles.title}>{product.name}</h1>
          <dl className={styles.facts}>
            {facts
              .filter((f): f is [string, string] => Boolean(f[1]))
              .map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
          </dl>
          <PurchasePanel product={product} />
          <ProductShare
            url={pageUrl(`/products/${slug}`, locale)}
            title={product.name}
            ns="mf-catalog"
            variant="links"
          />
        </div>
      </div>
      {product.description && product.description.length > 0 ? (
        <section className={styles.section} aria-labelledby="catalog-description">
          <h2 id="catalog-description">{t('product.description')}</h2>
          <div className={styles.prose} data-testid="product-description">
            <BlocksContent blocks={product.description} placement="section" />
          </div>
        </section>
      ) : null}
      <div className={styles.columns}>
        {product.tastingNotes ? (
          <section className={styles.section} aria-labelledby="catalog-notes">
            <h2 id="catalog-notes">{t('product.tastingNotes')}</h2>
            <p className={styles.notes}>{product.tastingNotes}</p>
          </section>
        ) : null}
        {product.brewingGuide ? (
          <section className={styles.section} aria-labelledby="catalog-guide">
            <h2 id="catalog-guide">{t('product.brewingGuide')}</h2>
            <BrewingGuide guide={product.brewingGuide} />
          </section>
        ) : null}
      </div>
      <ProductReviews slug={slug} productId={product.documentId} />
      {related.length > 0 ? (
        <section className={styles.section} aria-labelledby="catalog-related">
          <h2 id="catalog-related">{t('product.related')}</h2>
          <ul className={styles.tags}>
            {related.map((entry) => (
              <li key={entry.path}>
                <Link to={entry.path} className={styles.tag}>
                  {entry.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {product.recommendedProducts && product.recommendedProducts.length > 0 ? (
        <section className={styles.section} aria-labelledby="catalog-recommended">
          <h2 id="catalog-recommended">{t('product.recommended')}</h2>
          <ul className={styles.strip} data-testid="recommended">
            {product.recommendedProducts.map((p) => (
              <li key={p.documentId}>
                <ProductCard product={p} compact />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ProductRecentlyViewed currentSlug={product.slug} />
    </>
  );
}

/** /products/{slug}: the product page; an unknown slug shows the not-found page. */
export function ProductDetailPage() {
  const { t } = useTranslation('mf-catalog');
  const { id: slug = '' } = useParams();
  const locale = useLocale();
  const contentLocale = useContentLocale();
  const product = useShopQuery(...queries.product(slug, contentLocale));
  if (product.error) return <ErrorPage locale={locale} message={t('product.loadError')} />;
  if (!product.loading && !product.data) return <NotFoundPage locale={locale} />;
  return (
    <section className={pageStyles.page} data-page="products-id">
      {product.data ? (
        <ProductView key={slug} product={product.data} slug={slug} />
      ) : (
        <DetailSkeleton />
      )}
    </section>
  );
}
