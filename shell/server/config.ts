import { REMOTES, type RemoteName } from '@teashop/contracts';
import type { RuntimeConfig } from '@teashop/contracts';
import { remotesFile } from './remotesFile';
import { registryLocation, remotesRegistry } from './remotesRegistry';

const DEV_PORTS: Record<RemoteName, number> = {
  'mf-catalog': 3001,
  'mf-cart-checkout': 3002,
  'mf-member': 3003,
  'mf-content': 3004,
};

function envKey(remote: RemoteName): string {
  return `REMOTE_${remote.replace(/-/g, '_').toUpperCase()}_URL`;
}

/**
 * Where each remote's mf-manifest.json is. Precedence: a JSON file named by REMOTES_CONFIG
 * (remote name -> URL), then REMOTE_<NAME>_URL variables, then (in production) the live version in
 * the remotes registry, then the default: the remote's workspace build on the same origin under
 * /remotes/<name>/ in production, the remote's own dev server in development.
 */
export function remotesFromEnv(
  env: NodeJS.ProcessEnv,
  mode: 'production' | 'development',
): Partial<Record<RemoteName, string>> {
  // read again when it changes; an invalid file is refused and the last good one kept
  const fromFile = env.REMOTES_CONFIG ? remotesFile(env.REMOTES_CONFIG).current() : {};
  const registry = mode === 'production' ? registryLocation(env) : null;
  const released = registry
    ? remotesRegistry(registry, Number(env.REGISTRY_REFRESH_MS) || 5_000).current()
    : {};
  const result: Partial<Record<RemoteName, string>> = {};
  for (const remote of REMOTES) {
    result[remote] =
      fromFile[remote] ??
      env[envKey(remote)] ??
      released[remote] ??
      (mode === 'production'
        ? `/remotes/${remote}/mf-manifest.json`
        : `http://localhost:${DEV_PORTS[remote]}/mf-manifest.json`);
  }
  return result;
}

export function runtimeConfigFromEnv(
  env: NodeJS.ProcessEnv,
  mode: 'production' | 'development',
): RuntimeConfig {
  return {
    // The browser reaches the content backend through the shop's own origin (the shop server
    // forwards `/api` and `/uploads`, see server/gateway): no cms origin, no CORS, no token in
    // the page. PUBLIC_CMS_URL names another public origin only when one is wanted.
    cmsUrl: env.PUBLIC_CMS_URL ?? '',
    authCookieName: env.AUTH_COOKIE_NAME ?? 'teashop_jwt',
    remotes: remotesFromEnv(env, mode),
    stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY ?? '',
    stripeStandinUrl: env.STRIPE_PUBLISHABLE_KEY
      ? ''
      : (env.STRIPE_STANDIN_URL ?? 'http://localhost:12111'),
    recaptchaSiteKey: env.RECAPTCHA_SITE_KEY ?? '',
    recaptchaScriptUrl: env.RECAPTCHA_SCRIPT_URL ?? '',
    updateCheckMs: Number(env.UPDATE_CHECK_MS ?? 60_000),
    authProviders: (env.AUTH_PROVIDERS ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean),
  };
}

/**
 * How many proxies in front of the shop server (a TLS proxy, a load balancer) append to
 * X-Forwarded-For (TRUST_PROXY_HOPS, default none). The client's address read through them is
 * what the content backend's per-IP limits see; a browser's own X-Forwarded-For is never believed.
 */
export function trustedProxyHops(env: NodeJS.ProcessEnv): number {
  const hops = Number(env.TRUST_PROXY_HOPS ?? 0);
  return Number.isInteger(hops) && hops > 0 ? hops : 0;
}
