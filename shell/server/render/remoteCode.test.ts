/** @jest-environment node */
import { remoteCodeFor } from './remoteCode';

describe('remoteCodeFor', () => {
  it("gives the browser each configured remote's entry or refusal, and leaves out the unread", async () => {
    const read: Record<string, Awaited<ReturnType<Parameters<typeof remoteCodeFor>[1]>>> = {
      '/c/mf-manifest.json': {
        browserCode: { entry: '/c/remoteEntry.js', scripts: ['/c/1.js'], version: 'c1' },
      },
      '/m/mf-manifest.json': { browserCode: { refused: 'needs @teashop/contracts ^2.0.0' } },
      '/x/mf-manifest.json': {},
    };
    const asked: string[] = [];
    const code = await remoteCodeFor(
      {
        'mf-catalog': '/c/mf-manifest.json',
        'mf-member': '/m/mf-manifest.json',
        'mf-content': '/x/mf-manifest.json',
      },
      async (url) => {
        asked.push(url);
        return read[url] ?? {};
      },
    );
    expect(code).toEqual({
      'mf-catalog': { entry: '/c/remoteEntry.js', scripts: ['/c/1.js'], version: 'c1' },
      'mf-member': { refused: 'needs @teashop/contracts ^2.0.0' },
    });
    // A remote without a manifest URL (mf-cart-checkout here) is not looked for.
    expect(asked.sort()).toEqual([
      '/c/mf-manifest.json',
      '/m/mf-manifest.json',
      '/x/mf-manifest.json',
    ]);
  });
});
