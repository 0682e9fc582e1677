import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CART_FORM_ACTION, CART_FORM_FIELDS, localizePath, routePath } from '@teashop/contracts';
import { readCart, useCart, useShopQuery, useTypedBeforeLive } from '@teashop/runtime';
import { Button, formatPrice, navigate, showToast, useContentLocale, useLocale } from '@teashop/ui';
import { queries } from '../../api/queries';
import { type ProductDetail, priceOf } from '../../api/types';
import { type AddOutcome, addToCart, cartRequest } from './addToCart';
import styles from './ProductDetail.module.css';

export const MAX_QUANTITY = 99;

/** Quantity as typed: digits only, within 1..max. */
export function clampQuantity(raw: string | number, max: number): number {
  const digits =
    typeof raw === 'number' ? raw : Number.parseInt(String(raw).replace(/\D/g, ''), 10);
  if (!Number.isFinite(digits) || digits < 1) return 1;
  return Math.min(digits, max);
}

/** What the quantity box keeps while the shopper types: digits only, empty allowed. */
export function typedQuantity(raw: string): string {
  return raw
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, 2);
}

/**
 * How many of a requested quantity can go into the cart: the stock less what the cart already
 * holds (no limit when the stock is unknown).
 */
export function addableQuantity(requested: number, stock: number | null, inCart: number): number {
  if (stock === null || stock < 0) return requested;
  return Math.max(0, Math.min(requested, stock - inCart));
}

/** A whole amount without decimals ('US$50'), otherwise the usual price format. */
export function thresholdText(amount: number, currency: string): string {
  const text = formatPrice(amount, currency);
  return Number.isInteger(amount) ? text.replace(/\.00$/, '') : text;
}

/** Price, free-shipping note, quantity, "Add to cart" and "Buy now". */
export function PurchasePanel({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('mf-catalog');
  const locale = useLocale();
  const contentLocale = useContentLocale();
  const cart = useCart();
  const settings = useShopQuery(...queries.settings(contentLocale));
  // The box's text: it may be empty while the shopper types and settles on blur.
  const [typed, setTyped] = useState('1');
  const quantityBox = useRef<HTMLInputElement>(null);
  useTypedBeforeLive(quantityBox, typed, (text) => setTyped(typedQuantity(text)));
  const [limited, setLimited] = useState<string | null>(null);
  const [buying, setBuying] = useState(false);
  const stock = product.stock ?? null;
  const soldOut = stock === 0;
  const max = stock && stock > 0 ? Math.min(MAX_QUANTITY, stock) : MAX_QUANTITY;
  const pending = cart.pending.includes(product.documentId);
  const quantity = clampQuantity(typed, MAX_QUANTITY);
  const setQuantity = (next: (q: number) => number) => {
    setLimited(null);
    setTyped(String(next(quantity)));
  };

  const threshold = Number(settings.data?.freeShippingThreshold);
  const thresholdCurrency = settings.data?.currency ?? product.currency;

  const inCart = () =>
    readCart().items.find((item) => item.productId === product.documentId)?.quantity ?? 0;

  /**
   * Adds what the stock allows. When that is less than asked for, the box shows what went in and
   * the shopper reads how many are left and how many the cart now holds.
   */
  const addAllowed = async (): Promise<AddOutcome | 'none'> => {
    setLimited(null);
    const before = inCart();
    const amount = addableQuantity(quantity, stock, before);
    let outcome: AddOutcome | 'none' = 'none';
    if (amount > 0) outcome = await addToCart(cartRequest(product, amount));
    if (amount < quantity && stock !== null && outcome !== 'failed' && outcome !== 'timeout') {
      // The cart's own count after the add (it has the last word), else what was sent.
      const line = readCart().items.find((item) => item.productId === product.documentId);
      const after = outcome === 'added' ? (line?.quantity ?? before + amount) : before;
      setTyped(String(Math.max(1, amount)));
      setLimited(t('product.onlyLeft', { stock, inCart: after }));
    }
    return outcome;
  };

  const add = async () => {
    const outcome = await addAllowed();
    if (outcome === 'added') showToast(t('product.added', { name: product.name }), 'success');
    return outcome;
  };
  const buyNow = async () => {
    setBuying(true);
    const outcome = await addAllowed();
    setBuying(false);
    if (outcome === 'added' || outcome === 'none') navigate(localizePath('/cart', locale));
  };

  // The browser sends the form itself until the page is live (the shop server adds and comes
  // back); once live, the same buttons add here without leaving the page.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter instanceof HTMLButtonElement && submitter.value === 'buy') void buyNow();
    else void add();
  };

  return (
    <form
      className={styles.purchase}
      method="post"
      action={CART_FORM_ACTION}
      onSubmit={onSubmit}
      data-testid="purchase-form"
    >
      <input type="hidden" name={CART_FORM_FIELDS.productId} value={product.documentId} />
      <input type="hidden" name={CART_FORM_FIELDS.locale} value={locale} />
      <input
        type="hidden"
        name={CART_FORM_FIELDS.back}
        value={routePath('products-id', locale, { id: product.slug })}
      />
      <p className={styles.price}>
        <span data-testid="product-price">{formatPrice(priceOf(product), product.currency)}</span>{' '}
        <span className={styles.tax}>{t('product.taxIncluded')}</span>
      </p>
      <p className={styles.shipping} data-testid="free-shipping">
        {Number.isFinite(threshold) && threshold > 0
          ? t('product.freeShipping', { amount: thresholdText(threshold, thresholdCurrency) })
          : '\u00a0'}
      </p>
      {soldOut ? <p className={styles.soldOut}>{t('product.soldOut')}</p> : null}
      <div className={styles.quantityRow}>
        <label htmlFor="catalog-quantity" className={styles.quantityLabel}>
          {t('product.quantity')}
        </label>
        <div className={styles.stepper}>
          <button
            type="button"
            aria-label={t('product.decrease')}
            onClick={() => setQuantity((q) => Math.max(1, q - 1))}
            disabled={quantity <= 1 || soldOut}
          >
            −
          </button>
          <input
            ref={quantityBox}
            id="catalog-quantity"
            name={CART_FORM_FIELDS.quantity}
            inputMode="numeric"
            pattern="[0-9]*"
            value={typed}
            disabled={soldOut}
            aria-describedby={limited ? 'catalog-quantity-limit' : undefined}
            onChange={(e) => {
              setLimited(null);
              setTyped(typedQuantity(e.target.value));
            }}
            onBlur={() => setTyped(String(quantity))}
          />
          <button
            type="button"
            aria-label={t('product.increase')}
            onClick={() => setQuantity((q) => Math.min(max, q + 1))}
            disabled={quantity >= max || soldOut}
          >
            +
          </button>
        </div>
      </div>
      <p
        id="catalog-quantity-limit"
        className={styles.quantityLimit}
        role="status"
        data-testid="quantity-limit"
      >
        {limited}
      </p>
      <div className={styles.actions}>
        <Button
          type="submit"
          name={CART_FORM_FIELDS.intent}
          value="add"
          sendsBeforeLive
          variant="secondary"
          busy={pending && !buying}
          disabled={soldOut || pending}
          data-testid="add-to-cart"
        >
          {pending && !buying ? t('product.adding') : t('product.addToCart')}
        </Button>
        <Button
          type="submit"
          name={CART_FORM_FIELDS.intent}
          value="buy"
          sendsBeforeLive
          busy={buying}
          disabled={soldOut || pending}
          data-testid="buy-now"
        >
          {t('product.buyNow')}
        </Button>
      </div>
    </form>
  );
}
