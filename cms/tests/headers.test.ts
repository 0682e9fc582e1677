import { api } from './support/api';

/** The cms answers with protective headers of its own (helmet through `strapi::security`). */
describe('protective headers of the cms', () => {
  test.each(['/api/products?locale=en', '/api/users/me', '/_health', '/uploads/nothing.png'])(
    '%s',
    async (path) => {
      const answer = await api(path);
      const headers = answer.headers;
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
      const csp = headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-eval'/);
      expect(headers.get('referrer-policy')).toBe('no-referrer');
      expect(headers.get('x-powered-by')).toBeNull();
    },
  );
});
