import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import {
  Button,
  TextField,
  authState,
  loadCurrentUser,
  showToast,
  usePageMeta,
  type ShippingAddress,
} from '@teashop/shared';
import { MemberLayout, memberStyles as styles } from '../member/MemberLayout';
import { updateMe } from '../member/memberApi';
import { errorKey, type ErrorKey } from '../auth/errorMessage';
import { shippingSchema, type ShippingValues } from '../auth/schemas';

const FIELDS = [
  'country',
  'firstName',
  'lastName',
  'address',
  'apartment',
  'city',
  'state',
  'zipCode',
  'phone',
] as const;

function toValues(address: ShippingAddress | null | undefined): ShippingValues {
  const values = {} as ShippingValues;
  for (const key of FIELDS) values[key] = address?.[key] ?? '';
  return values;
}

export function ShippingForm({ address }: { address: ShippingAddress | null | undefined }) {
  const { t } = useTranslation('mf-member');
  const [failure, setFailure] = useState<ErrorKey | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ShippingValues>({
    resolver: zodResolver(shippingSchema),
    defaultValues: toValues(address),
  });
  const field = (name: (typeof FIELDS)[number], autoComplete: string, type = 'text') => (
    <TextField
      label={t(`fields.${name}`)}
      type={type}
      autoComplete={autoComplete}
      error={errors[name]?.message ? t(errors[name].message) : undefined}
      {...register(name)}
    />
  );

  const onSubmit = async (values: ShippingValues) => {
    setFailure(null);
    try {
      await updateMe({ shippingAddress: values });
      await loadCurrentUser();
      showToast(t('shipping.saved'), 'success');
    } catch (error) {
      setFailure(errorKey(error));
    }
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      data-testid="shipping-form"
    >
      {failure ? (
        <p className={styles.alert} role="alert">
          {t(failure)}
        </p>
      ) : null}
      {field('country', 'country-name')}
      <div className={styles.row}>
        {field('firstName', 'shipping given-name')}
        {field('lastName', 'shipping family-name')}
      </div>
      {field('address', 'shipping address-line1')}
      {field('apartment', 'shipping address-line2')}
      <div className={styles.row}>
        {field('city', 'shipping address-level2')}
        {field('state', 'shipping address-level1')}
      </div>
      <div className={styles.row}>
        {field('zipCode', 'shipping postal-code')}
        {field('phone', 'shipping tel', 'tel')}
      </div>
      <div className={styles.actions}>
        <Button type="submit" busy={isSubmitting}>
          {t('shipping.save')}
        </Button>
      </div>
    </form>
  );
}

export function ShippingPage() {
  const { t } = useTranslation('mf-member');
  const auth = useSnapshot(authState);
  const title = t('pages.memberShipping.title');
  usePageMeta(title);
  const user = auth.user;
  return (
    <MemberLayout page="member-shipping" title={title}>
      <p className={styles.intro}>{t('shipping.intro')}</p>
      <div className={styles.panel}>
        {user ? (
          <ShippingForm key={user.id} address={user.shippingAddress as ShippingAddress | null} />
        ) : (
          <div className={`ui-skeleton ${styles.skeleton}`} aria-busy="true" />
        )}
      </div>
    </MemberLayout>
  );
}
