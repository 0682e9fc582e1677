import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { type ShippingAddress } from '@teashop/contracts';
import { authState, loadCurrentUser } from '@teashop/runtime';
import { Button, showToast } from '@teashop/ui';
import {
  ADDRESS_FIELDS,
  AddressFields,
  addressSchema,
  showServerFieldErrors,
  toAddressValues,
  type AddressValues,
} from '@teashop/runtime/forms';

/** The form's field for a field of the account the server names ('shippingAddress.phone'). */
const shippingFieldOf = (field: string): keyof AddressValues | null => {
  const [group, key] = field.split('.');
  return group === 'shippingAddress' && (ADDRESS_FIELDS as readonly string[]).includes(key ?? '')
    ? (key as keyof AddressValues)
    : null;
};
import { MemberLayout, memberStyles as styles } from '../member/MemberLayout';
import { updateMe } from '../member/memberApi';
import { errorKey, type ErrorKey } from '../auth/errorMessage';

export function ShippingForm({ address }: { address: ShippingAddress | null | undefined }) {
  const { t } = useTranslation('mf-member');
  const [failure, setFailure] = useState<ErrorKey | null>(null);
  const form = useForm<AddressValues>({
    resolver: zodResolver(addressSchema),
    defaultValues: toAddressValues(address),
  });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  const onSubmit = async (values: AddressValues) => {
    setFailure(null);
    try {
      await updateMe({ shippingAddress: values });
      await loadCurrentUser();
      showToast(t('shipping.saved'), 'success');
    } catch (error) {
      // A refused field says why on that field and takes focus; nothing typed is lost.
      if (showServerFieldErrors(error, setError, shippingFieldOf)) return;
      setFailure(errorKey(error));
    }
  };

  return (
    <FormProvider {...form}>
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
        <AddressFields />
        <div className={styles.actions}>
          <Button type="submit" busy={isSubmitting}>
            {t('shipping.save')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

export function ShippingPage() {
  const { t } = useTranslation('mf-member');
  const auth = useSnapshot(authState);
  const title = t('pages.memberShipping.title');
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
