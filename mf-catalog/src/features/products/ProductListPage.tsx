import { useTranslation } from 'react-i18next';
import { ProductListIsland } from '../product-list/ProductList';
import styles from '../shared/Page.module.css';

const ALL = { kind: 'all' } as const;

/** /products: every tea, with filters and load more. */
export function ProductListPage() {
  const { t } = useTranslation('mf-catalog');
  const title = t('pages.products.title');
  const description = t('pages.products.description');
  return (
    <section className={styles.page} data-page="products">
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.intro}>{description}</p>
      </header>
      <ProductListIsland scope={ALL} listName={title} />
    </section>
  );
}
