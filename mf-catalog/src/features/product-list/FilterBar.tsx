import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Taxon } from '../../api/types';
import type { Taxonomies } from '../../api/catalogApi';
import {
  EMPTY_FILTERS,
  type FilterKey,
  type FilterState,
  filtersToSearch,
  hasFilters,
  toggleFilter,
} from './filterState';
import styles from './ProductList.module.css';

function FilterGroup({
  legend,
  options,
  selected,
  onToggle,
  name,
}: {
  legend: string;
  options: Taxon[];
  selected: string[];
  onToggle: (slug: string) => void;
  name: FilterKey;
}) {
  return (
    <fieldset className={styles.group} data-filter={name}>
      <legend>{legend}</legend>
      <div className={styles.chips}>
        {options.map((option) => {
          const checked = selected.includes(option.slug);
          return (
            <label
              key={option.slug}
              className={[styles.chip, checked ? styles.chipOn : ''].join(' ')}
            >
              <input
                type="checkbox"
                name={name}
                value={option.slug}
                checked={checked}
                onChange={() => onToggle(option.slug)}
              />
              {option.name}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Filters of a product list: tea category (unless the page is one), roast, caffeine, evening-safe. */
export function FilterBar({
  taxonomies,
  filters,
  onChange,
  showCategory,
  search,
}: {
  taxonomies: Taxonomies | undefined;
  filters: FilterState;
  onChange: (next: FilterState) => void;
  showCategory: boolean;
  /** The list's current query (the link that clears the filters keeps the rest of it). */
  search: string;
}) {
  const { t } = useTranslation('mf-catalog');
  const headingId = useId();
  const bodyId = useId();
  const [open, setOpen] = useState(false);
  const active = filters.category.length + filters.roast.length + filters.caffeine.length;
  const toggle = (key: FilterKey) => (slug: string) => onChange(toggleFilter(filters, key, slug));
  return (
    <section className={styles.filters} aria-labelledby={headingId} data-testid="filters">
      <h2 id={headingId} className={styles.filtersTitle}>
        {t('filters.title')}
      </h2>
      <label className={[styles.evening, filters.evening ? styles.chipOn : ''].join(' ')}>
        <input
          type="checkbox"
          name="evening"
          value="1"
          checked={filters.evening}
          onChange={() => onChange({ ...filters, evening: !filters.evening })}
        />
        <span>
          <strong>{t('filters.evening')}</strong> <small>{t('filters.eveningHint')}</small>
        </span>
      </label>
      <button
        type="button"
        className={`ui-button ui-button--secondary ${styles.filtersToggle}`}
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((v) => !v)}
      >
        {t('filters.show')}
        {active > 0 ? ` · ${t('filters.active', { count: active })}` : ''}
      </button>
      {/* Without scripts the phone's toggle cannot open the filters: they are shown open. */}
      <noscript>
        <style>{`.${styles.filtersBody}{display:flex!important}.${styles.filtersToggle}{display:none!important}`}</style>
      </noscript>
      <div id={bodyId} className={styles.filtersBody}>
        {taxonomies ? (
          <>
            {showCategory ? (
              <FilterGroup
                name="category"
                legend={t('filters.category')}
                options={taxonomies.categories}
                selected={filters.category}
                onToggle={toggle('category')}
              />
            ) : null}
            <FilterGroup
              name="roast"
              legend={t('filters.roast')}
              options={taxonomies.roastingLevels}
              selected={filters.roast}
              onToggle={toggle('roast')}
            />
            <FilterGroup
              name="caffeine"
              legend={t('filters.caffeine')}
              options={taxonomies.caffeineLevels}
              selected={filters.caffeine}
              onToggle={toggle('caffeine')}
            />
          </>
        ) : (
          <div className={`${styles.filtersSkeleton} ui-skeleton`} aria-hidden="true" />
        )}
      </div>
      {/* Without scripts the browser sends the filters as a form; with them each change applies
          (a click before the page is live is held until it is), so nothing moves on hydration. */}
      <noscript>
        <button type="submit" className="ui-button" data-testid="apply-filters">
          {t('filters.apply')}
        </button>
      </noscript>
      {hasFilters(filters) ? (
        <a
          className="ui-button ui-button--secondary"
          href={filtersToSearch(EMPTY_FILTERS, search) || '?'}
          onClick={(event) => {
            event.preventDefault();
            onChange(EMPTY_FILTERS);
          }}
        >
          {t('filters.clear')}
        </a>
      ) : null}
    </section>
  );
}
