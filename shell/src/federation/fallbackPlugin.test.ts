import fallbackPlugin from './fallbackPlugin';

type ErrorArgs = Parameters<NonNullable<ReturnType<typeof fallbackPlugin>['errorLoadRemote']>>[0];
const failed = (id: string, error: Error) =>
  fallbackPlugin().errorLoadRemote?.({ id, error, lifecycle: 'onLoad' } as ErrorArgs);

describe('the fallback for a remote module that cannot be loaded', () => {
  let error: jest.SpyInstance;
  let warn: jest.SpyInstance;
  beforeEach(() => {
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('is an error when the remote cannot be reached', async () => {
    const module = await failed('mf_cart_checkout/islands', new Error('Failed to fetch'));
    expect(module).toEqual(expect.objectContaining({ unavailable: true }));
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('is only a warning when a release of the remote predates the module (its host has a fallback)', async () => {
    const missing = new Error('Module "./islands" does not exist in container.');
    const module = await failed('mf_cart_checkout/islands', missing);
    expect(module).toEqual(expect.objectContaining({ unavailable: true }));
    expect(error).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(
      '[shell] mf_cart_checkout/islands is not in this release of mf-cart-checkout',
    );
  });

  it("is an error when an area's pages are missing, whatever the reason", async () => {
    await failed('mf_catalog/spa', new Error('Module "./spa" does not exist in container.'));
    expect(error).toHaveBeenCalledTimes(1);
  });
});
