import crypto from 'node:crypto';
import { createPreviewToken, previewTtlSeconds, verifyPreviewToken } from './preview-token';
import { localizedPath } from './preview-token-url';

const secret = 'test-secret';
const claims = { uid: 'api::product.product', documentId: 'abc123', locale: 'ja-JP' };

describe('draft preview tokens', () => {
  test('a fresh token is valid and carries its claims', () => {
    const { token, claims: full } = createPreviewToken(claims, {
      secret,
      ttlSeconds: 60,
      now: 1000,
    });
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(full.exp).toBe(1060);
    expect(verifyPreviewToken(token, { secret, now: 1059 })).toEqual({
      valid: true,
      claims: { ...claims, exp: 1060 },
    });
  });

  test('expired at its expiry', () => {
    const { token } = createPreviewToken(claims, { secret, ttlSeconds: 60, now: 1000 });
    expect(verifyPreviewToken(token, { secret, now: 1060 })).toEqual({
      valid: false,
      reason: 'expired',
    });
  });

  test('another secret, a changed payload or signature, garbage: invalid', () => {
    const { token } = createPreviewToken(claims, { secret, now: 1000 });
    const [payload = '', signature = ''] = token.split('.');
    const other = Buffer.from(
      JSON.stringify(['api::product.product', 'other', 'ja-JP', 99999]),
    ).toString('base64url');
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const forged of [
      createPreviewToken(claims, { secret: 'other', now: 1000 }).token,
      `${other}.${signature}`,
      `${payload}.${flipped}`,
      `${payload}.`,
      `${payload}.${signature}.x`,
      'not a token',
      'a'.repeat(5000),
    ]) {
      expect(verifyPreviewToken(forged, { secret, now: 1001 })).toEqual({
        valid: false,
        reason: 'invalid',
      });
    }
  });

  test('a well-signed payload of the wrong shape is invalid', () => {
    const payload = Buffer.from(JSON.stringify({ uid: 'x' })).toString('base64url');
    const signature = crypto.createHmac('sha256', secret).update(payload).digest('base64url');
    expect(verifyPreviewToken(`${payload}.${signature}`, { secret }).valid).toBe(false);
  });

  test('no token: missing', () => {
    expect(verifyPreviewToken('', { secret })).toEqual({ valid: false, reason: 'missing' });
    expect(verifyPreviewToken(undefined, { secret })).toEqual({ valid: false, reason: 'missing' });
  });

  test('lifetime from PREVIEW_TOKEN_TTL_SECONDS, 600 by default', () => {
    expect(previewTtlSeconds({})).toBe(600);
    expect(previewTtlSeconds({ PREVIEW_TOKEN_TTL_SECONDS: '30' })).toBe(30);
    expect(previewTtlSeconds({ PREVIEW_TOKEN_TTL_SECONDS: 'soon' })).toBe(600);
  });

  test('storefront paths per locale', () => {
    expect(localizedPath('/', 'en')).toBe('/');
    expect(localizedPath('/', 'zh-Hant')).toBe('/zh');
    expect(localizedPath('/products/sencha', 'ja-JP')).toBe('/jp/products/sencha');
    expect(localizedPath('/faq', 'fr')).toBeNull();
  });
});
