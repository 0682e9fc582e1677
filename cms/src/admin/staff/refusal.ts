/** A staff action the server refused, as the admin API answers it. */
export interface Refusal {
  message: string;
  /** the fields to fix (the message shows beside them); empty: a refusal of the whole action */
  fields: string[];
}

/** What the server said was wrong, from a failed admin API call. */
export function refusalOf(error: unknown): Refusal {
  const body = (
    error as { response?: { data?: { error?: { message?: unknown; details?: unknown } } } }
  )?.response?.data?.error;
  const details = (body?.details ?? {}) as { fields?: unknown };
  return {
    message: typeof body?.message === 'string' ? body.message : 'Something went wrong. Try again.',
    fields: Array.isArray(details.fields) ? details.fields.map(String) : [],
  };
}
