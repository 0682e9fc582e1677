import { OAUTH_CLIENT, startOAuthProvider } from './oauth-provider';
import { startServer } from './server';

export default async function globalSetup(): Promise<void> {
  const oauth = await startOAuthProvider();
  (globalThis as { oauthProvider?: unknown }).oauthProvider = oauth.server;
  const provider = `http://127.0.0.1:${oauth.port}`;
  const state = await startServer({
    OAUTH_PROVIDER_NAME: 'testid',
    OAUTH_AUTHORIZE_URL: `${provider}/authorize`,
    OAUTH_TOKEN_URL: `${provider}/token`,
    OAUTH_USERINFO_URL: `${provider}/userinfo`,
    OAUTH_CLIENT_ID: OAUTH_CLIENT.id,
    OAUTH_CLIENT_SECRET: OAUTH_CLIENT.secret,
    OAUTH_REDIRECT_URL: 'http://localhost:3000/connect/testid/redirect',
  });
  process.env.CMS_TEST_URL = state.baseUrl;
  console.log(
    `\ncms test server ${state.baseUrl} ready in ${(state.startMs / 1000).toFixed(1)} s` +
      (state.seededNow ? ' (seeded now)' : ' (from the seeded template)'),
  );
}
