/**
 * @jest-environment node
 */
import packageFederation from '@module-federation/webpack-bundler-runtime';
import { getInstance, init as initShell } from '@module-federation/runtime';
import type { Federation } from '@module-federation/webpack-bundler-runtime';
import provideBundlerRuntime from './provide';
import { PROVIDED_BUNDLER_RUNTIME, type WithProvidedBundlerRuntime } from './provided';

const page = globalThis as WithProvidedBundlerRuntime;

/** The shell starting: its runtime plugins' `beforeInit` run before its instance exists. */
function startShell() {
  const plugin = provideBundlerRuntime();
  const beforeInit = plugin.beforeInit as (args: unknown) => unknown;
  beforeInit({ options: { name: 'shell' } });
  return initShell({ name: 'shell', remotes: [] });
}

/** A remote's `remoteEntry.js` being evaluated: its own copy of the container module. */
async function loadContainer(): Promise<Federation> {
  let federation: Federation | undefined;
  await jest.isolateModulesAsync(async () => {
    federation = (await import('./container')).default;
  });
  if (!federation) throw new Error('no federation object');
  return federation;
}

afterEach(() => {
  delete page[PROVIDED_BUNDLER_RUNTIME];
});

describe("the remotes run on the shell's federation bundler runtime", () => {
  it('hands every function of the package to the remotes, the one the shell leaves out too', () => {
    startShell();
    const provided = page[PROVIDED_BUNDLER_RUNTIME];
    const own = packageFederation.bundlerRuntime ?? {};
    for (const [name, value] of Object.entries(own)) {
      if (typeof value === 'function')
        expect([name, typeof provided?.bundlerRuntime[name as keyof typeof own]]).toEqual([
          name,
          'function',
        ]);
    }
    expect(typeof provided?.bundlerRuntime.initContainerEntry).toBe('function');
  });

  it('gives each container its own federation object, shaped as the package’s, with shared functions', async () => {
    startShell();
    const catalog = await loadContainer();
    const content = await loadContainer();
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(packageFederation).sort());
    expect(catalog).not.toBe(content);
    expect(catalog.bundlerRuntime).not.toBe(content.bundlerRuntime);
    expect(catalog.bundlerRuntime?.S).not.toBe(content.bundlerRuntime?.S);
    expect(catalog.bundlerRuntimeOptions).not.toBe(content.bundlerRuntimeOptions);
    expect(catalog.bundlerRuntime?.consumes).toBe(
      page[PROVIDED_BUNDLER_RUNTIME]?.bundlerRuntime.consumes,
    );
    expect(catalog.instance).toBeUndefined();
  });

  it("starts a container's instance without taking the shell's place as the default one", async () => {
    const shell = startShell();
    const catalog = await loadContainer();
    const instance = catalog.runtime?.init({ name: 'mf_catalog', remotes: [] });
    expect(instance?.options.name).toBe('mf_catalog');
    expect(instance).not.toBe(shell);
    // The shell's `loadRemote` and `registerRemotes` use the default instance.
    expect(getInstance()).toBe(shell);
    // A second start of the same container finds its instance.
    const again = await loadContainer();
    expect(again.runtime?.init({ name: 'mf_catalog', remotes: [] })).toBe(instance);
  });

  it('refuses to run on a page whose shell does not provide it, saying why', async () => {
    await expect(loadContainer()).rejects.toThrow(/shell's federation runtime/);
  });
});
