import { apiRequest } from '../api/client';
import { setRuntimeConfig } from '@teashop/contracts';
import {
  currentPreviewToken,
  initBrowserPreview,
  previewTokenFromSearch,
  resetBrowserPreview,
  withoutPreview,
} from './previewToken';

const TOKEN = 'WyJhcGk6OnByb2R1Y3QucHJvZHVjdCIsImFiYyIsImVuIiwxXQ.c2lnbmF0dXJlX29mX3Rlc3Q';

const okFetch = () =>
  jest.fn().mockImplementation(() => Promise.resolve(new Response('{"data":[]}', { status: 200 })));

const sentHeaders = (fetchMock: jest.Mock, call = 0) =>
  (fetchMock.mock.calls[call] as [string, RequestInit])[1].headers as Record<string, string>;

describe('preview token of the page', () => {
  beforeEach(() => {
    setRuntimeConfig({ cmsUrl: 'http://cms.test', authCookieName: 'jwt_test' });
    resetBrowserPreview();
    window.history.replaceState(null, '', '/');
  });

  test('read from ?preview= when well formed', () => {
    expect(previewTokenFromSearch(`?preview=${TOKEN}&a=1`)).toBe(TOKEN);
    expect(previewTokenFromSearch('?preview=')).toBeNull();
    expect(previewTokenFromSearch('?preview=<script>')).toBeNull();
    expect(previewTokenFromSearch('?a=1')).toBeNull();
  });

  test('the exit link is the same page without the token', () => {
    expect(withoutPreview('/jp/products/sencha', `?preview=${TOKEN}`)).toBe('/jp/products/sencha');
    expect(withoutPreview('/products', `?category=green&preview=${TOKEN}`)).toBe(
      '/products?category=green',
    );
  });

  test('the browser keeps the token of the URL it started with while on that page', () => {
    window.history.replaceState(null, '', `/products/sencha?preview=${TOKEN}`);
    expect(currentPreviewToken()).toBe(TOKEN);
    // the address bar loses the query (a router replacing it): still the same page
    window.history.replaceState(null, '', '/products/sencha');
    expect(currentPreviewToken()).toBe(TOKEN);
    // another page of the shop: no preview
    window.history.pushState(null, '', '/products/genmaicha');
    expect(currentPreviewToken()).toBeNull();
  });

  test('no token in the URL: none', () => {
    initBrowserPreview({ pathname: '/', search: '' });
    expect(currentPreviewToken()).toBeNull();
  });

  test('apiRequest sends X-Preview-Token on reads only', async () => {
    window.history.replaceState(null, '', `/news/spring?preview=${TOKEN}`);
    initBrowserPreview();
    const fetchMock = okFetch();
    global.fetch = fetchMock;
    await apiRequest('/articles', { query: { locale: 'en' } });
    expect(sentHeaders(fetchMock)['X-Preview-Token']).toBe(TOKEN);
    await apiRequest('/carts', { method: 'POST', body: {} });
    expect(sentHeaders(fetchMock, 1)['X-Preview-Token']).toBeUndefined();
  });

  test('apiRequest sends no preview header without a token', async () => {
    const fetchMock = okFetch();
    global.fetch = fetchMock;
    await apiRequest('/products');
    expect(sentHeaders(fetchMock)['X-Preview-Token']).toBeUndefined();
  });
});

describe('preview token decided by the server', () => {
  afterEach(() => {
    document.getElementById('ssr-data-shell')?.remove();
    resetBrowserPreview();
  });

  test('a page the server rendered as published sends no token', () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'ssr-data-shell';
    script.textContent = JSON.stringify({ 'shell:preview': { active: false } });
    document.body.appendChild(script);
    window.history.replaceState(null, '', `/about?preview=${TOKEN}`);
    expect(currentPreviewToken()).toBeNull();
  });

  test('a page the server rendered as a preview keeps it', () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'ssr-data-shell';
    script.textContent = JSON.stringify({ 'shell:preview': { active: true } });
    document.body.appendChild(script);
    window.history.replaceState(null, '', `/about?preview=${TOKEN}`);
    expect(currentPreviewToken()).toBe(TOKEN);
  });
});
