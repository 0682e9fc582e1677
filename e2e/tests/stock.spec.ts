import { expect, test } from './fixtures';
import { cmsApi } from './accounts';
import { TEXT, agreeAndPay, fillAddress, fillCard, openCheckout } from './checkoutSteps';
import { asEditor } from './editor';

/*
 * Stock held for payments: the last tins of a tea go to the shoppers who pay for them, and a shopper
 * who still has the tea in the cart is told at checkout, in the page's language, before paying.
 */

const PRODUCT = 'api::product.product';
const SLUG = 'kukicha';

async function teaOf(locale: string): Promise<{ documentId: string; name: string }> {
  const { data } = await cmsApi<{ data: Array<{ documentId: string; name: string }> }>(
    `/products?locale=${locale}&filters[slug][$eq]=${SLUG}&fields[0]=name`,
  );
  const tea = data.data[0];
  if (!tea) throw new Error(`no ${SLUG}`);
  return tea;
}

const setStock = (documentId: string, stock: number) =>
  asEditor(`/content-manager/collection-types/${PRODUCT}/${documentId}?locale=en`, {
    method: 'PUT',
    body: { stock },
  });

test.describe('stock', () => {
  test('a tea that sells out while in another shopper’s cart is named at checkout before paying (jp)', async ({
    page,
    browser,
  }) => {
    const tea = await teaOf('ja-JP');
    expect((await setStock(tea.documentId, 2)).status).toBe(200);
    const other = await browser.newContext();
    try {
      await openCheckout(page, 'jp', { productId: tea.documentId, quantity: 1 });

      // another shopper buys the last two tins
      const buyer = await other.newPage();
      await openCheckout(buyer, 'en', { productId: tea.documentId, quantity: 2 });
      await fillAddress(buyer, 'en');
      await fillCard(buyer, 'en', '4242 4242 4242 4242');
      await agreeAndPay(buyer, 'en');
      await expect(buyer.getByRole('heading', { name: TEXT.en.success })).toBeVisible();

      // the first shopper comes back to the checkout
      await page.reload();
      const notice = page.getByTestId('stock-notice');
      await expect(notice).toContainText('在庫がなくなりました');
      await expect(notice).toContainText(`${tea.name}：売り切れ`);
      await expect(page.getByTestId('summary-stock')).toHaveText('売り切れ');
      await expect(page.getByTestId('pay-button')).toBeDisabled();
      await notice.getByRole('link', { name: 'カートを変更する' }).click();
      await expect(page).toHaveURL(/\/jp\/cart$/);
    } finally {
      await other.close();
      await setStock(tea.documentId, 40);
    }
  });
});
