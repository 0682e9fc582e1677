import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { routePath } from '@teashop/contracts';
import { useShopQuery } from '@teashop/runtime';
import {
  CmsImage,
  ShopLink,
  contentLink,
  formatPrice,
  useContentLocale,
  useLocale,
} from '@teashop/ui';
import { queries } from '../../api/queries';
import { ArticleCard } from '../news/ArticleCard';
import type { CollectionSummary, ProductSummary } from '../content/types';
import content from '../content/content.module.css';
import styles from './home.module.css';
import { NewsletterSignup } from './homeIslands';

export function HomePage() {
  const { t } = useTranslation('mf-content');
  const locale = useLocale();
  const contentLocale = useContentLocale();
  const home = useShopQuery(...queries.home(contentLocale));
  const latest = useShopQuery(...queries.latest(contentLocale));
  const data = home.data ?? null;

  const cta = data?.heroCtaLink && data.heroCtaLabel ? contentLink(data.heroCtaLink, locale) : null;

  return (
    <div className={styles.home} data-page="index" aria-busy={home.loading}>
      <section className={styles.hero} aria-labelledby="home-hero-title">
        {data?.heroImage ? (
          <CmsImage
            media={data.heroImage}
            priority
            className={styles.heroImage}
            alt=""
            sizes="100vw"
          />
        ) : (
          <div className={[styles.heroImage, home.loading ? 'ui-skeleton' : ''].join(' ')} />
        )}
        {/* The text box always fills the hero, so the content appearing in it moves nothing. */}
        <div className={styles.heroText}>
          {data ? (
            <>
              <h1 id="home-hero-title">{data.heroTitle || t('pages.index.title')}</h1>
              {data.heroSubtitle ? <p>{data.heroSubtitle}</p> : null}
              {cta ? (
                <ShopLink href={cta.href} external={cta.external} className="ui-button">
                  {data.heroCtaLabel}
                </ShopLink>
              ) : null}
            </>
          ) : (
            <h1 id="home-hero-title" className="ui-visually-hidden">
              {t('pages.index.title')}
            </h1>
          )}
        </div>
      </section>

      {/* Everything below the hero appears at once, when its content is known: nothing that is
          already on screen gets pushed around. */}
      {!home.loading && !latest.loading ? (
        <div className={content.page}>
          {home.status === 'error' ? (
            <p role="alert" className={styles.notice}>
              {t('home.unavailable')}
            </p>
          ) : null}

          {data?.featuredCollections?.length ? (
            <section
              className={styles.section}
              aria-labelledby="home-collections"
              data-section="collections"
            >
              <h2 id="home-collections">{t('home.collections')}</h2>
              <ul className={content.cardGrid}>
                {data.featuredCollections.map((c) => (
                  <CollectionCard key={c.documentId} collection={c} />
                ))}
              </ul>
            </section>
          ) : null}

          {data?.featuredProducts?.length ? (
            <section className={styles.section} aria-labelledby="home-teas" data-section="teas">
              <div className={styles.sectionHead}>
                <h2 id="home-teas">{t('home.teas')}</h2>
                <ShopLink href={routePath('products', locale)}>{t('home.allTeas')}</ShopLink>
              </div>
              <ul className={styles.productGrid}>
                {data.featuredProducts.map((p) => (
                  <ProductCard key={p.documentId} product={p} />
                ))}
              </ul>
            </section>
          ) : null}

          {latest.data?.length ? (
            <section
              className={styles.section}
              aria-labelledby="home-articles"
              data-section="articles"
            >
              <div className={styles.sectionHead}>
                <h2 id="home-articles">{t('home.articles')}</h2>
                <Link to="/news">{t('home.allArticles')}</Link>
              </div>
              <ul className={content.cardGrid}>
                {latest.data.map((a) => (
                  <ArticleCard key={a.documentId} article={a} />
                ))}
              </ul>
            </section>
          ) : null}

          <NewsletterSignup title={data?.newsletterTitle} text={data?.newsletterText} />
        </div>
      ) : null}
    </div>
  );
}

function CollectionCard({ collection }: { collection: CollectionSummary }) {
  const locale = useLocale();
  return (
    <li className={content.card}>
      <ShopLink href={routePath('collection-slug', locale, { slug: collection.slug })}>
        {collection.cover ? (
          <CmsImage
            media={collection.cover}
            className={content.cardMedia}
            alt=""
            sizes="(min-width: 1120px) 260px, 50vw"
          />
        ) : null}
        <div className={content.cardBody}>
          <h3 className={content.cardTitle}>{collection.name}</h3>
          {collection.description ? (
            <p className={content.cardText}>{collection.description}</p>
          ) : null}
        </div>
      </ShopLink>
    </li>
  );
}

function ProductCard({ product }: { product: ProductSummary }) {
  const locale = useLocale();
  return (
    <li className={content.card}>
      <ShopLink href={routePath('products-id', locale, { id: product.slug })}>
        {product.thumbnailImage ? (
          <CmsImage
            media={product.thumbnailImage}
            className={styles.productImage}
            alt=""
            sizes="(min-width: 1120px) 260px, 50vw"
          />
        ) : null}
        <div className={content.cardBody}>
          <h3 className={content.cardTitle}>{product.name}</h3>
          {product.productFormat ? (
            <span className={content.cardMeta}>{product.productFormat}</span>
          ) : null}
          <span className={styles.price}>
            {formatPrice(Number(product.price), product.currency)}
          </span>
        </div>
      </ShopLink>
    </li>
  );
}
