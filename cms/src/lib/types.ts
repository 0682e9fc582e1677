import type { Context } from 'koa';

/** The request context handed to controllers and middlewares (Koa, with Strapi's state). */
export type Ctx = Context & {
  state: { user?: { id: number; documentId?: string } } & Record<string, unknown>;
  request: Context['request'] & {
    body?: unknown;
    files?: Record<string, UploadedFile | UploadedFile[] | undefined>;
  };
  params: Record<string, string>;
};

/** A multipart file as parsed by koa-body (formidable). */
export interface UploadedFile {
  filepath: string;
  originalFilename?: string | null;
  mimetype?: string | null;
  size: number;
  /** set by Strapi's body middleware when missing */
  type?: string;
  name?: string;
}

export interface MediaFile {
  id: number;
  documentId?: string;
  url: string;
  name?: string;
  alternativeText?: string | null;
  width?: number | null;
  height?: number | null;
  formats?: Record<string, { url: string; width?: number; height?: number }> | null;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `ctx.request.body.data` when it is an object, else an empty object. */
export function bodyData(ctx: Ctx): Record<string, unknown> {
  const body = ctx.request.body;
  if (!isRecord(body)) return {};
  const data = body.data;
  if (typeof data === 'string') {
    // multipart requests carry `data` as a JSON string
    try {
      const parsed: unknown = JSON.parse(data);
      return isRecord(parsed) ? parsed : {};
    } catch {
      return {};
    }
  }
  return isRecord(data) ? data : {};
}

export const toNumber = (value: unknown): number => {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
};
