import { clampQuantity, digitsOnly, parseQuantityInput } from './cartQuantity';
import { generateCartId, isCartId } from './cartId';

describe('quantity box', () => {
  it('keeps digits only', () => {
    expect(digitsOnly('1a2-b3 .e')).toBe('123');
    expect(digitsOnly('-4')).toBe('4');
    expect(digitsOnly('１２')).toBe('');
    expect(digitsOnly('')).toBe('');
  });

  it('reads a usable quantity or none', () => {
    expect(parseQuantityInput('7x')).toBe(7);
    expect(parseQuantityInput('')).toBeNull();
    expect(parseQuantityInput('0')).toBeNull();
    expect(parseQuantityInput('00012')).toBe(12);
    expect(parseQuantityInput('150')).toBe(99);
  });

  it('keeps quantities in 1..99', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-5)).toBe(1);
    expect(clampQuantity(2.7)).toBe(2);
    expect(clampQuantity(Number.NaN)).toBe(1);
    expect(clampQuantity(1000)).toBe(99);
  });
});

describe('cart id', () => {
  it("is 'cart-' plus 9 characters from the random source", () => {
    const id = generateCartId();
    expect(id).toMatch(/^cart-[A-Za-z0-9]{9}$/);
    expect(isCartId(id)).toBe(true);
    expect(new Set(Array.from({ length: 50 }, () => generateCartId())).size).toBe(50);
  });

  it('throws away bytes that would bias the choice', () => {
    // 248 and above are rejected (62 * 4 = 248); 0 maps to 'A', 61 to '9'.
    let call = 0;
    const random = (bytes: Uint8Array) => {
      if (call++ === 0) {
        bytes.fill(250);
        bytes[3] = 61;
      } else {
        bytes.fill(0);
      }
      return bytes;
    };
    expect(generateCartId(random)).toBe('cart-9AAAAAAAA');
  });
});
