import { readFileSync } from 'node:fs';
import * as z from 'zod/mini';
import {
  type ContractSurface,
  contractSurface,
  eventPayloadSchema,
  GATED_PACKAGES,
  type GatedPackage,
  packageFile,
  parseContractsSnapshot,
} from './surface';
import {
  bumpOf,
  contractChanges,
  listChanges,
  missingBumpMessage,
  requiredBump,
  satisfiesBump,
  UPDATE_COMMAND,
} from './semverChange';

/** A surface with every section, as `@teashop/contracts` has. */
type FullSurface = Required<ContractSurface>;

const refresh = (pkg: GatedPackage) =>
  `Run \`${UPDATE_COMMAND}\` and commit ${pkg.dir}/contracts.json.`;

function readJson(pkg: GatedPackage, file: string): unknown {
  return JSON.parse(readFileSync(packageFile(pkg, file), 'utf8'));
}

/** Fails with `problem` as the whole message, so it reads as instructions. */
function expectNoProblem(problem: string | null): void {
  if (problem) throw new Error(problem);
}

describe.each(GATED_PACKAGES)('the committed contract snapshot of $name', (pkg) => {
  const snapshot = parseContractsSnapshot(readJson(pkg, 'contracts.json'));
  const { version } = readJson(pkg, 'package.json') as { version: string };
  const surface = contractSurface(pkg);
  const changes = contractChanges(snapshot.surface, surface);

  it('is followed by a version bump large enough for the contract changes', () => {
    expectNoProblem(
      satisfiesBump(snapshot.version, version, bumpOf(changes))
        ? null
        : missingBumpMessage(pkg, snapshot.version, version, changes),
    );
  });

  it('describes the current surface and package version', () => {
    expectNoProblem(
      changes.length > 0
        ? `${pkg.dir}/contracts.json no longer matches the contract surface. ${refresh(pkg)}\n` +
            listChanges(changes)
        : snapshot.version !== version
          ? `${pkg.dir}/contracts.json was made for ${snapshot.version}, the package is ${version}. ${refresh(pkg)}`
          : null,
    );
  });
});

describe('contractSurface', () => {
  const [contracts, ui, runtime] = GATED_PACKAGES;
  const surface = contractSurface(contracts);

  it('captures the payload schema of every event, with its limits', () => {
    expect(surface.events?.['cart:add-item']).toMatchObject({
      type: 'object',
      properties: { quantity: { type: 'integer', minimum: 1, maximum: 99 } },
      required: ['productId', 'quantity'],
    });
    expect(surface.events?.['shell:toast']).toMatchObject({
      properties: { kind: { enum: ['error', 'info', 'success'] } },
      required: ['message'],
    });
    expect(surface.events?.['auth:changed']).toMatchObject({
      properties: { signedIn: { type: 'boolean' } },
      required: ['signedIn'],
    });
  });

  it('captures the route table with the owner of each route', () => {
    expect(surface.routes?.['products-id']).toMatchObject({
      path: '/products/:id',
      owner: 'mf-catalog',
      access: 'open',
    });
  });

  it('captures the exports of every public entry of each package, with their kinds', () => {
    expect(surface.exports['.']).toMatchObject({ publish: 'function/2', ROUTES: 'array' });
    expect(surface.exports['./events']).toMatchObject({ eventSchemas: 'object' });
    expect(surface.cartStore?.state).toMatchObject({ items: 'array', loaded: 'boolean' });
    expect(contractSurface(ui).exports['.']).toMatchObject({ Button: 'function/1' });
    expect(Object.keys(contractSurface(ui).exports)).toEqual(['.', './sanitizeHtml', './server']);
    const runtimeSurface = contractSurface(runtime);
    expect(Object.keys(runtimeSurface.exports)).toEqual([
      '.',
      './cart-owner',
      './forms',
      './server',
    ]);
    expect(runtimeSurface.exports['.']).toMatchObject({ useCart: 'function/0', ApiError: 'class' });
    // The cart is read-only outside the cart team: its writable store is on a face of its own.
    expect(runtimeSurface.exports['.']).not.toHaveProperty('cartState');
    expect(runtimeSurface.exports['./cart-owner']).toMatchObject({ cartState: 'object' });
    expect(runtimeSurface.exports['./server']).toMatchObject({ createAreaServer: 'function/1' });
    expect(runtimeSurface.events).toBeUndefined();
  });

  it('is plain JSON with sorted keys, so the snapshot text is stable', () => {
    expect(JSON.parse(JSON.stringify(surface))).toEqual(surface);
    expect(Object.keys(surface)).toEqual(['cartStore', 'events', 'exports', 'routes']);
    const names = Object.keys(surface.exports['.'] ?? {});
    expect(names).toEqual([...names].sort());
  });
});

