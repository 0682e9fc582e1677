/**
 * Security probes against the running cms: who may read or change whose carts, orders, reviews and
 * account, what populate, fields and filters reveal on the public endpoints, and which account
 * fields a visitor or member can set on themselves.
 *
 * Member A owns a member cart, an anonymous cart (made without a JWT, addressed by its cart id), a
 * paid and a pending order, a review and an account with a shipping address. Anonymous callers and
 * member B try every way in; each probe checks its answer, that nothing of A's shows in it, and that
 * A's rows in the database are exactly as before. Owner probes show that the same requests work for
 * A, so a refusal cannot pass by always answering 404. Each probe is one test; the counts by kind
 * are printed at the end of the run.
 *
 * Probes are written as a table: URLs and bodies name fixture values as `{placeholder}` (a string
 * that is only a placeholder takes the value with its type, e.g. a numeric id), resolved when the
 * probe runs; `{fresh}` is a new unique stamp for every probe.
 */
import crypto from 'node:crypto';
import * as seed from '../src/seed/data';
import { api, dbRows, login, newCartId, registerMember } from './support/api';
import type { ApiAnswer, Json } from './support/api';
import { executeSql } from './support/database';
import { CARDS, confirmCard, waitFor, webhookDeliveries } from './support/payments';
import { receivedOrder } from './support/orders';
import { readState } from './support/server';

// ---------------------------------------------------------------------------------------------
// Probe table types

type Kind = 'owner-access' | 'ownership' | 'populate-leak' | 'filter-oracle' | 'mass-assignment';
type Caller = 'anonymous' | 'memberA' | 'memberB';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Probe {
  kind: Kind;
  caller: Caller;
  method: Method;
  url: string;
  body?: Json;
  /** the X-Cart-Id header */
  cartId?: string;
  /** instead of the caller's own JWT (a forged one); '' sends none */
  token?: string;
  expect: Check;
}

type Snapshot = Record<string, unknown>;

interface ProbeContext {
  f: Fixtures;
  probe: Probe;
  url: string;
  body: Json;
  /** A's rows and B's account before the probe */
  before: { a: Snapshot; b: Snapshot };
  /** the same caller with the same credentials, another request */
  call: (method: Method, url: string, body?: Json) => Promise<ApiAnswer>;
}

/** Returns what is wrong with the answer (nothing: the probe held). */
type Check = (res: ApiAnswer, ctx: ProbeContext) => string[] | Promise<string[]>;

// ---------------------------------------------------------------------------------------------
// Fixtures

interface Member {
  id: number;
  jwt: string;
  email: string;
  username: string;
  password: string;
}

interface Fixtures {
  a: Member;
  b: Member;
  /** placeholder name -> value */
  values: Record<string, string | number>;
  /** text of A's that must never appear in an answer to anyone else */
  secretsOfA: string[];
  /** other members' personal data, never in a public answer */
  membersData: string[];
  aOrders: string[];
  aCarts: string[];
}

let f: Fixtures;
const startedAt = Date.now();

const stamp = () =>
  `${Date.now().toString(36)}${crypto.randomBytes(3).toString('hex')}`.toLowerCase();

const productDocumentId = async (slug: string): Promise<string> => {
  const res = await api(`/api/products?filters[slug][$eq]=${slug}&fields[0]=slug`);
  const id = res.body?.data?.[0]?.documentId as string | undefined;
  if (!id) throw new Error(`no product ${slug}`);
  return id;
};

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

const ADDRESS = { ...seed.members[0]!.shippingAddress };

