import { errors } from '@strapi/utils';
import { errorCodeOf } from '../lib/error-code-of';
import type { Ctx } from '../lib/types';

/**
 * Requests the cms cannot read are answered 400 with a sentence saying why, never a bare 500, and
 * no error answer carries a stack trace or a file path. Runs just inside Strapi's error middleware
 * (which shapes every error as `{ data: null, error: { status, name, message, details } }` and
 * answers anything unknown with a plain 500):
 * - a filter value the database cannot compare (`filters[price][$gt]=abc`, an operator given the
 *   wrong shape, a value of the wrong type for the column) becomes a `ValidationError`;
 * - a multipart body that cannot be parsed (truncated, wrong or missing boundary) becomes a
 *   `ValidationError` (a file over the size limit stays 413);
 * - any error answer under 500 whose message or details show a stack or a path keeps its status
 *   with a generic message;
 * - every error answer a client may act on carries `details.code` (`lib/error-codes.ts`), the
 *   users-permissions plugin's own errors included.
 */

/** Strapi's database layer, converting a filter value for a number column. */
const NOT_A_NUMBER = /^Expected a valid Number, got (.*)$/s;
/** Strapi's database layer: `$or`, `$and`, `$in`, `$between`… given the wrong shape. */
const OPERATOR_SHAPE = /^Operator \$\w+ must be (an array|an object|a [\w ]+)$/;
/** knex: `$between` with other than two values. */
const BETWEEN = /^You must specify 2 values for the whereBetween clause$/;
/** SQLite asked to compare with an object (`filters[name][$gt][$lt]=1`). */
const SQLITE_BINDING = /can only bind numbers, strings, bigints, buffers, and null/;
/**
 * PostgreSQL data exceptions caused by a value: invalid text representation, numeric value out of
 * range, invalid datetime format, datetime field overflow, invalid parameter value.
 */
const PG_VALUE_CODES = new Set(['22P02', '22003', '22007', '22008', '22023']);

const FILTER_VALUE_MESSAGE = 'A value in the query does not have the type its field expects.';
const MULTIPART_MESSAGE = 'The request body is not valid multipart/form-data.';

/** Text that reveals the server's insides: stack frames, installed modules, absolute paths. */
const INSIDES =
  /\n\s*at |\bat [^\s()]+ \(|node_modules|(?:^|[\s'"`(=:,])\/(?:work|home|usr|tmp|var|opt|root|srv|app|mnt|etc|proc)\/|[A-Za-z]:\\[\w\\]/;

export function revealsInsides(text: string): boolean {
  return INSIDES.test(text);
}

interface Classified {
  message: string;
  details?: Record<string, unknown>;
  /** 413 instead of 400 */
  tooLarge?: boolean;
}

const hasCode = (error: object, code: string): boolean =>
  'code' in error && (error as { code?: unknown }).code === code;

/** A formidable error (koa-body's multipart parser): numbered codes 1000–1099. */
function isMultipartError(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'number' && code >= 1000 && code < 1100 && 'httpCode' in error) return true;
  return /^MultipartParser\.|multipart boundary|^Request aborted$/.test(error.message);
}

/** Bad input behind an error thrown below, or null when it is not one. */
export function classify(error: unknown): Classified | null {
  if (!(error instanceof Error)) return null;
  const number = NOT_A_NUMBER.exec(error.message);
  if (number) {
    return {
      message: `A filter compares a number with "${number[1]!.slice(0, 100)}", which is not a number.`,
      details: { source: 'query', param: 'filters' },
    };
  }
  if (OPERATOR_SHAPE.test(error.message)) {
    return {
      message: `Invalid filters: ${error.message}.`,
      details: { source: 'query', param: 'filters' },
    };
  }
  if (SQLITE_BINDING.test(error.message) || BETWEEN.test(error.message)) {
    return { message: FILTER_VALUE_MESSAGE, details: { source: 'query', param: 'filters' } };
  }
  for (const code of PG_VALUE_CODES) {
    if (hasCode(error, code)) return { message: FILTER_VALUE_MESSAGE };
  }
  if (isMultipartError(error)) {
    return /max\w*Size|maxFields/.test(error.message)
      ? { message: 'The request body is too large.', tooLarge: true }
      : { message: MULTIPART_MESSAGE };
  }
  return null;
}

type ErrorBody = { data: null; error: { status?: number; message?: unknown; details?: unknown } };

const isErrorBody = (body: unknown): body is ErrorBody =>
  typeof body === 'object' &&
  body !== null &&
  'error' in body &&
  typeof (body as { error?: unknown }).error === 'object' &&
  (body as { error?: unknown }).error !== null;

/** An error answer with its message and details cleared of anything revealing. */
function cleanAnswer(ctx: Ctx): void {
  if (ctx.status < 400 || !isErrorBody(ctx.body)) return;
  const { error } = ctx.body;
  const message = typeof error.message === 'string' ? error.message : '';
  const details = JSON.stringify(error.details ?? {});
  if (!revealsInsides(message) && !revealsInsides(details)) return;
  ctx.body = {
    data: null,
    error: {
      ...error,
      message: ctx.status >= 500 ? 'Internal Server Error' : 'The request could not be processed.',
      details: {},
    },
  };
}

const codeOf = (details: unknown): unknown =>
  typeof details === 'object' && details !== null
    ? (details as { code?: unknown }).code
    : undefined;

/** `details` with the refusal's code added, when it has none yet and one is known. */
function withCode(
  details: unknown,
  error: { status?: unknown; name?: unknown; message?: unknown },
  path: string,
): Record<string, unknown> | null {
  if (codeOf(details) !== undefined) return null;
  const code = errorCodeOf(
    {
      status: typeof error.status === 'number' ? error.status : undefined,
      name: typeof error.name === 'string' ? error.name : undefined,
      message: typeof error.message === 'string' ? error.message : undefined,
    },
    path,
  );
  if (!code) return null;
  const base = typeof details === 'object' && details !== null ? details : {};
  return { ...(base as Record<string, unknown>), code };
}

/** An error answer set without throwing (`ctx.badRequest(…)`) gets its code too. */
function codeAnswer(ctx: Ctx): void {
  if (ctx.status < 400 || !isErrorBody(ctx.body)) return;
  const { error } = ctx.body;
  const details = withCode(error.details, { ...error, status: ctx.status }, ctx.path);
  if (details) ctx.body = { ...ctx.body, error: { ...error, details } };
}

export default () => async (ctx: Ctx, next: () => Promise<void>) => {
  try {
    await next();
  } catch (error) {
    const bad = classify(error);
    if (bad?.tooLarge) throw new errors.PayloadTooLargeError(bad.message);
    if (bad) throw new errors.ValidationError(bad.message, bad.details ?? {});
    if (error instanceof errors.ApplicationError || error instanceof errors.HttpError) {
      const text = `${error.message} ${JSON.stringify(error.details ?? {})}`;
      if (revealsInsides(text)) {
        error.message = 'The request could not be processed.';
        error.details = {};
      }
      const details = withCode(error.details, error, ctx.path);
      if (details) error.details = details;
    } else if (error instanceof Error && revealsInsides(error.message)) {
      // an error Strapi exposes (a 4xx from a parser) keeps its status, not its words
      const status = (error as { status?: unknown }).status;
      if (typeof status === 'number' && status < 500) {
        throw new errors.ValidationError('The request could not be processed.');
      }
    }
    throw error;
  }
  cleanAnswer(ctx);
  codeAnswer(ctx);
};
