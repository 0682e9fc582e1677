import { useTranslation } from 'react-i18next';
import { formatPrice } from '@teashop/ui';
import type { ShippingOption } from './checkoutApi';
import styles from './CheckoutPage.module.css';

/**
 * Shipping methods from the cms with what each costs for this cart, as the server priced it: only
 * the methods the shop marks become free over the free-shipping threshold.
 */
export function ShippingMethodPicker({
  options,
  value,
  currency,
  freeShipping,
  onChange,
  disabled,
}: {
  options: readonly ShippingOption[];
  value: string;
  currency: string;
  freeShipping: boolean;
  onChange: (slug: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('mf-cart-checkout');
  return (
    <fieldset className={styles.section} disabled={disabled}>
      <legend className={styles.legend}>{t('checkout.shippingMethod')}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option.slug} className={styles.option}>
            <input
              type="radio"
              name="shippingMethod"
              value={option.slug}
              checked={value === option.slug}
              onChange={() => onChange(option.slug)}
            />
            <span className={styles.optionText}>
              <span className={styles.optionName}>{option.name}</span>
              {option.description ? (
                <span className={styles.optionDescription}>{option.description}</span>
              ) : null}
            </span>
            <span className={styles.optionPrice}>
              {(option.charged ?? option.fee) === 0
                ? t('summary.free')
                : formatPrice(option.charged ?? option.fee, currency)}
            </span>
          </label>
        ))}
      </div>
      {freeShipping ? <p className={styles.hint}>{t('checkout.freeShippingApplied')}</p> : null}
    </fieldset>
  );
}