async function must(res: ApiAnswer, what: string, ...ok: number[]): Promise<Json> {
  if (!ok.includes(res.status)) {
    throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return res.body;
}

/** A quote, then a payment for its total: a pending order of the member's cart. */
async function checkout(
  jwt: string,
  email: string,
): Promise<{ order: Json; paymentIntentId: string }> {
  const quote = await must(
    await api('/api/checkout/quote', { jwt, body: { data: {} } }),
    'quote',
    200,
  );
  const paid = await must(
    await api('/api/checkout/payment', {
      jwt,
      body: {
        data: {
          contact: { email },
          deliveryAddress: ADDRESS,
          expectedTotal: quote.data.grandTotal,
        },
      },
    }),
    'payment',
    200,
  );
  return paid.data;
}

const idOf = async (table: 'carts' | 'orders' | 'reviews', documentId: string): Promise<number> =>
  (await dbRows<{ id: number }>(`SELECT id FROM ${table} WHERE document_id = ?`, documentId))[0]!
    .id;

async function buildFixtures(): Promise<Fixtures> {
  const hojicha = await productDocumentId('hojicha');
  const genmaicha = await productDocumentId('genmaicha');

  // A: registered with a username that is not its e-mail (an e-mail-shaped one other than the
  // member's own address is refused since usernames may not squat addresses).
  const s = stamp();
  const aEmail = `owner.${s}@example.test`;
  const aUsername = `handle.${s}`;
  const aPassword = 'Leaf12345';
  const registered = await must(
    await api('/api/auth/local/register', {
      body: { username: aUsername, email: aEmail, password: aPassword, firstName: 'Ada' },
    }),
    'register A',
    200,
  );
  const a: Member = {
    id: registered.user.id,
    jwt: registered.jwt,
    email: aEmail,
    username: aUsername,
    password: aPassword,
  };
  // digits only: a phone takes digits, spaces and + - ( )
  const aPhone = `+886 2 ${String(parseInt(s.slice(-6), 16)).padStart(8, '0')}`;
  const aStreet = `${s} Secret Lane`;
  await must(
    await api('/api/users/me', {
      method: 'PUT',
      jwt: a.jwt,
      body: {
        phone: aPhone,
        birthday: '1990-01-02',
        shippingAddress: { ...ADDRESS, address: aStreet, phone: aPhone },
      },
    }),
    'profile A',
    200,
  );
  const b0 = await registerMember('member-b');
  // B has received hojicha (a shipped order of B's own), so B may review it
  await receivedOrder(b0, ['hojicha']);
  const bUser = await must(await api('/api/users/me', { jwt: b0.jwt }), 'me B', 200);
  const b: Member = { ...b0, username: bUser.username };

  // A's first order, paid; then a second one left pending (A's open checkout).
  await must(
    await api('/api/carts', {
      jwt: a.jwt,
      body: { data: { items: [{ productId: hojicha, quantity: 1 }], locale: 'en' } },
    }),
    'cart A',
    201,
    200,
  );
  const paid = await checkout(a.jwt, a.email);
  await confirmCard(paid.paymentIntentId, CARDS.success);
  await waitFor('the order of A to be paid', async () => {
    const rows = await dbRows<{ payment_status: string }>(
      'SELECT payment_status FROM orders WHERE document_id = ?',
      paid.order.documentId,
    );
    return rows[0]?.payment_status === 'paid';
  });
  await must(
    await api('/api/carts', {
      jwt: a.jwt,
      body: { data: { items: [{ productId: hojicha, quantity: 2 }], locale: 'en' } },
    }),
    'cart A again',
    201,
    200,
  );
  const pending = await checkout(a.jwt, a.email);
  // the webhooks about A's paid order have been answered before the probes compare A's rows (the
  // cms ignores payment_intent.created, the only event of the pending one)
  await waitFor('the webhooks of A', async () => {
    const mine = (await webhookDeliveries()).filter(
      (d) => d.paymentIntentId === paid.paymentIntentId,
    );
    return (
      mine.some((d) => d.type === 'payment_intent.succeeded') &&
      mine.every((d) => d.status !== null)
    );
  });
  // A's paid order has left the warehouse: A may review what it held
  await executeSql(
    readState().database,
    'UPDATE orders SET order_status = ? WHERE document_id = ?',
    ['shipped', paid.order.documentId],
  );
  const memberCart = (await must(await api('/api/carts', { jwt: a.jwt }), 'cart A read', 200))
    .data[0];

  // A's anonymous cart: made without a JWT, A holds its id.
  const anonCartId = newCartId();
  const anonCart = (
    await must(
      await api('/api/carts', {
        cartId: anonCartId,
        body: {
          data: {
            cartId: anonCartId,
            items: [{ productId: genmaicha, quantity: 3 }],
            locale: 'en',
          },
        },
      }),
      'anonymous cart A',
      201,
    )
  ).data;

  const review = (
    await must(
      await api('/api/reviews', {
        jwt: a.jwt,
        body: {
          data: {
            productSlug: 'hojicha',
            rating: 5,
            headline: `Review of A ${s}`,
            body: 'Roasty and calm.',
            publicName: 'A. O.',
          },
        },
      }),
      'review A',
      201,
    )
  ).data;

  // B's own cart, and the total B's checkout expects
  const bCart = (
    await must(
      await api('/api/carts', {
        jwt: b.jwt,
        body: { data: { items: [{ productId: genmaicha, quantity: 1 }], locale: 'en' } },
      }),
      'cart B',
      201,
      200,
    )
  ).data;
  const bQuote = await must(
    await api('/api/checkout/quote', { jwt: b.jwt, body: { data: {} } }),
    'quote B',
    200,
  );

  const aRow = (
    await dbRows<{ document_id: string }>('SELECT document_id FROM up_users WHERE id = ?', a.id)
  )[0]!;
  const bRow = (
    await dbRows<{ document_id: string }>('SELECT document_id FROM up_users WHERE id = ?', b.id)
  )[0]!;
  const aAddress = (
    await dbRows<{ cmp_id: number }>(
      `SELECT cmp_id FROM up_users_cmps WHERE entity_id = ? AND field = 'shippingAddress'`,
      a.id,
    )
  )[0]!;
  const roles = await dbRows<{ id: number; type: string }>('SELECT id, type FROM up_roles');
  const roleId = (type: string) => roles.find((r) => r.type === type)!.id;
  const aOrderRows = await dbRows<{ number: string; payment_intent_id: string | null }>(
    `SELECT o.number, o.payment_intent_id FROM orders o
       JOIN orders_user_lnk l ON l.order_id = o.id WHERE l.user_id = ?`,
    a.id,
  );

  const now = Math.floor(Date.now() / 1000);
  const [bHeader, , bSignature] = b.jwt.split('.');
  const values: Record<string, string | number> = {
    aId: a.id,
    aDoc: aRow.document_id,
    aEmail: a.email,
    aEmailUpper: a.email.toUpperCase(),
    aUsername: a.username,
    aPassword: a.password,
    aPhone,
    aStreet,
    aAddressId: aAddress.cmp_id,
    aMemberCart: memberCart.documentId,
    aMemberCartNum: await idOf('carts', memberCart.documentId),
    aMemberCartId: memberCart.cartId,
    aAnonCart: anonCart.documentId,
    aAnonCartNum: await idOf('carts', anonCart.documentId),
    aAnonCartId: anonCartId,
    aOrder: paid.order.documentId,
    aOrderNum: await idOf('orders', paid.order.documentId),
    aOrderNumber: paid.order.number,
    aPendingOrder: pending.order.documentId,
    aPendingOrderNum: await idOf('orders', pending.order.documentId),
    aPendingOrderNumber: pending.order.number,
    aReview: review.documentId,
    aReviewNum: review.id,
    aReviewHeadline: review.headline,
    bId: b.id,
    bDoc: bRow.document_id,
    bEmail: b.email,
    bCart: bCart.documentId,
    bCartId: bCart.cartId,
    bTotal: bQuote.data.grandTotal,
    hojicha,
    genmaicha,
    authenticatedRole: roleId('authenticated'),
    publicRole: roleId('public'),
    // an unsigned token naming A, and B's token with A's id in place of B's
    noneTokenA: `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ id: a.id, iat: now })}.`,
    tamperedTokenB: `${bHeader}.${base64url({ id: a.id, iat: now, exp: now + 3600 })}.${bSignature}`,
  };
  const secretsOfA = [
    a.email,
    a.username,
    aPhone,
    aStreet,
    aRow.document_id,
    memberCart.documentId,
    memberCart.cartId,
    anonCart.documentId,
    anonCartId,
    paid.order.documentId,
    pending.order.documentId,
    ...aOrderRows.flatMap((o) => [o.number, o.payment_intent_id ?? '']),
  ].filter(Boolean);
  const membersData = seed.members.flatMap((m) => [
    m.email,
    m.phone,
    m.shippingAddress.address,
  ]) as string[];
  return {
    a,
    b,
    values,
    secretsOfA,
    membersData,
    aOrders: [paid.order.documentId, pending.order.documentId],
    aCarts: [memberCart.documentId, anonCart.documentId],
  };
}

// ---------------------------------------------------------------------------------------------
// Database snapshots

/** A user's row, role and shipping address as stored. */
async function accountRows(userId: number): Promise<Snapshot> {
  return {
    user: await dbRows('SELECT * FROM up_users WHERE id = ?', userId),
    role: await dbRows('SELECT role_id FROM up_users_role_lnk WHERE user_id = ?', userId),
    address: await dbRows(
      `SELECT a.* FROM components_shop_address a
         JOIN up_users_cmps c ON c.cmp_id = a.id
        WHERE c.entity_id = ? AND c.field = 'shippingAddress'`,
      userId,
    ),
  };
}

/** Everything A owns, as stored. */
async function rowsOfA(): Promise<Snapshot> {
  const docs = [...f.aCarts];
  return {
    ...(await accountRows(f.a.id)),
    addressById: await dbRows(
      'SELECT * FROM components_shop_address WHERE id = ?',
      f.values.aAddressId,
    ),
    carts: await dbRows(
      'SELECT * FROM carts WHERE document_id IN (?, ?) ORDER BY id',
      docs[0],
      docs[1],
    ),
    cartOwners: await dbRows(
      `SELECT c.document_id, l.user_id FROM carts c
         LEFT JOIN carts_user_lnk l ON l.cart_id = c.id
        WHERE c.document_id IN (?, ?) OR l.user_id = ? ORDER BY c.id`,
      docs[0],
      docs[1],
      f.a.id,
    ),
    orders: await dbRows(
      `SELECT o.*, l.user_id FROM orders o
         LEFT JOIN orders_user_lnk l ON l.order_id = o.id
        WHERE o.document_id IN (?, ?) OR l.user_id = ? ORDER BY o.id`,
      f.aOrders[0],
      f.aOrders[1],
      f.a.id,
    ),
    reviews: await dbRows(
      `SELECT r.*, l.user_id FROM reviews r
         LEFT JOIN reviews_user_lnk l ON l.review_id = r.id
        WHERE r.document_id = ? OR l.user_id = ? ORDER BY r.id`,
      f.values.aReview,
      f.a.id,
    ),
  };
}

/** Columns every write of an account stamps (Strapi publishes users on each write). */
const WRITE_STAMPS = ['updated_at', 'published_at'];

/** Differences between two snapshots, column by column, ignoring the listed user columns. */
function changes(before: Snapshot, after: Snapshot, ignoreUserColumns: string[] = []): string[] {
  const problems: string[] = [];
  for (const table of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const x = (before[table] ?? []) as Array<Record<string, unknown>>;
    const y = (after[table] ?? []) as Array<Record<string, unknown>>;
    if (x.length !== y.length) {
      problems.push(`${table}: ${x.length} rows -> ${y.length}: ${JSON.stringify(y)}`);
      continue;
    }
    x.forEach((row, i) => {
      for (const column of new Set([...Object.keys(row), ...Object.keys(y[i]!)])) {
        if (table === 'user' && ignoreUserColumns.includes(column)) continue;
        const was = JSON.stringify(row[column]);
        const is = JSON.stringify(y[i]![column]);
        if (was !== is) problems.push(`${table}[${i}].${column} changed: ${was} -> ${is}`);
      }
    });
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Checks

const statusIn =
  (...codes: number[]): Check =>
  (res) =>
    codes.includes(res.status) ? [] : [`status ${res.status}, expected ${codes.join('/')}`];

/** Refused: one of these statuses and no data. */
const refused =
  (...codes: number[]): Check =>
  (res, ctx) => {
    const problems = statusIn(...codes)(res, ctx) as string[];
    const data = res.body?.data;
    if (data !== undefined && data !== null)
      problems.push(`data in a refusal: ${JSON.stringify(data)}`);
    return problems;
  };

const listOf = (res: ApiAnswer): Json[] | null =>
  Array.isArray(res.body?.data) ? (res.body.data as Json[]) : null;

/** 200 with an empty list. */
const emptyList: Check = (res) => {
  const list = listOf(res);
  if (res.status !== 200 || !list) return [`status ${res.status}, expected 200 with a list`];
  return list.length === 0 ? [] : [`expected no entries, got ${list.length}`];
};

/** 200 with a list holding none of A's records (the caller's own may be there). */
const noneOfA: Check = (res, { f: fx }) => {
  const list = listOf(res);
  if (res.status !== 200 || !list) return [`status ${res.status}, expected 200 with a list`];
  const ofA = [...fx.aCarts, ...fx.aOrders];
  return list.filter((x) => ofA.includes(x?.documentId)).map((x) => `A's ${x.documentId} listed`);
};

/** `/users/me` answered with the caller's own account (B). */
const selfB: Check = (res, { f: fx }) => {
  if (res.status !== 200) return [`status ${res.status}, expected 200`];
  return res.body?.id === fx.b.id ? [] : [`answered account ${res.body?.id}, not B (${fx.b.id})`];
};

/** `/users/me` with filters naming another account: B's own account, or nothing (204). */
const selfBOrNothing: Check = (res, ctx) =>
  res.status === 204 && (res.body === null || res.body === '') ? [] : selfB(res, ctx);

const all =
  (...checks: Check[]): Check =>
  async (res, ctx) =>
    (await Promise.all(checks.map((c) => c(res, ctx)))).flat();

/** Owner probes: status 200 (or the given one) and `test` holds. */
const owner =
  (test: (body: Json, fx: Fixtures) => boolean, status = 200): Check =>
  (res, { f: fx }) => {
    if (res.status !== status)
      return [`status ${res.status}, expected ${status}: ${JSON.stringify(res.body)}`];
    return test(res.body, fx)
      ? []
      : [`unexpected answer: ${JSON.stringify(res.body).slice(0, 400)}`];
  };

/**
 * A filter or sort on private data must not change the answer: the same request with a value that
 * matches nothing answers the same (both refused alike, or the same entries).
 */
const sameAsControl =
  (controlUrl: string): Check =>
  async (res, ctx) => {
    const control = await ctx.call('GET', resolve(controlUrl, ctx.f.values, stamp()) as string);
    if (res.status !== control.status) {
      return [`status ${res.status}, but ${control.status} without the private match`];
    }
    if (JSON.stringify(res.body) !== JSON.stringify(control.body)) {
      return [`answers differ: ${JSON.stringify(res.body).slice(0, 300)}`];
    }
    return [200, 204, 400].includes(res.status) ? [] : [`status ${res.status}`];
  };

/** A public answer that must include A's review (so a leak check there is not vacuous). */
const listsReviewOfA: Check = (res, { f: fx }) => {
  if (res.status === 400) return [];
  if (res.status !== 200) return [`status ${res.status}, expected 200 (or 400)`];
  const data = res.body?.data;
  const entries = Array.isArray(data) ? data : [data];
  return entries.some((r: Json) => r?.documentId === fx.values.aReview)
    ? []
    : ["A's review missing from the answer"];
};

const okOrInvalid = statusIn(200, 400);

/** B's account: unchanged apart from `updated_at` and the listed columns. */
const bAccountUnchanged =
  (...columns: string[]): Check =>
  async (_res, ctx) =>
    changes(ctx.before.b, await accountRows(ctx.f.b.id), [...WRITE_STAMPS, ...columns]).map(
      (c) => `B's account: ${c}`,
    );

/** Mass assignment on /users/me: refused (400) or ignored (200), nothing stored. */
const ignoredOrRefused = (...columns: string[]): Check =>
  all(okOrInvalid, bAccountUnchanged(...columns));

/** Identity taken from another account: refused, nothing stored. */
const identityRefused: Check = all(statusIn(400), bAccountUnchanged());

/** The account a registration probe made, if any: none, or one with safe values only. */
const registrationSafe: Check = async (res, { body }) => {
  const email = String((body as Json).email).toLowerCase();
  const rows = await dbRows<Record<string, unknown>>(
    `SELECT u.*, r.type AS role_type FROM up_users u
       LEFT JOIN up_users_role_lnk l ON l.user_id = u.id
       LEFT JOIN up_roles r ON r.id = l.role_id
      WHERE u.email = ? OR u.username = ?`,
    email,
    String((body as Json).username),
  );
  if (res.status === 400) return rows.length === 0 ? [] : ['refused, but an account was stored'];
  if (res.status !== 200) return [`status ${res.status}, expected 400 or 200`];
  const row = rows[0];
  if (!row) return ['answered 200 without an account'];
  const problems: string[] = [];
  const expect = (what: string, ok: boolean) => {
    if (!ok) problems.push(`${what}: ${JSON.stringify(row)}`);
  };
  expect('role', row.role_type === 'authenticated');
  // a new account is confirmed only from the link mailed to it, never by what it sends
  expect('confirmed', !row.confirmed);
  expect('blocked', !row.blocked);
  expect('provider', row.provider === 'local');
  expect('passwordChangedAt', row.password_changed_at === null);
  expect('resetPasswordToken', row.reset_password_token === null);
  // the hash of the mailed link's code (64 hex digits), never a value sent with the request
  expect(
    'confirmationToken',
    typeof row.confirmation_token === 'string' && /^[0-9a-f]{64}$/.test(row.confirmation_token),
  );
  expect('locale', row.locale === null || row.locale === undefined);
  expect('id', row.id !== 999_999);
  expect('documentId', row.document_id !== 'forgeddocument000000000001');
  expect('createdAt', new Date(row.created_at as string | number).getTime() >= startedAt - 60_000);
  return problems;
};

/** The answer of a checkout for B: B's own order, not one of A's. */
const ownCheckoutOfB: Check = (res, { f: fx }) => {
  if (res.status !== 200) return [`status ${res.status}: ${JSON.stringify(res.body)}`];
  const order = res.body?.data?.order?.documentId as string | undefined;
  return order && !fx.aOrders.includes(order) ? [] : [`paid into order ${order}`];
};

/** A quote for B: B's cart (genmaicha), never A's (hojicha). */
const quoteOfB: Check = (res) => {
  if (res.status !== 200) return [`status ${res.status}: ${JSON.stringify(res.body)}`];
  const slugs = (res.body.data.items as Json[]).map((i) => i.slug);
  return JSON.stringify(slugs) === JSON.stringify(['genmaicha']) ? [] : [`quoted ${slugs}`];
};

// ---------------------------------------------------------------------------------------------
// Leak scans

/** Never in any answer, not even to the account's owner. */
const SECRET_KEYS = new Set([
  'password',
  'resetPasswordToken',
  'confirmationToken',
  'passwordChangedAt',
  'registrationToken',
  // order bookkeeping (the payment answer names its own PaymentIntent, for Stripe.js)
  'openCheckout',
  'paymentError',
]);

/** Never in an answer of the public catalogue, content and review endpoints. */
const PERSONAL_KEYS = new Set([
  'email',
  'username',
  'phone',
  'birthday',
  'shippingAddress',
  'deliveryAddress',
  'contact',
  'user',
  'users',
  'role',
  'roles',
  'blocked',
  'confirmed',
  'createdBy',
  'updatedBy',
  'firstname',
  'lastname',
]);

function keysIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysIn(v, found));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      found.add(k);
      keysIn(v, found);
    }
  }
  return found;
}

