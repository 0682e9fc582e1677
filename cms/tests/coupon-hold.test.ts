import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dbRows } from './support/api';
import type { TestDatabase } from './support/database';
import { editor } from './support/editor';
import {
  couponBuyer,
  couponUsedCount,
  payWithCoupon,
  quotedTotal,
} from './support/coupon-checkout';
import {
  CARDS,
  confirmCard,
  stripeApi,
  waitFor,
  webhookDeliveries,
  webhooks,
} from './support/payments';
import { cmsDir, readState } from './support/server';

const COUPON = 'api::coupon.coupon';
const HOLD_MINUTES = 60;

const buyer = () => couponBuyer('hold');

interface OrderRow {
  order_status: string;
  payment_status: string;
  open_checkout: string | null;
  updated_at: unknown;
}

const orderRow = async (documentId: string): Promise<OrderRow> =>
  (
    await dbRows<OrderRow>(
      'SELECT order_status, payment_status, open_checkout, updated_at FROM orders WHERE document_id = ?',
      documentId,
    )
  )[0]!;

async function limitedCoupon(prefix: string, usageLimit: number, usedCount: number) {
  const code = `${prefix}${Date.now().toString(36).toUpperCase()}`;
  const created = await editor.create(COUPON, {
    code,
    discountType: 'percent',
    value: 10,
    active: true,
    usageLimit,
    usedCount,
  });
  expect(created.status).toBeLessThan(300);
  return code;
}

function databaseEnv(database: TestDatabase): Record<string, string> {
  return database.client === 'sqlite'
    ? { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: database.file }
    : {
        DATABASE_CLIENT: 'postgres',
        DATABASE_URL: database.url,
        DATABASE_SCHEMA: 'public',
        DATABASE_POOL_MIN: '0',
        DATABASE_POOL_MAX: '5',
      };
}

interface Run {
  checked: number;
  released: number;
}

/**
 * The scheduled job's function, run as the cron runs it, in a cms process of its own on the test
 * database (loaded, not listening), at the clock `now`: once, then twice at the same time as two
 * instances would. Answers what each run did.
 */
