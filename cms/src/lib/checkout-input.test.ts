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
    expect(check).toMatchObject({
      ok: false,
      fields: ['contact.email', 'deliveryAddress.city', 'deliveryAddress.zipCode'],
      errors: [
        { path: ['contact', 'email'], reason: 'invalid' },
        { path: ['deliveryAddress', 'city'], reason: 'required' },
        { path: ['deliveryAddress', 'zipCode'], reason: 'required' },
      ],
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

  test('over-long values are refused with their limit, never cut', () => {
    const check = checkContact(
      { email: 'a@b.co' },
      { ...address, address: 'x'.repeat(248), phone: '1'.repeat(41) },
    );
    expect(check).toMatchObject({
      ok: false,
      fields: ['deliveryAddress.address', 'deliveryAddress.phone'],
      errors: [
        { path: ['deliveryAddress', 'address'], reason: 'tooLong', max: 200 },
        { path: ['deliveryAddress', 'phone'], reason: 'tooLong', max: 40 },
      ],
    });
  });

  test('zip codes take letters, digits, spaces and -; phones digits, spaces and + - ( )', () => {
    for (const [zipCode, phone] of [
      ['604-8054', '+81 75 555 0142'],
      ['SW1A 1AA', '+1 (503) 555-0187'],
    ]) {
      expect(checkContact({ email: 'a@b.co' }, { ...address, zipCode, phone }).ok).toBe(true);
    }
    const check = checkContact(
      { email: 'a@b.co' },
      { ...address, zipCode: '103<b>', phone: 'call me' },
    );
    expect(check).toMatchObject({
      ok: false,
      fields: ['deliveryAddress.zipCode', 'deliveryAddress.phone'],
      errors: [{ reason: 'invalid' }, { reason: 'invalid' }],
    });
  });
});
