import type { Response } from 'express';

/**
 * An Express response for render tests: records the headers set (lower-cased names) and the body
 * written, in order, as the browser would receive it.
 */
export function fakeResponse() {
  const headers: Record<string, string> = {};
  let body = '';
  const res = {
    status: () => res,
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
      return res;
    },
    type: () => res,
    write: (chunk: string) => {
      body += chunk;
      return true;
    },
    end: (chunk?: string) => {
      body += chunk ?? '';
    },
  };
  return { res: res as unknown as Response, headers, body: () => body };
}