const BCRYPT = /\$2[aby]\$\d\d\$/;

function leaks(res: ApiAnswer, ctx: ProbeContext): string[] {
  const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body ?? '');
  const sent = `${ctx.url} ${JSON.stringify(ctx.body ?? '')} ${ctx.probe.cartId ?? ''}`;
  const problems: string[] = [];
  if (BCRYPT.test(text)) problems.push('a password hash in the answer');
  const keys = keysIn(res.body);
  for (const k of SECRET_KEYS) if (keys.has(k)) problems.push(`"${k}" in the answer`);
  if (ctx.probe.caller !== 'memberA') {
    for (const secret of ctx.f.secretsOfA) {
      if (text.includes(secret) && !sent.includes(secret)) problems.push(`A's "${secret}" leaked`);
    }
  }
  if (ctx.probe.kind === 'populate-leak' || ctx.probe.kind === 'filter-oracle') {
    const ownAccount = ctx.url.startsWith('/api/users/me');
    if (!ownAccount) {
      for (const k of PERSONAL_KEYS) if (keys.has(k)) problems.push(`"${k}" in a public answer`);
    }
    for (const data of ctx.f.membersData) {
      if (text.includes(data)) problems.push(`member data "${data}" in the answer`);
    }
    const emails = text.match(/[\w.+-]+@[\w-]+\.[\w.]+/g) ?? [];
    const foreign = emails.filter((e) => !(ownAccount && e === ctx.f.b.email));
    if (foreign.length > 0) problems.push(`e-mail addresses in the answer: ${foreign.join(', ')}`);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Running a probe

function resolve(value: Json, values: Record<string, string | number>, fresh: string): Json {
  if (typeof value === 'string') {
    const whole = /^\{(\w+)\}$/.exec(value);
    if (whole && whole[1] !== 'fresh') {
      if (!(whole[1]! in values)) throw new Error(`unknown placeholder ${value}`);
      return values[whole[1]!];
    }
    return value.replace(/\{(\w+)\}/g, (_m, name: string) => {
      if (name === 'fresh') return fresh;
      if (!(name in values)) throw new Error(`unknown placeholder {${name}}`);
      return String(values[name]);
    });
  }
  if (Array.isArray(value)) return value.map((v) => resolve(v, values, fresh));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, resolve(v, values, fresh)]),
    );
  }
  return value;
}