describe('requiredBump', () => {
  const count = () => z.number().check(z.int(), z.minimum(0));

  function baseSurface(): FullSurface {
    return {
      events: {
        'cart:updated': eventPayloadSchema(z.object({ count: count() })),
        'cart:open-panel': eventPayloadSchema(z.strictObject({})),
      },
      routes: {
        'products-id': { path: '/products/:id', owner: 'mf-catalog', access: 'open' },
      },
      exports: { '.': { publish: 'function/2', cartState: 'object' } },
      cartStore: { state: { items: 'array' }, quantity: { min: 1, max: 99 } },
    };
  }

  function changed(edit: (surface: FullSurface) => void): FullSurface {
    const surface = baseSurface();
    edit(surface);
    return surface;
  }

  function withPayload(event: string, schema: z.ZodMiniType): FullSurface {
    return changed((s) => {
      s.events[event] = eventPayloadSchema(schema);
    });
  }

  it('is none for identical surfaces', () => {
    expect(requiredBump(baseSurface(), baseSurface())).toBe('none');
  });

  it('is minor for additions', () => {
    const newEvent = withPayload('cart:emptied', z.object({}));
    const newOptionalField = withPayload(
      'cart:updated',
      z.object({ count: count(), note: z.optional(z.string()) }),
    );
    const newFieldWithDefault = withPayload(
      'cart:updated',
      z.object({ count: count(), silent: z._default(z.boolean(), false) }),
    );
    const firstOptionalFieldOfStrictPayload = withPayload(
      'cart:open-panel',
      z.strictObject({ from: z.optional(z.string()) }),
    );
    const newExport = changed((s) => {
      s.exports['.'] = { ...s.exports['.'], subscribe: 'function/2' };
    });
    const newRoute = changed((s) => {
      s.routes.products = { path: '/products', owner: 'mf-catalog', access: 'open' };
    });
    const newRouteField = changed((s) => {
      s.routes['products-id'] = { ...s.routes['products-id'], sitemap: true };
    });
    const newStateField = changed((s) => {
      s.cartStore.state.saving = 'boolean';
    });
    for (const after of [
      newEvent,
      newOptionalField,
      newFieldWithDefault,
      firstOptionalFieldOfStrictPayload,
      newExport,
      newRoute,
      newRouteField,
      newStateField,
    ]) {
      expect(requiredBump(baseSurface(), after)).toBe('minor');
    }
  });

  it('is major for removals', () => {
    const removedEvent = changed((s) => {
      delete s.events['cart:open-panel'];
    });
    const removedExport = changed((s) => {
      delete s.exports['.']?.publish;
    });
    const removedRoute = changed((s) => {
      delete s.routes['products-id'];
    });
    const removedField = withPayload('cart:updated', z.object({}));
    for (const after of [removedEvent, removedExport, removedRoute, removedField]) {
      expect(requiredBump(baseSurface(), after)).toBe('major');
    }
  });

  it('is major for changed payloads and values', () => {
    const fieldTypeChanged = withPayload('cart:updated', z.object({ count: z.string() }));
    const limitTightened = withPayload(
      'cart:updated',
      z.object({ count: z.number().check(z.int(), z.minimum(1)) }),
    );
    const newKeywordOnField = withPayload(
      'cart:updated',
      z.object({ count: count().check(z.maximum(999)) }),
    );
    const newRequiredField = withPayload(
      'cart:updated',
      z.object({ count: count(), total: z.number() }),
    );
    const firstRequiredFieldOfStrictPayload = withPayload(
      'cart:open-panel',
      z.strictObject({ from: z.string() }),
    );
    const optionalBecameRequired = [
      withPayload('cart:updated', z.object({ count: z.optional(count()) })),
      baseSurface(),
    ] as const;
    const payloadMadeStrict = withPayload('cart:updated', z.strictObject({ count: count() }));
    const routeOwnerChanged = changed((s) => {
      s.routes['products-id'] = { ...s.routes['products-id'], owner: 'mf-content' };
    });
    const routePathChanged = changed((s) => {
      s.routes['products-id'] = { ...s.routes['products-id'], path: '/product/:id' };
    });
    const exportKindChanged = changed((s) => {
      s.exports['.'] = { ...s.exports['.'], cartState: 'function/0' };
    });
    const arityChanged = changed((s) => {
      s.exports['.'] = { ...s.exports['.'], publish: 'function/3' };
    });
    const quantityLimitChanged = changed((s) => {
      s.cartStore.quantity.max = 50;
    });
    for (const after of [
      fieldTypeChanged,
      limitTightened,
      newKeywordOnField,
      newRequiredField,
      firstRequiredFieldOfStrictPayload,
      payloadMadeStrict,
      routeOwnerChanged,
      routePathChanged,
      exportKindChanged,
      arityChanged,
      quantityLimitChanged,
    ]) {
      expect(requiredBump(baseSurface(), after)).toBe('major');
    }
    expect(requiredBump(...optionalBecameRequired)).toBe('major');
  });

  it('treats enum lists as one value: a new enum member is major', () => {
    const before = withPayload('cart:updated', z.object({ mode: z.enum(['a', 'b']) }));
    const after = withPayload('cart:updated', z.object({ mode: z.enum(['a', 'b', 'c']) }));
    expect(requiredBump(before, after)).toBe('major');
  });

  it('does not read reordered fields or enum members as a change', () => {
    const before = withPayload('cart:updated', z.object({ a: z.string(), b: z.enum(['x', 'y']) }));
    const after = withPayload('cart:updated', z.object({ b: z.enum(['y', 'x']), a: z.string() }));
    expect(requiredBump(before, after)).toBe('none');
  });

  it('reports each change once, at the highest path where it shows', () => {
    const after = changed((s) => {
      delete s.events['cart:open-panel'];
      s.events['cart:emptied'] = eventPayloadSchema(z.object({ at: z.string() }));
      s.routes['products-id'] = { ...s.routes['products-id'], owner: 'mf-content' };
    });
    expect(contractChanges(baseSurface(), after)).toEqual([
      { path: '/events/cart:emptied', change: 'added', bump: 'minor' },
      { path: '/events/cart:open-panel', change: 'removed', bump: 'major' },
      { path: '/routes/products-id/owner', change: 'changed', bump: 'major' },
    ]);
  });

  it('keeps keys holding a slash as one path segment', () => {
    const after = changed((s) => {
      s.exports['a/b'] = { x: 'string' };
    });
    expect(contractChanges(baseSurface(), after)).toEqual([
      { path: '/exports/a~1b', change: 'added', bump: 'minor' },
    ]);
  });
});

