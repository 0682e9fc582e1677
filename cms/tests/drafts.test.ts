import { api } from './support/api';
import type { Json } from './support/api';
import { editorToken } from './support/editor';

/**
 * An editor creates a new draft product and edits a published one without publishing (through the
 * admin API, as the admin panel does). Visitors and members must never see either draft.
 */
describe('drafts never leak through the content API', () => {
  let adminToken = '';
  let published: { documentId: string; name: string; slug: string };
  const draftSlug = `secret-draft-${Date.now()}`;
  let memberJwt = '';

  beforeAll(async () => {
    adminToken = await editorToken();
    expect(adminToken).toBeTruthy();

    const created = await api('/content-manager/collection-types/api::product.product?locale=en', {
      jwt: adminToken,
      body: {
        name: 'Unreleased Secret Tea',
        slug: draftSlug,
        price: 99,
        currency: 'USD',
        sku: 'TS-DRAFT-1',
        stock: 1,
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.publishedAt).toBeNull();

    const list = await api('/api/products?locale=en&pagination[pageSize]=1&sort=slug:asc');
    published = list.body.data[0];
    const edit = await api(
      `/content-manager/collection-types/api::product.product/${published.documentId}?locale=en`,
      { method: 'PUT', jwt: adminToken, body: { name: 'Draft rename that is not live' } },
    );
    expect(edit.status).toBe(200);

    const login = await api('/api/auth/local', {
      body: { identifier: 'demo@teashop.test', password: 'Tea12345' },
    });
    memberJwt = login.body.jwt;
  });

  const asVisitorAndMember = async (url: string) => [
    await api(url),
    await api(url, { jwt: memberJwt }),
  ];

  test.each(['draft', 'published', 'DRAFT', 'anything'])(
    '?status=%s lists only published products',
    async (status) => {
      for (const res of await asVisitorAndMember(
        `/api/products?locale=en&status=${status}&pagination[pageSize]=100&fields[0]=slug&fields[1]=name`,
      )) {
        expect(res.status).toBe(200);
        const slugs = res.body.data.map((p: Json) => p.slug);
        expect(slugs).not.toContain(draftSlug);
        const row = res.body.data.find((p: Json) => p.documentId === published.documentId);
        expect(row.name).toBe(published.name);
        expect(res.body.data.every((p: Json) => p.publishedAt !== null)).toBe(true);
      }
    },
  );

  test('filtering by slug or publishedAt does not reveal the draft', async () => {
    for (const url of [
      `/api/products?locale=en&status=draft&filters[slug][$eq]=${draftSlug}`,
      '/api/products?locale=en&status=draft&filters[publishedAt][$null]=true',
      `/api/products?locale=en&publicationState=preview&filters[slug][$eq]=${draftSlug}`,
    ]) {
      for (const res of await asVisitorAndMember(url)) {
        expect(res.status).toBe(200);
        expect(res.body.data).toEqual([]);
      }
    }
  });

  test('a single product read with ?status=draft answers the published version', async () => {
    for (const res of await asVisitorAndMember(
      `/api/products/${published.documentId}?locale=en&status=draft`,
    )) {
      expect(res.status).toBe(200);
      expect(res.body.data.name).toBe(published.name);
    }
  });

  test('the editor does see the draft in the admin API (it exists)', async () => {
    const res = await api(
      `/content-manager/collection-types/api::product.product?locale=en&filters[slug][$eq]=${draftSlug}`,
      { jwt: adminToken },
    );
    expect(res.status).toBe(200);
    expect(res.body.results).toHaveLength(1);
  });
});
