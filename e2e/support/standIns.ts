/**
 * The stand-ins the journeys need, and where the suite sets each one up. A journey whose stand-in
 * is missing fails with the message below instead of being skipped: a broken setup never reads
 * as green.
 */
export const STAND_INS = {
  shopThirdPartyLogin:
    'The third-party login stand-in is not configured on the shop server: set AUTH_PROVIDERS=teaid ' +
    '(e2e/playwright.config.ts starts the shop with it; a shop already running on port 3000 is ' +
    'reused as it is)',
  cmsThirdPartyLogin:
    'The third-party login stand-in is not configured on the content backend: set ' +
    'OAUTH_PROVIDER_NAME=teaid and OAUTH_AUTHORIZE_URL, OAUTH_TOKEN_URL, OAUTH_USERINFO_URL, ' +
    'OAUTH_CLIENT_ID, OAUTH_CLIENT_SECRET for e2e/standins/oauth (scripts/cms-for-tests.mjs does)',
  editorAccount:
    'The editor account is not configured on the content backend: set up editor@teashop.test as ' +
    'an admin (the journeys register it as the first admin of the fresh database ' +
    'scripts/cms-for-tests.mjs starts, or sign in with it)',
  captcha:
    'The captcha stand-in is not configured on the content backend: set SHOP_PROFILE=local-demo ' +
    'and leave RECAPTCHA_SECRET unset (scripts/cms-for-tests.mjs does)',
} as const;

export type StandIn = keyof typeof STAND_INS;

/** Fails the journey, naming what to set, when its stand-in is not there. */
export function requireStandIn(present: unknown, standIn: StandIn): void {
  if (!present) throw new Error(STAND_INS[standIn]);
}