async function runJob(now: number): Promise<{ first: Run; again: Run[] }> {
  const state = readState();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teashop-coupon-hold-'));
  const script = `
    const path = require('node:path');
    const { createStrapi } = require('@strapi/strapi');
    const { releaseStaleCouponHolds } = require('./dist/src/lib/stale-checkouts');
    (async () => {
      const strapi = await createStrapi({ appDir: process.cwd(), distDir: path.join(process.cwd(), 'dist') }).load();
      const now = Number(process.env.JOB_NOW);
      const minutes = Number(process.env.JOB_HOLD_MINUTES);
      const first = await releaseStaleCouponHolds(strapi, minutes, now);
      const again = await Promise.all([
        releaseStaleCouponHolds(strapi, minutes, now),
        releaseStaleCouponHolds(strapi, minutes, now),
      ]);
      await strapi.destroy();
      process.stdout.write('\\nJOB ' + JSON.stringify({ first, again }) + '\\n');
      process.exit(0);
    })().catch((error) => { console.error(error); process.exit(1); });
  `;
  try {
    const output = await new Promise<string>((resolve, reject) => {
      let out = '';
      const child = spawn(process.execPath, ['-e', script], {
        cwd: cmsDir,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          SHOP_PROFILE: 'local-demo',
          STRAPI_TELEMETRY_DISABLED: 'true',
          HOST: '127.0.0.1',
          PUBLIC_DIR: path.join(workDir, 'public'),
          MAIL_CAPTURE_DIR: state.mailDir,
          SMTP_HOST: '',
          STRIPE_SECRET_KEY: '',
          RECAPTCHA_SECRET: '',
          TEST_DISABLE_RATELIMIT: '1',
          SEED_GALLERY: '0',
          STOREFRONT_URL: 'http://localhost:3000',
          LOG_LEVEL: 'warn',
          LOG_STARTUP: 'false',
          ...databaseEnv(state.database),
          ...state.extraEnv,
          LOCAL_SECRETS_FILE: path.join(state.workDir, 'secrets.json'),
          SEED_ON_START: '0',
          CRON_ENABLED: 'false',
          JOB_NOW: String(now),
          JOB_HOLD_MINUTES: String(HOLD_MINUTES),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0 ? resolve(out) : reject(new Error(`job exited ${code}:\n${out.slice(-3000)}`)),
      );
    });
    const line = output.split('\n').find((l) => l.startsWith('JOB '));
    if (!line) throw new Error(`no answer from the job:\n${output.slice(-3000)}`);
    return JSON.parse(line.slice(4)) as { first: Run; again: Run[] };
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

/** A clock past the hold of everything opened so far. */
const pastTheHold = (): number => Date.now() + (HOLD_MINUTES + 1) * 60_000;

describe('a coupon use held by an abandoned checkout', () => {
  test('the job cancels the checkout and gives the use back once; the member can start again', async () => {
    const code = await limitedCoupon('HOLD', 2, 1);
    const spare = await limitedCoupon('SPARE', 10, 0);
    const [first, second, payer, late] = [
      await buyer(),
      await buyer(),
      await buyer(),
      await buyer(),
    ];
    const firstTotal = await quotedTotal(first.jwt, code);
    const secondTotal = await quotedTotal(second.jwt, code);

    // the first member commits to payment: the last use is held, the second is refused
    const held = await payWithCoupon(first, code, firstTotal);
    expect(held.status).toBe(200);
    expect(await couponUsedCount(code)).toBe(2);
    const refused = await payWithCoupon(second, code, secondTotal);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      message: 'This coupon has been used up',
      details: { code: 'COUPON_INVALID', reason: 'usage_limit', couponCode: code },
    });

    // a paid order with a coupon, and one paid at Stripe whose webhook has not come
    const paid = (await payWithCoupon(payer, spare, await quotedTotal(payer.jwt, spare))).body.data;
    expect((await confirmCard(paid.paymentIntentId, CARDS.success)).body.status).toBe('succeeded');
    const paidBefore = await waitFor('the order to be paid', async () => {
      const row = await orderRow(paid.order.documentId);
      return row.payment_status === 'paid' && row;
    });
    const unsynced = (await payWithCoupon(late, spare, await quotedTotal(late.jwt, spare))).body
      .data;
    expect(await couponUsedCount(spare)).toBe(2);

    // webhooks held: what happens below is the job's doing
    await webhooks('hold');
    try {
      expect((await confirmCard(unsynced.paymentIntentId, CARDS.success)).body.status).toBe(
        'succeeded',
      );
      await waitFor('the held delivery', async () =>
        (await webhookDeliveries()).some(
          (d) =>
            d.paymentIntentId === unsynced.paymentIntentId && d.type === 'payment_intent.succeeded',
        ),
      );
      expect((await orderRow(unsynced.order.documentId)).payment_status).toBe('pending');

      // before the hold has passed, nothing is released
      const early = await runJob(Date.now());
      expect(early.first.released).toBe(0);
      expect(await couponUsedCount(code)).toBe(2);
      expect(await orderRow(held.body.data.order.documentId)).toMatchObject({
        order_status: 'pending',
      });

      // past the hold: run once, then twice at the same time
      const runs = await runJob(pastTheHold());
      expect(runs.first.released).toBeGreaterThanOrEqual(1);
      expect(runs.again.map((r) => r.released)).toEqual([0, 0]);
    } finally {
      await webhooks('pass');
    }

    // the abandoned checkout is canceled, its PaymentIntent too, and the use is back, once
    expect(await orderRow(held.body.data.order.documentId)).toMatchObject({
      order_status: 'canceled',
      payment_status: 'canceled',
      open_checkout: null,
    });
    const intent = await stripeApi(`/v1/payment_intents/${held.body.data.paymentIntentId}`);
    expect(intent.body.status).toBe('canceled');
    expect(await couponUsedCount(code)).toBe(1);

    // paid orders keep their uses: the paid one is untouched, the unsynced one is completed
    expect(await orderRow(paid.order.documentId)).toEqual(paidBefore);
    expect(await orderRow(unsynced.order.documentId)).toMatchObject({
      order_status: 'processing',
      payment_status: 'paid',
      open_checkout: null,
    });
    expect(await couponUsedCount(spare)).toBe(2);

    // the first member comes back: the checkout starts again and takes the use, one is left
    const back = await payWithCoupon(first, code, firstTotal);
    expect(back.status).toBe(200);
    expect(back.body.data.order.documentId).not.toBe(held.body.data.order.documentId);
    expect(back.body.data.paymentIntentId).not.toBe(held.body.data.paymentIntentId);
    expect(await couponUsedCount(code)).toBe(2);
    expect((await payWithCoupon(second, code, secondTotal)).status).toBe(400);

    // abandoned again: released again, and now the second member can have the use
    const runsAgain = await runJob(pastTheHold());
    expect(runsAgain.first.released).toBeGreaterThanOrEqual(1);
    expect(await orderRow(back.body.data.order.documentId)).toMatchObject({
      order_status: 'canceled',
    });
    expect(await couponUsedCount(code)).toBe(1);
    const taken = await payWithCoupon(second, code, secondTotal);
    expect(taken.status).toBe(200);
    expect(await couponUsedCount(code)).toBe(2);

    // the first member comes back once more: no use is left, the coupon is refused
    const late2 = await payWithCoupon(first, code, firstTotal);
    expect(late2.status).toBe(400);
    expect(late2.body.error).toMatchObject({ message: 'This coupon has been used up' });
    expect(await couponUsedCount(code)).toBe(2);
  }, 240_000);
});
