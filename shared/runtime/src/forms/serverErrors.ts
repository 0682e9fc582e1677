import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@teashop/runtime';
import { tooLongMessage } from './addressSchema';

/** Why the content backend refused a field (`error.details.errors[].reason`). */
export type FieldProblem = 'required' | 'tooLong' | 'invalid';

export interface ServerFieldError {
  /** As the server names it: 'deliveryAddress.address', 'shippingAddress.phone', 'contact.email'. */
  field: string;
  reason: FieldProblem | null;
  max?: number;
}

const WITH_OWN_MESSAGE = new Set(['email', 'zipCode', 'phone']);

/**
 * The fields a refused call named (400 with `details.fields`, and `details.errors` with the reason
 * and limit of each), in the server's order; empty for any other failure.
 */
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const details = (error.body.details ?? {}) as { fields?: unknown; errors?: unknown };
  const described = new Map<string, { reason?: unknown; max?: unknown }>();
  if (Array.isArray(details.errors)) {
    for (const entry of details.errors as { path?: unknown; reason?: unknown; max?: unknown }[]) {
      const path = Array.isArray(entry?.path) ? entry.path.join('.') : '';
      if (path) described.set(path, entry);
    }
  }
  const fields = Array.isArray(details.fields)
    ? details.fields.filter((f): f is string => typeof f === 'string')
    : [...described.keys()];
  return fields.map((field) => {
    const about = described.get(field);
    const reason =
      about?.reason === 'required' || about?.reason === 'tooLong' || about?.reason === 'invalid'
        ? about.reason
        : null;
    const max = typeof about?.max === 'number' ? about.max : undefined;
    return { field, reason, ...(max !== undefined ? { max } : {}) };
  });
}

/** The form's message (an i18n key of `common`) for a field the server refused. */
export function serverFieldMessage({ field, reason, max }: ServerFieldError): string {
  const key = field.split('.').at(-1) ?? field;
  if (reason === 'tooLong' && max !== undefined) return tooLongMessage(max);
  if (reason === 'required') return `common:validation.${key}Required`;
  if (WITH_OWN_MESSAGE.has(key)) return `common:validation.${key}Invalid`;
  return 'common:validation.invalid';
}

/**
 * Shows each field error of a refused call on its field (in the page's language) and moves focus
 * to the first one; what was typed stays. `toPath` maps the server's name to the form's field (null:
 * not a field of this form). Returns the first field shown (null: none), for a form that was
 * disabled while sending to focus once it is enabled again (`setFocus`).
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  toPath: (field: string) => Path<T> | null,
): Path<T> | null {
  let first: Path<T> | null = null;
  for (const problem of serverFieldErrors(error)) {
    const path = toPath(problem.field);
    if (!path) continue;
    setError(
      path,
      { type: 'server', message: serverFieldMessage(problem) },
      { shouldFocus: first === null },
    );
    first ??= path;
  }
  return first;
}
