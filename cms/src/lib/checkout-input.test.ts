import { checkContact } from './checkout-input';

const address = {
  country: 'Taiwan',
  firstName: 'Mei',
  lastName: 'Lin',
  address: 'No. 128, Sec. 1, Dihua St.',
  city: 'Taipei',
  state: 'Datong District',
  zipCode: '103',
  phone: '+886 912 345 678',
};

describe('checkContact', () => {
  test('a complete contact; the apartment is optional; text is trimmed', () => {
    const check = checkContact(
      { email: ' Demo@TeaShop.test ' },
      { ...address, city: '  Taipei  ', extra: 'ignored' },
    );
    expect(check).toEqual({
      ok: true,
      value: {
        contact: { email: 'demo@teashop.test' },
        deliveryAddress: { ...address, apartment: '' },
      },
    });
  });

  test('every missing or invalid field is named', () => {
    const check = checkContact({ email: 'not-an-email' }, { ...address, city: ' ', zipCode: 103 });
    expect(check).toEqual({
      ok: false,
      fields: ['contact.email', 'deliveryAddress.city', 'deliveryAddress.zipCode'],
    });
    const nothing = checkContact(undefined, null);
    expect(nothing.ok).toBe(false);
    expect(!nothing.ok && nothing.fields).toEqual([
      'contact.email',
      'deliveryAddress.country',
      'deliveryAddress.firstName',
      'deliveryAddress.lastName',
      'deliveryAddress.address',
      'deliveryAddress.city',
      'deliveryAddress.state',
      'deliveryAddress.zipCode',
      'deliveryAddress.phone',
    ]);
  });

  test('over-long values are refused', () => {
    const check = checkContact({ email: 'a@b.co' }, { ...address, phone: '1'.repeat(41) });
    expect(check).toEqual({ ok: false, fields: ['deliveryAddress.phone'] });
  });
});
