import { api, newCartId } from './support/api';
import { startInstance, type CmsInstance } from './support/instances';
import { readState } from './support/server';

/*
 * Two cms instances on one database, 20 carts, 10 changes per cart sent at once, alternately
 * through either instance. Each change is made the way the storefront makes it: read the cart
 * with its version, lay the change over the lines, write with that version; when refused (409,
 * the current cart in the answer) lay the change over that cart and write again, a bounded number
 * of times. At the end every cart holds exactly the expected lines: no change lost, none twice.
 *
 * On both databases: with SQLite the two processes share one file, and a write waits for the other
 * process's lock (better-sqlite3's busy timeout) instead of failing.
 */
const CARTS = 20;
const CHANGES_PER_CART = 10;
const MAX_ATTEMPTS = 25;

interface Line {
  productId: string;
  quantity: number;
}
interface CartView {
  documentId: string;
  cartId: string;
  version: number;
  items: Line[];
}
type Change =
  | { kind: 'add'; productId: string; amount: number }
  | { kind: 'set'; productId: string; quantity: number }
  | { kind: 'remove'; productId: string };

interface Answer {
  status: number;
  body: { data?: CartView | CartView[] | null; error?: { details?: { cart?: CartView } } };
}

async function call(base: string, path: string, cartId: string, init: RequestInit = {}) {
  const res = await fetch(`${base}${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', 'X-Cart-Id': cartId },
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

/** The change laid over the lines (an add adds to the current line, a set sets, a removal removes). */
function apply(items: Line[], change: Change): Line[] {
  const lines = items.map((l) => ({ productId: l.productId, quantity: l.quantity }));
  const found = lines.find((l) => l.productId === change.productId);
  if (change.kind === 'remove') return lines.filter((l) => l.productId !== change.productId);
  if (change.kind === 'set') {
    if (found) found.quantity = change.quantity;
    else lines.push({ productId: change.productId, quantity: change.quantity });
    return lines;
  }
  if (found) found.quantity += change.amount;
  else lines.push({ productId: change.productId, quantity: change.amount });
  return lines;
}

const quantities = (items: Line[]) =>
  Object.fromEntries(
    [...items]
      .sort((a, b) => a.productId.localeCompare(b.productId))
      .map((l) => [l.productId, l.quantity]),
  );

describe('two instances, one database: concurrent cart changes', () => {
  let second: CmsInstance;
  let instances: string[];

  beforeAll(async () => {
    second = await startInstance();
    instances = [readState().baseUrl, second.baseUrl];
  }, 240_000);

  afterAll(async () => {
    await second?.stop();
  });

  test('20 carts x 10 concurrent changes through both instances: every change applied exactly once', async () => {
    const products: string[] = (
      await api('/api/products?locale=en&pagination[pageSize]=6&sort=slug:asc&fields[0]=slug')
    ).body.data.map((p: { documentId: string }) => p.documentId);
    expect(products).toHaveLength(6);
    const [a, b, c, d, e, f] = products as [string, string, string, string, string, string];

    // Each cart starts with a:1, b:5, c:2 (made through either instance).
    const carts: CartView[] = [];
    for (let n = 0; n < CARTS; n += 1) {
      const cartId = newCartId();
      const created = await call(instances[n % 2]!, '/api/carts', cartId, {
        method: 'POST',
        body: JSON.stringify({
          data: {
            cartId,
            locale: 'en',
            items: [
              { productId: a, quantity: 1 },
              { productId: b, quantity: 5 },
              { productId: c, quantity: 2 },
            ],
          },
        }),
      });
      expect(created.status).toBe(201);
      carts.push(created.body.data as CartView);
    }

    // Adds commute with each other; the set and the removal touch lines nothing else changes, so
    // the end state does not depend on the order the server takes them in.
    const changesOf = (n: number): Change[] => [
      { kind: 'add', productId: a, amount: 1 },
      { kind: 'add', productId: d, amount: 2 },
      { kind: 'add', productId: a, amount: 3 },
      { kind: 'set', productId: b, quantity: 9 },
      { kind: 'add', productId: e, amount: 1 + (n % 3) },
      { kind: 'remove', productId: c },
      { kind: 'add', productId: d, amount: 1 },
      { kind: 'add', productId: f, amount: 4 },
      { kind: 'add', productId: a, amount: 2 },
      { kind: 'add', productId: e, amount: 1 },
    ];
    const expected = (n: number) => ({
      [a]: 1 + 1 + 3 + 2,
      [b]: 9,
      [d]: 2 + 1,
      [e]: 1 + (n % 3) + 1,
      [f]: 4,
    });

    let conflicts = 0;
    let writes = 0;
    const writesByInstance = [0, 0];
    let maxAttempts = 0;

    /** One change as the storefront makes it, through one instance. */
    async function change(cart: CartView, what: Change, instance: number): Promise<void> {
      const base = instances[instance]!;
      const read = await call(base, '/api/carts', cart.cartId);
      expect(read.status).toBe(200);
      let current = (read.body.data as CartView[])[0]!;
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
        const written = await call(base, `/api/carts/${cart.documentId}`, cart.cartId, {
          method: 'PUT',
          body: JSON.stringify({
            data: { version: current.version, items: apply(current.items, what), locale: 'en' },
          }),
        });
        if (written.status === 200) {
          writes += 1;
          writesByInstance[instance]! += 1;
          maxAttempts = Math.max(maxAttempts, attempt);
          return;
        }
        expect(written.status).toBe(409);
        conflicts += 1;
        current = written.body.error!.details!.cart!;
        expect(written.body.data).toEqual(current);
      }
      throw new Error(`change ${JSON.stringify(what)} not taken after ${MAX_ATTEMPTS} attempts`);
    }

    let sent = 0;
    await Promise.all(
      carts.flatMap((cart, n) =>
        changesOf(n).map((what) => {
          const instance = sent % 2;
          sent += 1;
          return change(cart, what, instance);
        }),
      ),
    );

    expect(sent).toBe(CARTS * CHANGES_PER_CART);
    expect(writes).toBe(CARTS * CHANGES_PER_CART);
    expect(writesByInstance[0]).toBeGreaterThan(0);
    expect(writesByInstance[1]).toBeGreaterThan(0);
    // The changes did meet: without conflicts this test would prove nothing.
    expect(conflicts).toBeGreaterThan(0);

    for (const [n, cart] of carts.entries()) {
      for (const base of instances) {
        const now = (await call(base, '/api/carts', cart.cartId)).body.data as CartView[];
        expect(now).toHaveLength(1);
        expect(quantities(now[0]!.items)).toEqual(
          Object.fromEntries(Object.entries(expected(n)).sort(([x], [y]) => x.localeCompare(y))),
        );
        // created at 1, then exactly one successful write per change
        expect(now[0]!.version).toBe(1 + CHANGES_PER_CART);
      }
    }
    console.log(
      `cart race: ${CARTS} carts, ${writes} changes (${writesByInstance.join(' + ')} per instance), ` +
        `${conflicts} conflicts re-applied, at most ${maxAttempts} attempts for one change`,
    );
  }, 180_000);
});
