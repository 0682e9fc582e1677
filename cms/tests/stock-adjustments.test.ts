import { api, dbRows, registerMember } from './support/api';
import { adminOf, asEditor, editor } from './support/editor';
import { productDocumentId } from './support/orders';

/*
 * The staff's stock screen (`/shop/products/:documentId/stock` on the admin API): adjustments with
 * a reason, recorded with who and when, never below zero; counts typed in the tea's form recorded
 * too; who may do it. And the shop manager's order list with its filters.
 */

const PRODUCTS = '/content-manager/collection-types/api::product.product';
const ORDERS = '/content-manager/collection-types/api::order.order';
const ADJUSTMENTS = '/content-manager/collection-types/api::product.stock-adjustment';

let manager: string;
beforeAll(async () => {
  manager = await adminOf('shop-manager');
});

const stockPath = (documentId: string) => `/shop/products/${documentId}/stock`;
const adjust = (documentId: string, body: Record<string, unknown>, jwt = manager) =>
  api(stockPath(documentId), { jwt, body });

const stockRows = async (documentId: string) =>
  (
    await dbRows<{ stock: number | null }>(
      'SELECT stock FROM products WHERE document_id = ?',
      documentId,
    )
  ).map((row) => (row.stock === null ? null : Number(row.stock)));

describe('stock adjustments', () => {
  test('tins added and taken away with a reason, on every row, recorded with who; never below zero', async () => {
    const productId = await productDocumentId('liu-bao');
    const start = Number((await api(stockPath(productId), { jwt: manager })).body.data.stock);
    expect(start).toBeGreaterThan(3);

    const added = await adjust(productId, { change: 12, reason: 'Delivery from the farm' });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({
      documentId: productId,
      name: 'Guangxi Liu Bao, 2016',
      stock: start + 12,
      adjustments: [
        {
          change: 12,
          stockAfter: start + 12,
          kind: 'adjustment',
          reason: 'Delivery from the farm',
          by: expect.stringContaining('Staff shop-manager <shop-manager.'),
        },
      ],
    });
    expect(new Set(await stockRows(productId))).toEqual(new Set([start + 12]));

    const taken = await adjust(productId, { change: -2, reason: '  Two tins dented  ' });
    expect(taken.body.data.stock).toBe(start + 10);
    expect(taken.body.data.adjustments[0]).toMatchObject({ change: -2, reason: 'Two tins dented' });

    const tooMany = await adjust(productId, { change: -(start + 11), reason: 'Stocktake' });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error).toMatchObject({
      message: `Only ${start + 10} left: at most ${start + 10} can be taken away.`,
      details: { code: 'STOCK_BELOW_ZERO', fields: ['change'] },
    });
    expect(new Set(await stockRows(productId))).toEqual(new Set([start + 10]));

    const sloppy = await adjust(productId, { change: 0, reason: 'x' });
    expect(sloppy.status).toBe(400);
    expect(sloppy.body.error).toMatchObject({
      message: 'Please give the number of tins to add or take away, and a reason.',
      details: { code: 'STOCK_CHANGE_INVALID', fields: ['change', 'reason'] },
    });
    const noReason = await adjust(productId, { change: 3 });
    expect(noReason.body.error).toMatchObject({
      message: 'Please give a reason for the change (3 to 200 characters).',
      details: { fields: ['reason'] },
    });
    const fraction = await adjust(productId, { change: 1.5, reason: 'half a tin' });
    expect(fraction.body.error.details.fields).toEqual(['change']);

    // everything down to zero: the tea is sold out in the shop at once
    const emptied = await adjust(productId, { change: -(start + 10), reason: 'Recalled batch' });
    expect(emptied.body.data.stock).toBe(0);
    const shown = await api(`/api/products?filters[slug][$eq]=liu-bao&locale=en`);
    expect(shown.body.data[0].stock).toBe(0);
    const back = await adjust(productId, { change: start, reason: 'Replacement batch' });
    expect(back.body.data.stock).toBe(start);
    expect(back.body.data.adjustments.map((a: { change: number }) => a.change)).toEqual([
      start,
      -(start + 10),
      -2,
      12,
    ]);
  });

  test('a count typed in the tea’s form is recorded; a tea that is not counted is not adjusted', async () => {
    const productId = await productDocumentId('hualien-honey-black-tea');
    const before = Number((await api(stockPath(productId), { jwt: manager })).body.data.stock);
    const typed = await editor.update('api::product.product', productId, { stock: before + 4 });
    expect(typed.status).toBe(200);
    const view = await api(stockPath(productId), { jwt: manager });
    expect(view.body.data.adjustments[0]).toMatchObject({
      change: 4,
      stockAfter: before + 4,
      kind: 'form',
      reason: null,
      by: 'Shop Editor <editor@teashop.test>',
    });

    await editor.update('api::product.product', productId, { stock: null });
    const uncounted = await adjust(productId, { change: 5, reason: 'Delivery' });
    expect(uncounted.status).toBe(409);
    expect(uncounted.body.error.details.code).toBe('STOCK_NOT_COUNTED');
    expect(new Set(await stockRows(productId))).toEqual(new Set([null]));
    await editor.update('api::product.product', productId, { stock: before });
    expect(new Set(await stockRows(productId))).toEqual(new Set([before]));
  });

  test('shop managers and editors adjust; members and strangers are refused; the record is not edited by hand', async () => {
    const productId = await productDocumentId('jin-xuan-milk-oolong');
    expect((await asEditor(stockPath(productId))).status).toBe(200);
    const member = await registerMember('stock-adjust');
    expect([401, 403]).toContain(
      (await adjust(productId, { change: 1, reason: 'mine' }, member.jwt)).status,
    );
    expect([401, 403]).toContain(
      (await api(stockPath(productId), { body: { change: 1, reason: 'nobody' } })).status,
    );
    expect((await api(stockPath('no-such-tea'), { jwt: manager })).status).toBe(404);

    const byEditor = await asEditor(stockPath(productId), {
      body: { change: 1, reason: 'Found one in the back' },
    });
    expect(byEditor.status).toBe(200);
    const recorded = await asEditor(
      `${ADJUSTMENTS}?filters[$and][0][productDocumentId][$eq]=${productId}`,
    );
    expect(recorded.status).toBe(200);
    const entry = recorded.body.results[0] as { documentId: string };
    const edit = await asEditor(`${ADJUSTMENTS}/${entry.documentId}`, {
      method: 'PUT',
      body: { change: 1000 },
    });
    expect(edit.status).toBe(403);
    const back = await asEditor(stockPath(productId), {
      body: { change: -1, reason: 'Back where it was' },
    });
    expect(back.status).toBe(200);

    // the shop manager reads teas but does not edit them
    expect((await api(`${PRODUCTS}/${productId}?locale=ja-JP`, { jwt: manager })).status).toBe(200);
    const rename = await api(`${PRODUCTS}/${productId}?locale=en`, {
      jwt: manager,
      method: 'PUT',
      body: { name: 'Renamed' },
    });
    expect(rename.status).toBe(403);
  });
});

