import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { localizePath } from '@teashop/contracts';
import { authState, type CurrentUser } from '@teashop/runtime';
import { initCart, saveNow } from '../cart-engine/cartActions';
import { Button, ShopLink, formatPrice, navigate, useLocale } from '@teashop/ui';
import {
  ADDRESS_FIELDS,
  AddressFields,
  FormField,
  showServerFieldErrors,
  toAddressValues,
} from '@teashop/runtime/forms';
import { OrderSummary } from '../order-summary/OrderSummary';
import {
  checkoutErrorCode,
  couponUsedUp,
  createPayment,
  quoteOfError,
  shortagesOfError,
} from './checkoutApi';
import { checkoutSchema, type CheckoutValues } from './checkoutSchema';
import { CouponForm, type CouponOutcome } from './CouponForm';
import { ShippingMethodPicker } from './ShippingMethodPicker';
import { PaymentSection } from './payment/PaymentSection';
import type { PaymentElementHandle } from './payment/usePaymentElement';
import { fetchQuote } from './checkoutApi';
import { useQuote } from './useQuote';
import { StockNotice, shortLines, stockLinesText } from './StockNotice';
import { useLeaveWarning } from './useLeaveWarning';
import { trackBeginCheckout, trackPaymentInfo, trackShippingInfo } from './checkoutAnalytics';
import styles from './CheckoutPage.module.css';

type PageAlert =
  'amountMismatch' | 'paymentFailed' | 'genericError' | 'paymentUnavailable' | 'outOfStock';

/** The checkout form's field for a field the server names ('contact.email' is `email`). */
function checkoutFieldOf(field: string): Path<CheckoutValues> | null {
  if (field === 'contact.email') return 'email';
  const [group, key] = field.split('.');
  if (group === 'deliveryAddress' && key && (ADDRESS_FIELDS as readonly string[]).includes(key)) {
    return `deliveryAddress.${key as (typeof ADDRESS_FIELDS)[number]}`;
  }
  return null;
}

/** /checkout (members): contact, delivery, shipping, coupon, card payment, priced by the server. */
export function CheckoutPage() {
  const { t } = useTranslation('mf-cart-checkout');
  const auth = useSnapshot(authState);
  const title = t('pages.checkout.title');
  const [cartSaved, setCartSaved] = useState(false);
  // A quantity changed on /cart moments ago may still be waiting for its debounced save, and a
  // cart filled in another language is being priced in this page's: the quote waits for both.
  useEffect(() => {
    void initCart()
      .then(() => saveNow())
      .catch(() => undefined)
      .finally(() => setCartSaved(true));
  }, []);
  const user = auth.user as CurrentUser | null;

  return (
    <section className={styles.page} data-page="checkout">
      <h1 className={styles.title}>{title}</h1>
      {user && cartSaved ? (
        <CheckoutForm key={user.id} user={user} />
      ) : (
        <div className={`ui-skeleton ${styles.skeleton}`} aria-busy="true" role="status">
          <span className="ui-visually-hidden">{t('checkout.loading')}</span>
        </div>
      )}
    </section>
  );
}

function CheckoutForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('mf-cart-checkout');
  const locale = useLocale();
  const form = useForm<CheckoutValues>({
    resolver: zodResolver(checkoutSchema),
    defaultValues: {
      email: user.email ?? '',
      deliveryAddress: toAddressValues(user.shippingAddress),
      saveAddress: !user.shippingAddress?.address,
      agree: false,
    },
  });
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isDirty },
  } = form;
  // The first field the server refused, focused once the form is enabled again.
  const refusedField = useRef<Path<CheckoutValues> | null>(null);

  const [shippingMethod, setShippingMethod] = useState('');
  const [coupon, setCoupon] = useState('');
  const { quote, loading, error, refresh, replace } = useQuote(shippingMethod, coupon);
  const [alert, setAlert] = useState<{ kind: PageAlert; detail?: string } | null>(null);
  // lines the stock no longer covers, as the last quote found them: paying waits for the cart
  const short = quote ? shortLines(quote.items) : [];
  const [paying, setPaying] = useState(false);
  const [paymentStarted, setPaymentStarted] = useState(false);
  const payment = useRef<PaymentElementHandle | null>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const began = useRef(false);

  const suspendLeaveWarning = useLeaveWarning(
    isDirty || paymentStarted || coupon !== '' || paying,
    t('checkout.leaveWarning'),
  );

  useEffect(() => {
    if (quote && !began.current) {
      began.current = true;
      trackBeginCheckout(quote);
    }
  }, [quote]);

  useEffect(() => {
    if (alert) alertRef.current?.focus();
  }, [alert]);

  useEffect(() => {
    if (!refusedField.current || paying) return;
    setFocus(refusedField.current);
    refusedField.current = null;
  }, [paying, setFocus]);

  const chooseShipping = (slug: string) => {
    setShippingMethod(slug);
    if (quote) trackShippingInfo({ ...quote, shippingMethod: { ...quote.shippingMethod, slug } });
  };

  const applyCoupon = async (code: string): Promise<CouponOutcome> => {
    try {
      const next = await fetchQuote({
        shippingMethod: shippingMethod || quote?.shippingMethod.slug,
        couponCode: code,
      });
      setCoupon(next.coupon?.code ?? code);
      replace(next);
      return 'applied';
    } catch (failure) {
      if (couponUsedUp(failure)) return 'usedUp';
      return checkoutErrorCode(failure) === 'COUPON_INVALID' ? 'invalid' : 'failed';
    }
  };

  const fail = (kind: PageAlert, detail?: string) => {
    suspendLeaveWarning(false);
    setAlert({ kind, detail });
    setPaying(false);
  };

  const pay = async (values: CheckoutValues) => {
    const handle = payment.current;
    if (!quote || !handle) return;
    setAlert(null);
    setPaying(true);
    const submitted = await handle.elements.submit();
    if (submitted.error) {
      setPaying(false);
      return;
    }
    let answer: Awaited<ReturnType<typeof createPayment>>;
    try {
      answer = await createPayment({
        shippingMethod: quote.shippingMethod.slug,
        couponCode: quote.coupon?.code,
        contact: { email: values.email },
        deliveryAddress: values.deliveryAddress,
        saveAddress: values.saveAddress,
        expectedTotal: quote.grandTotal,
      });
    } catch (failure) {
      const code = checkoutErrorCode(failure);
      if (code === 'AMOUNT_MISMATCH') {
        const fresh = quoteOfError(failure);
        if (fresh) replace(fresh);
        else refresh();
        fail('amountMismatch');
      } else if (code === 'COUPON_INVALID') {
        setCoupon('');
        fail(
          'genericError',
          t(couponUsedUp(failure) ? 'checkout.couponUsedUp' : 'checkout.couponInvalid'),
        );
      } else if (code === 'OUT_OF_STOCK') {
        // Which teas, and how many are left, in the page's language; what was typed stays.
        refresh();
        fail('outOfStock', stockLinesText(t, shortagesOfError(failure)));
      } else if (code === 'CART_EMPTY' || code === 'CURRENCY_MISMATCH') {
        refresh();
        setPaying(false);
      } else if (code === 'VALIDATION') {
        // Each refused field says why, in the page's language; what was typed stays.
        const first = showServerFieldErrors(failure, setError, checkoutFieldOf);
        if (first) {
          refusedField.current = first;
          suspendLeaveWarning(false);
          setPaying(false);
        } else fail('genericError');
      } else {
        fail(code === 'PAYMENT_PROVIDER' ? 'paymentUnavailable' : 'genericError');
      }
      return;
    }

    const completeUrl = (extra: Record<string, string>) => {
      const params = new URLSearchParams({ order: answer.order.documentId, ...extra });
      return `${localizePath('/complete', locale)}?${params.toString()}`;
    };
    // The card issuer's check may take the shopper to another page and back to the result page.
    suspendLeaveWarning(true);
    const confirmed = await handle.stripe.confirmPayment({
      elements: handle.elements,
      clientSecret: answer.clientSecret,
      confirmParams: { return_url: `${window.location.origin}${completeUrl({})}` },
      redirect: 'if_required',
    });
    if (confirmed.error) {
      fail('paymentFailed', confirmed.error.message);
      return;
    }
    navigate(
      completeUrl({
        payment_intent: confirmed.paymentIntent.id,
        redirect_status: confirmed.paymentIntent.status,
      }),
      { confirmed: true },
    );
  };

  if (!quote) {
    if (loading) {
      return (
        <div className={`ui-skeleton ${styles.skeleton}`} aria-busy="true" role="status">
          <span className="ui-visually-hidden">{t('checkout.loading')}</span>
        </div>
      );
    }
    return <QuoteProblem code={error} onRetry={refresh} />;
  }

  const busy = paying || loading;
  return (
    <FormProvider {...form}>
      <form
        className={styles.layout}
        noValidate
        onSubmit={(event) => void handleSubmit(pay)(event)}
        aria-busy={busy || undefined}
        data-testid="checkout-form"
      >
        <div className={styles.main}>
          {error === 'CART_EMPTY' || error === 'CURRENCY_MISMATCH' ? (
            <QuoteProblem code={error} onRetry={refresh} />
          ) : null}
          <fieldset className={styles.section} disabled={paying}>
            <legend className={styles.legend}>{t('checkout.contact')}</legend>
            <FormField<CheckoutValues>
              name="email"
              label={t('checkout.email')}
              type="email"
              autoComplete="email"
            />
          </fieldset>

          <fieldset className={styles.section} disabled={paying}>
            <legend className={styles.legend}>{t('checkout.deliveryAddress')}</legend>
            <AddressFields prefix="deliveryAddress" />
            <label className={styles.check}>
              <input type="checkbox" {...register('saveAddress')} />
              <span>{t('checkout.saveAddress')}</span>
            </label>
          </fieldset>

          <ShippingMethodPicker
            options={quote.shippingMethods}
            value={shippingMethod || quote.shippingMethod.slug}
            currency={quote.currency}
            freeShipping={quote.freeShipping}
            onChange={chooseShipping}
            disabled={paying}
          />

          <PaymentSection
            locale={locale}
            amount={quote.grandTotal}
            currency={quote.currency}
            onHandle={(handle) => {
              payment.current = handle;
            }}
            onComplete={(complete) => {
              setPaymentStarted(true);
              if (complete) trackPaymentInfo(quote);
            }}
          />

          <div className={styles.section}>
            <label className={styles.check}>
              <input
                type="checkbox"
                aria-invalid={errors.agree ? true : undefined}
                aria-describedby={errors.agree ? 'checkout-agree-error' : undefined}
                {...register('agree')}
              />
              <span>
                {t('checkout.agree')}{' '}
                <ShopLink
                  href={localizePath('/copyright', locale)}
                  target="_blank"
                  className={styles.textLink}
                >
                  {t('checkout.privacyPolicy')}
                </ShopLink>
              </span>
            </label>
            {errors.agree?.message ? (
              <span id="checkout-agree-error" className="ui-field-error" role="alert">
                {t(errors.agree.message)}
              </span>
            ) : null}
          </div>

          {alert ? (
            <p ref={alertRef} tabIndex={-1} className={styles.alert} role="alert">
              {t(`checkout.${alert.kind}`)}
              {alert.detail ? <span className={styles.alertDetail}>{alert.detail}</span> : null}
              {alert.kind === 'outOfStock' ? (
                <ShopLink href={localizePath('/cart', locale)} className={styles.textLink}>
                  {t('checkout.changeCart')}
                </ShopLink>
              ) : null}
            </p>
          ) : null}

          {short.length > 0 && alert?.kind !== 'outOfStock' ? <StockNotice lines={short} /> : null}

          <Button
            type="submit"
            busy={paying}
            disabled={
              loading || short.length > 0 || error === 'CART_EMPTY' || error === 'CURRENCY_MISMATCH'
            }
            className={styles.pay}
            data-testid="pay-button"
          >
            {paying
              ? t('checkout.paying')
              : t('checkout.pay', { amount: formatPrice(quote.grandTotal, quote.currency) })}
          </Button>
        </div>

        <aside className={styles.aside} aria-labelledby="checkout-summary-title">
          <h2 id="checkout-summary-title" className={styles.asideTitle}>
            {t('summary.title')}
          </h2>
          <OrderSummary
            lines={quote.items}
            totals={quote}
            couponCode={quote.coupon?.code}
            busy={loading}
          >
            <CouponForm
              applied={quote.coupon?.code ?? null}
              onApply={applyCoupon}
              onRemove={() => setCoupon('')}
              disabled={paying}
            />
          </OrderSummary>
          <ShopLink href={localizePath('/cart', locale)} className={styles.backToCart}>
            {t('checkout.backToCart')}
          </ShopLink>
        </aside>
      </form>
    </FormProvider>
  );
}

/** Why there is nothing to pay for (empty cart, mixed currencies) or the quote failed. */
function QuoteProblem({ code, onRetry }: { code: string | null; onRetry: () => void }) {
  const { t } = useTranslation('mf-cart-checkout');
  const locale = useLocale();
  if (code === 'CART_EMPTY') {
    return (
      <div className={styles.problem} role="status">
        <p>{t('cart.empty')}</p>
        <ShopLink
          href={localizePath('/products', locale)}
          className="ui-button ui-button--secondary"
        >
          {t('cart.continueShopping')}
        </ShopLink>
      </div>
    );
  }
  if (code === 'CURRENCY_MISMATCH') {
    return (
      <div className={styles.problem} role="alert">
        <p>{t('cart.currencyMismatch')}</p>
        <ShopLink href={localizePath('/cart', locale)} className="ui-button ui-button--secondary">
          {t('checkout.backToCart')}
        </ShopLink>
      </div>
    );
  }
  return (
    <div className={styles.problem} role="alert">
      <p>{t('checkout.genericError')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('checkout.retry')}
      </Button>
    </div>
  );
}