const tally = new Map<Kind, { held: number; total: number }>();
const failures: string[] = [];

const probeName = (p: Probe) =>
  `${p.kind}: ${p.caller} ${p.method} ${p.url}${p.cartId ? ` [X-Cart-Id ${p.cartId}]` : ''}${
    p.token !== undefined ? ` [token ${p.token || 'none'}]` : ''
  }${p.body !== undefined ? ` ${JSON.stringify(p.body)}` : ''}`;

async function runProbe(probe: Probe): Promise<void> {
  const fresh = stamp();
  const url = resolve(probe.url, f.values, fresh) as string;
  const body = probe.body === undefined ? undefined : resolve(probe.body, f.values, fresh);
  const cartId =
    probe.cartId === undefined ? undefined : String(resolve(probe.cartId, f.values, fresh));
  const jwt =
    probe.token !== undefined
      ? String(resolve(probe.token, f.values, fresh))
      : probe.caller === 'memberA'
        ? f.a.jwt
        : probe.caller === 'memberB'
          ? f.b.jwt
          : '';
  const call = (method: Method, path: string, data?: Json) =>
    api(path, { method, jwt: jwt || undefined, cartId, body: data });
  const hostile = probe.caller !== 'memberA';
  const before = {
    a: hostile ? await rowsOfA() : {},
    b: probe.kind === 'mass-assignment' ? await accountRows(f.b.id) : {},
  };
  const res = await call(probe.method, url, body);
  const ctx: ProbeContext = { f, probe, url, body, before, call };
  const problems = [...(await probe.expect(res, ctx)), ...leaks(res, ctx)];
  if (hostile) problems.push(...changes(before.a, await rowsOfA()).map((c) => `A's ${c}`));

  const count = tally.get(probe.kind) ?? { held: 0, total: 0 };
  count.total += 1;
  if (problems.length === 0) count.held += 1;
  else failures.push(`${probeName(probe)}\n    ${problems.join('\n    ')}`);
  tally.set(probe.kind, count);
  expect(problems).toEqual([]);
}

// ---------------------------------------------------------------------------------------------
// The probes

const NOT_FOUND = 404;
/** no permission for the caller's role */
const FORBIDDEN = 403;
/** an unknown route, or a method the route does not have */
const NO_ROUTE = [404, 405];

const A_CARTS_FILTERS = [
  'filters[user][id][$eq]={aId}',
  'filters[userId][$eq]={aId}',
  'filters[cartId][$eq]={aAnonCartId}',
  'filters[cartId][$eq]={aMemberCartId}',
  'filters[documentId][$eq]={aMemberCart}',
  'filters[$or][0][cartId][$eq]={aAnonCartId}&filters[$or][1][user][id][$eq]={aId}',
  'filters[$or][0][user][email][$eq]={aEmail}&filters[$or][1][id][$gt]=0',
  'populate=*&filters[user][id][$eq]={aId}',
  'populate[user]=*',
];

const A_ORDERS_FILTERS = [
  'filters[user][id][$eq]={aId}',
  'filters[number][$eq]={aOrderNumber}',
  'filters[$or][0][user][id][$eq]={aId}&filters[$or][1][number][$eq]={aPendingOrderNumber}',
  'filters[documentId][$eq]={aOrder}&userId={aId}',
  'populate[user]=*&populate[deliveryAddress]=*',
  'pageSize=50&filters[id][$gt]=0',
];

