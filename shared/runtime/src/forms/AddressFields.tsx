import { useTranslation } from 'react-i18next';
import type { FieldValues, Path } from 'react-hook-form';
import { ADDRESS_MAX_LENGTH, type AddressValues } from './addressSchema';
import { FormField } from './FormField';

const AUTOCOMPLETE: Record<keyof AddressValues, string> = {
  country: 'shipping country-name',
  firstName: 'shipping given-name',
  lastName: 'shipping family-name',
  address: 'shipping address-line1',
  apartment: 'shipping address-line2',
  city: 'shipping address-level2',
  state: 'shipping address-level1',
  zipCode: 'shipping postal-code',
  phone: 'shipping tel',
};

/**
 * The nine address fields, inside a FormProvider. `prefix` places them under a nested object
 * (`deliveryAddress.city`); without it they are the form's top-level fields.
 */
export function AddressFields({ prefix }: { prefix?: string }) {
  const { t } = useTranslation('common');
  const field = (key: keyof AddressValues) => (
    <FormField<FieldValues>
      name={(prefix ? `${prefix}.${key}` : key) as Path<FieldValues>}
      label={t(`address.${key}`)}
      type={key === 'phone' ? 'tel' : 'text'}
      autoComplete={AUTOCOMPLETE[key]}
      maxLength={ADDRESS_MAX_LENGTH[key]}
    />
  );
  return (
    <div className="ui-address">
      {field('country')}
      <div className="ui-form-row">
        {field('firstName')}
        {field('lastName')}
      </div>
      {field('address')}
      {field('apartment')}
      <div className="ui-form-row">
        {field('city')}
        {field('state')}
      </div>
      <div className="ui-form-row">
        {field('zipCode')}
        {field('phone')}
      </div>
    </div>
  );
}
