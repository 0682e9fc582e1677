/**
 * A staff action the server refused: its HTTP status, a stable code beside the English message,
 * and details for the admin panel (the fields to fix, the moves allowed instead…).
 */
export class StaffActionError<Code extends string = string> extends Error {
  constructor(
    readonly status: number,
    readonly code: Code,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}