const OWNER_READS: Probe[] = [
  {
    kind: 'owner-access',
    caller: 'memberA',
    method: 'GET',
    url: '/api/carts',
    expect: owner((b, fx) => b.data[0]?.documentId === fx.values.aMemberCart),
  },
  {
    kind: 'owner-access',
    caller: 'memberA',
    method: 'GET',
    url: '/api/carts/{aMemberCart}',
    expect: owner((b) => b.data.items[0]?.slug === 'hojicha' && b.data.items[0]?.quantity === 2),
  },
  {
    kind: 'owner-access',
    caller: 'memberA',
    method: 'GET',
    url: '/api/carts/{aAnonCart}',
    token: '',
    cartId: '{aAnonCartId}',
    expect: owner((b) => b.data.items[0]?.slug === 'genmaicha' && b.data.userId === ''),
  },
  {
    kind: 'owner-access',
    caller: 'memberA',
    method: 'GET',
    url: '/api/carts',
    token: '',
    cartId: '{aAnonCartId}',
    expect: owner((b, fx) => b.data[0]?.documentId === fx.values.aAnonCart),
  },
  {
    kind: 'owner-access',
    caller: 'memberA',
    method: 'GET',
    url: '/api/orders/{aOrder}',
    expect: owner(
      (b, fx) => b.data.number === fx.values.aOrderNumber && b.data.paymentStatus === 'paid',
    ),
  },
  {
    kind: 'owner-access',
    caller: 'memberA',
    method: 'GET',
    url: '/api/orders',
    expect: owner(
      (b, fx) =>
        JSON.stringify(b.data.map((o: Json) => o.documentId).sort()) ===
        JSON.stringify([...fx.aOrders].sort()),
    ),
  },
  {
    kind: 'owner-access',
    caller: 'memberA',
    method: 'GET',
    url: '/api/checkout/orders/{aOrder}/result',
    expect: owner((b) => b.data.result === 'success'),
  },
  {
    kind: 'owner-access',
    caller: 'memberA',
    method: 'GET',
    url: '/api/checkout/orders/{aPendingOrder}/result',
    expect: owner((b, fx) => b.data.order.documentId === fx.values.aPendingOrder),
  },
  {
    kind: 'owner-access',
    caller: 'memberA',
    method: 'GET',
    url: '/api/users/me?populate=shippingAddress',
    expect: owner(
      (b, fx) =>
        b.id === fx.a.id &&
        b.email === fx.a.email &&
        b.shippingAddress?.address === fx.values.aStreet,
    ),
  },
  {
    kind: 'owner-access',
    caller: 'memberA',
    method: 'GET',
    url: '/api/reviews/{aReview}',
    expect: owner((b, fx) => b.data.headline === fx.values.aReviewHeadline),
  },
];

