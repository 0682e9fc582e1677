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

  it('is an error for a fragment the page has nothing else for', async () => {
    const module = await failed('mf_cart_checkout/CartPanel', new Error('Failed to fetch'));
    expect(module).toEqual(expect.objectContaining({ unavailable: true }));
    expect(error).toHaveBeenCalledTimes(1);
  });

  it("is only a warning for a team's islands, whose places show their fallback", async () => {
    // An older release of the cart team, from before its islands.
    const missing = new Error('Module "./islands" does not exist in container.');
    const module = await failed('mf_cart_checkout/islands', missing);
    expect(module).toEqual(expect.objectContaining({ unavailable: true }));
    expect(error).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(
      '[shell] mf_cart_checkout/islands could not be loaded: its places show their fallback',
    );
  });

  it("is an error when an area's pages cannot be loaded", async () => {
    await failed('mf_catalog/spa', new Error('Failed to fetch'));
    expect(error).toHaveBeenCalledTimes(1);
  });
});
