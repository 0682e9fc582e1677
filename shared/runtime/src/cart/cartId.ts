const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const ID_LENGTH = 9;

type RandomSource = (bytes: Uint8Array) => Uint8Array;

const cryptoRandom: RandomSource = (bytes) => globalThis.crypto.getRandomValues(bytes);

/**
 * 'cart-' plus 9 characters drawn from a cryptographic source. Bytes that would bias the choice
 * (above the largest multiple of the alphabet size) are thrown away.
 */
export function generateCartId(random: RandomSource = cryptoRandom): string {
  const limit = 256 - (256 % ALPHABET.length);
  let id = '';
  while (id.length < ID_LENGTH) {
    for (const byte of random(new Uint8Array(16))) {
      if (byte < limit && id.length < ID_LENGTH) id += ALPHABET[byte % ALPHABET.length];
    }
  }
  return `cart-${id}`;
}

export function isCartId(value: unknown): value is string {
  return typeof value === 'string' && /^cart-[A-Za-z0-9]{9}$/.test(value);
}
