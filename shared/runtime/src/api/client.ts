import {
  getRuntimeConfig,
  isErrorCode,
  type ErrorCode,
  NO_SESSION_HEADER,
} from '@teashop/contracts';
import { currentMemberToken } from '../auth/sessionCookie';
import { currentPreviewToken, PREVIEW_HEADER } from '../preview/previewToken';

export { ERROR_CODES, isErrorCode, type ErrorCode } from '@teashop/contracts';

/** Error body as passed on from the content backend (Strapi: `{ error: { status, name, message, details } }`). */
export interface ApiErrorBody {
  status: number;
  name: string;
  message: string;
  details?: unknown;
}

/**
 * What went wrong: the server answered with an error (`response`, its real HTTP status), no answer
 * came (`network`, status 0: offline, DNS, connection refused or reset), or something else threw
 * (`unknown`, status 500).
 */
export type ApiErrorKind = 'response' | 'network' | 'unknown';

export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;
  readonly kind: ApiErrorKind;
  /** The content backend's `details.code`, when it is one the storefront knows; else null. */
  readonly code: ErrorCode | null;
  constructor(body: ApiErrorBody, kind: ApiErrorKind = body.status === 0 ? 'network' : 'response') {
    super(body.message);
    this.name = body.name;
    this.status = body.status;
    this.body = body;
    this.kind = kind;
    const code = (body.details as { code?: unknown } | null | undefined)?.code;
    this.code = isErrorCode(code) ? code : null;
  }
}

/** The `details.code` of an error from the content backend, or null for any other error. */
export const errorCodeOf = (error: unknown): ErrorCode | null =>
  error instanceof ApiError ? error.code : null;

/** An error for a request that got no answer (status 0). */
export const networkError = (cause: unknown): ApiError =>
  new ApiError(
    {
      status: 0,
      name: 'NetworkError',
      message: cause instanceof Error ? cause.message : 'The request got no answer',
    },
    'network',
  );

/**
 * The ApiError for an error answer: the content backend's error body when it sent one (Strapi:
 * `{ error: { status, name, message, details } }`), else the answer's own HTTP status (a proxy's
 * 502, an HTML 404, a plain-text 429) as an `HttpError`.
 */
export function responseError(
  response: Pick<Response, 'status' | 'statusText'>,
  text: string,
): ApiError {
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  const error = (data as { error?: Partial<ApiErrorBody> } | null | undefined)?.error;
  if (error && typeof error.message === 'string') {
    return new ApiError({
      status: typeof error.status === 'number' && error.status > 0 ? error.status : response.status,
      name: error.name ?? 'ApiError',
      message: error.message,
      details: error.details,
    });
  }
  return new ApiError({
    status: response.status,
    name: 'HttpError',
    message: response.statusText || `Request failed with status ${response.status}`,
  });
}

/**
 * Any error as an ApiError: an ApiError as it is, a rejected `fetch` (a `TypeError`) as a network
 * error, anything else as `unknown` with status 500. An abort is not converted: callers drop it.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof TypeError) return networkError(error);
  return new ApiError(
    {
      status: 500,
      name: 'UnknownError',
      message: error instanceof Error ? error.message : String(error),
    },
    'unknown',
  );
}

/** `fetch` whose rejection (other than an abort) is a network ApiError with status 0. */
export async function fetchOrNetworkError(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError(error);
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Whether the call is made as the signed-in member (default true). In the browser the shop
   * server adds the member's session from its HttpOnly cookie; `false` asks it not to. On the shop
   * server the member's token comes from the request's scope (`runWithMemberToken`).
   */
  auth?: boolean;
}

/**
 * Serialises nested query objects the way the content backend expects:
 * `{ filters: { slug: { $eq: 'x' } } }` -> `filters[slug][$eq]=x`.
 */
export function toQueryString(query: Record<string, unknown>): string {
  const parts: string[] = [];
  const walk = (value: unknown, key: string): void => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, `${key}[${index}]`));
    } else if (typeof value === 'object') {
      for (const [k, v] of Object.entries(value as Record<string, unknown>))
        walk(v, `${key}[${k}]`);
    } else {
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
    }
  };
  for (const [k, v] of Object.entries(query)) walk(v, k);
  return parts.join('&');
}

const inBrowser = () => typeof window !== 'undefined' && typeof document !== 'undefined';

/**
 * Calls the content backend's REST API (`{cmsUrl}/api{path}`): in the browser the shop's own
 * origin by default (the shop server forwards `/api` and adds the session), on the shop server
 * the content backend's internal address. Backend errors are passed on as data in an ApiError with
 * the answer's real status (`responseError`); no answer at all is a network ApiError, status 0.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { cmsUrl, cmsApiUrl } = getRuntimeConfig();
  const qs = options.query ? toQueryString(options.query) : '';
  const url = `${(cmsApiUrl ?? cmsUrl).replace(/\/$/, '')}/api${path}${qs ? `?${qs}` : ''}`;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (inBrowser()) {
    // The session cookie is HttpOnly: the page never sees the token, the shop server adds it.
    if (options.auth === false) headers[NO_SESSION_HEADER] = '1';
  } else {
    const token = options.auth === false ? null : currentMemberToken();
    if (token && !headers.Authorization) headers.Authorization = `Bearer ${token}`;
  }
  // A draft preview page reads its document's draft (the content backend checks the token).
  const preview = (options.method ?? 'GET') === 'GET' ? currentPreviewToken() : null;
  if (preview && !headers[PREVIEW_HEADER]) headers[PREVIEW_HEADER] = preview;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  const response = await fetchOrNetworkError(url, {
    method: options.method ?? 'GET',
    headers,
    body,
    signal: options.signal,
    credentials: 'same-origin',
  });
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (!response.ok) throw responseError(response, text);
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  return data as T;
}

/** Generic content helper (spec section 7): find, findOne, create, update, delete. */
export const content = {
  find: <T>(collection: string, query?: Record<string, unknown>, signal?: AbortSignal) =>
    apiRequest<T>(`/${collection}`, { query, signal }),
  findOne: <T>(collection: string, id: string, query?: Record<string, unknown>) =>
    apiRequest<T>(`/${collection}/${encodeURIComponent(id)}`, { query }),
  create: <T>(collection: string, data: unknown, headers?: Record<string, string>) =>
    apiRequest<T>(`/${collection}`, { method: 'POST', body: { data }, headers }),
  update: <T>(collection: string, id: string, data: unknown, headers?: Record<string, string>) =>
    apiRequest<T>(`/${collection}/${encodeURIComponent(id)}`, {
      method: 'PUT',
      body: { data },
      headers,
    }),
  delete: <T>(collection: string, id: string, headers?: Record<string, string>) =>
    apiRequest<T>(`/${collection}/${encodeURIComponent(id)}`, { method: 'DELETE', headers }),
};