/** Anonymous callers and B, against everything of A's. */
function hostileProbes(): Probe[] {
  const probes: Probe[] = [];
  const add = (p: Omit<Probe, 'kind'>) => probes.push({ kind: 'ownership', ...p });
  const callers: Caller[] = ['anonymous', 'memberB'];

  for (const caller of callers) {
    // --- carts: A's member cart and A's anonymous cart, by documentId and by numeric id
    for (const doc of ['{aMemberCart}', '{aAnonCart}', '{aMemberCartNum}', '{aAnonCartNum}']) {
      add({ caller, method: 'GET', url: `/api/carts/${doc}`, expect: refused(NOT_FOUND) });
      add({
        caller,
        method: 'PUT',
        url: `/api/carts/${doc}`,
        body: { data: { items: [{ productId: '{genmaicha}', quantity: 9 }] } },
        expect: refused(NOT_FOUND),
      });
      add({ caller, method: 'DELETE', url: `/api/carts/${doc}`, expect: refused(NOT_FOUND) });
    }
    // the member cart's id does not open it: member carts are found by the JWT only
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      add({
        caller,
        method,
        url: '/api/carts/{aMemberCart}',
        cartId: '{aMemberCartId}',
        ...(method === 'PUT' ? { body: { data: { items: [] } } } : {}),
        expect: refused(NOT_FOUND),
      });
    }
    // a cart id that is not A's, or nearly A's
    add({
      caller,
      method: 'PUT',
      url: '/api/carts/{aAnonCart}',
      cartId: '{aAnonCartId}x',
      body: { data: { items: [] } },
      expect: refused(NOT_FOUND),
    });
    add({
      caller,
      method: 'GET',
      url: '/api/carts/{aAnonCart}',
      cartId: 'cart-{fresh}',
      expect: refused(NOT_FOUND),
    });
    // list filters and populate are ignored: the caller's own cart only
    for (const query of A_CARTS_FILTERS) {
      add({
        caller,
        method: 'GET',
        url: `/api/carts?${query}`,
        expect: caller === 'anonymous' ? emptyList : noneOfA,
      });
    }
    add({
      caller,
      method: 'GET',
      url: '/api/carts?populate=*',
      cartId: '{aMemberCartId}',
      expect: caller === 'anonymous' ? emptyList : noneOfA,
    });
    // posting with the member cart's id does not reach it
    add({
      caller,
      method: 'POST',
      url: '/api/carts',
      cartId: '{aMemberCartId}',
      body: {
        data: {
          cartId: '{aMemberCartId}',
          user: '{aId}',
          userId: '{aId}',
          documentId: '{aMemberCart}',
          items: [{ productId: '{genmaicha}', quantity: 7 }],
        },
      },
      // anonymous: the id is a member's (400); B: B's own cart is written
      expect:
        caller === 'anonymous'
          ? refused(400)
          : owner((b, fx) => b.data.documentId === fx.values.bCart),
    });
    // merging someone else's cart
    for (const merge of [
      { cartId: '{aMemberCartId}' },
      { body: { cartId: '{aMemberCartId}' } },
      {
        cartId: 'cart-{fresh}',
        body: { userId: '{aId}', user: '{aId}', cartId: '{aMemberCartId}' },
      },
      { cartId: 'cart-{fresh}', body: { documentId: '{aAnonCart}', cart: '{aMemberCart}' } },
    ]) {
      add({
        caller,
        method: 'POST',
        url: '/api/carts/merge',
        cartId: merge.cartId,
        body: merge.body ?? {},
        // B: B's own cart, untouched by A's
        expect:
          caller === 'anonymous'
            ? refused(401, FORBIDDEN)
            : owner((b, fx) => b.data?.documentId === fx.values.bCart),
      });
    }

    // --- orders
    for (const doc of [
      '{aOrder}',
      '{aPendingOrder}',
      '{aOrderNum}',
      '{aPendingOrderNum}',
      '{aOrderNumber}',
    ]) {
      add({
        caller,
        method: 'GET',
        url: `/api/orders/${doc}`,
        expect: refused(caller === 'anonymous' ? FORBIDDEN : NOT_FOUND),
      });
      add({
        caller,
        method: 'GET',
        url: `/api/orders/${doc}?populate=*`,
        expect: refused(caller === 'anonymous' ? FORBIDDEN : NOT_FOUND),
      });
      add({
        caller,
        method: 'GET',
        url: `/api/checkout/orders/${doc}/result`,
        expect: refused(caller === 'anonymous' ? FORBIDDEN : NOT_FOUND),
      });
    }
    for (const method of ['PUT', 'DELETE'] as const) {
      add({
        caller,
        method,
        url: '/api/orders/{aPendingOrder}',
        body: method === 'PUT' ? { data: { orderStatus: 'canceled', user: '{bId}' } } : undefined,
        expect: refused(...NO_ROUTE, FORBIDDEN),
      });
    }
    add({
      caller,
      method: 'POST',
      url: '/api/orders',
      body: { data: { number: 'TS-FORGED', user: '{aId}', documentId: '{aOrder}' } },
      expect: refused(...NO_ROUTE, FORBIDDEN),
    });
    for (const query of A_ORDERS_FILTERS) {
      add({
        caller,
        method: 'GET',
        url: `/api/orders?${query}`,
        expect: caller === 'anonymous' ? refused(FORBIDDEN) : noneOfA,
      });
    }

    // --- reviews: public to read (author hidden), nobody else's to change
    for (const doc of ['{aReview}', '{aReviewNum}']) {
      add({
        caller,
        method: 'PUT',
        url: `/api/reviews/${doc}`,
        body: { data: { rating: 1, headline: 'changed', user: '{bId}' } },
        expect: refused(...NO_ROUTE, FORBIDDEN),
      });
      add({
        caller,
        method: 'DELETE',
        url: `/api/reviews/${doc}`,
        expect: refused(...NO_ROUTE, FORBIDDEN),
      });
    }

    // --- users: A's account
    for (const [method, url] of [
      ['GET', '/api/users'],
      ['GET', '/api/users?filters[id][$eq]={aId}'],
      ['GET', '/api/users?filters[email][$eq]={aEmail}&populate=*'],
      ['GET', '/api/users/count'],
      ['GET', '/api/users/count?filters[email][$startsWith]=owner.'],
      ['GET', '/api/users/{aId}'],
      ['GET', '/api/users/{aId}?populate=*'],
      ['GET', '/api/users/{aDoc}'],
      ['PUT', '/api/users/{aId}'],
      ['DELETE', '/api/users/{aId}'],
      ['POST', '/api/users'],
      ['GET', '/api/users-permissions/roles'],
      ['GET', '/api/users-permissions/roles/{authenticatedRole}'],
      ['GET', '/api/users-permissions/permissions'],
      ['GET', '/api/upload/files'],
      ['GET', '/api/upload/files?populate=*&filters[related][id][$gt]=0'],
    ] as const) {
      add({
        caller,
        method,
        url,
        ...(method === 'PUT' || method === 'POST'
          ? {
              body: {
                email: 'taken.{fresh}@example.test',
                username: 'taken{fresh}',
                password: 'Taken1234',
                blocked: true,
                role: '{publicRole}',
              },
            }
          : {}),
        expect: refused(FORBIDDEN),
      });
    }
  }

  // --- B's own endpoints, with A's ids in the request
  const b = (p: Omit<Probe, 'kind' | 'caller'>) => add({ caller: 'memberB', ...p });
  b({
    method: 'GET',
    url: '/api/users/me?id={aId}&filters[id][$eq]={aId}',
    expect: selfBOrNothing,
  });
  b({
    method: 'PUT',
    url: '/api/users/me',
    body: { id: '{aId}', documentId: '{aDoc}', firstName: 'Bea' },
    expect: selfB,
  });
  b({
    method: 'PUT',
    url: '/api/users/me',
    body: { data: { id: '{aId}', documentId: '{aDoc}', lastName: 'Bee' } },
    expect: selfB,
  });
  b({
    method: 'PUT',
    url: '/api/users/me?id={aId}',
    body: { user: '{aId}', shippingAddress: { id: '{aAddressId}', city: 'Elsewhere' } },
    expect: all(
      selfB,
      owner((body) => body.id !== undefined),
    ),
  });
  b({
    method: 'PUT',
    url: '/api/carts/{bCart}',
    body: {
      data: {
        documentId: '{aMemberCart}',
        cartId: '{aMemberCartId}',
        user: '{aId}',
        userId: '{aId}',
        items: [{ productId: '{genmaicha}', quantity: 1 }],
      },
    },
    expect: owner(
      (body, fx) =>
        body.data.documentId === fx.values.bCart && body.data.userId === String(fx.b.id),
    ),
  });
  b({
    method: 'POST',
    url: '/api/checkout/quote',
    body: { data: { cartId: '{aMemberCartId}', cart: '{aMemberCart}', userId: '{aId}' } },
    expect: quoteOfB,
  });
  b({
    method: 'POST',
    url: '/api/checkout/payment',
    body: {
      data: {
        orderId: '{aPendingOrder}',
        order: '{aPendingOrder}',
        documentId: '{aPendingOrder}',
        userId: '{aId}',
        contact: { email: '{bEmail}' },
        deliveryAddress: ADDRESS,
        expectedTotal: '{bTotal}',
      },
    },
    expect: ownCheckoutOfB,
  });
  b({
    method: 'POST',
    url: '/api/reviews',
    body: {
      data: {
        id: '{aReviewNum}',
        documentId: '{aReview}',
        user: '{aId}',
        productSlug: 'hojicha',
        rating: 1,
        headline: 'Review of B',
        body: 'Not for me.',
        publicName: 'B.',
      },
    },
    expect: owner((body, fx) => body.data.documentId !== fx.values.aReview, 201),
  });
  // forged tokens naming A
  for (const token of ['{noneTokenA}', '{tamperedTokenB}']) {
    for (const url of ['/api/users/me', '/api/orders', '/api/orders/{aOrder}', '/api/carts']) {
      b({ method: 'GET', url, token, expect: refused(401) });
    }
  }
  // anonymous: no account to write to, no checkout
  const anon = (p: Omit<Probe, 'kind' | 'caller'>) => add({ caller: 'anonymous', ...p });
  anon({
    method: 'PUT',
    url: '/api/users/me',
    body: { id: '{aId}', firstName: 'Nobody' },
    expect: refused(401, FORBIDDEN),
  });
  anon({ method: 'GET', url: '/api/users/me?id={aId}', expect: refused(401, FORBIDDEN) });
  anon({
    method: 'POST',
    url: '/api/checkout/payment',
    body: { data: { orderId: '{aPendingOrder}', expectedTotal: 1 } },
    expect: refused(401, FORBIDDEN),
  });
  anon({
    method: 'POST',
    url: '/api/checkout/quote',
    body: { data: { cartId: '{aMemberCartId}' } },
    expect: refused(401, FORBIDDEN),
  });
  return probes;
}

