import { getRuntimeConfig } from '@teashop/contracts';
import {
  apiRequest,
  fetchOrNetworkError,
  responseError,
  type ApiError,
  type CurrentUser,
} from '@teashop/runtime';

/** Answer of the content backend's auth endpoints (login, register, reset, provider callback). */
export interface AuthResponse {
  jwt?: string;
  user?: CurrentUser;
}

export interface RegisterInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  birthday?: string;
  /** the page's content locale (`en`, `zh-Hant`, `ja-JP`): the language of the welcome mail */
  locale?: string;
}

/** POST /auth/local: identifier and password; the answer carries the jwt. */
export function login(identifier: string, password: string): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('/auth/local', {
    method: 'POST',
    body: { identifier, password },
    auth: false,
  });
}

/**
 * POST /auth/local/register. The e-mail address doubles as the username, so members only ever
 * have to remember one identifier. Without a jwt in the answer, the e-mail must be confirmed first.
 */
export function register(input: RegisterInput): Promise<AuthResponse> {
  const body: Record<string, string> = {
    username: input.email,
    email: input.email,
    password: input.password,
    firstName: input.firstName,
    lastName: input.lastName,
  };
  if (input.birthday) body.birthday = input.birthday;
  if (input.locale) body.locale = input.locale;
  return apiRequest<AuthResponse>('/auth/local/register', { method: 'POST', body, auth: false });
}

/** A new confirmation link for `email`, written in `locale` (the page's content locale). */
export function sendEmailConfirmation(email: string, locale?: string): Promise<unknown> {
  return apiRequest('/auth/send-email-confirmation', {
    method: 'POST',
    body: locale ? { email, locale } : { email },
    auth: false,
  });
}

/** A new confirmation link for the signed-in member's own address. */
export function resendMyConfirmation(locale: string): Promise<{ email: string; sent: boolean }> {
  return apiRequest<{ email: string; sent: boolean }>('/auth/send-email-confirmation', {
    method: 'POST',
    body: { locale },
  });
}

/** The reset mail is written in `locale` (the page's content locale), its link under its prefix. */
export function forgotPassword(email: string, locale?: string): Promise<unknown> {
  return apiRequest('/auth/forgot-password', {
    method: 'POST',
    body: locale ? { email, locale } : { email },
    auth: false,
  });
}

export function resetPassword(
  code: string,
  password: string,
  passwordConfirmation: string,
): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('/auth/reset-password', {
    method: 'POST',
    body: { code, password, passwordConfirmation },
    auth: false,
  });
}

/** POST /auth/email-change `{ code }`: applies a change of e-mail address; answers the new one. */
export function confirmEmailChange(code: string): Promise<{ email: string }> {
  return apiRequest<{ email: string }>('/auth/email-change', {
    method: 'POST',
    body: { code },
    auth: false,
  });
}

export function changePassword(
  currentPassword: string,
  password: string,
  passwordConfirmation: string,
): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('/auth/change-password', {
    method: 'POST',
    body: { currentPassword, password, passwordConfirmation },
  });
}

function cmsBase(): string {
  return getRuntimeConfig().cmsUrl.replace(/\/$/, '');
}

const errorFrom = async (response: Response): Promise<ApiError> =>
  responseError(response, await response.text().catch(() => ''));

/**
 * GET /auth/email-confirmation?confirmation=… . The content backend answers `{ confirmed, email }`
 * (a redirect to the storefront's result page is taken as success too; it is not followed, it
 * would be a cross-origin hop).
 */
export async function confirmEmail(confirmation: string): Promise<void> {
  const url = `${cmsBase()}/api/auth/email-confirmation?confirmation=${encodeURIComponent(confirmation)}`;
  const response = await fetchOrNetworkError(url, {
    redirect: 'manual',
    headers: { Accept: 'application/json' },
  });
  if (response.type === 'opaqueredirect' || (response.status >= 200 && response.status < 400)) {
    return;
  }
  throw await errorFrom(response);
}

/** Where the browser goes to log in with a third-party provider. */
export function providerConnectUrl(provider: string): string {
  return `${cmsBase()}/api/connect/${encodeURIComponent(provider)}`;
}

/**
 * GET /auth/{provider}/callback?access_token=… . The content backend keeps the provider's answer
 * in its own session cookie during the round trip, so the cookie is sent along (credentials).
 */
export async function providerCallback(
  provider: string,
  accessToken: string | null,
): Promise<AuthResponse> {
  const qs = accessToken ? `?access_token=${encodeURIComponent(accessToken)}` : '';
  const url = `${cmsBase()}/api/auth/${encodeURIComponent(provider)}/callback${qs}`;
  const response = await fetchOrNetworkError(url, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw await errorFrom(response);
  return (await response.json()) as AuthResponse;
}
