import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShippingPage } from './ShippingPage';
import { renderInArea } from '@teashop/runtime/test-support';
import {
  DEMO_USER,
  json,
  mockFetch,
  member,
  resetSession,
  signedInAs,
} from '../../testing/renderPage';

beforeEach(() => resetSession());
afterEach(() => jest.restoreAllMocks());

test('every required field has its message; the apartment is optional', async () => {
  signedInAs({ ...DEMO_USER, shippingAddress: null });
  const { calls } = mockFetch({});
  await renderInArea(<ShippingPage />, { ...member, url: '/member/shipping' });
  await userEvent.setup().click(screen.getByRole('button', { name: 'Save address' }));
  for (const message of [
    'Please enter your country or region',
    'Please enter your first name',
    'Please enter your last name',
    'Please enter your address',
    'Please enter your city',
    'Please enter your state',
    'Please enter your zip code',
    'Please enter your phone number',
  ]) {
    expect(await screen.findByText(message)).toBeInTheDocument();
  }
  expect(screen.getAllByRole('alert')).toHaveLength(8);
  expect(calls).toHaveLength(0);
});

test('shows the saved address and saves changes', async () => {
  const address = {
    country: 'Taiwan',
    firstName: 'Mei',
    lastName: 'Lin',
    address: 'No. 128, Sec. 1, Dihua St.',
    apartment: '',
    city: 'Taipei',
    state: 'Datong District',
    zipCode: '103',
    phone: '+886 912 345 678',
  };
  signedInAs({ ...DEMO_USER, shippingAddress: address });
  const { calls } = mockFetch({
    'PUT /api/users/me': () => json(200, DEMO_USER),
    'GET /api/users/me': () => json(200, DEMO_USER),
  });
  await renderInArea(<ShippingPage />, { ...member, url: '/jp/member/shipping', locale: 'jp' });
  expect(screen.getByLabelText('国または地域')).toHaveValue('Taiwan');
  const user = userEvent.setup();
  await user.clear(screen.getByLabelText('郵便番号'));
  await user.type(screen.getByLabelText('郵便番号'), '10351');
  await user.click(screen.getByRole('button', { name: '住所を保存' }));
  await waitFor(() =>
    expect(calls[0]?.body).toEqual({ shippingAddress: { ...address, zipCode: '10351' } }),
  );
});

test('messages in Chinese', async () => {
  signedInAs({ ...DEMO_USER, shippingAddress: null });
  mockFetch({});
  await renderInArea(<ShippingPage />, { ...member, url: '/zh/member/shipping', locale: 'zh' });
  await userEvent.setup().click(screen.getByRole('button', { name: '儲存地址' }));
  expect(await screen.findByText('請輸入您的國家或地區')).toBeInTheDocument();
  expect(screen.getByText('請輸入您的郵遞區號')).toBeInTheDocument();
});

test('an address over the limit is refused on its field, not saved cut short', async () => {
  const address = {
    country: 'Taiwan',
    firstName: 'Mei',
    lastName: 'Lin',
    address: 'No. 128, Sec. 1, Dihua St.',
    apartment: '',
    city: 'Taipei',
    state: 'Datong District',
    zipCode: '103',
    phone: '+886 912 345 678',
  };
  signedInAs({ ...DEMO_USER, shippingAddress: address });
  mockFetch({
    'PUT /api/users/me': () =>
      json(400, {
        data: null,
        error: {
          status: 400,
          name: 'ValidationError',
          message: 'Please check the address',
          details: {
            fields: ['shippingAddress.address'],
            errors: [{ path: ['shippingAddress', 'address'], reason: 'tooLong', max: 200 }],
          },
        },
      }),
  });
  await renderInArea(<ShippingPage />, { ...member, url: '/member/shipping' });
  const field = screen.getByLabelText('Address');
  expect(field).toHaveAttribute('maxLength', '200');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Save address' }));
  expect(await screen.findByText('Please use at most 200 characters')).toBeInTheDocument();
  await waitFor(() => expect(field).toHaveFocus());
  expect(field).toHaveValue('No. 128, Sec. 1, Dihua St.');
});

test('a phone or zip code with other characters is refused before sending', async () => {
  signedInAs({ ...DEMO_USER, shippingAddress: null });
  const { calls } = mockFetch({});
  await renderInArea(<ShippingPage />, { ...member, url: '/member/shipping' });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Zip code'), '10$3');
  await user.type(screen.getByLabelText('Phone'), 'ext. 12');
  await user.click(screen.getByRole('button', { name: 'Save address' }));
  expect(
    await screen.findByText('Please use only letters, digits, spaces and hyphens'),
  ).toBeInTheDocument();
  expect(screen.getByText('Please use only digits, spaces and + - ( )')).toBeInTheDocument();
  expect(calls).toHaveLength(0);
});
