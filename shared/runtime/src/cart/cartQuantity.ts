import { MAX_QUANTITY, MIN_QUANTITY } from '@teashop/contracts';

export { MAX_QUANTITY, MIN_QUANTITY };
/** Quantity changes are saved 500 ms after the last one. */
export const QUANTITY_DEBOUNCE_MS = 500;

/** The quantity box accepts digits only: every other character is stripped. */
export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, '');
}

/** An integer quantity in 1..99; anything unreadable becomes 1. */
export function clampQuantity(value: number): number {
  if (!Number.isFinite(value)) return MIN_QUANTITY;
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.floor(value)));
}

/** Reads the quantity box: null while it holds no usable number (empty or zero). */
export function parseQuantityInput(value: string): number | null {
  const digits = digitsOnly(value);
  if (digits === '') return null;
  const n = Number(digits);
  return n >= MIN_QUANTITY ? clampQuantity(n) : null;
}