describe('satisfiesBump', () => {
  it.each([
    ['1.0.0', '1.0.0', 'none', true],
    ['1.0.0', '1.0.1', 'none', true],
    ['1.0.0', '0.9.0', 'none', false],
    ['1.0.0', '1.0.1', 'minor', false],
    ['1.0.0', '1.1.0', 'minor', true],
    ['1.2.3', '1.3.0', 'minor', true],
    ['1.0.0', '2.0.0', 'minor', true],
    ['1.0.0', '1.1.0', 'major', false],
    ['1.0.0', '2.0.0', 'major', true],
    ['1.4.2', '2.0.0-rc.1', 'major', true],
    ['2.0.0', '1.9.0', 'minor', false],
  ] as const)('%s -> %s for a %s change: %s', (from, to, bump, expected) => {
    expect(satisfiesBump(from, to, bump)).toBe(expected);
  });

  it('rejects versions that are not semantic versions', () => {
    expect(() => satisfiesBump('1.0', '1.1.0', 'minor')).toThrow('Not a semantic version');
  });
});

describe('missingBumpMessage', () => {
  it('names the bump, the lowest version that satisfies it and the changes', () => {
    const changes = [
      { path: '/events/cart:updated', change: 'removed', bump: 'major' },
      ...Array.from({ length: 25 }, (_, i) => ({
        path: `/exports/extra${i}`,
        change: 'added' as const,
        bump: 'minor' as const,
      })),
    ] as const;
    const message = missingBumpMessage(
      { name: '@teashop/contracts', dir: 'shared/contracts' },
      '1.2.3',
      '1.3.0',
      changes,
    );
    expect(message).toContain('MAJOR');
    expect(message).toContain('to 2.0.0 or later');
    expect(message).toContain('npm run contracts -w @teashop/build');
    expect(message).toContain('shared/contracts/package.json');
    expect(message).toContain('removed  /events/cart:updated');
    expect(message).toContain('... and 6 more');
  });
});