/** Public endpoints: no member data through populate, fields, filters or sort. */
function leakProbes(): Probe[] {
  const probes: Probe[] = [];
  const reviews = '/api/reviews?filters[product][slug][$eq]=hojicha&pagination[pageSize]=100';
  const populates = [
    'populate=*',
    'populate[user]=*',
    'populate[user][populate]=*',
    'populate[user][fields][0]=email&populate[user][fields][1]=password',
    'populate[0]=user&populate[1]=image',
    'fields[0]=headline&fields[1]=user',
    'populate[image][populate]=*',
    'populate[image][populate][related][populate]=*',
    'populate[product][populate]=*',
    'populate[user][populate][role][populate][users]=*',
  ];
  for (const caller of ['anonymous', 'memberB'] as const) {
    for (const q of populates) {
      probes.push({
        kind: 'populate-leak',
        caller,
        method: 'GET',
        url: `${reviews}&${q}`,
        expect: listsReviewOfA,
      });
    }
    for (const q of [
      'populate=*',
      'populate[user]=*',
      'populate[user][populate][shippingAddress]=*',
    ]) {
      probes.push({
        kind: 'populate-leak',
        caller,
        method: 'GET',
        url: `/api/reviews/{aReview}?${q}`,
        expect: listsReviewOfA,
      });
    }
  }
  const publicReads = [
    '/api/products?populate=*',
    '/api/products?populate[teaCategory][populate]=*&populate[collections][populate]=*',
    '/api/products?populate[recommendedProducts][populate]=*',
    '/api/products?populate[thumbnailImage][populate]=*',
    '/api/products?populate[createdBy]=*&populate[updatedBy]=*',
    '/api/products?populate[thumbnailImage][populate][related][populate]=*',
    '/api/articles?populate=*',
    '/api/collections?populate=*',
    '/api/home?populate=*',
    '/api/shipping-methods?populate=*',
  ];
  for (const url of publicReads) {
    probes.push({
      kind: 'populate-leak',
      caller: 'anonymous',
      method: 'GET',
      url,
      expect: okOrInvalid,
    });
  }
  // B's own account: populating the role must not list other members (naming the role's members
  // is outside the populate allow-list: refused)
  for (const q of [
    'populate=*',
    'populate[role][populate]=*',
    'populate[role][populate][users][populate]=*',
    'populate[role][populate][users][fields][0]=email',
  ]) {
    probes.push({
      kind: 'populate-leak',
      caller: 'memberB',
      method: 'GET',
      url: `/api/users/me?${q}`,
      expect: q.includes('[users]') ? refused(400) : selfB,
    });
  }

  // Filters and sorts on the review's private author answer as if they matched nothing.
  const oracles: Array<[string, string]> = [
    ['filters[user][id][$eq]={aId}', 'filters[user][id][$eq]=0'],
    ['filters[user][email][$eq]={aEmail}', 'filters[user][email][$eq]=nobody.{fresh}@example.test'],
    ['filters[user][email][$startsWith]=owner.', 'filters[user][email][$startsWith]=zz{fresh}'],
    ['filters[user][password][$startsWith]=$2', 'filters[user][password][$startsWith]=zz'],
    [
      'filters[user][resetPasswordToken][$null]=true',
      'filters[user][resetPasswordToken][$null]=false',
    ],
    [
      'filters[$or][0][user][id][$eq]={aId}&filters[$or][1][user][email][$eq]={aEmail}',
      'filters[$or][0][user][id][$eq]=0&filters[$or][1][user][email][$eq]=zz',
    ],
    ['sort=user.email:asc', 'sort=user.email:desc'],
    ['sort[0]=user.id:desc', 'sort[0]=user.id:asc'],
  ];
  for (const caller of ['anonymous', 'memberB'] as const) {
    for (const [probe, control] of oracles) {
      probes.push({
        kind: 'filter-oracle',
        caller,
        method: 'GET',
        url: `${reviews}&${probe}`,
        expect: all(sameAsControl(`${reviews}&${control}`), listsReviewOfA),
      });
    }
  }
  // B's own account, filtered through its role's other members: no oracle on their data either
  for (const [probe, control] of [
    ['filters[role][users][email][$eq]={aEmail}', 'filters[role][users][email][$eq]=zz{fresh}'],
    ['filters[role][users][id][$eq]={aId}', 'filters[role][users][id][$eq]=0'],
    [
      'filters[role][users][email][$startsWith]=owner.',
      'filters[role][users][email][$startsWith]=zz{fresh}',
    ],
    ['filters[role][users][password][$notNull]=true', 'filters[role][users][password][$null]=true'],
  ]) {
    probes.push({
      kind: 'filter-oracle',
      caller: 'memberB',
      method: 'GET',
      url: `/api/users/me?${probe}`,
      expect: sameAsControl(`/api/users/me?${control}`),
    });
  }
  // the catalogue, filtered by the admin who wrote it
  for (const [probe, control] of [
    ['filters[createdBy][id][$null]=true', 'filters[createdBy][id][$notNull]=true'],
    ['filters[createdBy][email][$contains]=@', 'filters[createdBy][email][$contains]=zz{fresh}'],
    ['filters[updatedBy][id][$notNull]=true', 'filters[updatedBy][id][$null]=true'],
  ]) {
    probes.push({
      kind: 'filter-oracle',
      caller: 'anonymous',
      method: 'GET',
      url: `/api/products?fields[0]=slug&${probe}`,
      expect: sameAsControl(`/api/products?fields[0]=slug&${control}`),
    });
  }
  return probes;
}

/** Account fields a visitor (registration) or member (own profile) must not be able to set. */
const PROTECTED_FIELDS: Array<[field: string, value: Json]> = [
  ['role', '{publicRole}'],
  ['role', { connect: [{ id: '{publicRole}' }] }],
  ['role', { type: 'admin', name: 'Administrator' }],
  ['confirmed', false],
  ['confirmed', true],
  ['blocked', true],
  ['provider', 'testid'],
  ['password', 'Changed1234'],
  ['passwordChangedAt', '2099-01-01T00:00:00.000Z'],
  ['resetPasswordToken', 'forged-reset-token'],
  ['confirmationToken', 'forged-confirmation-token'],
  ['id', 999_999],
  ['documentId', 'forgeddocument000000000001'],
  ['createdAt', '2000-01-01T00:00:00.000Z'],
  ['updatedAt', '2000-01-01T00:00:00.000Z'],
  ['publishedAt', null],
  ['locale', 'ja-JP'],
];

