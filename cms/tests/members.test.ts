import * as seed from '../src/seed/data';
import { api, capturedMail, login, registerMember } from './support/api';
import type { Json } from './support/api';
import { receivedOrder } from './support/orders';

/** Waits for the next second: tokens carry their issue time in whole seconds. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1100 - (Date.now() % 1000)));

const demo = seed.members.find((m) => m.email === seed.DEMO_MEMBER_EMAIL)!;

describe('accounts', () => {
  test('register, log in, read and update /users/me with whitelisted fields only', async () => {
    const m = await registerMember('profile');
    const me = await api('/api/users/me?populate=shippingAddress', { jwt: m.jwt });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(m.email);
    expect(me.body.lastName).toBe('profile');
    expect(me.body).not.toHaveProperty('password');

    const update = await api('/api/users/me', {
      method: 'PUT',
      jwt: m.jwt,
      body: {
        firstName: 'Ada',
        lastName: 'Tea',
        birthday: '1991-04-05',
        phone: '+886 2 1234 5678',
        shippingAddress: {
          country: 'Taiwan',
          city: 'Taipei',
          address: '1 Tea Rd',
          zipCode: '100',
          id: 999,
        },
        role: 1,
        confirmed: true,
        blocked: true,
        provider: 'github',
        password: 'changed123',
      },
    });
    expect(update.status).toBe(200);
    expect(update.body).toMatchObject({
      firstName: 'Ada',
      lastName: 'Tea',
      birthday: '1991-04-05',
      blocked: false,
      // a new member confirms from the mailed link, never by saying so
      confirmed: false,
      provider: 'local',
    });
    expect(update.body.shippingAddress).toMatchObject({
      country: 'Taiwan',
      city: 'Taipei',
      zipCode: '100',
    });
    // the password did not change and the account still works
    expect(await login(m.email, m.password)).toBeTruthy();
    const fresh = await api('/api/users/me?populate=role', { jwt: m.jwt });
    expect(fresh.body.role?.type ?? 'authenticated').toBe('authenticated');

    // the generic user update route stays closed to members
    const other = await api(`/api/users/${m.id}`, {
      method: 'PUT',
      jwt: m.jwt,
      body: { blocked: true },
    });
    expect([403, 404, 405]).toContain(other.status);
  });

  test('registration cannot set role, confirmed or blocked', async () => {
    const stamp = Date.now().toString(36);
    const res = await api('/api/auth/local/register', {
      body: {
        username: `sneaky${stamp}`,
        email: `sneaky.${stamp}@example.test`,
        password: 'Leaf12345',
        role: 3,
        blocked: true,
      },
    });
    expect(res.status).toBe(400);
  });

  test('forgot password sends a storefront reset link whose code resets the password', async () => {
    const m = await registerMember('forgot');
    const res = await api('/api/auth/forgot-password', { body: { email: m.email } });
    expect(res.status).toBe(200);
    const mail = capturedMail()
      .reverse()
      .find((x) => x.to === m.email);
    expect(mail).toBeDefined();
    const text = `${mail!.html ?? ''} ${mail!.text ?? ''}`;
    const match = text.match(/http:\/\/localhost:3000\/reset-password\?code=([a-f0-9]+)/);
    expect(match).not.toBeNull();
    const viaEndpoint = await api(`/api/dev-mail/latest?to=${encodeURIComponent(m.email)}`);
    expect(viaEndpoint.status).toBe(200);
    expect(viaEndpoint.body.data.html ?? viaEndpoint.body.data.text).toContain(match![1]);

    await nextSecond();
    const reset = await api('/api/auth/reset-password', {
      body: { code: match![1], password: 'NewLeaf678', passwordConfirmation: 'NewLeaf678' },
    });
    expect(reset.status).toBe(200);
    expect(reset.body.jwt).toBeTruthy();
    // the session from before the reset has ended; the reset's own token works
    expect((await api('/api/users/me', { jwt: m.jwt })).status).toBe(401);
    expect((await api('/api/users/me', { jwt: reset.body.jwt })).status).toBe(200);
    expect(await login(m.email, 'NewLeaf678')).toBeTruthy();
    expect(
      (await api('/api/auth/local', { body: { identifier: m.email, password: m.password } }))
        .status,
    ).toBe(400);
    // the code is single-use
    const again = await api('/api/auth/reset-password', {
      body: { code: match![1], password: 'Other1234', passwordConfirmation: 'Other1234' },
    });
    expect(again.status).toBe(400);
  });
});

describe('sessions', () => {
  test("changing the password ends the member's other sessions, not the one that changed it", async () => {
    const m = await registerMember('sessions');
    const phone = await login(m.email, m.password);
    const laptop = await login(m.email, m.password);
    expect((await api('/api/users/me', { jwt: phone })).status).toBe(200);
    await nextSecond();
    const changed = await api('/api/auth/change-password', {
      jwt: laptop,
      body: {
        currentPassword: m.password,
        password: 'Fresh4567',
        passwordConfirmation: 'Fresh4567',
      },
    });
    expect(changed.status).toBe(200);
    for (const jwt of [phone, laptop, m.jwt]) {
      const me = await api('/api/users/me', { jwt });
      expect(me.status).toBe(401);
      // nor may an ended session write to the member's cart
      expect((await api('/api/carts/merge', { jwt, body: {} })).status).toBe(401);
    }
    expect((await api('/api/users/me', { jwt: changed.body.jwt })).status).toBe(200);
    expect((await api('/api/users/me', { jwt: await login(m.email, 'Fresh4567') })).status).toBe(
      200,
    );
  });

  test('other members and a profile update without a password keep their sessions', async () => {
    const m = await registerMember('keeps');
    const other = await registerMember('bystander');
    await nextSecond();
    const update = await api('/api/users/me', {
      jwt: m.jwt,
      method: 'PUT',
      body: { firstName: 'Still' },
    });
    expect(update.status).toBe(200);
    expect((await api('/api/users/me', { jwt: m.jwt })).status).toBe(200);
    const changed = await api('/api/auth/change-password', {
      jwt: m.jwt,
      body: {
        currentPassword: m.password,
        password: 'Fresh4567',
        passwordConfirmation: 'Fresh4567',
      },
    });
    expect(changed.status).toBe(200);
    expect((await api('/api/users/me', { jwt: other.jwt })).status).toBe(200);
  });
});

describe('orders', () => {
  test('the demo member sees own orders newest first, paginated, in every status', async () => {
    const jwt = await login(demo.email, demo.password);
    const mine = seed.orders.filter((o) => o.memberEmail === demo.email);
    expect(mine.length).toBeGreaterThanOrEqual(5);
    const all = await api('/api/orders?page=1&pageSize=50', { jwt });
    expect(all.status).toBe(200);
    expect(all.body.meta.pagination.total).toBe(mine.length);
    const numbers = all.body.data.map((o: Json) => o.number);
    const expected = [...mine]
      .sort((a, b) => b.placedAt.localeCompare(a.placedAt))
      .map((o) => o.number);
    expect(numbers).toEqual(expected);
    const statuses = new Set(all.body.data.map((o: Json) => o.orderStatus));
    for (const s of ['pending', 'processing', 'shipped', 'completed', 'canceled', 'refunded'])
      expect(statuses).toContain(s);
    const shipped = all.body.data.find((o: Json) => o.orderStatus === 'shipped');
    expect(shipped.trackingNumber).toBeTruthy();
    expect(shipped.deliveryAddress.city).toBe(demo.shippingAddress.city);
    expect(shipped).not.toHaveProperty('user');
    const first = shipped.items[0];
    expect(first).toMatchObject({
      slug: expect.any(String),
      quantity: expect.any(Number),
      price: expect.any(Number),
    });
    const sum = shipped.items.reduce((s: number, i: Json) => s + i.price * i.quantity, 0);
    expect(shipped.itemsSubtotal).toBeCloseTo(sum, 2);
    expect(shipped.grandTotal).toBeCloseTo(
      shipped.itemsSubtotal + shipped.shippingAndHandling - shipped.discount,
      2,
    );

    const page2 = await api('/api/orders?page=2&pageSize=2', { jwt });
    expect(page2.body.meta.pagination).toEqual({
      page: 2,
      pageSize: 2,
      pageCount: Math.ceil(mine.length / 2),
      total: mine.length,
    });
    expect(page2.body.data.map((o: Json) => o.number)).toEqual(expected.slice(2, 4));

    const one = await api(`/api/orders/${shipped.documentId}`, { jwt });
    expect(one.status).toBe(200);
    expect(one.body.data.number).toBe(shipped.number);
  });

  test("another member gets 404 for the demo member's order and sees none of them", async () => {
    const demoJwt = await login(demo.email, demo.password);
    const demoOrders = await api('/api/orders?pageSize=50', { jwt: demoJwt });
    const target = demoOrders.body.data[0].documentId;
    const other = await registerMember('snoop');
    expect((await api(`/api/orders/${target}`, { jwt: other.jwt })).status).toBe(404);
    const list = await api('/api/orders?filters[user][id][$eq]=1&userId=1', { jwt: other.jwt });
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([]);
    expect((await api(`/api/orders/${target}`)).status).toBe(403);
    expect(
      (
        await api('/api/orders', {
          method: 'POST',
          jwt: other.jwt,
          body: { data: { number: 'X' } },
        })
      ).status,
    ).toBe(405);
  });
});

describe('reviews', () => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );

  test('a member writes a review with a png image; the author comes from the JWT', async () => {
    const m = await registerMember('reviewer');
    const slug = seed.products[5]!.slug;
    await receivedOrder(m, [slug]);
    const form = new FormData();
    form.append(
      'data',
      JSON.stringify({
        productSlug: slug,
        rating: 4,
        headline: 'Lovely',
        body: 'Soft and sweet.',
        publicName: 'R. T.',
        user: 1,
        locale: 'zh',
      }),
    );
    form.append('files.image', new Blob([png], { type: 'image/png' }), 'cup.png');
    const res = await api('/api/reviews', { jwt: m.jwt, form });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      rating: 4,
      headline: 'Lovely',
      publicName: 'R. T.',
      shopLocale: 'zh-Hant',
    });
    expect(res.body.data.image.url).toMatch(/^\/uploads\/.+\.png$/);
    const listed = await api(
      `/api/reviews?filters[product][slug][$eq]=${slug}&populate=image&sort=createdAt:desc`,
    );
    expect(listed.body.data[0].headline).toBe('Lovely');
    expect(listed.body.data[0]).not.toHaveProperty('user');
  });

  test('wrong image types, missing rating and anonymous authors are refused', async () => {
    const m = await registerMember('picky');
    const slug = seed.products[6]!.slug;
    await receivedOrder(m, [slug], 'completed');
    const gif = new FormData();
    gif.append(
      'data',
      JSON.stringify({ productSlug: slug, rating: 5, headline: 'h', body: 'b', publicName: 'p' }),
    );
    gif.append(
      'files.image',
      new Blob([Buffer.from('GIF89a....')], { type: 'image/gif' }),
      'x.gif',
    );
    const r1 = await api('/api/reviews', { jwt: m.jwt, form: gif });
    expect(r1.status).toBe(400);
    expect(r1.body.error.message).toBe(
      'Only upload picture file in png or jpg format, please re-upload.',
    );

    const fake = new FormData();
    fake.append(
      'data',
      JSON.stringify({ productSlug: slug, rating: 5, headline: 'h', body: 'b', publicName: 'p' }),
    );
    fake.append(
      'files.image',
      new Blob([Buffer.from('not really a png')], { type: 'image/png' }),
      'x.png',
    );
    expect((await api('/api/reviews', { jwt: m.jwt, form: fake })).status).toBe(400);

    for (const rating of [0, 6, 2.5, undefined]) {
      const res = await api('/api/reviews', {
        jwt: m.jwt,
        body: { data: { productSlug: slug, rating, headline: 'h', body: 'b', publicName: 'p' } },
      });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('Please rate a value');
    }
    const anon = await api('/api/reviews', {
      body: { data: { productSlug: slug, rating: 5, headline: 'h', body: 'b', publicName: 'p' } },
    });
    expect([401, 403]).toContain(anon.status);
  });
});