describe('the shop manager’s order list', () => {
  interface Row {
    orderStatus: string;
    paymentStatus: string;
    placedAt: string;
  }
  const list = async (filters: string): Promise<Row[]> => {
    const answer = await api(`${ORDERS}?page=1&pageSize=100&${filters}`, { jwt: manager });
    expect(answer.status).toBe(200);
    return answer.body.results as Row[];
  };

  test('filters by status, payment and date', async () => {
    const shipped = await list('filters[$and][0][orderStatus][$eq]=shipped');
    expect(shipped.length).toBeGreaterThan(0);
    expect(new Set(shipped.map((o) => o.orderStatus))).toEqual(new Set(['shipped']));

    const unpaid = await list('filters[$and][0][paymentStatus][$ne]=paid');
    expect(unpaid.every((o) => o.paymentStatus !== 'paid')).toBe(true);
    const paid = await list('filters[$and][0][paymentStatus][$eq]=paid');
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.every((o) => o.paymentStatus === 'paid')).toBe(true);

    const since = '2026-05-01T00:00:00.000Z';
    const recent = await list(`filters[$and][0][placedAt][$gte]=${since}`);
    const all = await list('');
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.length).toBeLessThan(all.length);
    expect(recent.every((o) => o.placedAt >= since)).toBe(true);
  });
});
