import http from 'node:http';

/**
 * A minimal OAuth 2 authorization server for the login test: /authorize approves at once and
 * redirects back with a code, /token swaps the code for an access token, /userinfo answers the
 * account of that token.
 */
export const OAUTH_ACCOUNT = { email: 'leaf.oauth@example.test', preferred_username: 'leafoauth' };
export const OAUTH_CLIENT = { id: 'teashop-test', secret: 'test-secret' };

export function startOAuthProvider(): Promise<{ server: http.Server; port: number }> {
  const codes = new Set<string>();
  const tokens = new Set<string>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/authorize') {
      if (url.searchParams.get('client_id') !== OAUTH_CLIENT.id)
        return json(400, { error: 'invalid_client' });
      const code = `code-${Math.random().toString(36).slice(2)}`;
      codes.add(code);
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        const form = new URLSearchParams(raw);
        const code = form.get('code') ?? '';
        if (form.get('client_secret') !== OAUTH_CLIENT.secret || !codes.delete(code)) {
          return json(400, { error: 'invalid_grant' });
        }
        const token = `token-${Math.random().toString(36).slice(2)}`;
        tokens.add(token);
        json(200, { access_token: token, token_type: 'Bearer', expires_in: 3600 });
      });
      return undefined;
    }
    if (url.pathname === '/userinfo') {
      const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      if (!tokens.has(token)) return json(401, { error: 'invalid_token' });
      return json(200, { ...OAUTH_ACCOUNT, email_verified: true });
    }
    return json(404, { error: 'not_found' });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0 });
    });
  });
}