function massAssignmentProbes(): Probe[] {
  const probes: Probe[] = [];
  const registration = {
    username: 'mass{fresh}',
    email: 'mass.{fresh}@example.test',
    password: 'Leaf12345',
  };
  for (const [field, value] of PROTECTED_FIELDS.filter(([k]) => k !== 'password')) {
    probes.push({
      kind: 'mass-assignment',
      caller: 'anonymous',
      method: 'POST',
      url: '/api/auth/local/register',
      body: { ...registration, [field]: value },
      expect: registrationSafe,
    });
  }
  probes.push({
    kind: 'mass-assignment',
    caller: 'anonymous',
    method: 'POST',
    url: '/api/auth/local/register',
    body: {
      ...registration,
      ...Object.fromEntries(PROTECTED_FIELDS.filter(([k]) => k !== 'password')),
    },
    expect: registrationSafe,
  });
  probes.push({
    kind: 'mass-assignment',
    caller: 'anonymous',
    method: 'POST',
    url: '/api/auth/local/register',
    body: { data: { ...registration, role: '{publicRole}' } },
    expect: registrationSafe,
  });
  // another member's identity at registration
  for (const identity of [
    { username: 'mass{fresh}', email: '{aEmailUpper}' },
    { username: '{aEmail}', email: 'mass.{fresh}@example.test' },
    { username: '{aUsername}', email: 'mass.{fresh}@example.test' },
    { username: 'mass{fresh}', email: '{aUsername}' },
  ]) {
    probes.push({
      kind: 'mass-assignment',
      caller: 'anonymous',
      method: 'POST',
      url: '/api/auth/local/register',
      body: { ...identity, password: 'Leaf12345' },
      expect: all(statusIn(400), async (res, ctx) => {
        const body = ctx.body as Json;
        const stored = await dbRows(
          'SELECT id FROM up_users WHERE id <> ? AND (email = ? OR username = ?)',
          ctx.f.a.id,
          String(body.email).toLowerCase(),
          String(body.username),
        );
        return stored.length === 0 ? [] : ['an account was stored'];
      }),
    });
  }

  // PUT /api/users/me: each field alone, flat and under `data`, then all together
  for (const [field, value] of PROTECTED_FIELDS) {
    for (const wrap of [false, true]) {
      probes.push({
        kind: 'mass-assignment',
        caller: 'memberB',
        method: 'PUT',
        url: '/api/users/me',
        body: wrap ? { data: { [field]: value } } : { [field]: value },
        expect: ignoredOrRefused(),
      });
    }
  }
  probes.push({
    kind: 'mass-assignment',
    caller: 'memberB',
    method: 'PUT',
    url: '/api/users/me',
    body: { firstName: 'Bea', ...Object.fromEntries(PROTECTED_FIELDS) },
    expect: ignoredOrRefused('first_name'),
  });
  // what the forged tokens would have opened stays shut
  probes.push({
    kind: 'mass-assignment',
    caller: 'anonymous',
    method: 'POST',
    url: '/api/auth/reset-password',
    body: { code: 'forged-reset-token', password: 'Taken1234', passwordConfirmation: 'Taken1234' },
    expect: refused(400),
  });
  probes.push({
    kind: 'mass-assignment',
    caller: 'anonymous',
    method: 'GET',
    url: '/api/auth/email-confirmation?confirmation=forged-confirmation-token',
    expect: statusIn(400),
  });
  // the generic user routes stay closed, for one's own account too
  for (const method of ['PUT', 'DELETE'] as const) {
    probes.push({
      kind: 'mass-assignment',
      caller: 'memberB',
      method,
      url: '/api/users/{bId}',
      body:
        method === 'PUT' ? { role: '{publicRole}', confirmed: false, blocked: true } : undefined,
      expect: all(refused(FORBIDDEN, NOT_FOUND, 405), bAccountUnchanged()),
    });
  }
  // e-mail and username: B's own may change, never to another member's identity
  for (const identity of [
    { email: '{aEmail}' },
    { email: '{aEmailUpper}' },
    { email: '{aUsername}' },
    { username: '{aUsername}' },
    { username: '{aEmail}' },
    { data: { username: '{aEmail}', email: 'b.{fresh}@example.test' } },
  ]) {
    probes.push({
      kind: 'mass-assignment',
      caller: 'memberB',
      method: 'PUT',
      url: '/api/users/me',
      body: identity,
      expect: identityRefused,
    });
  }
  // Documented (docs/content-model.md): a new e-mail waits for confirmation of the link mailed to
  // it; only the pending change is stored (lower-cased), not confirmed, provider or role, and the
  // member signs in with the current address until then.
  probes.push({
    kind: 'mass-assignment',
    caller: 'memberB',
    method: 'PUT',
    url: '/api/users/me',
    // with B's current password, which a change of address asks for
    body: {
      email: 'B.Moved.{fresh}@Example.Test',
      currentPassword: 'Leaf12345',
      confirmed: false,
      provider: 'testid',
    },
    expect: all(
      selfB,
      bAccountUnchanged(
        'pending_email',
        'email_change_token',
        'email_change_requested_at',
        // the link in the notice to the current address that cancels the change
        'email_change_cancel_token',
        'email_change_cancel_until',
        'email_before_change',
      ),
      async (res, ctx) => {
        const wanted = String((ctx.body as Json).email).toLowerCase();
        const [row] = await dbRows<{ email: string; pending_email: string }>(
          'SELECT email, pending_email FROM up_users WHERE id = ?',
          ctx.f.b.id,
        );
        const problems: string[] = [];
        if (row?.email !== ctx.f.b.email) problems.push(`e-mail changed to ${row?.email}`);
        if (row?.pending_email !== wanted) problems.push(`pending ${row?.pending_email}`);
        if ((res.body as Json)?.pendingEmail !== wanted) problems.push('no pendingEmail answered');
        if (!(await login(ctx.f.b.email, ctx.f.b.password))) problems.push('no login any more');
        return problems;
      },
    ),
  });
  return probes;
}

/** Last: A can still change everything of A's that the others could not. */
const OWNER_WRITES: Probe[] = [
  {
    kind: 'owner-access',
    caller: 'memberA',
    method: 'PUT',
    url: '/api/carts/{aMemberCart}',
    body: { data: { items: [{ productId: '{hojicha}', quantity: 4 }] } },
    expect: owner((b) => b.data.items[0]?.quantity === 4),
  },
  {
    kind: 'owner-access',
    caller: 'memberA',
    method: 'PUT',
    url: '/api/carts/{aAnonCart}',
    token: '',
    cartId: '{aAnonCartId}',
    body: { data: { items: [{ productId: '{genmaicha}', quantity: 5 }] } },
    expect: owner((b) => b.data.items[0]?.quantity === 5),
  },
  {
    kind: 'owner-access',
    caller: 'memberA',
    method: 'PUT',
    url: '/api/users/me',
    body: { firstName: 'Adaline' },
    expect: owner((b, fx) => b.id === fx.a.id && b.firstName === 'Adaline'),
  },
  {
    kind: 'owner-access',
    caller: 'memberA',
    method: 'DELETE',
    url: '/api/carts/{aAnonCart}',
    token: '',
    cartId: '{aAnonCartId}',
    expect: statusIn(204),
  },
  {
    kind: 'owner-access',
    caller: 'memberA',
    method: 'GET',
    url: '/api/carts/{aAnonCart}',
    token: '',
    cartId: '{aAnonCartId}',
    expect: refused(NOT_FOUND),
  },
];

// ---------------------------------------------------------------------------------------------

beforeAll(async () => {
  f = await buildFixtures();
}, 120_000);

afterAll(() => {
  const order: Kind[] = [
    'owner-access',
    'ownership',
    'populate-leak',
    'filter-oracle',
    'mass-assignment',
  ];
  const summary = order
    .filter((k) => tally.has(k))
    .map((k) => `${k} ${tally.get(k)!.held}/${tally.get(k)!.total} held`)
    .join(', ');
  console.log(
    `security probes: ${summary}${failures.length ? `\nnot held:\n  ${failures.join('\n  ')}` : ''}`,
  );
});

describe('the owner reaches their own records', () => {
  test.each(OWNER_READS.map((p) => [probeName(p), p] as const))('%s', (_name, probe) =>
    runProbe(probe),
  );
});

describe("anonymous callers and another member cannot reach a member's records", () => {
  let baseline: Snapshot;
  beforeAll(async () => {
    baseline = await rowsOfA();
  });

  test.each(hostileProbes().map((p) => [probeName(p), p] as const))('%s', (_name, probe) =>
    runProbe(probe),
  );

  test("after every probe A's records are as they were", async () => {
    expect(changes(baseline, await rowsOfA())).toEqual([]);
  });
});

describe('public endpoints reveal no member data', () => {
  test.each(leakProbes().map((p) => [probeName(p), p] as const))('%s', (_name, probe) =>
    runProbe(probe),
  );
});

describe('mass assignment on registration and the own account', () => {
  test.each(massAssignmentProbes().map((p) => [probeName(p), p] as const))('%s', (_name, probe) =>
    runProbe(probe),
  );

  test("B's account still works with its password and its role", async () => {
    const jwt = await login(f.b.email, f.b.password);
    const me = await api('/api/users/me', { jwt });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      id: f.b.id,
      // B never opened the link mailed at sign-up
      confirmed: false,
      blocked: false,
      provider: 'local',
    });
    const role = await dbRows<{ type: string }>(
      `SELECT r.type FROM up_roles r JOIN up_users_role_lnk l ON l.role_id = r.id
        WHERE l.user_id = ?`,
      f.b.id,
    );
    expect(role).toEqual([{ type: 'authenticated' }]);
  });
});

describe('the owner can still change their records', () => {
  test.each(OWNER_WRITES.map((p) => [probeName(p), p] as const))('%s', (_name, probe) =>
    runProbe(probe),
  );

  test('A still logs in with their e-mail and their username', async () => {
    expect(await login(f.a.email, f.a.password)).toBeTruthy();
    expect(await login(f.a.username, f.a.password)).toBeTruthy();
  });
});
