import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SORT_KEYS, type SortKey, isSortKey } from './sortState';
import styles from './ProductList.module.css';

/** The order of a product list: a labelled native select (keyboard and screen readers as usual). */
export function SortSelect({
  sort,
  onChange,
}: {
  sort: SortKey;
  onChange: (next: SortKey) => void;
}) {
  const { t } = useTranslation('mf-catalog');
  const id = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={id} className={styles.sortLabel}>
        {t('list.sortBy')}
      </label>
      <select
        id={id}
        name="sort"
        className={styles.sortSelect}
        value={sort}
        onChange={(event) => {
          const next = event.target.value;
          if (isSortKey(next)) onChange(next);
        }}
        data-testid="product-sort"
      >
        {SORT_KEYS.map((key) => (
          <option key={key} value={key}>
            {t(`list.sortOptions.${key}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
