import { expect } from '@playwright/test';
import { CMS_URL } from './support';

/** Members and mail for the journeys: registered through the API, confirmed from captured mail. */

export interface CapturedMail {
  id: string;
  to: string;
  subject?: string;
  text?: string;
  html?: string;
}

/** Calls the content backend's REST API as a member (jwt) or an anonymous cart (cartId). */
export async function cmsApi<T>(
  path: string,
  init: { method?: string; jwt?: string; cartId?: string; body?: unknown } = {},
): Promise<{ status: number; data: T }> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.jwt) headers.Authorization = `Bearer ${init.jwt}`;
  if (init.cartId) headers['X-Cart-Id'] = init.cartId;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${CMS_URL}/api${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  return { status: res.status, data: (text ? JSON.parse(text) : null) as T };
}

let seq = 0;
export function uniqueEmail(tag: string, domain = 'example.test'): string {
  seq += 1;
  return `${tag}-${Date.now().toString(36)}${seq}${Math.random().toString(36).slice(2, 6)}@${domain}`;
}

/** Waits for the newest mail to `to` (other than `notId`, or one matching `where`). */
export async function latestMail(
  to: string,
  options: { notId?: string; where?: (mail: CapturedMail) => boolean } = {},
): Promise<CapturedMail> {
  let mail: CapturedMail | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`${CMS_URL}/api/dev-mail/latest?to=${encodeURIComponent(to)}`);
        if (!res.ok) return null;
        mail = ((await res.json()) as { data: CapturedMail }).data;
        if (mail.id === options.notId) return null;
        if (options.where && !options.where(mail)) return null;
        return mail.id;
      },
      { message: `a mail to ${to}`, timeout: 15_000 },
    )
    .not.toBeNull();
  return mail as CapturedMail;
}

export function linkIn(mail: CapturedMail, contains: string): string {
  const source = `${mail.text ?? ''}\n${mail.html ?? ''}`.replace(/&amp;/g, '&');
  const link = (source.match(/https?:\/\/[^\s"'<>]+/g) ?? []).find((url) => url.includes(contains));
  if (!link) throw new Error(`no link with "${contains}" in mail "${mail.subject}"`);
  return link;
}

export interface NewMember {
  jwt: string;
  email: string;
  password: string;
  id: number;
  lastName: string;
}

/**
 * A fresh member registered through the API (e-mail confirmed from the captured mail when the
 * backend asks for it), logged in.
 */
export async function newMember(
  tag: string,
  fields: { firstName?: string; lastName?: string; password?: string } = {},
): Promise<NewMember> {
  const email = uniqueEmail(tag, 'teashop.test');
  const password = fields.password ?? 'Tea12345';
  const lastName = fields.lastName ?? 'Tester';
  const registered = await cmsApi<{ jwt?: string; user?: { id: number } }>('/auth/local/register', {
    method: 'POST',
    body: { username: email, email, password, firstName: fields.firstName ?? 'Jade', lastName },
  });
  if (registered.status >= 400 || !registered.data.user)
    throw new Error(`register failed: ${registered.status} ${JSON.stringify(registered.data)}`);
  if (!registered.data.jwt) {
    const confirmed = await fetch(linkIn(await latestMail(email), 'confirmation='), {
      redirect: 'manual',
    });
    if (confirmed.status >= 400) throw new Error(`confirmation failed: ${confirmed.status}`);
  }
  const { status, data } = await cmsApi<{ jwt?: string; user?: { id: number } }>('/auth/local', {
    method: 'POST',
    body: { identifier: email, password },
  });
  if (!data.jwt || !data.user) throw new Error(`login failed: ${status} ${JSON.stringify(data)}`);
  return { jwt: data.jwt, email, password, id: data.user.id, lastName };
}
