import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type AddToCartIslandProps,
  CART_FORM_ACTION,
  CART_FORM_FIELDS,
  localizePath,
  MAX_QUANTITY,
} from '@teashop/contracts';
import {
  digitsOnly,
  parseQuantityInput,
  readCart,
  useCart,
  usePageAddress,
  useTypedBeforeLive,
} from '@teashop/runtime';
import { Button, navigate, showToast, useLocale } from '@teashop/ui';
import { type AddOutcome, cartRequest, requestAdd } from './requestAdd';
import styles from './AddToCart.module.css';

/** What the quantity box keeps while the shopper types: two digits at most, empty allowed. */
export function typedQuantity(raw: string): string {
  return digitsOnly(raw)
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

/**
 * Quantity, "Add to cart" and "Buy now" for a product another area shows: a form the shop server
 * handles until the island is live, then handled here without leaving the page.
 */
export function AddToCart({ product }: AddToCartIslandProps) {
  const { t } = useTranslation('mf-cart-checkout');
  const locale = useLocale();
  const { pathname: pagePath } = usePageAddress();
  const cart = useCart();
  // The box's text: it may be empty while the shopper types and settles on blur.
  const [typed, setTyped] = useState('1');
  const quantityBox = useRef<HTMLInputElement>(null);
  useTypedBeforeLive(quantityBox, typed, (text) => setTyped(typedQuantity(text)));
  const [limited, setLimited] = useState<string | null>(null);
  const [buying, setBuying] = useState(false);
  const { stock } = product;
  const soldOut = stock === 0;
  const max = stock && stock > 0 ? Math.min(MAX_QUANTITY, stock) : MAX_QUANTITY;
  const pending = cart.pending.includes(product.productId);
  const quantity = parseQuantityInput(typed) ?? 1;
  const setQuantity = (next: (q: number) => number) => {
    setLimited(null);
    setTyped(String(next(quantity)));
  };

  const inCart = () =>
    readCart().items.find((item) => item.productId === product.productId)?.quantity ?? 0;

  /**
   * Adds what the stock allows. When that is less than asked for, the box shows what went in and
   * the shopper reads how many are left and how many the cart now holds.
   */
  const addAllowed = async (): Promise<AddOutcome | 'none'> => {
    setLimited(null);
    const before = inCart();
    const amount = addableQuantity(quantity, stock, before);
    let outcome: AddOutcome | 'none' = 'none';
    if (amount > 0) outcome = await requestAdd(cartRequest(product, amount));
    if (amount < quantity && stock !== null && outcome !== 'failed' && outcome !== 'timeout') {
      // The cart's own count after the add (it has the last word), else what was sent.
      const line = readCart().items.find((item) => item.productId === product.productId);
      const after = outcome === 'added' ? (line?.quantity ?? before + amount) : before;
      setTyped(String(Math.max(1, amount)));
      setLimited(t('addToCart.onlyLeft', { stock, inCart: after }));
    }
    return outcome;
  };

  const add = async () => {
    const outcome = await addAllowed();
    if (outcome === 'added') showToast(t('addToCart.added', { name: product.name }), 'success');
  };
  const buyNow = async () => {
    setBuying(true);
    const outcome = await addAllowed();
    setBuying(false);
    if (outcome === 'added' || outcome === 'none') navigate(localizePath('/cart', locale));
  };

  // The browser sends the form itself until the island is live (the shop server adds and comes
  // back); once live, the same buttons add here without leaving the page.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter instanceof HTMLButtonElement && submitter.value === 'buy') void buyNow();
    else void add();
  };

  const boxId = `cart-quantity-${product.productId}`;
  const limitId = `${boxId}-limit`;
  return (
    <form
      className={styles.form}
      method="post"
      action={CART_FORM_ACTION}
      onSubmit={onSubmit}
      data-testid="purchase-form"
    >
      <input type="hidden" name={CART_FORM_FIELDS.productId} value={product.productId} />
      <input type="hidden" name={CART_FORM_FIELDS.locale} value={locale} />
      <input type="hidden" name={CART_FORM_FIELDS.back} value={pagePath} />
      {soldOut ? <p className={styles.soldOut}>{t('addToCart.soldOut')}</p> : null}
      <div className={styles.quantityRow}>
        <label htmlFor={boxId} className={styles.quantityLabel}>
          {t('addToCart.quantity')}
        </label>
        <div className={styles.stepper}>
          <button
            type="button"
            aria-label={t('addToCart.decrease')}
            onClick={() => setQuantity((q) => Math.max(1, q - 1))}
            disabled={quantity <= 1 || soldOut}
          >
            −
          </button>
          <input
            ref={quantityBox}
            id={boxId}
            name={CART_FORM_FIELDS.quantity}
            inputMode="numeric"
            pattern="[0-9]*"
            value={typed}
            disabled={soldOut}
            aria-describedby={limited ? limitId : undefined}
            onChange={(e) => {
              setLimited(null);
              setTyped(typedQuantity(e.target.value));
            }}
            onBlur={() => setTyped(String(quantity))}
          />
          <button
            type="button"
            aria-label={t('addToCart.increase')}
            onClick={() => setQuantity((q) => Math.min(max, q + 1))}
            disabled={quantity >= max || soldOut}
          >
            +
          </button>
        </div>
      </div>
      <p id={limitId} className={styles.quantityLimit} role="status" data-testid="quantity-limit">
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
          {pending && !buying ? t('addToCart.adding') : t('addToCart.add')}
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
          {t('addToCart.buyNow')}
        </Button>
      </div>
    </form>
  );
}
