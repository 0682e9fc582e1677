import type { Core } from '@strapi/strapi';
import { storefrontUrl } from '../lib/settings';

/**
 * An optional OAuth 2 login provider configured from the environment (any server speaking the
 * authorization-code flow plus a JSON userinfo endpoint returning at least `email`):
 *
 *   OAUTH_PROVIDER_NAME         provider key in the URLs, e.g. `teaid` -> /api/connect/teaid
 *   OAUTH_AUTHORIZE_URL         authorization endpoint
 *   OAUTH_TOKEN_URL             token endpoint
 *   OAUTH_USERINFO_URL          userinfo endpoint (Bearer access token)
 *   OAUTH_CLIENT_ID, OAUTH_CLIENT_SECRET
 *   OAUTH_SCOPE                 default "openid email profile"
 *   OAUTH_REDIRECT_URL          storefront page the browser returns to after the provider,
 *                               default STOREFRONT_URL/connect/<name>/redirect
 */
export interface OAuthEnv {
  name: string;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  clientId: string;
  clientSecret: string;
  scope: string[];
  redirectUrl: string;
}

export function oauthFromEnv(env: NodeJS.ProcessEnv = process.env): OAuthEnv | undefined {
  const name = env.OAUTH_PROVIDER_NAME?.trim();
  if (!name) return undefined;
  if (!/^[a-z][a-z0-9-]{1,30}$/.test(name)) {
    throw new Error('OAUTH_PROVIDER_NAME must be lower-case letters, digits or dashes');
  }
  const required = [
    'OAUTH_AUTHORIZE_URL',
    'OAUTH_TOKEN_URL',
    'OAUTH_USERINFO_URL',
    'OAUTH_CLIENT_ID',
  ];
  const missing = required.filter((k) => !env[k]);
  if (missing.length > 0) throw new Error(`OAuth provider "${name}" needs ${missing.join(', ')}`);
  return {
    name,
    authorizeUrl: env.OAUTH_AUTHORIZE_URL!,
    tokenUrl: env.OAUTH_TOKEN_URL!,
    userinfoUrl: env.OAUTH_USERINFO_URL!,
    clientId: env.OAUTH_CLIENT_ID!,
    clientSecret: env.OAUTH_CLIENT_SECRET ?? '',
    scope: (env.OAUTH_SCOPE ?? 'openid email profile').split(/[\s,]+/).filter(Boolean),
    redirectUrl: env.OAUTH_REDIRECT_URL ?? `${storefrontUrl(env)}/connect/${name}/redirect`,
  };
}

const grantConfig = (o: OAuthEnv) => ({
  enabled: true,
  icon: '',
  oauth: 2,
  key: o.clientId,
  secret: o.clientSecret,
  authorize_url: o.authorizeUrl,
  access_url: o.tokenUrl,
  scope: o.scope,
  scope_delimiter: ' ',
  callback: o.redirectUrl,
});

interface ProvidersRegistry {
  add(name: string, config: unknown): void;
}

/** register(): adds the provider so users-permissions knows how to read its user. */
export function registerOAuthProvider(strapi: Core.Strapi): void {
  const o = oauthFromEnv();
  if (!o) return;
  const registry = strapi
    .plugin('users-permissions')
    .service('providers-registry') as ProvidersRegistry;
  registry.add(o.name, {
    enabled: true,
    icon: '',
    grantConfig: grantConfig(o),
    async authCallback({ accessToken }: { accessToken: string }) {
      const res = await fetch(o.userinfoUrl, {
        headers: { Authorization: `Bearer ${accessToken}` },
      });
      if (!res.ok) throw new Error(`userinfo answered ${res.status}`);
      const body = (await res.json()) as Record<string, unknown>;
      const email = typeof body.email === 'string' ? body.email : undefined;
      if (!email) throw new Error('The provider did not return an email');
      const username =
        (typeof body.preferred_username === 'string' && body.preferred_username) ||
        (typeof body.name === 'string' && body.name) ||
        email.split('@')[0];
      return { username, email };
    },
  });
}

/** bootstrap(): the stored grant settings follow the environment at every start. */
export async function syncOAuthProviderStore(strapi: Core.Strapi): Promise<void> {
  const o = oauthFromEnv();
  if (!o) return;
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const grant = ((await store.get({ key: 'grant' })) ?? {}) as Record<string, unknown>;
  grant[o.name] = grantConfig(o);
  await store.set({ key: 'grant', value: grant });
}
